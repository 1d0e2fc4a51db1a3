import Foundation
import PointerEngine

// The view's storage: what hit testing and every pointer move read, in one value, and the
// properties that forward to it. The stored property itself, `storage`, is in UIView.swift.

extension UIView {
    /// What hit testing and every pointer move read from a view: its geometry, links, flags
    /// and spatial index. One stored value, so that one exclusivity opt-out covers it
    /// (`UIView.storage`); the properties below forward to it.
    ///
    /// Back-pointers are `unowned`, not `weak`: a weak reference moves its target's reference
    /// count into a side table, which makes every retain and release of that object take the
    /// slow path (a third of a pointer move's cost, measured with callgrind). `unowned` keeps
    /// the count inline and is still checked: reading a freed object traps instead of reading
    /// freed memory. They never dangle: a view's superview holds it, its window holds the
    /// tree, and the main-actor deinits clear the back-pointers of what outlives them.
    struct Storage {
        var center = CGPoint.zero
        var bounds = CGRect.zero
        var transform = CGAffineTransform.identity
        var subviews: [UIView] = []
        unowned var superview: UIView?
        unowned var window: UIWindow?
        var recognizers: [UIGestureRecognizer] = []
        var hitIndex = HitGrid()
        var hitIndexIsValid = false
        var isHidden = false
        var alpha: CGFloat = 1
        var isUserInteractionEnabled = true
        /// Layout flags (UIView+Layout.swift): this view's `layoutSubviews` is due; some
        /// descendant's is. Here so that the window's per-event check is two plain loads.
        var needsLayout = false
        var subtreeNeedsLayout = false
    }

    // Unowned links forward with `set`, not `_modify`: a modify would first load the old
    // value, and a deinit clearing a link to an object being freed must not read it.
    var storedCenter: CGPoint { get { storage.center } _modify { yield &storage.center } }
    var storedBounds: CGRect { get { storage.bounds } _modify { yield &storage.bounds } }
    var storedTransform: CGAffineTransform { get { storage.transform } _modify { yield &storage.transform } }
    var storedSubviews: [UIView] { get { storage.subviews } _modify { yield &storage.subviews } }
    var storedSuperview: UIView? { get { storage.superview } set { storage.superview = newValue } }
    var storedWindow: UIWindow? { get { storage.window } set { storage.window = newValue } }
    var storedRecognizers: [UIGestureRecognizer] { get { storage.recognizers } _modify { yield &storage.recognizers } }
    /// The spatial index of `storedSubviews`, rebuilt lazily after any change to them.
    /// Borrowed when read (`_read`): a getter would copy the whole grid on every hit test.
    var hitIndex: HitGrid { _read { yield storage.hitIndex } _modify { yield &storage.hitIndex } }
    var hitIndexIsValid: Bool { get { storage.hitIndexIsValid } _modify { yield &storage.hitIndexIsValid } }
}
