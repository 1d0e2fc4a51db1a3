import Foundation
import PointerGeometry

extension PointerPresenter {
    /// Where a toss ends: the centre of a magnetic region under the landing point, else the
    /// nearest magnetic region within `magnetRadius` of the landing point in the toss's
    /// direction, else nowhere (nil). A region is magnetic when its style is a content effect
    /// (highlight or lift); hover effects and shape-only styles attract nothing.
    ///
    /// The toss never calls the app: as in UIKit, a delegate is asked for the region the
    /// pointer is in, not for candidates. It knows a region's style from an earlier visit
    /// (`UIPointerInteraction.metRegions`), or from the system alone for interactions without
    /// a delegate and buttons without a style provider. Once the pointer lands, the region there
    /// is entered and asked for as usual.
    /// - Complexity: O(n) in the window's views.
    func tossTarget(landing: Point) -> Point? {
        let start = Point(x: Double(location.x), y: Double(location.y))
        let direction = landing - start
        guard direction.length > 1 else { return nil }
        if window.bounds.pk.contains(landing), let hit = window.hitTest(CGPoint(landing), with: nil) {
            var view: UIView? = hit
            while let v = view, v !== window {
                if let target = magnet(of: v, containing: landing) { return target }
                view = v.storedSuperview
            }
        }
        var best: (distance: Double, point: Point)?
        var stack: [UIView] = window.storedSubviews
        while let v = stack.popLast() {
            stack.append(contentsOf: v.storedSubviews)
            guard !v.isHidden, v.alpha >= 0.01, v.storedInteractions.contains(where: { $0 is UIPointerInteraction }) else { continue }
            let t = toWindow(v)
            for rect in magnets(of: v) {
                let r = t.apply(to: rect)
                let toTarget = r.center - start
                guard toTarget.x * direction.x + toTarget.y * direction.y > 0 else { continue }
                let dx = max(r.minX - landing.x, 0, landing.x - r.maxX)
                let dy = max(r.minY - landing.y, 0, landing.y - r.maxY)
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance <= configuration.magnetRadius, best.map({ distance < $0.distance }) ?? true else { continue }
                best = (distance, r.center)
            }
        }
        return best?.point
    }

    /// The known magnetic rectangles of `view`'s first enabled pointer interaction, in the
    /// view's coordinates.
    func magnets(of view: UIView) -> [Rect] {
        for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
            return interaction.knownMagnets(in: view) { self.automaticEffect(for: $0) }
        }
        return []
    }

    /// The centre (window coordinates) of a known magnetic region of `view` containing `point`.
    func magnet(of view: UIView, containing point: Point) -> Point? {
        let rects = magnets(of: view)
        guard !rects.isEmpty else { return nil }
        let t = toWindow(view)
        for rect in rects {
            let r = t.apply(to: rect)
            if r.contains(point) { return r.center }
        }
        return nil
    }
}
