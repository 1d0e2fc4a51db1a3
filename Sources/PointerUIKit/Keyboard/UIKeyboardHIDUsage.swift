/// A keyboard key as a USB HID usage (page 0x07), with UIKit's names and raw values: the
/// physical key, not the character it types (`keyboardA` is the key labelled Q on a French
/// keyboard).
///
/// PointerKit declares the keys from A (0x04) to F24 (0x73) and the eight modifiers
/// (0xE0–0xE7), every key `KeyUsage.isKnown(_:)` accepts; UIKit also names
/// the international, language and media keys (0x74–0xA4), which PointerKit's input refuses.
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
    /// The A key (on a US layout).
    case keyboardA = 0x04
    /// The B key (on a US layout).
    case keyboardB = 0x05
    /// The C key (on a US layout).
    case keyboardC = 0x06
    /// The D key (on a US layout).
    case keyboardD = 0x07
    /// The E key (on a US layout).
    case keyboardE = 0x08
    /// The F key (on a US layout).
    case keyboardF = 0x09
    /// The G key (on a US layout).
    case keyboardG = 0x0A
    /// The H key (on a US layout).
    case keyboardH = 0x0B
    /// The I key (on a US layout).
    case keyboardI = 0x0C
    /// The J key (on a US layout).
    case keyboardJ = 0x0D
    /// The K key (on a US layout).
    case keyboardK = 0x0E
    /// The L key (on a US layout).
    case keyboardL = 0x0F
    /// The M key (on a US layout).
    case keyboardM = 0x10
    /// The N key (on a US layout).
    case keyboardN = 0x11
    /// The O key (on a US layout).
    case keyboardO = 0x12
    /// The P key (on a US layout).
    case keyboardP = 0x13
    /// The Q key (on a US layout).
    case keyboardQ = 0x14
    /// The R key (on a US layout).
    case keyboardR = 0x15
    /// The S key (on a US layout).
    case keyboardS = 0x16
    /// The T key (on a US layout).
    case keyboardT = 0x17
    /// The U key (on a US layout).
    case keyboardU = 0x18
    /// The V key (on a US layout).
    case keyboardV = 0x19
    /// The W key (on a US layout).
    case keyboardW = 0x1A
    /// The X key (on a US layout).
    case keyboardX = 0x1B
    /// The Y key (on a US layout).
    case keyboardY = 0x1C
    /// The Z key (on a US layout).
    case keyboardZ = 0x1D
    /// The 1 key of the top row.
    case keyboard1 = 0x1E
    /// The 2 key of the top row.
    case keyboard2 = 0x1F
    /// The 3 key of the top row.
    case keyboard3 = 0x20
    /// The 4 key of the top row.
    case keyboard4 = 0x21
    /// The 5 key of the top row.
    case keyboard5 = 0x22
    /// The 6 key of the top row.
    case keyboard6 = 0x23
    /// The 7 key of the top row.
    case keyboard7 = 0x24
    /// The 8 key of the top row.
    case keyboard8 = 0x25
    /// The 9 key of the top row.
    case keyboard9 = 0x26
    /// The 0 key of the top row.
    case keyboard0 = 0x27
    /// Return.
    case keyboardReturnOrEnter = 0x28
    /// Escape.
    case keyboardEscape = 0x29
    /// Backspace (the key Apple keyboards label Delete).
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// The space bar.
    case keyboardSpacebar = 0x2C
    /// Hyphen and underscore.
    case keyboardHyphen = 0x2D
    /// Equals and plus.
    case keyboardEqualSign = 0x2E
    /// Open bracket and brace.
    case keyboardOpenBracket = 0x2F
    /// Close bracket and brace.
    case keyboardCloseBracket = 0x30
    /// Backslash and vertical bar.
    case keyboardBackslash = 0x31
    /// The non-US # key.
    case keyboardNonUSPound = 0x32
    /// Semicolon and colon.
    case keyboardSemicolon = 0x33
    /// Quote and double quote.
    case keyboardQuote = 0x34
    /// Grave accent and tilde.
    case keyboardGraveAccentAndTilde = 0x35
    /// Comma and less-than.
    case keyboardComma = 0x36
    /// Period and greater-than.
    case keyboardPeriod = 0x37
    /// Slash and question mark.
    case keyboardSlash = 0x38
    /// Caps Lock.
    case keyboardCapsLock = 0x39
    /// F1.
    case keyboardF1 = 0x3A
    /// F2.
    case keyboardF2 = 0x3B
    /// F3.
    case keyboardF3 = 0x3C
    /// F4.
    case keyboardF4 = 0x3D
    /// F5.
    case keyboardF5 = 0x3E
    /// F6.
    case keyboardF6 = 0x3F
    /// F7.
    case keyboardF7 = 0x40
    /// F8.
    case keyboardF8 = 0x41
    /// F9.
    case keyboardF9 = 0x42
    /// F10.
    case keyboardF10 = 0x43
    /// F11.
    case keyboardF11 = 0x44
    /// F12.
    case keyboardF12 = 0x45
    /// Print Screen.
    case keyboardPrintScreen = 0x46
    /// Scroll Lock.
    case keyboardScrollLock = 0x47
    /// Pause.
    case keyboardPause = 0x48
    /// Insert.
    case keyboardInsert = 0x49
    /// Home.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Forward delete.
    case keyboardDeleteForward = 0x4C
    /// End.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// Right arrow.
    case keyboardRightArrow = 0x4F
    /// Left arrow.
    case keyboardLeftArrow = 0x50
    /// Down arrow.
    case keyboardDownArrow = 0x51
    /// Up arrow.
    case keyboardUpArrow = 0x52
    /// Num Lock (Clear on Apple keyboards).
    case keypadNumLock = 0x53
    /// Keypad slash.
    case keypadSlash = 0x54
    /// Keypad asterisk.
    case keypadAsterisk = 0x55
    /// Keypad minus.
    case keypadHyphen = 0x56
    /// Keypad plus.
    case keypadPlus = 0x57
    /// Keypad Enter.
    case keypadEnter = 0x58
    /// Keypad 1.
    case keypad1 = 0x59
    /// Keypad 2.
    case keypad2 = 0x5A
    /// Keypad 3.
    case keypad3 = 0x5B
    /// Keypad 4.
    case keypad4 = 0x5C
    /// Keypad 5.
    case keypad5 = 0x5D
    /// Keypad 6.
    case keypad6 = 0x5E
    /// Keypad 7.
    case keypad7 = 0x5F
    /// Keypad 8.
    case keypad8 = 0x60
    /// Keypad 9.
    case keypad9 = 0x61
    /// Keypad 0.
    case keypad0 = 0x62
    /// Keypad period.
    case keypadPeriod = 0x63
    /// The non-US backslash key.
    case keyboardNonUSBackslash = 0x64
    /// Application (the context-menu key).
    case keyboardApplication = 0x65
    /// Power.
    case keyboardPower = 0x66
    /// Keypad equals sign.
    case keypadEqualSign = 0x67
    /// F13.
    case keyboardF13 = 0x68
    /// F14.
    case keyboardF14 = 0x69
    /// F15.
    case keyboardF15 = 0x6A
    /// F16.
    case keyboardF16 = 0x6B
    /// F17.
    case keyboardF17 = 0x6C
    /// F18.
    case keyboardF18 = 0x6D
    /// F19.
    case keyboardF19 = 0x6E
    /// F20.
    case keyboardF20 = 0x6F
    /// F21.
    case keyboardF21 = 0x70
    /// F22.
    case keyboardF22 = 0x71
    /// F23.
    case keyboardF23 = 0x72
    /// F24.
    case keyboardF24 = 0x73
    /// Left Control.
    case keyboardLeftControl = 0xE0
    /// Left Shift.
    case keyboardLeftShift = 0xE1
    /// Left Option.
    case keyboardLeftAlt = 0xE2
    /// Left Command.
    case keyboardLeftGUI = 0xE3
    /// Right Control.
    case keyboardRightControl = 0xE4
    /// Right Shift.
    case keyboardRightShift = 0xE5
    /// Right Option.
    case keyboardRightAlt = 0xE6
    /// Right Command.
    case keyboardRightGUI = 0xE7
}
