import Foundation

extension UIBarButtonItem {
    /// A title item that sends `action` to `target` on a click (UIKit's signature; write
    /// `#selector(f)` as `Selector(Owner.f)`, see `Selector`). The target is held weakly; a nil
    /// target sends the action up the responder chain from the item's button.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        setTarget(target, action: action)
    }

    /// An image item that sends `action` to `target` on a click.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        setTarget(target, action: action)
    }

    /// A system item that sends `action` to `target` on a click.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// A title item whose action is an unbound method of `target` (`Owner.f`, the rule in PointerUIKit's article "Porting iPad code").
    @preconcurrency public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }
    /// A title item whose action is an unbound method of `target` taking the sender.
    @preconcurrency public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }
    /// A system item whose action is an unbound method of `target` (`Owner.f`).
    @preconcurrency public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }
    /// A system item whose action is an unbound method of `target` taking the sender.
    @preconcurrency public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target as AnyObject?
        self.action = action
    }

    /// Sends the action with this item as the sender: to the target, or up the responder
    /// chain from the window's first responder, then from the item's view (and, in a
    /// navigation bar, from the controller on top), to the first responder with the method.
    /// False when there is no action. `event` is the click's event (an action method taking
    /// `(sender, event)` receives it, as in UIKit).
    func sendTargetAction(event: UIEvent? = nil) -> Bool {
        guard let action else { return false }
        if let target {
            _ = action.perform(on: target, sender: self, event: event)
            return true
        }
        // Up from the first responder, as UIKit; then from the item's button and, for an item
        // in a navigation bar, from the controller on top (where UIKit's chain from an app
        // without a first responder ends up).
        let top = (view.superview as? UINavigationBar)?.owner?.topViewController
        let first = (view.window ?? UIApplication.shared.keyWindowForActions)?.firstResponder
        for start in [first, view as UIResponder, top as UIResponder?].compactMap({ $0 }) {
            var responder: UIResponder? = start
            while let current = responder {
                if action.perform(on: current, sender: self, event: event) { return true }
                responder = current.next
            }
        }
        return true
    }
}
