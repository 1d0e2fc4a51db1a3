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

    /// Why text could not be typed.
    public enum TypingError: Error, Equatable {
        /// The character is not on a US keyboard (accented letters, emoji); nothing was sent.
        case notOnUSKeyboard(Character)
        /// The pipeline refused a sample.
        case refused(InputError)
    }

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

    /// Types `text` on a US keyboard, a key press per character, holding Shift for capitals
    /// and shifted symbols ("\n" is Return, "\t" Tab). Refused as a whole, before any key is
    /// sent, when a character is not on a US keyboard.
    public func type(_ text: String) throws(TypingError) {
        var strokes: [(code: Int, shift: Bool)] = []
        for character in text {
            guard let stroke = USKeyboardLayout.key(typing: character) else { throw .notOnUSKeyboard(character) }
            strokes.append(stroke)
        }
        do {
            for stroke in strokes {
                guard let key = UIKeyboardHIDUsage(rawValue: stroke.code) else { continue }
                try press(key, modifiers: stroke.shift ? .shift : [])
            }
        } catch { throw .refused(error) }
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
