import Foundation
import PointerEngine
import PointerUIKit
import Yams

/// Reading and writing `PointerConfiguration` files: a YAML mapping of keys
/// (`PointerConfigurationKey`) to numbers, every key optional (absent keys keep their
/// defaults). JSON is YAML too, so a JSON object of the same keys reads as well:
///
/// ```yaml
/// springResponse: 0.3      # s, 0.05…2
/// magnetRadius: 80         # pt, 0…400
/// ```
///
/// A separate module from PointerUIKit so that ported iPad code does not link a YAML parser.
extension PointerConfiguration {
    /// Reads a configuration file: the defaults with the file's values set. An unknown key, a
    /// value that is not a number or is outside its key's range, or text that is not a
    /// mapping throws an error naming the key, and nothing is applied.
    public init(contentsOf url: URL) throws(PointerConfigurationError) {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(yaml: text)
    }

    /// Reads configuration text (YAML or JSON), as `init(contentsOf:)` reads a file.
    public init(yaml text: String) throws(PointerConfigurationError) {
        self = try PointerConfiguration().applying(Self.values(in: text))
    }

    /// This configuration with the values in `text` (YAML or JSON) set, all or nothing.
    public func applying(yaml text: String) throws(PointerConfigurationError) -> PointerConfiguration {
        try applying(Self.values(in: text))
    }

    /// The keys and numbers in `text`; an empty document is no values.
    static func values(in text: String) throws(PointerConfigurationError) -> [String: Double] {
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            throw .malformed(String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable YAML")
        }
        guard let node else { return [:] }
        guard case .mapping(let mapping) = node else { throw .malformed("the document is not a mapping of keys to numbers") }
        var values: [String: Double] = [:]
        for (keyNode, valueNode) in mapping {
            guard let name = keyNode.string else { throw .malformed("a key is not a name") }
            guard let key = PointerConfigurationKey(rawValue: name) else { throw .unknownKey(name) }
            guard values[name] == nil else { throw .malformed("\(name) is given twice") }
            guard case .scalar(let scalar) = valueNode else { throw .notANumber(key, "a \(Self.kind(of: valueNode))") }
            guard let number = Self.number(scalar.string.trimmingCharacters(in: .whitespaces), for: key) else {
                throw .notANumber(key, scalar.string)
            }
            values[name] = number
        }
        return values
    }

    /// A value as written: a number; for a switch also true/false, yes/no, on/off; for a colour
    /// also '#RRGGBB' or 0xRRGGBB.
    private static func number(_ text: String, for key: PointerConfigurationKey) -> Double? {
        switch key.kind {
        case .switch:
            switch text.lowercased() {
            case "true", "yes", "on": return 1
            case "false", "no", "off": return 0
            default: break
            }
        case .color:
            let lower = text.lowercased()
            for prefix in ["#", "0x"] where lower.hasPrefix(prefix) {
                let digits = lower.dropFirst(prefix.count)
                guard digits.count == 6, let v = Int(digits, radix: 16) else { return nil }
                return Double(v)
            }
        case .number: break
        }
        return Double(text)
    }

    private static func kind(of node: Node) -> String {
        switch node {
        case .mapping: "mapping"
        case .sequence: "list"
        case .alias: "alias"
        case .scalar: "scalar"
        }
    }

    /// The whole configuration as a YAML file that `init(contentsOf:)` reads back: every key,
    /// with its unit, range and meaning in a comment.
    public var yaml: String {
        var out = "# PointerKit pointer configuration: PointerConfiguration(contentsOf:),\n"
        out += "# pointerkit playground --config FILE, pointerkit render --config FILE.\n"
        for key in PointerConfigurationKey.allCases {
            let value = self[key]
            var number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            switch key.kind {
            case .switch: number = value == 1 ? "true" : "false"
            case .color:
                let hex = String(Int(value), radix: 16)
                number = "'#" + String(repeating: "0", count: max(0, 6 - hex.count)) + hex + "'"
            case .number: break
            }
            let line = "\(key.rawValue): \(number)"
            out += line.padding(toLength: max(line.count + 1, 34), withPad: " ", startingAt: 0)
            out += "# \(key.rangeText): \(key.summary)\n"
        }
        return out
    }
}
