import Foundation

extension UIViewController {
    /// A container re-lays out its bars and children when a child's extended-layout settings
    /// change.
    func extendedLayoutChanged() {
        (parent as? UINavigationController)?.arrange()
    }

    func setAdditionalInsets(_ insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            GeometryLimits.note("additionalSafeAreaInsets \(insets) of \(type(of: self)) are not finite and non-negative: refused")
            return
        }
        guard insets != containment.additionalInsets else { return }
        containment.additionalInsets = insets
        safeAreaOfViewChanged()
    }

    /// What a container's bar adds to this controller's view's safe area (the view is laid out
    /// under the bar).
    func setBarInsets(_ insets: UIEdgeInsets) {
        guard insets != containment.barInsets else { return }
        containment.barInsets = insets
        safeAreaOfViewChanged()
    }

    private func safeAreaOfViewChanged() {
        if containment.additionalInsets != .zero || containment.barInsets != .zero { SafeArea.controllersInset = true }
        guard let view = viewIfLoaded else { return }
        UIView.safeAreaChanged(under: view)
    }
}

/// Whether any view controller has ever added to a safe area: until one does, a view's safe
/// area comes from the window alone and is found without walking its ancestors.
@MainActor enum SafeArea {
    static var controllersInset = false
}

extension UIView {
    /// Tells `root` and every view under it that their safe area changed.
    static func safeAreaChanged(under root: UIView) {
        UIView.invalidateLayoutEngine(containing: root)
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            view.safeAreaInsetsDidChange()
            view.setNeedsLayout()
            stack.append(contentsOf: view.storedSubviews)
        }
    }

    /// The safe area's insets: the window's (its screen's), then, from the window down to this
    /// view, cut to each ancestor and inset by what its view controller adds (bars it sits
    /// under, `additionalSafeAreaInsets`), as UIKit adds them; each at most the view's size.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow else { return .zero }
        let screen = window.layoutState?.screenSafeAreaInsets ?? .zero
        if window === self { return screen }
        guard screen != .zero || SafeArea.controllersInset else { return .zero }
        let w = window.bounds
        var minX = w.minX + screen.left, minY = w.minY + screen.top
        var maxX = w.maxX - screen.right, maxY = w.maxY - screen.bottom
        if SafeArea.controllersInset {
            var chain: [UIView] = []
            var next: UIView? = self
            while let view = next, view !== window { chain.append(view); next = view.storedSuperview }
            for view in chain.reversed() {
                let r = view.convert(view.bounds, to: window)
                minX = max(minX, r.minX); minY = max(minY, r.minY); maxX = min(maxX, r.maxX); maxY = min(maxY, r.maxY)
                guard let c = view.owningViewController?.containment else { continue }
                minX += c.barInsets.left + c.additionalInsets.left; minY += c.barInsets.top + c.additionalInsets.top
                maxX -= c.barInsets.right + c.additionalInsets.right; maxY -= c.barInsets.bottom + c.additionalInsets.bottom
            }
        }
        let r = convert(bounds, to: window)
        return UIEdgeInsets(top: min(max(minY - r.minY, 0), r.height), left: min(max(minX - r.minX, 0), r.width),
                            bottom: min(max(r.maxY - maxY, 0), r.height), right: min(max(r.maxX - maxX, 0), r.width))
    }
}
