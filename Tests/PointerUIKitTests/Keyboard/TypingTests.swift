import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Typing into the first responder") @MainActor
struct TypingTests {
    @Test("typing a capital letter inserts it with shift held")
    func capitals() throws {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        s.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        try s.keyboard.type("Hi!")
        #expect(field.text == "Hi!")
        #expect(s.keyboard.modifiers == [] && s.keyboard.keysDown.isEmpty, "shift is released after each capital")
    }

    @Test("Return inserts a newline, Tab a tab, and Backspace deletes backward")
    func editingKeys() throws {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        s.window.addSubview(field)
        field.becomeFirstResponder()
        try s.keyboard.type("ab\n\t")
        try s.keyboard.press(.keyboardDeleteOrBackspace)
        #expect(log.take().filter { !$0.hasPrefix("typing ended") } ==
                ["insert \"a\"", "insert \"b\"", "insert \"\\n\"", "insert \"\\t\"", "deleteBackward"])
        #expect(field.text == "ab\n")
    }

    @Test("a text view that handles arrow keys without calling super consumes them: nothing is typed")
    func arrowsConsumed() throws {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        field.handlesArrows = true
        s.window.addSubview(field)
        field.becomeFirstResponder()
        try s.keyboard.press(.keyboardLeftArrow, modifiers: [.shift])
        try s.keyboard.type("x")
        let lines = log.take().filter { !$0.hasPrefix("typing ended") }
        #expect(lines == ["caret UIKeyInputLeftArrow extending", "insert \"x\""])
    }

    @Test("command-A typed into a text view inserts nothing")
    func commandKeysDoNotType() throws {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        s.window.addSubview(field)
        field.becomeFirstResponder()
        try s.keyboard.press(.keyboardA, modifiers: .command)
        try s.keyboard.press(.keyboardA, modifiers: .control)
        try s.keyboard.press(.keyboardA, modifiers: .alternate, characters: "å")
        #expect(field.text == "å", "Option types its character; Command and Control type nothing")
    }

    @Test("what the browser says a key typed wins over the US layout (a French keyboard's A is on the Q key)")
    func backendCharacters() throws {
        let s = KeyboardScene(), log = Log()
        let field = TypingView(log)
        s.window.addSubview(field)
        field.becomeFirstResponder()
        try s.keyboard.press(.keyboardQ, characters: "a")
        try s.keyboard.press(.keyboardQ, characters: "")
        #expect(field.text == "aq", "empty characters fall back to the US layout")
    }

    @Test("presses go up the responder chain when a view does not handle them")
    func upTheChain() throws {
        let s = KeyboardScene(), log = Log()
        let outer = PressLoggingView("outer", log), inner = PressLoggingView("inner", log)
        inner.focusable = true
        s.window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.becomeFirstResponder())
        try s.keyboard.press(.keyboardK)
        #expect(log.take() == ["inner began \"k\"", "outer began \"k\"", "inner ended \"k\"", "outer ended \"k\""])
        inner.consumes = true
        try s.keyboard.press(.keyboardK)
        #expect(log.take() == ["inner began \"k\"", "inner ended \"k\""])
    }

    @Test("a click after shift goes down carries the shift modifier")
    func shiftClick() throws {
        let s = KeyboardScene()
        let target = ModifierRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.window.addSubview(target)
        try s.keyboard.keyDown(.keyboardLeftShift)
        try s.mouse.click()
        try s.keyboard.keyUp(.keyboardLeftShift)
        try s.mouse.click()
        #expect(target.flags == [.shift, []])
    }

    @Test("a key's press reports its key: characters, characters ignoring modifiers, flags, code and type")
    func keyValues() throws {
        let s = KeyboardScene(), log = Log()
        let probe = PressLoggingView("probe", log)
        probe.focusable = true
        s.window.addSubview(probe)
        probe.becomeFirstResponder()
        let recorder = PressRecorder()
        probe.addSubview(recorder)
        recorder.becomeFirstResponder()
        try s.keyboard.press(.keyboard1, modifiers: .shift)
        try s.keyboard.press(.keyboardUpArrow)
        try s.keyboard.press(.keypad5)
        try s.keyboard.press(.keyboardReturnOrEnter)
        try s.keyboard.press(.keyboardEscape)
        let keys = recorder.presses.compactMap(\.key)
        let one = try #require(keys.first { $0.keyCode == .keyboard1 })
        #expect(one.characters == "!" && one.charactersIgnoringModifiers == "1" && one.modifierFlags == .shift)
        let up = try #require(keys.first { $0.keyCode == .keyboardUpArrow })
        #expect(up.characters == UIKeyCommand.inputUpArrow)
        #expect(recorder.presses.first { $0.key?.keyCode == .keyboardUpArrow }?.type == .upArrow)
        let five = try #require(keys.first { $0.keyCode == .keypad5 })
        #expect(five.characters == "5" && five.modifierFlags == .numericPad)
        let shift = try #require(keys.first { $0.keyCode == .keyboardLeftShift })
        #expect(shift.characters == "" && shift.modifierFlags == .shift, "a Shift key's own press holds shift")
        #expect(recorder.eventTypes.allSatisfy { $0 == .presses })
        #expect(recorder.presses.map(\.type) == [.keyboardKey, .keyboardKey, .upArrow, .keyboardKey, .select, .menu],
                "Shift and 1, the up arrow, keypad 5, Return, Escape")
    }

    @Test("every key the input layer accepts has a UIKeyboardHIDUsage name, and no other")
    func usagesMatchTheInputLayer() {
        let named = Set(UIKeyboardHIDUsage.allCases.map(\.rawValue))
        let known = Set((0...0x1FF).filter(KeyUsage.isKnown))
        #expect(named == known)
    }
}

/// Records the modifier flags of the touches it gets.
@MainActor final class ModifierRecordingView: UIView {
    var flags: [UIKeyModifierFlags] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { flags.append(event?.modifierFlags ?? []) }
}

/// A first responder that keeps every press it begins.
@MainActor final class PressRecorder: UIView {
    var presses: [UIPress] = []
    var eventTypes: [UIEvent.EventType] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append(contentsOf: presses)
        if let event { eventTypes.append(event.type) }
    }
}

@Suite("Presses go through sendEvent") @MainActor
struct PressesSendEventTests {
    /// A window that logs the events it is sent and can swallow presses.
    final class ObservingWindow: UIWindow {
        var types: [UIEvent.EventType] = []
        var swallowsPresses = false
        override func sendEvent(_ event: UIEvent) {
            types.append(event.type)
            if swallowsPresses, event.type == .presses { return }
            super.sendEvent(event)
        }
    }

    @Test("a window's sendEvent sees each key press and release, and one that does not pass them on stops typing")
    func windowSeesPresses() throws {
        let window = ObservingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), log = Log()
        let keyboard = SimulatedKeyboard(in: window)
        let field = TypingView(log)
        window.addSubview(field)
        field.becomeFirstResponder()
        try keyboard.type("a")
        #expect(window.types == [.presses, .presses] && field.text == "a")
        window.swallowsPresses = true
        try keyboard.type("b")
        #expect(field.text == "a")
    }
}
