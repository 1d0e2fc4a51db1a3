import Foundation
import PointerGeometry
import PointerEngine

/// A region the pointer has been in, as a toss remembers it.
struct MetRegion {
    /// The region's rectangle in the interaction view's coordinates.
    let rect: Rect
    /// The region's identifier.
    let identifier: AnyHashable?
    /// True when its style was a content effect (highlight or lift): a toss is drawn to it.
    let magnetic: Bool
    /// The interaction's generation when it was met: `invalidate()` forgets it.
    let generation: Int
}

extension UIPointerInteraction {
    /// The most regions a toss remembers per interaction: 16 (the oldest is forgotten).
    static let metRegionLimit = 16

    /// Remembers that the pointer is in `region` and whether its style attracts a toss.
    func remember(_ region: UIPointerRegion, magnetic: Bool) {
        // Only magnetic regions are ever read back: a region that is not (a text beam's line)
        // needs remembering only to forget an earlier magnetic entry for it.
        if !magnetic, metRegions.isEmpty { return }
        let rect = Rect(region.rect).standardized
        guard rect.isFinite else { return }
        metRegions.removeAll { $0.generation != generation || ($0.identifier == region.identifier && $0.rect == rect) }
        guard magnetic else { return }
        if metRegions.count == Self.metRegionLimit { metRegions.removeFirst() }
        metRegions.append(MetRegion(rect: rect, identifier: region.identifier, magnetic: magnetic, generation: generation))
    }

    /// The rectangles (view coordinates) whose style is known to attract a toss without asking
    /// the app: regions met earlier whose style was a content effect, or the whole view when
    /// the interaction's style comes from the system alone (no delegate, or a button without a
    /// style provider) and the automatic effect there is a highlight or a lift.
    func knownMagnets(in view: UIView, tuning: PointerTuning) -> [Rect] {
        let systemOnly: Bool
        if let delegate {
            systemOnly = (delegate as? ButtonPointerDelegate).map { $0.button.pointerStyleProvider == nil } ?? false
        } else {
            systemOnly = true
        }
        if systemOnly {
            let effect = AdaptivePointer.automaticEffect(size: Rect(view.bounds).size, hasVisibleBackground: view.hasVisibleBackground, tuning: tuning)
            return effect.isMagnetic ? [Rect(view.bounds)] : []
        }
        var rects: [Rect] = []
        for met in metRegions where met.magnetic && met.generation == generation { rects.append(met.rect) }
        return rects
    }
}

extension PointerPresenter {
    /// Calls `body` with the known magnetic rectangles (window space) of the views on the hit
    /// path at `point`, innermost first, until it returns true.
    func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) {
        guard let hit = window.hitTest(CGPoint(point), with: nil) else { return }
        var view: UIView? = hit
        while let v = view, v !== window {
            let t = toWindow(v)
            for rect in magnets(of: v) where body(t.apply(to: rect)) { return }
            view = v.storedSuperview
        }
    }

    func forEachKnownMagnet(_ body: (Rect) -> Void) {
        var stack: [UIView] = window.storedSubviews
        while let v = stack.popLast() {
            stack.append(contentsOf: v.storedSubviews)
            guard !v.isHidden, v.alpha >= 0.01, !v.storedPointerInteractions.isEmpty else { continue }
            let t = toWindow(v)
            for rect in magnets(of: v) { body(t.apply(to: rect)) }
        }
    }

    /// The known magnetic rectangles of `view`'s first enabled pointer interaction, in the
    /// view's coordinates.
    func magnets(of view: UIView) -> [Rect] {
        for interaction in view.storedPointerInteractions where interaction.isEnabled {
            return interaction.knownMagnets(in: view, tuning: state.tuning)
        }
        return []
    }
}
