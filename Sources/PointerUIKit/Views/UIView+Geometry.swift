import Foundation
import PointerGeometry

// The view's geometry as UIKit stores it, `center`, `bounds` and `transform`, with `frame`
// derived: the checks and change tracking behind the properties' setters (in UIView.swift,
// where subclasses can override them).

extension UIView {
    /// `center`'s setter: checked, recorded for an animation, then applied.
    func setCenter(_ newValue: CGPoint) {
        guard let p = GeometryLimits.point(newValue, "center", of: self) else { return }
        if ViewAnimationTiming.recording != nil { noteAnimatedGeometryChange() }
        storedCenter = p; geometryDidChange()
    }

    /// `bounds`' setter: checked and applied; a new size autoresizes the subviews.
    func setBounds(_ newValue: CGRect) {
        guard let r = GeometryLimits.rect(newValue, "bounds", of: self) else { return }
        if ViewAnimationTiming.recording != nil { noteAnimatedGeometryChange() }
        let oldSize = storedBounds.size
        storedBounds = r; geometryDidChange()
        if r.size != oldSize { autoresizeSubviews(from: oldSize); sizeDidChange() }
    }

    /// `transform`'s setter: checked, recorded for an animation, then applied.
    func setTransform(_ newValue: CGAffineTransform) {
        guard let t = GeometryLimits.transform(newValue, of: self) else { return }
        if let animation = ViewAnimation.recording { animation.record(self, transform: storedTransform) }
        storedTransform = t; geometryDidChange()
    }

    /// `frame`'s setter: moves the centre and resizes the bounds.
    func setFrame(_ newValue: CGRect) {
        guard let r = GeometryLimits.rect(newValue, "frame", of: self) else { return }
        if ViewAnimationTiming.recording != nil { noteAnimatedGeometryChange() }
        let oldSize = storedBounds.size
        storedCenter = CGPoint(x: r.midX, y: r.midY)
        storedBounds.size = r.standardized.size
        geometryDidChange()
        if storedBounds.size != oldSize { autoresizeSubviews(from: oldSize); sizeDidChange() }
    }

    /// The frame as PointerGeometry computes it: the transformed bounds about the centre.
    var frameInSuperview: Rect {
        let size = storedBounds.size
        let local = Rect(x: -Double(size.width) / 2, y: -Double(size.height) / 2,
                         width: Double(size.width), height: Double(size.height))
        let t = Transform2D(storedTransform)
        let moved = Transform2D(translationX: Double(storedCenter.x), y: Double(storedCenter.y))
        return (t.isIdentity ? moved : t.concatenating(moved)).apply(to: local)
    }

    /// Geometry changed: layout, the superview's hit index and hover are told.
    func geometryDidChange() {
        if layoutState?.engineItem != nil { frameDidChangeForLayout() }
        storedSuperview?.hitIndexIsValid = false
        treeDidChange()
    }
}
