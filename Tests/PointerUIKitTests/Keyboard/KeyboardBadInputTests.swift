import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Bad keyboard input never crashes") @MainActor
struct KeyboardBadInputTests {
    func typingScene() -> (KeyboardScene, TypingView, Log) {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        s.window.addSubview(field)
        field.becomeFirstResponder()
        return (s, field, log)
    }

    @Test("an unknown key code is refused with a typed error and reaches no responder")
    func unknownCode() throws {
        let (s, field, log) = typingScene()
        for code in [0, 0x80, 0x1000, -7] {
            #expect(throws: InputError.unknownKeyCode(code)) { try s.keyboard.send(code, pressed: true, characters: "x") }
        }
        #expect(log.take() == [] && field.text == "")
    }

    @Test("a key event the window has no name for is dropped with a diagnostic")
    func unnamedCodeDiagnostic() {
        let (s, field, _) = typingScene()
        s.window.receiveKey(PointerEvent(kind: .key, phase: .began, timestamp: 0, keyCode: 0x80), characters: "x")
        #expect(field.text == "")
        #expect(s.window.keyboardDiagnostics.count == 1)
    }

    @Test("a key up without a key down is refused, and one reaching the window directly is dropped with a diagnostic")
    func upWithoutDown() throws {
        let (s, _, log) = typingScene()
        #expect(throws: InputError.keyReleaseWithoutPress(code: UIKeyboardHIDUsage.keyboardA.rawValue)) {
            try s.keyboard.keyUp(.keyboardA)
        }
        s.window.receiveKey(PointerEvent(kind: .key, phase: .ended, timestamp: 0, device: .keyboard, keyCode: 0x04))
        #expect(log.take() == [])
        #expect(s.window.keyboardDiagnostics.count == 1)
    }

    @Test("unplugging the keyboard while a key is held cancels its press and releases its modifiers")
    func unplugWhileHeld() throws {
        let s = KeyboardScene(), log = Log()
        let probe = PressLoggingView("probe", log)
        probe.focusable = true
        s.window.addSubview(probe)
        probe.becomeFirstResponder()
        try s.keyboard.keyDown(.keyboardLeftShift)
        try s.keyboard.keyDown(.keyboardJ)
        try s.keyboard.unplug()
        #expect(log.take() == ["probe began \"\"", "probe began \"J\"", "probe cancelled \"J\"", "probe cancelled \"\""])
        #expect(s.keyboard.modifiers == [] && s.keyboard.keysDown.isEmpty)
        try s.keyboard.press(.keyboardJ)
        #expect(log.take() == ["probe began \"j\"", "probe ended \"j\""], "a new keyboard types again")
    }

    @Test("characters with control codes, or too long for a key, are not typed")
    func badCharacters() throws {
        let (s, field, _) = typingScene()
        try s.keyboard.press(.keyboardA, characters: "\u{7}")
        try s.keyboard.press(.keyboardA, characters: "a\u{0}b")
        #expect(throws: InputError.keyCharactersTooLong(count: 200)) {
            try s.keyboard.keyDown(.keyboardA, characters: String(repeating: "é", count: 100))
        }
        #expect(s.keyboard.keysDown.isEmpty)
        #expect(field.text == "")
    }

    @Test("text events with no first responder that takes text are dropped and said, and none is lost from the view")
    func textWithNoTaker() throws {
        let (s, field, _) = typingScene()
        _ = field.resignFirstResponder()
        s.keyboard.receive(.commit("한"))
        s.keyboard.receive(.compose("하", selectedRange: NSRange(location: 1, length: 0)))
        #expect(field.text == "")
        #expect(s.window.keyboardDiagnostics.suffix(2) == ["a commit of 1 characters with no first responder that takes text: dropped",
                                                           "a composition of 1 characters with no first responder that takes text: dropped"])
    }

    @Test("a key going down again while held is refused")
    func doubleDown() throws {
        let (s, field, _) = typingScene()
        try s.keyboard.keyDown(.keyboardB)
        #expect(throws: InputError.keyPressWhileHeld(code: UIKeyboardHIDUsage.keyboardB.rawValue)) {
            try s.keyboard.keyDown(.keyboardB)
        }
        #expect(field.text == "b")
    }
}
