import Foundation

/// An action method for target–action, standing in for Objective-C's selector.
///
/// Linux has no Objective-C runtime: `#selector(tapped)` does not compile there ("'#selector'
/// can only be used with the Objective-C runtime") and Linux Foundation has no `Selector`
/// type. The porting rule is to name the method itself, unbound, where UIKit takes a selector:
///
///     button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)   // UIKit
///     button.addTarget(self, action: Selector(Self.tapped(_:)), for: .touchUpInside) // PointerKit
///
/// (`@objc` is dropped as well: without Objective-C interoperability it does not compile.)
/// The unbound method does not hold the target, so targets stay weak as in UIKit. The method
/// may take nothing, the sender (any type the sender can be cast to: `UIButton`, `Any`...), or
/// the sender and the `UIEvent`, as UIKit's action methods. A sender of another type skips
/// the call. Selectors cannot be compared (Swift cannot compare method references).
///
/// This type's initializers, and every API that takes an unbound method (`UIKeyCommand`,
/// `UIBarButtonItem`, `UIControl.addTarget`, gesture recognizers), are `@preconcurrency`: iPad
/// code in Swift 5 mode passes its view controllers' methods without a Sendable warning, as
/// it passes selectors to UIKit.
@MainActor
public struct Selector {
    /// Calls the method on a target when the target has the method's type; true when it did.
    let invoke: @MainActor (AnyObject, Any?, UIEvent?) -> Bool
    /// True when a target has the method (is of the method's type).
    let isImplemented: @MainActor (AnyObject) -> Bool

    /// A selector for a method taking nothing: `Selector(Self.refresh)`.
    @preconcurrency
    public init<T: AnyObject>(_ method: @escaping @MainActor (T) -> () -> Void) {
        isImplemented = { $0 is T }
        invoke = { target, _, _ in
            guard let t = target as? T else { return false }
            method(t)()
            return true
        }
    }

    /// A selector for a method taking the sender: `Selector(Self.tapped(_:))`.
    @preconcurrency
    public init<T: AnyObject, Sender>(_ method: @escaping @MainActor (T) -> (Sender) -> Void) {
        isImplemented = { $0 is T }
        invoke = { target, sender, _ in
            guard let t = target as? T else { return false }
            guard let s = sender as? Sender else { return true }
            method(t)(s)
            return true
        }
    }

    /// A selector for a method taking the sender and the event:
    /// `Selector(Self.tapped(_:forEvent:))`. Without an event (actions sent from code), the
    /// method is not called.
    @preconcurrency
    public init<T: AnyObject, Sender>(_ method: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void) {
        isImplemented = { $0 is T }
        invoke = { target, sender, event in
            guard let t = target as? T else { return false }
            guard let s = sender as? Sender, let event else { return true }
            method(t)(s, event)
            return true
        }
    }

    /// Calls the method on `target` with `sender`; false when `target` is not of the method's
    /// type.
    func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        invoke(target, sender, event)
    }
}

extension UIGestureRecognizer {
    /// Creates a recognizer that calls `action` on `target` (UIKit's signature, with the
    /// `Selector` porting rule: `UITapGestureRecognizer(target: self, action: Selector(Self.tapped))`).
    /// The target is held weakly; a nil target or action adds nothing.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target and action (UIKit's signature; see `Selector`). The action is sent the
    /// recognizer; the target is held weakly.
    public func addTarget(_ target: Any, action: Selector) {
        actions.append(Action(target: target as AnyObject, holdsTarget: true, invoke: { t, r in
            if let t { _ = action.perform(on: t, sender: r, event: nil) }
        }))
    }
}
