import Foundation

/// An object that can receive touches: the base of views, view controllers and the
/// application, as in UIKit. The default touch handlers pass the touches to `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain (a view's view controller or superview).
    open var next: UIResponder? { nil }

    /// Touches began in this responder; the default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Touches moved; the default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Touches ended; the default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    // TEMPORARY first-responder stub until the keyboard work merges.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { (self as? UIView)?.window?.stubFirstResponder === self }
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = (self as? UIView)?.window else { return false }
        if window.stubFirstResponder === self { return true }
        if let current = window.stubFirstResponder, !current.resignFirstResponder() { return false }
        window.stubFirstResponder = self
        return true
    }
    @discardableResult open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = (self as? UIView)?.window, window.stubFirstResponder === self { window.stubFirstResponder = nil }
        return true
    }

    /// Touches were cancelled (a gesture recognizer took them, or the device vanished);
    /// the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
