/// Linux evdev key codes (`KEY_*` in `linux/input-event-codes.h`, what GDK's hardware key code
/// carries, plus 8 on X11 and Wayland alike) as USB HID usages, the numbers PointerKit's key
/// samples carry: the inverse of the kernel's HID-to-evdev table for the main block, the
/// navigation keys, the keypad and the eight modifiers.
public enum EvdevKeys {
    /// The HID usage of an evdev key code, nil for keys PointerKit does not know.
    public static func usage(forEvdev code: Int) -> Int? {
        guard code >= 0, code < table.count else { return nil }
        let usage = table[code]
        return usage == 0 ? nil : usage
    }

    /// Indexed by evdev code; 0 where no usage is known.
    static let table: [Int] = {
        var t = [Int](repeating: 0, count: 128)
        t[1] = 0x29                                              // Escape
        for (i, code) in (2...10).enumerated() { t[code] = 0x1E + i }  // 1…9
        t[11] = 0x27; t[12] = 0x2D; t[13] = 0x2E; t[14] = 0x2A; t[15] = 0x2B  // 0 - = Backspace Tab
        let qRow = [0x14, 0x1A, 0x08, 0x15, 0x17, 0x1C, 0x18, 0x0C, 0x12, 0x13]  // Q W E R T Y U I O P
        for (i, usage) in qRow.enumerated() { t[16 + i] = usage }
        t[26] = 0x2F; t[27] = 0x30; t[28] = 0x28; t[29] = 0xE0              // [ ] Return LeftCtrl
        let aRow = [0x04, 0x16, 0x07, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x0F]      // A S D F G H J K L
        for (i, usage) in aRow.enumerated() { t[30 + i] = usage }
        t[39] = 0x33; t[40] = 0x34; t[41] = 0x35; t[42] = 0xE1; t[43] = 0x31  // ; ' ` LeftShift \
        let zRow = [0x1D, 0x1B, 0x06, 0x19, 0x05, 0x11, 0x10]                  // Z X C V B N M
        for (i, usage) in zRow.enumerated() { t[44 + i] = usage }
        t[51] = 0x36; t[52] = 0x37; t[53] = 0x38; t[54] = 0xE5; t[55] = 0x55  // , . / RightShift KP*
        t[56] = 0xE2; t[57] = 0x2C; t[58] = 0x39                              // LeftAlt Space CapsLock
        for i in 0..<10 { t[59 + i] = 0x3A + i }                               // F1…F10
        t[69] = 0x53; t[70] = 0x47                                            // NumLock ScrollLock
        let keypad = [0x5F, 0x60, 0x61, 0x56, 0x5C, 0x5D, 0x5E, 0x57, 0x59, 0x5A, 0x5B, 0x62, 0x63]
        for (i, usage) in keypad.enumerated() { t[71 + i] = usage }            // KP7 … KP.
        t[86] = 0x64; t[87] = 0x44; t[88] = 0x45                              // 102nd F11 F12
        t[96] = 0x58; t[97] = 0xE4; t[98] = 0x54; t[99] = 0x46; t[100] = 0xE6 // KPEnter RightCtrl KP/ SysRq RightAlt
        t[102] = 0x4A; t[103] = 0x52; t[104] = 0x4B; t[105] = 0x50; t[106] = 0x4F  // Home Up PageUp Left Right
        t[107] = 0x4D; t[108] = 0x51; t[109] = 0x4E; t[110] = 0x49; t[111] = 0x4C  // End Down PageDown Insert Delete
        t[117] = 0x67; t[119] = 0x48                                          // KP= Pause
        t[125] = 0xE3; t[126] = 0xE7; t[127] = 0x65                           // LeftMeta RightMeta Compose
        return t
    }()
}
