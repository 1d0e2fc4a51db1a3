import Foundation

// The view hierarchy's mechanics: adding and removing subviews with their callbacks in
// UIKit's order, moving a subtree between windows, and telling the window what changed. The
// overridable members (`addSubview`, `removeFromSuperview`, the `willMove`/`didMove`
// callbacks) are in UIView.swift.

extension UIView {
    /// `insertSubview(_:at:)`: moves `view` within the subviews, or takes it from its old
    /// superview with the callbacks in UIKit's order.
    func attachSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.storedSuperview === self, let old = storedSubviews.firstIndex(of: view) {
            storedSubviews.remove(at: old)
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            subviewsDidChange()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        subviewsDidChange()
        view.didJoinSuperviewForLayout()
        view.setWindow(storedWindow)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// `removeFromSuperview()`: leaves the superview and the window, with the callbacks.
    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        if let window = storedWindow { firstResponderWillLeave(window) }
        willLeaveSuperviewForLayout()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        parent.subviewsDidChange()
        setWindow(nil)
        didMoveToSuperview()
    }

    /// Moves the view and its subtree to `newWindow`; gestures in progress are cancelled.
    func setWindow(_ newWindow: UIWindow?) {
        guard storedWindow !== newWindow else { return }
        willMove(toWindow: newWindow)
        let oldWindow = storedWindow
        // Gestures in progress cannot follow the view out of its window: they are cancelled.
        if let oldWindow {
            if !storedRecognizers.isEmpty { oldWindow.router.detach(storedRecognizers) }
            oldWindow.router.viewLeftWindow(self)
        }
        storedWindow = newWindow
        for subview in storedSubviews { subview.setWindow(newWindow) }
        oldWindow?.hierarchyDidChange()
        newWindow?.hierarchyDidChange()
        didMoveToWindow()
    }

    /// The view is being freed (its deinit): subviews, recognizers and interactions that
    /// outlive it must not point back at it; a recognizer still in a gesture (its window went
    /// away with the view) is cancelled.
    func releaseLinksBeforeDeallocation() {
        for subview in storedSubviews { subview.storedSuperview = nil }
        for recognizer in storedRecognizers { recognizer.viewWillDeallocate() }
        for interaction in storedPointerInteractions { interaction.storedView = nil }
        for case let interaction as any UnownedViewInteraction in storedInteractions { interaction.viewDidDeallocate() }
        drawingState.layer?.owner = nil
    }

    /// The subviews changed: the hit index is rebuilt and hover re-evaluated.
    func subviewsDidChange() {
        hitIndexIsValid = false
        treeDidChange()
    }

    /// Tells the window that what lies under the pointer may have changed: hover is
    /// re-evaluated on the next frame.
    func treeDidChange() { storedWindow?.hierarchyDidChange() }
}
