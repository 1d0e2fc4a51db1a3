import Testing
@testable import PointerInput

@Suite("Key usages")
struct KeyUsageTests {
    @Test("the main block from A to F24 and the eight modifier keys are known; others are not")
    func knownUsages() {
        for code in [KeyUsage.first, 0x28, 0x39, KeyUsage.lastMainBlock, KeyUsage.leftControl, KeyUsage.rightGUI] {
            #expect(KeyUsage.isKnown(code), "0x\(String(code, radix: 16))")
        }
        for code in [-1, 0, 0x03, 0x74, 0xDF, 0xE8, Int.max, Int.min] {
            #expect(!KeyUsage.isKnown(code), "\(code)")
        }
    }

    @Test("left and right modifier keys hold the same flag: Control, Shift, Option, Command")
    func modifierKeys() {
        #expect(KeyUsage.modifier(for: KeyUsage.rightGUI) == .command)
        #expect(KeyUsage.modifier(for: KeyUsage.leftAlt) == .alternate)
        let left = [KeyUsage.leftControl, KeyUsage.leftShift, KeyUsage.leftAlt, KeyUsage.leftGUI].map(KeyUsage.modifier(for:))
        let right = [KeyUsage.rightControl, KeyUsage.rightShift, KeyUsage.rightAlt, KeyUsage.rightGUI].map(KeyUsage.modifier(for:))
        #expect(left == [.control, .shift, .alternate, .command])
        #expect(right == left)
    }

    @Test("ordinary keys and Caps Lock hold no modifier")
    func noModifier() {
        #expect(KeyUsage.modifier(for: 0x04).isEmpty)
        #expect(KeyUsage.modifier(for: KeyUsage.capsLock).isEmpty, "Caps Lock toggles instead of holding")
        #expect(KeyUsage.modifier(for: 0xE8).isEmpty)
    }

    @Test("the keypad's keys and its equals sign are keypad keys; Num Lock and the main digits are not")
    func keypad() {
        for code in [0x54, 0x59, 0x62, 0x63, 0x67] { #expect(KeyUsage.isKeypad(code), "0x\(String(code, radix: 16))") }
        for code in [0x53, 0x1E, 0x64, 0x28] { #expect(!KeyUsage.isKeypad(code), "0x\(String(code, radix: 16))") }
    }
}
