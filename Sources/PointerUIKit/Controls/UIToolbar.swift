import Foundation

/// A bar of items laid out left to right, as UIKit's `UIToolbar`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]? { didSet { layoutItems() } }
    /// Sets the items, as UIKit's `setItems(_:animated:)`; they show at once (`animated` is
    /// accepted: PointerKit does not fade bar items).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// Whether the bar is see-through, letting a navigation controller lay its content out
    /// under it. PointerKit draws bars opaque and defaults to false (UIKit defaults to true and
    /// blurs what is under the bar, which PointerKit does not draw); see
    /// `UIViewController.edgesForExtendedLayout`.
    open var isTranslucent = false
    /// Lays the items out when the size changes.
    open override var frame: CGRect { didSet { layoutItems() } }

    private func layoutItems() {
        for view in subviews { view.removeFromSuperview() }
        let all = items ?? []
        let fixed = all.compactMap(\.barWidth).reduce(0, +) + CGFloat(max(all.count - 1, 0)) * 8
        let flexible = all.filter { $0.barWidth == nil }.count
        let spare = flexible > 0 ? max(bounds.width - 16 - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 8
        for item in all {
            let width = item.barWidth ?? spare
            let view = item.view
            view.frame = CGRect(x: x, y: (bounds.height - min(44, bounds.height)) / 2, width: width, height: min(44, bounds.height))
            addSubview(view)
            x += width + 8
        }
    }
}
