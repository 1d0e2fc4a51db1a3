import Foundation
import PointerGeometry

extension PointerPresenter {
    /// Where a toss ends: the centre of the region under the landing point when its style
    /// has a content effect (highlight or lift), else the nearest such target within
    /// `magnetRadius` of the landing point in the toss's direction, else nowhere (nil).
    /// Hover effects and shape-only styles attract nothing.
    func tossTarget(landing: Point) -> Point? {
        let start = Point(x: Double(location.x), y: Double(location.y))
        let direction = landing - start
        guard direction.length > 1 else { return nil }
        if window.bounds.pk.contains(landing), let hit = window.hitTest(CGPoint(landing), with: nil) {
            var view: UIView? = hit
            while let v = view, v !== window {
                if let target = magneticCentre(of: v, near: landing) { return target }
                view = v.storedSuperview
            }
        }
        var best: (distance: Double, point: Point)?
        var stack: [UIView] = window.storedSubviews
        while let v = stack.popLast() {
            stack.append(contentsOf: v.storedSubviews)
            guard !v.isHidden, v.alpha >= 0.01 else { continue }
            let rect = toWindow(v).apply(to: v.bounds.pk)
            let toTarget = rect.center - start
            guard toTarget.x * direction.x + toTarget.y * direction.y > 0 else { continue }
            let dx = max(rect.minX - landing.x, 0, landing.x - rect.maxX)
            let dy = max(rect.minY - landing.y, 0, landing.y - rect.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance <= configuration.magnetRadius, best.map({ distance < $0.distance }) ?? true,
                  let target = magneticCentre(of: v, near: rect.center) else { continue }
            best = (distance, target)
        }
        return best?.point
    }

    /// The centre of `view`'s region at `point` (window coordinates) when the view has an
    /// enabled pointer interaction whose style there is a content effect.
    func magneticCentre(of view: UIView, near point: Point) -> Point? {
        for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
            let t = toWindow(view)
            guard let inverse = t.inverted() else { return nil }
            let local = inverse.apply(to: point)
            guard let region = interaction.region(at: CGPoint(local), modifiers: modifiers, in: view),
                  region.rect.pk.isFinite, region.rect.pk.standardized.contains(local) else { return nil }
            let style = interaction.style(for: region)
            let effect: ResolvedEffect
            if style === UIPointerStyle.notImplemented {
                effect = automaticEffect(for: view)
            } else if case .effect(let e, _)? = style?.kind {
                effect = resolve(e, for: view)
            } else {
                return nil
            }
            guard effect == .highlight || effect == .lift else { return nil }
            return t.apply(to: region.rect.pk.standardized).center
        }
        return nil
    }
}
