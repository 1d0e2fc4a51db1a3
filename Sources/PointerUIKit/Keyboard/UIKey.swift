import Foundation
import PointerInput

/// A key of a hardware keyboard as one press saw it, as UIKit's `UIKey`: which physical key,
/// what it typed, and the modifiers held.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers applied ("A" for Shift-A). Keys that type no text
    /// have UIKit's special strings (`UIKeyCommand.inputUpArrow`, `.inputEscape`, `.f1`…);
    /// modifier keys and Caps Lock have "".
    open private(set) var characters: String
    /// What the key types without modifiers: lowercase letters, unshifted symbols ("1" for
    /// Shift-1), the special strings for keys that type no text.
    open private(set) var charactersIgnoringModifiers: String
    /// The modifiers held, the key's own included (a Shift key going down holds `.shift`);
    /// keypad keys add `.numericPad`.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key, as a USB HID usage.
    open private(set) var keyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
         modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode; self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers; self.modifierFlags = modifierFlags
        super.init()
    }

    /// The key for a key event: its characters are the backend's when it sent some (a
    /// browser's `KeyboardEvent.key`), else the US layout's (`USKeyboardLayout`); Caps Lock
    /// uppercases letters, and Shift does not undo it (Apple keyboards' behaviour). Nil for a
    /// code `UIKeyboardHIDUsage` does not name.
    static func make(code: Int, characters given: String?, modifiers: UIKeyModifierFlags) -> UIKey? {
        guard let usage = UIKeyboardHIDUsage(rawValue: code) else { return nil }
        var flags = modifiers
        if KeyUsage.isKeypad(code) { flags.insert(.numericPad) }
        if let special = specialInputs[usage] {
            return UIKey(keyCode: usage, characters: special, charactersIgnoringModifiers: special, modifierFlags: flags)
        }
        let isLetter = (UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue).contains(code)
        let shifted = flags.contains(.shift) || (isLetter && flags.contains(.alphaShift))
        let plain = USKeyboardLayout.characters(forKey: code, shift: false) ?? ""
        let layout = USKeyboardLayout.characters(forKey: code, shift: shifted) ?? ""
        guard let given, !given.isEmpty else {
            return UIKey(keyCode: usage, characters: layout, charactersIgnoringModifiers: plain, modifierFlags: flags)
        }
        // The backend's text: unshifted as the US layout would when it is the US layout's
        // shifted text, else lowercased (a French layout's "A" on the Q key gives "a").
        let ignoring = given == USKeyboardLayout.characters(forKey: code, shift: true) ? plain : given.lowercased()
        return UIKey(keyCode: usage, characters: given, charactersIgnoringModifiers: ignoring, modifierFlags: flags)
    }

    /// The keys that type no text, with UIKit's input strings for them.
    static let specialInputs: [UIKeyboardHIDUsage: String] = {
        var table: [UIKeyboardHIDUsage: String] = [
            .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
            .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
            .keyboardEscape: UIKeyCommand.inputEscape, .keyboardPageUp: UIKeyCommand.inputPageUp,
            .keyboardPageDown: UIKeyCommand.inputPageDown, .keyboardHome: UIKeyCommand.inputHome,
            .keyboardEnd: UIKeyCommand.inputEnd, .keyboardDeleteForward: UIKeyCommand.inputDelete,
        ]
        let functionKeys = [UIKeyCommand.f1, UIKeyCommand.f2, UIKeyCommand.f3, UIKeyCommand.f4, UIKeyCommand.f5,
                            UIKeyCommand.f6, UIKeyCommand.f7, UIKeyCommand.f8, UIKeyCommand.f9, UIKeyCommand.f10,
                            UIKeyCommand.f11, UIKeyCommand.f12]
        for (i, input) in functionKeys.enumerated() {
            if let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + i) { table[usage] = input }
        }
        for usage in [UIKeyboardHIDUsage.keyboardLeftControl, .keyboardLeftShift, .keyboardLeftAlt, .keyboardLeftGUI,
                      .keyboardRightControl, .keyboardRightShift, .keyboardRightAlt, .keyboardRightGUI, .keyboardCapsLock] {
            table[usage] = ""
        }
        return table
    }()
}
