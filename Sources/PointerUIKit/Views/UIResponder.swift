import Foundation

/// An object that can receive touches and key presses: the base of views, view controllers
/// and the application, as in UIKit. The default touch and press handlers pass what they get
/// to `next`.
///
/// The responder chain runs from a view to its view controller (if it is one's root view),
/// then to its superview, up to the window, where it ends: PointerKit's window has no next
/// responder (UIKit continues to the scene, the application and its delegate).
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
    /// Touches were cancelled (a gesture recognizer took them, or the device vanished);
    /// the default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (see Keyboard/KeyboardRouter.swift for the routing order)

    /// Keys went down. The default passes the presses to `next`; an override that handles a
    /// press does not call `super` with it, and that press goes no further: a press that
    /// reaches the end of the chain unhandled becomes text entry for a `UIKeyInput` first
    /// responder (Return, Tab, Backspace and typed characters).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { UIPress.reachedEndOfChain(presses) }
    }
    /// Held presses changed (PointerKit sends none: keys have no analog value); the default
    /// forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Keys went up; the default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Presses were abandoned (their keyboard went away); the default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands this responder offers; they apply whenever this responder is in the
    /// chain from the first responder. Default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder (see Keyboard/UIResponder+FirstResponder.swift)

    /// Whether the responder accepts being first responder (receiving key presses first).
    /// Default false; text views and custom key-input views return true.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the first responder lets another responder take its place. Default true.
    open var canResignFirstResponder: Bool { true }
    /// True while this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.keyboard.firstResponder === self }

    /// Makes this responder the first responder of its window. False when refused: it is in no
    /// window, `canBecomeFirstResponder` is false, or the current first responder will not
    /// resign. True when it already is.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Stops being first responder; false (and nothing changes) when
    /// `canResignFirstResponder` is false. True when it was not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    // MARK: Actions, nibs and input views

    /// Whether this responder can perform `action`, as UIKit's
    /// `canPerformAction(_:withSender:)`: by default true when the responder has the action's
    /// method (is of its type). Override to refuse actions it has, or accept ones it does not.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action.isImplemented(self) }

    /// The responder that would perform `action`, as UIKit's `target(forAction:withSender:)`:
    /// this one when `canPerformAction(_:withSender:)` says yes, else the next responder's
    /// answer; nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Called on an object loaded from a nib or storyboard, once its outlets are set. PointerKit
    /// has no nibs and never calls it: ported code that sets up views here calls it itself
    /// where the nib would have been loaded (after `init(coder:)` or `init(frame:)`). Does
    /// nothing by default.
    open func awakeFromNib() {}

    /// A view shown above the software keyboard while this responder is first responder
    /// (default nil). PointerKit shows no software keyboard (input is a hardware keyboard), so
    /// the view is kept but not shown, as on an iPad with a hardware keyboard attached.
    open var inputAccessoryView: UIView? { nil }

    /// A custom view shown instead of the software keyboard (default nil): kept, not shown, as
    /// `inputAccessoryView`.
    open var inputView: UIView? { nil }

    /// Reloads the input views of the first responder (does nothing: PointerKit shows none).
    open func reloadInputViews() {}
}
