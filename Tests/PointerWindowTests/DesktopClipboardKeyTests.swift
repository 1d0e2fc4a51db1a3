import Testing
import PointerUIKit
@testable import PointerWindow

/// Which key presses the native window takes as the desktop's Copy, Cut and Paste.
@Suite("The desktop's clipboard keys in the window")
struct DesktopClipboardKeyTests {
    func press(_ keyval: UInt32, _ modifiers: UInt32) -> GDKEvent {
        var key = GDKEvent(.keyPress, from: .keyboard)
        key.keycode = 54
        key.keyval = keyval
        key.modifierState = modifiers
        return key
    }

    @Test("Ctrl+C, Ctrl+X and Ctrl+V are Copy, Cut and Paste, with Caps Lock on too; Ctrl with other letters is a key")
    func controlLetters() {
        let control: UInt32 = 1 << 2, capsLock: UInt32 = 1 << 1
        #expect(desktopClipboardKey(press(0x63, control)) == .copy)
        #expect(desktopClipboardKey(press(0x78, control)) == .cut)
        #expect(desktopClipboardKey(press(0x76, control | capsLock)) == .paste(""))
        #expect(desktopClipboardKey(press(0x7A, control)) == nil, "Ctrl+Z goes to the app")
    }

    @Test("with Shift, Alt or Super held, or without Control, or on release, the press goes to the app: ⌘C (Super+C) is the app's own Copy")
    func otherModifiers() {
        for modifiers: UInt32 in [0, 1 << 2 | 1 << 0, 1 << 2 | 1 << 3, 1 << 2 | 1 << 26, 1 << 26] {
            #expect(desktopClipboardKey(press(0x63, modifiers)) == nil, "modifiers \(modifiers)")
        }
        var release = press(0x63, 1 << 2)
        release.type = GDKEvent.Kind.keyRelease.rawValue
        #expect(desktopClipboardKey(release) == nil)
    }
}
