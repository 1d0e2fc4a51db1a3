import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedRecognizers.isEmpty ? nil : storedRecognizers }
        set {
            for r in storedRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches a recognizer (detaching it from any other view first).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.storedView {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        storedRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
        treeDidChange()
    }

    /// Detaches a recognizer. It stops receiving input at once and returns to `.possible`
    /// without calling its actions; safe inside its own action.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        window?.router.forget(gestureRecognizer)
        storedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
        gestureRecognizer.resetNow()
        treeDidChange()
    }
}
