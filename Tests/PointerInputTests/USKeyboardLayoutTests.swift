import Testing
@testable import PointerInput

@Suite("The US keyboard layout")
struct USKeyboardLayoutTests {
    @Test("the US layout types letters, shifted symbols and control keys, and finds the key for a character")
    func usLayout() {
        #expect(USKeyboardLayout.characters(forKey: 0x04, shift: false) == "a")
        #expect(USKeyboardLayout.characters(forKey: 0x04, shift: true) == "A")
        #expect(USKeyboardLayout.characters(forKey: 0x1E, shift: true) == "!")
        #expect(USKeyboardLayout.characters(forKey: 0x28, shift: false) == "\r")
        #expect(USKeyboardLayout.characters(forKey: 0x52, shift: false) == nil, "arrows type nothing")
        #expect(USKeyboardLayout.characters(forKey: 0x32, shift: false) == nil, "no non-US # key")
        #expect(USKeyboardLayout.key(typing: "H")! == (0x0B, true))
        #expect(USKeyboardLayout.key(typing: "?")! == (0x38, true))
        #expect(USKeyboardLayout.key(typing: "\n")! == (0x28, false))
        #expect(USKeyboardLayout.key(typing: "é") == nil)
    }

    @Test("every printable ASCII character is typed by the key the layout finds for it")
    func asciiRoundTrip() throws {
        for scalar in (UInt32(0x20)...0x7E).compactMap({ Unicode.Scalar($0) }) {
            let character = Character(scalar)
            let stroke = try #require(USKeyboardLayout.key(typing: character), "\(character)")
            #expect(USKeyboardLayout.characters(forKey: stroke.code, shift: stroke.shift) == String(character))
        }
    }

    @Test("control keys type their control characters, and keypad keys type the same with Shift")
    func controlAndKeypadKeys() {
        #expect(USKeyboardLayout.characters(forKey: 0x2B, shift: false) == "\t")
        #expect(USKeyboardLayout.characters(forKey: 0x2A, shift: false) == "\u{8}")
        #expect(USKeyboardLayout.characters(forKey: 0x29, shift: true) == "\u{1B}")
        #expect(USKeyboardLayout.characters(forKey: 0x58, shift: false) == "\r", "keypad Enter is Return")
        #expect(USKeyboardLayout.characters(forKey: 0x59, shift: true) == "1")
        #expect(USKeyboardLayout.characters(forKey: 0x55, shift: false) == "*")
        #expect(USKeyboardLayout.characters(forKey: KeyUsage.leftShift, shift: false) == nil)
        #expect(USKeyboardLayout.key(typing: "\t")! == (0x2B, false))
    }
}
