import Foundation
import PointerGeometry
import PointerEngine

extension UIView {
    /// Siblings at or above this count are hit-tested through a spatial index instead of a
    /// linear walk (measured: below it the walk is as fast).
    nonisolated static let indexedSubviewThreshold = 16

    /// False makes every hit test walk all subviews (tests compare both ways).
    static var spatialIndexEnabled = true

    func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let children = storedSubviews
        if children.count < UIView.indexedSubviewThreshold || !UIView.spatialIndexEnabled {
            for child in children.reversed() {
                if let hit = child.hitTest(child.convertFromSuperview(point), with: event) { return hit }
            }
            return nil
        }
        if !hitIndexIsValid { rebuildHitIndex() }
        // A cursor over the index in place: no copy of the index per hit test. An override
        // that changes these subviews during the walk cannot make it read past `children`.
        var cursor = hitIndex.cursor(at: Point(point))
        while let i = hitIndex.next(&cursor) {
            guard i < children.count else { continue }
            let child = children[i]
            if let hit = child.hitTest(child.convertFromSuperview(point), with: event) { return hit }
        }
        return nil
    }

    func rebuildHitIndex() {
        hitIndex.rebuild(areas: storedSubviews.map { child in
            guard UIView.usesDefaultHitTesting(type(of: child)) else { return nil }
            // Widened by a hair so rounding in coordinate conversion can never make the index
            // skip a view that `point(inside:)` would accept.
            let f = child.frameInSuperview
            let slack = 1e-9 * max(1, abs(f.minX), abs(f.minY), abs(f.maxX), abs(f.maxY))
            return f.insetBy(dx: -slack, dy: -slack)
        })
        hitIndexIsValid = true
    }

    // MARK: Classes known to hit-test by their bounds

    private static var defaultHitTestingClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
    ]

    /// Declares that views of exactly `viewClass` hit-test as `UIView` does: they override
    /// neither `hitTest(_:with:)` nor `point(inside:with:)`. A parent with many such subviews
    /// then skips those whose frames do not contain the point.
    ///
    /// PointerKit extension, not UIKit: Swift cannot see at run time whether a subclass
    /// overrides a method, so views of undeclared subclasses are always asked (exactly
    /// UIKit's behaviour, without the speed-up). Declaring a class that does override makes
    /// its enlarged hit area unreachable outside its frame.
    public static func declareDefaultHitTesting(_ viewClass: UIView.Type) {
        defaultHitTestingClasses.insert(ObjectIdentifier(viewClass))
    }

    static func usesDefaultHitTesting(_ viewClass: UIView.Type) -> Bool {
        defaultHitTestingClasses.contains(ObjectIdentifier(viewClass))
    }
}

/// Views are hovered by identity (the engine's hover tracker compares them with `===`).
extension UIView: HoverTarget {}


// What hit testing reads besides geometry: the setters behind `isHidden`, `alpha` and
// `isUserInteractionEnabled` (declared in UIView.swift, where subclasses can override them).
extension UIView {
    /// `isHidden`'s setter: hover is re-evaluated and layout told when it changes.
    func setHidden(_ newValue: Bool) {
        let old = storage.isHidden; storage.isHidden = newValue
        if newValue != old { treeDidChange(); hiddenDidChangeForLayout() }
    }

    /// `alpha`'s setter: recorded for an animation; hover is re-evaluated when it changes.
    func setAlpha(_ newValue: CGFloat) {
        let oldValue = storage.alpha
        storage.alpha = newValue
        guard newValue != oldValue else { return }
        if let animation = ViewAnimation.recording { animation.record(self, alpha: oldValue) }
        treeDidChange()
    }

    /// `isUserInteractionEnabled`'s setter: hover is re-evaluated when it changes.
    func setUserInteractionEnabled(_ newValue: Bool) {
        let old = storage.isUserInteractionEnabled
        storage.isUserInteractionEnabled = newValue
        if newValue != old { treeDidChange() }
    }
}
