import Foundation
import PointerInput
import PointerUIKit

/// A simulated hardware keyboard: the public test driver for key presses, typing and
/// keyboard shortcuts.
///
/// It shares a ``SimulatedPointer``'s pipeline and clock, as a real keyboard shares the
/// modifier state with the mouse: Shift held on the keyboard makes the mouse's clicks
/// shift-clicks.
///
/// ```swift
/// let mouse = SimulatedPointer(.mouse, in: window)
/// let keyboard = SimulatedKeyboard(sharing: mouse)
/// try keyboard.type("Hello\n")
/// try keyboard.press(.keyboardF, modifiers: .command)
/// try keyboard.press(.keyboardLeftArrow, modifiers: [.shift])
///
/// keyboard.layout = .french
/// try keyboard.type("café")                    // é is a key on AZERTY
/// try keyboard.compose("ㅎ", "하", "한")         // an input method composing, step by step
/// try keyboard.commit()                        // and committing "한"
/// ```
@preconcurrency @MainActor
public final class SimulatedKeyboard {
    /// The pointer whose pipeline and clock the keyboard uses.
    public let pointer: SimulatedPointer
    /// The identifier stamped on the keyboard's samples (device kind `.keyboard`).
    public let deviceID: Int

    /// A keyboard sharing `pointer`'s pipeline and clock.
    public init(sharing pointer: SimulatedPointer, deviceID: Int = 1) {
        self.pointer = pointer
        self.deviceID = deviceID
    }

    /// A keyboard attached to `window`, with a mouse of its own for the shared state.
    public convenience init(in window: UIWindow, time: Double = 0) {
        self.init(sharing: SimulatedPointer(.mouse, in: window, time: time))
    }

    /// The layout ``type(_:)`` types through: US unless a test says otherwise.
    public var layout: KeyboardLayout = .us

    /// Why text could not be typed.
    public enum TypingError: Error, Equatable {
        /// The character is not on a US keyboard (accented letters, emoji); nothing was sent.
        /// No longer thrown by ``type(_:)``, which commits such characters as input-method
        /// text; kept so that code matching it compiles.
        case notOnUSKeyboard(Character)
        /// The pipeline refused a sample.
        case refused(InputError)
        /// The layout could not be read (libxkbcommon or XKB's data missing, an unknown name).
        case layoutUnavailable(KeyboardLayout.Failure)
        /// ``commit()`` with no composition ``compose(_:)`` started.
        case notComposing
    }

    /// The composition in progress in the window's first responder (``compose(_:)`` shows one;
    /// a commit, an edit or a click elsewhere ends it), nil when none. A first responder that
    /// takes keys but shows no marked text (a plain `UIKeyInput`) has the last one composed
    /// until it is committed.
    public var composition: String? {
        let window = pointer.pipeline.window.keyInputWindow
        return window.firstResponder is UITextInput ? window.markedTextInWindow : composed
    }
    private var composed: String?

    /// The keys held down, as HID usages.
    public var keysDown: [Int] { pointer.pipeline.converter.keysDown }
    /// The modifiers held (from keys or from the pointer's `hold(_:)`).
    public var modifiers: UIKeyModifierFlags { pointer.pipeline.converter.modifiers }

    /// Sends one key sample, stamped with the pointer's clock.
    /// Characters over `KeyCharacters.capacity` bytes are refused before anything is sent.
    public func send(_ code: Int, pressed: Bool, characters: String? = nil) throws(InputError) {
        let text = try characters.map { text throws(InputError) in try KeyCharacters(text) }
        try pointer.pipeline.send(RawSample(timestamp: pointer.now, device: .keyboard, deviceID: deviceID,
                                            kind: .key(code: code, pressed: pressed, characters: text)))
    }

    /// Presses a key down (no release); `characters` overrides what the US layout types.
    public func keyDown(_ key: UIKeyboardHIDUsage, characters: String? = nil) throws(InputError) {
        try send(key.rawValue, pressed: true, characters: characters)
    }

    /// Releases a held key.
    public func keyUp(_ key: UIKeyboardHIDUsage) throws(InputError) {
        try send(key.rawValue, pressed: false)
    }

