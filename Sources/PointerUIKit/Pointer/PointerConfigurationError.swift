/// Why a configuration was refused; nothing of it was applied. Each message names the key.
public enum PointerConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A key PointerKit does not know.
    case unknownKey(String)
    /// A value outside the key's range (or not finite).
    case outOfRange(PointerConfigurationKey, Double)
    /// A value that is not a number.
    case notANumber(PointerConfigurationKey, String)
    /// Text that is not a mapping of keys to numbers.
    case malformed(String)
    /// A file that could not be read.
    case unreadable(path: String, reason: String)

    /// A one-line explanation naming the key.
    public var description: String {
        switch self {
        case .unknownKey(let key):
            "unknown key '\(key)' (known: \(PointerConfigurationKey.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .outOfRange(let key, let value):
            "\(key.rawValue): \(PointerConfigurationKey.format(value)) is outside \(key.rangeText); nothing was applied"
        case .notANumber(let key, let text):
            "\(key.rawValue): '\(text.prefix(40))' is not a number (\(key.rangeText)); nothing was applied"
        case .malformed(let why): "not a configuration (a mapping of keys to numbers): \(why)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
