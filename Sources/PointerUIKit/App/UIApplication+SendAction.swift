import Foundation

extension UIApplication {
    /// Sends `action` with `sender`, as UIKit's `sendAction(_:to:from:for:)`: to `target`
    /// when given; with a nil target, to the first responder up the chain from the first
    /// responder that has the method (see `Selector`). True when a method ran.
    ///
    /// The first responder is the one of the sender's window (a view or view controller
    /// sender), else of the key window. PointerKit's choice where UIKit's behaviour is
    /// unpublished: when the first responder's chain has no such method, or there is no first
    /// responder, the search goes on up the chain from the sender (UIKit's controls did this
    /// before first responders existed, and bar button items rely on it).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.perform(on: target as AnyObject, sender: sender, event: event) }
        let window = (sender as? UIResponder)?.responderWindow ?? keyWindowForActions
        var starts: [UIResponder] = []
        if let first = window?.firstResponder { starts.append(first) }
        if let responder = sender as? UIResponder { starts.append(responder) }
        for start in starts {
            var responder: UIResponder? = start
            while let current = responder {
                if action.perform(on: current, sender: sender, event: event) { return true }
                responder = current.next
            }
        }
        return false
    }

    /// The key window of the connected scenes, if one is key.
    var keyWindowForActions: UIWindow? {
        for case let scene as UIWindowScene in connectedScenes {
            if let key = scene.windows.first(where: { $0.isKeyWindow }) { return key }
        }
        return nil
    }
}
