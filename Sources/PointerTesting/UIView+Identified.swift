import PointerUIKit

extension UIView {
    /// The first view in this subtree, depth first and this view first, whose
    /// `accessibilityIdentifier` is `identifier` (a menu row, a bar button), nil when none is.
    public func view(identifiedBy identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(identifiedBy: identifier) { return found }
        }
        return nil
    }
}
