/// The US English keyboard layout: what each key types, with and without Shift.
///
/// Used where a key sample says which key went down but not what it types (libinput's key
/// codes, traces and tests that give no characters), and by the test driver to find the key
/// for a character. Backends that know the user's layout (a browser's `KeyboardEvent.key`)
/// send the characters themselves, and those win. PointerKit's choice: UIKit asks the
/// system's current layout; a host without one gets the most common hardware layout.
public enum USKeyboardLayout {
    /// What the key types: its text with or without Shift, or nil for keys that type no
    /// character (arrows, function keys, modifiers, Caps Lock, the navigation block).
    ///
    /// Return and keypad Enter type "\r", Tab "\t", Backspace "\u{8}" and Escape "\u{1B}",
    /// the control characters those keys produce.
    /// - Complexity: O(1).
    public static func characters(forKey code: Int, shift: Bool) -> String? {
        guard let entry = entry(for: code) else { return nil }
        return shift ? entry.shifted : entry.unshifted
    }

    /// The key that types `character` and whether Shift must be held, or nil for characters
    /// the layout cannot type (accented letters, emoji). "\n" and "\r" are Return, "\t" Tab.
    /// - Complexity: O(k) in the layout's 50-odd keys.
    public static func key(typing character: Character) -> (code: Int, shift: Bool)? {
        let text = character == "\n" ? "\r" : String(character)
        for code in KeyUsage.first...0x38 {
            guard let entry = entry(for: code) else { continue }
            if entry.unshifted == text { return (code, false) }
            if entry.shifted == text { return (code, true) }
        }
        return nil
    }

    private static func entry(for code: Int) -> (unshifted: String, shifted: String)? {
        switch code {
        case 0x04...0x1D:
            let letter = Unicode.Scalar(UInt8(0x61 + code - 0x04))
            return (String(Character(letter)), String(Character(letter)).uppercased())
        case 0x1E...0x27:
            let i = code - 0x1E
            return (digits[i], shiftedDigits[i])
        case 0x28, 0x58: return ("\r", "\r")
        case 0x29: return ("\u{1B}", "\u{1B}")
        case 0x2A: return ("\u{8}", "\u{8}")
        case 0x2B: return ("\t", "\t")
        case 0x2C...0x38:
            guard let pair = punctuation[code - 0x2C] else { return nil }
            return pair
        case 0x54...0x57:
            let symbol = ["/", "*", "-", "+"][code - 0x54]
            return (symbol, symbol)
        case 0x59...0x62:
            return (digits[code - 0x59], digits[code - 0x59])
        case 0x63: return (".", ".")
        case 0x67: return ("=", "=")
        default: return nil
        }
    }

    private static let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
    private static let shiftedDigits = ["!", "@", "#", "$", "%", "^", "&", "*", "(", ")"]
    /// 0x2C (space) to 0x38 (slash); 0x32 (the non-US # key) is absent from US keyboards.
    private static let punctuation: [(String, String)?] = [
        (" ", " "), ("-", "_"), ("=", "+"), ("[", "{"), ("]", "}"), ("\\", "|"), nil,
        (";", ":"), ("'", "\""), ("`", "~"), (",", "<"), (".", ">"), ("/", "?"),
    ]
}
