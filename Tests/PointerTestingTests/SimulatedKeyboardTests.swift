import Foundation
import Testing
import PointerInput
import PointerUIKit
import PointerTesting

/// A view that takes typing and records what it was sent.
@MainActor final class Field: UIView, UIKeyInput {
    var text = ""
    var cancelled: [Int] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        cancelled += presses.compactMap { $0.key?.keyCode.rawValue }
        super.pressesCancelled(presses, with: event)
    }
}

@Suite("Simulated keyboard") @MainActor
struct SimulatedKeyboardTests {
    static func focusedField() -> (Field, SimulatedPointer, SimulatedKeyboard) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        window.makeKeyAndVisible()
        _ = field.becomeFirstResponder()
        let mouse = SimulatedPointer(.mouse, in: window)
        return (field, mouse, SimulatedKeyboard(sharing: mouse))
    }

    @Test("typing text presses a key per character, holding Shift for capitals and symbols, and the field gets the text")
    func typing() throws {
        let (field, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        try keyboard.type("Hi!")
        #expect(field.text == "Hi!")
        let keys = events.take().filter { $0.kind == .key }
        #expect(keys.map(\.keyCode) == [KeyUsage.leftShift, 0x0B, 0x0B, KeyUsage.leftShift,
                                         0x0C, 0x0C,
                                         KeyUsage.leftShift, 0x1E, 0x1E, KeyUsage.leftShift])
        #expect(keys.allSatisfy { $0.device == .keyboard && $0.deviceID == keyboard.deviceID })
        #expect(keyboard.keysDown.isEmpty && keyboard.modifiers.isEmpty)
    }

    @Test("on a US keyboard, a character it has no key for is committed as input-method text, after the keys before it")
    func notOnUSKeyboard() throws {
        let (field, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        try keyboard.type("café")
        #expect(field.text == "café")
        #expect(events.take().filter { $0.kind == .key }.count == 6, "c, a and f pressed and released; é committed")
    }

    @Test("on a French keyboard, é is the 2 key and A is Shift-Q; on a German one, ß is the minus key and @ is AltGr-Q")
    func europeanLayouts() throws {
        let (field, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        keyboard.layout = .french
        try keyboard.type("éA")
        let french = events.take().filter { $0.kind == .key && $0.phase == .began }.map(\.keyCode)
        #expect(french == [0x1F, KeyUsage.leftShift, 0x14])
        keyboard.layout = .german
        try keyboard.type("ß@")
        let german = events.take().filter { $0.kind == .key && $0.phase == .began }.map(\.keyCode)
        #expect(german == [0x2D, KeyUsage.leftAlt, 0x14])
        #expect(field.text == "éAß@")
    }

    @Test("a layout XKB does not have is refused before anything is typed")
    func unknownLayout() {
        let (field, _, keyboard) = Self.focusedField()
        keyboard.layout = KeyboardLayout(xkb: "no-such-layout")
        #expect(throws: SimulatedKeyboard.TypingError.layoutUnavailable(.unknownLayout("no-such-layout"))) { try keyboard.type("a") }
        #expect(field.text.isEmpty)
    }

    @Test("commit without a composition is refused, and a field that only takes keys gets the committed text")
    func commitWithoutComposition() throws {
        let (field, _, keyboard) = Self.focusedField()
        #expect(throws: SimulatedKeyboard.TypingError.notComposing) { try keyboard.commit() }
        keyboard.compose("ㅎ", "하", "한")
        try keyboard.commit()
        #expect(field.text == "한", "a UIKeyInput shows no composition; its commit types it")
    }

    @Test("a shortcut presses its modifier keys first and releases them last, in Command, Control, Option, Shift order")
    func shortcutOrder() throws {
        let (_, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        try keyboard.press(.keyboardF, modifiers: [.shift, .command])
        let keys = events.take().filter { $0.kind == .key }
        #expect(keys.map(\.keyCode) == [KeyUsage.leftGUI, KeyUsage.leftShift, 0x09, 0x09, KeyUsage.leftShift, KeyUsage.leftGUI])
        #expect(keys.map(\.phase) == [.began, .began, .began, .ended, .ended, .ended])
        #expect(keys[2].modifiers == [.shift, .command], "F goes down with both held")
    }

    @Test("Shift held on the keyboard makes the mouse's click a shift-click")
    func sharedModifiers() throws {
        let (_, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        try keyboard.keyDown(.keyboardLeftShift)
        #expect(keyboard.modifiers == .shift)
        try mouse.click()
        let press = try #require(events.take().first { $0.kind == .press })
        #expect(press.modifiers == .shift)
        try keyboard.keyUp(.keyboardLeftShift)
        #expect(keyboard.modifiers.isEmpty && keyboard.keysDown.isEmpty)
    }

    @Test("unplugging the keyboard cancels the keys it holds")
    func unplug() throws {
        let (field, _, keyboard) = Self.focusedField()
        try keyboard.keyDown(.keyboardA)
        #expect(keyboard.keysDown == [0x04])
        try keyboard.unplug()
        #expect(keyboard.keysDown.isEmpty)
        #expect(field.cancelled == [0x04])
    }

    @Test("characters longer than a key can type are refused before anything is sent")
    func oversizedCharacters() {
        let (field, mouse, keyboard) = Self.focusedField()
        let events = EventRecorder(mouse)
        #expect(throws: InputError.keyCharactersTooLong(count: 40)) {
            try keyboard.keyDown(.keyboardA, characters: String(repeating: "a", count: 40))
        }
        #expect(keyboard.keysDown.isEmpty && events.take().isEmpty && field.text.isEmpty)
    }

    @Test("a key's own characters override the US layout's")
    func ownCharacters() throws {
        let (field, _, keyboard) = Self.focusedField()
        try keyboard.press(.keyboardQ, characters: "a")
        #expect(field.text == "a", "a French keyboard's A sits where the US Q is")
    }

    @Test("a keyboard made for a window brings its own mouse, on the window and clock asked")
    func ownMouse() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let keyboard = SimulatedKeyboard(in: window, time: 3)
        #expect(keyboard.pointer.window === window && keyboard.pointer.now == 3 && keyboard.pointer.device == .mouse)
        #expect(keyboard.deviceID == 1)
    }
}
