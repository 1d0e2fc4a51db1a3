import Foundation

extension UIResponder {
    /// The window this responder is in: the first view up its chain tells (a view controller's
    /// chain goes through its view's superview). Nil for a responder in no window.
    /// - Complexity: O(d) in the depth of the chain.
    var responderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let view = current as? UIView { return view.window }
            responder = current.next
        }
        return nil
    }

    /// `becomeFirstResponder()`'s default: refused outside a window or when
    /// `canBecomeFirstResponder` is false; the current first responder is asked to resign
    /// first, and a refusal keeps it.
    func takeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        let keyboard = window.keyboard
        if keyboard.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = keyboard.firstResponder {
            guard current.resignFirstResponder() else { return false }
            // The resigning responder's override may have made someone else first responder.
            guard keyboard.firstResponder == nil || keyboard.firstResponder === current else { return false }
        }
        keyboard.firstResponder = self
        return true
    }

    /// `resignFirstResponder()`'s default.
    func giveUpFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let keyboard = responderWindow?.keyboard, keyboard.firstResponder === self { keyboard.firstResponder = nil }
        return true
    }
}

extension UIView {
    /// Called before the view and its subtree leave `window`: a first responder among them
    /// is asked to resign, and stops being first responder even if it refuses (a responder
    /// outside the window cannot take key presses). A view controller whose view is among
    /// them counts as among them.
    func firstResponderWillLeave(_ window: UIWindow) {
        guard let first = window.keyboard.firstResponder else { return }
        let view = (first as? UIView) ?? (first as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return }
        _ = first.resignFirstResponder()
        if window.keyboard.firstResponder === first { window.keyboard.firstResponder = nil }
    }
}
