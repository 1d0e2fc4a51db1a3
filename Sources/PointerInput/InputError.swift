/// Why the converter refused a sample. A refused sample changes no state and produces
/// no event; the samples before and after it are processed normally.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate, delta, scale or angle was NaN or infinite; `field` names it.
    case nonFiniteValue(field: String)
    /// A button number outside 1...32 (`ButtonMask` cannot represent it).
    case buttonOutOfRange(Int)
    /// A release for a button that is not held.
    case releaseWithoutPress(button: Int)
    /// A press for a button that is already held.
    case pressWhileHeld(button: Int)
    /// A pinch update or end with no pinch in progress.
    case gestureNotInProgress(String)
    /// A touch update or end for a contact that never began.
    case unknownTouch(id: Int)
    /// The sample's timestamp was NaN or infinite.
    case invalidTimestamp
    /// A key code that is not a known USB HID keyboard usage (see ``KeyUsage/isKnown(_:)``).
    case unknownKeyCode(Int)
    /// A key went down that this keyboard already holds down (key repeat is not a press).
    case keyPressWhileHeld(code: Int)
    /// A key went up that this keyboard does not hold down.
    case keyReleaseWithoutPress(code: Int)
    /// A key's characters took more than ``KeyCharacters/capacity`` bytes of UTF-8; `count`
    /// is how many they took. Thrown by ``KeyCharacters/init(_:)``.
    case keyCharactersTooLong(count: Int)

    /// A one-line explanation for logs and error messages.
    public var description: String {
        switch self {
        case .nonFiniteValue(let field): "non-finite value in \(field)"
        case .buttonOutOfRange(let n): "button number \(n) is outside 1...32"
        case .releaseWithoutPress(let n): "release of button \(n), which is not pressed"
        case .pressWhileHeld(let n): "press of button \(n), which is already pressed"
        case .gestureNotInProgress(let what): "\(what) with no gesture in progress"
        case .unknownTouch(let id): "touch \(id) was never began"
        case .invalidTimestamp: "timestamp is not finite"
        case .unknownKeyCode(let code): "key code \(code) is not a known keyboard usage (0x04...0x73, 0xE0...0xE7)"
        case .keyPressWhileHeld(let code): "press of key \(code), which is already down"
        case .keyReleaseWithoutPress(let code): "release of key \(code), which is not down"
        case .keyCharactersTooLong(let n): "key characters of \(n) UTF-8 bytes are over the \(KeyCharacters.capacity)-byte limit"
        }
    }
}

/// A repair the converter made to keep going: the sample was used, adjusted as said.
public enum InputDiagnostic: Hashable, Sendable {
    /// The timestamp went backwards; the event was stamped with the previous timestamp
    /// instead, so that time downstream never decreases.
    case timestampClamped(got: Double, usedInstead: Double)
    /// A finite but implausibly large value (see ``InputConverter/SampleLimits``) was
    /// clamped, so that nothing downstream (momentum, velocities, translations) overflows.
    case valueClamped(field: String, got: Double, usedInstead: Double)
}
