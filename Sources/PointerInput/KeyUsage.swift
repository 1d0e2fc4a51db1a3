/// Keyboard keys as USB HID usages (the Keyboard/Keypad page, 0x07): the numbering UIKit's
/// `UIKeyboardHIDUsage` and `UIKey.keyCode` use. A usage names a physical key position, not
/// the character printed on it: 0x04 is the key labelled A on a US keyboard and Q on a French
/// one.
///
/// Key samples carry these numbers. Backends translate their own codes (a browser's
/// `KeyboardEvent.code`, Linux evdev codes) before sending.
public enum KeyUsage {
    /// The first key usage: 0x04, the A key (0x00–0x03 are HID error codes, not keys).
    public static let first = 0x04
    /// The last key usage of the main block: 0x73, F24. Everything from A to F24 (letters,
    /// digits, Return, Escape, punctuation, F1–F24, the navigation block, the keypad) is known.
    public static let lastMainBlock = 0x73
    /// Caps Lock (0x39): toggles ``ModifierFlags/alphaShift`` each time it goes down.
    public static let capsLock = 0x39
    /// Left Control (0xE0), the first of the eight modifier keys (0xE0–0xE7: Control, Shift,
    /// Option, Command on the left, then the same on the right).
    public static let leftControl = 0xE0
    /// Left Shift (0xE1).
    public static let leftShift = 0xE1
    /// Left Option / Alt (0xE2).
    public static let leftAlt = 0xE2
    /// Left Command / GUI (0xE3).
    public static let leftGUI = 0xE3
    /// Right Control (0xE4).
    public static let rightControl = 0xE4
    /// Right Shift (0xE5).
    public static let rightShift = 0xE5
    /// Right Option / Alt (0xE6).
    public static let rightAlt = 0xE6
    /// Right Command / GUI (0xE7), the last modifier key.
    public static let rightGUI = 0xE7

    /// True for the usages PointerKit knows: 0x04 (A) through 0x73 (F24), and the eight
    /// modifier keys 0xE0–0xE7. Others (the international, language and media keys of
    /// 0x74–0xDF, reserved values, negative numbers) are refused by the converter with
    /// ``InputError/unknownKeyCode(_:)``: no UIKit key code could stand for them.
    /// - Complexity: O(1).
    @inlinable public static func isKnown(_ code: Int) -> Bool {
        (first...lastMainBlock).contains(code) || (leftControl...rightGUI).contains(code)
    }

    /// The modifier a key holds while it is down: `.control`, `.shift`, `.alternate` or
    /// `.command` for the eight modifier keys (left and right alike); empty for other keys
    /// (Caps Lock toggles instead of holding, see ``capsLock``).
    /// - Complexity: O(1).
    public static func modifier(for code: Int) -> ModifierFlags {
        guard (leftControl...rightGUI).contains(code) else { return [] }
        switch (code - leftControl) % 4 {
        case 0: return .control
        case 1: return .shift
        case 2: return .alternate
        default: return .command
        }
    }

    /// True for the keypad's keys (0x54–0x63 and the keypad equals sign, 0x67): their events
    /// carry ``ModifierFlags/numericPad``, as UIKit's do. Num Lock (0x53) is not one of them.
    public static func isKeypad(_ code: Int) -> Bool { (0x54...0x63).contains(code) || code == 0x67 }
}
