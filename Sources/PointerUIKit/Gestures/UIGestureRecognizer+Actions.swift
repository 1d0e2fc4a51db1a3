import Foundation

// Target–action without Objective-C: the recognizer's actions, added as unbound methods
// (`Owner.handle`, where UIKit takes `#selector(handle)`) or as the owner's, and sent.

extension UIGestureRecognizer {
    /// One action: a target held weakly (or an owner held unowned, or a closure) and the call.
    struct Action {
        weak var target: AnyObject?
        let holdsTarget: Bool
        let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
        /// An action of the recognizer's owner (`addOwnerAction`), dropped when the view goes.
        var isOwnerAction = false
    }

    /// Adds a target and an unbound method taking the concrete recognizer.
    @preconcurrency public final func addTarget<T: AnyObject, R: UIGestureRecognizer>(_ target: T, action: @escaping @MainActor (T) -> (R) -> Void) {
        precondition(self is R, "\(type(of: self)) cannot call an action that takes \(R.self)")
        actions.append(Action(target: target, holdsTarget: true, invoke: { t, r in
            if let t = t as? T, let r = r as? R { action(t)(r) }
        }))
    }

    /// Adds an action of the object that owns this recognizer (a scroll view's pan, an
    /// interaction's recognizers), held unowned rather than weakly: a weak target gives its
    /// object a side table, and every retain of it the slow path (benchmark `text: pointer
    /// move`). The owner must outlive the recognizer's attachment: its own view, or an
    /// interaction that detaches the recognizer when it leaves its view.
    final func addOwnerAction<T: AnyObject, R: UIGestureRecognizer>(_ owner: T, action: @escaping @MainActor (T) -> (R) -> Void) {
        actions.append(Action(target: nil, holdsTarget: false, invoke: { [unowned owner] _, r in
            if let r = r as? R { action(owner)(r) }
        }, isOwnerAction: true))
    }

    /// Adds a target and an unbound method taking nothing.
    @preconcurrency public final func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void) {
        actions.append(Action(target: target, holdsTarget: true, invoke: { t, _ in
            if let t = t as? T { action(t)() }
        }))
    }

    /// Removes every action of `target` (UIKit's `removeTarget(_:action: nil)`); nil removes all.
    public final func removeTarget(_ target: AnyObject?) {
        actions.removeAll { target == nil || $0.target === target }
    }

    /// Calls every action, skipping those whose target has gone.
    func sendActions() {
        for action in actions {
            if action.holdsTarget {
                guard let target = action.target else { continue }
                action.invoke(target, self)
            } else {
                action.invoke(nil, self)
            }
        }
    }
}