    /// Presses and releases `key` with `modifiers` held as keys (the left-hand modifier keys,
    /// pressed before and released after, in Command, Control, Option, Shift order).
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [],
                      characters: String? = nil) throws(InputError) {
        let keys = Self.modifierKeys(for: modifiers)
        for modifier in keys { try keyDown(modifier) }
        try keyDown(key, characters: characters)
        try keyUp(key)
        for modifier in keys.reversed() { try keyUp(modifier) }
    }

    /// Types `text` as a person with ``layout`` does: each character the layout has on a key is
    /// that key's press, with Shift or AltGr held as the layout needs (and the character as the
    /// key's text, as a host reports it); "\n" is Return and "\t" Tab. Every run of characters
    /// the layout has no key for (Hangul on a US keyboard, ê on a French one without its dead
    /// key, an emoji) is committed as an input method commits it. The layout is read, and any
    /// error thrown, before anything is sent.
    public func type(_ text: String) throws(TypingError) {
        let table = try strokes()
        var pending = ""
        do {
            for character in text {
                let stroke = character == "\n" ? KeyboardLayout.Stroke(code: UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue, modifiers: [])
                    : character == "\t" ? KeyboardLayout.Stroke(code: UIKeyboardHIDUsage.keyboardTab.rawValue, modifiers: []) : table[character]
                guard let stroke, let key = UIKeyboardHIDUsage(rawValue: stroke.code) else { pending.append(character); continue }
                if !pending.isEmpty { receive(.commit(pending)); pending = "" }
                let typed = layout == .us || character.isNewline || character == "\t" ? nil : String(character)
                try press(key, modifiers: stroke.modifiers, characters: typed)
            }
        } catch { throw .refused(error) }
        if !pending.isEmpty { receive(.commit(pending)) }
    }

    /// Presses the key that types `character` on ``layout``, with `modifiers` held as well as
    /// those the layout needs for the character: ⌘Z on a French keyboard is Command and the key
    /// where a US keyboard has W, ⌘/ on a German one Command-Shift-7. Throws
    /// ``TypingError/notOnUSKeyboard(_:)`` when the layout has no key for it.
    public func press(_ character: Character, modifiers: UIKeyModifierFlags = []) throws(TypingError) {
        let table = try strokes()
        guard let stroke = table[character], let key = UIKeyboardHIDUsage(rawValue: stroke.code) else { throw .notOnUSKeyboard(character) }
        do { try press(key, modifiers: modifiers.union(stroke.modifiers), characters: String(character)) } catch { throw .refused(error) }
    }

    /// The layout's keys by the character each types, or ``TypingError/layoutUnavailable(_:)``.
    private func strokes() throws(TypingError) -> [Character: KeyboardLayout.Stroke] {
        do { return try layout.strokes() } catch { throw .layoutUnavailable(error) }
    }

    /// Shows each of `steps` in turn as the composition, as an input method updates its
    /// preedit while a person types (`compose("ㅎ", "하", "한")`), the caret at each step's
    /// end; ``commit()`` then commits the last one. An empty step cancels the composition.
    public func compose(_ steps: String...) {
        for step in steps {
            receive(.compose(step, selectedRange: NSRange(location: step.utf16.count, length: 0)))
        }
    }

    /// Commits the composition ``compose(_:)`` showed; throws ``TypingError/notComposing``
    /// without one.
    public func commit() throws(TypingError) {
        guard let text = composition else { throw .notComposing }
        receive(.commit(text))
    }

    /// Pastes `text` from the host's clipboard, as the playground page's and the native
    /// window's paste do: it becomes the general pasteboard's string, and the first responder
    /// pastes it.
    public func paste(_ text: String) { receive(.paste(text)) }

    /// Sends one text input event to the window that takes key input.
    public func receive(_ event: TextInputEvent) {
        pointer.pipeline.window.keyInputWindow.receiveTextInput(event)
        switch event {
        case .compose(let text, _): composed = text.isEmpty ? nil : text
        case .commit, .paste, .cut, .deleteSurrounding: composed = nil
        case .copy: break
        }
    }

    /// Unplugs the keyboard: the keys it holds are cancelled (`pressesCancelled`).
    public func unplug() throws(InputError) {
        try pointer.pipeline.send(RawSample(timestamp: pointer.now, device: .keyboard, deviceID: deviceID, kind: .removed))
    }

    static func modifierKeys(for flags: UIKeyModifierFlags) -> [UIKeyboardHIDUsage] {
        var keys: [UIKeyboardHIDUsage] = []
        if flags.contains(.command) { keys.append(.keyboardLeftGUI) }
        if flags.contains(.control) { keys.append(.keyboardLeftControl) }
        if flags.contains(.alternate) { keys.append(.keyboardLeftAlt) }
        if flags.contains(.shift) { keys.append(.keyboardLeftShift) }
        return keys
    }
}
