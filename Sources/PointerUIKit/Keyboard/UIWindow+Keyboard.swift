import Foundation
import PointerInput

extension UIWindow {
    /// PointerKit extension: the window's first responder, the responder key presses go to
    /// first (UIKit keeps it private). Nil when none; presses then start at the window's top
    /// view controller (see `KeyboardRouter`).
    public var firstResponder: UIResponder? {
        guard let first = keyboard.firstResponder, first.responderWindow === self else { return nil }
        return first
    }

    /// PointerKit extension: feeds one key event (kind `.key`) into the window's keyboard;
    /// `characters` is what the key typed when the backend knows it, else the US layout's
    /// are used. Backends and `PointerInputPipeline` call this; apps never need to. Events of
    /// other kinds are ignored; key codes UIKit has no name for are dropped with a
    /// diagnostic in `keyboardDiagnostics`.
    public func receiveKey(_ event: PointerEvent, characters: String? = nil) {
        keyboard.receive(event, characters: characters)
    }

    /// PointerKit extension: the window that takes key input for this one: the key window of
    /// its scene, or itself when its scene has none (or it has no scene).
    public var keyInputWindow: UIWindow {
        windowScene?.windows.first { $0.isKeyWindow } ?? self
    }

    /// PointerKit extension: key events the window dropped (a key code without a
    /// `UIKeyboardHIDUsage` name, a key up with no key down in this window), most recent last.
    public var keyboardDiagnostics: [String] { keyboard.diagnostics }
}
