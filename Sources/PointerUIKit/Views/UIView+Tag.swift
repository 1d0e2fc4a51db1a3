import Foundation

extension UIView {
    /// The view whose `tag` is `tag`: this view first, then its subviews depth first, back to
    /// front (each subtree searched fully before the next sibling), as UIKit searches; nil
    /// when none has it.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
