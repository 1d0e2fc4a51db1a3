import Foundation
import PointerGeometry
import PointerEngine

/// A region the pointer has been in, as a toss remembers it.
struct MetRegion {
    /// The region's rectangle in the interaction view's coordinates.
    let rect: Rect
    /// The region's identifier.
    let identifier: AnyHashable?
    /// True when it has one (`UIPointerRegion.hasIdentifier`).
    let hasIdentifier: Bool
    /// True when its style was a content effect (highlight or lift): a toss is drawn to it.
    let magnetic: Bool
    /// The interaction's generation when it was met: `invalidate()` forgets it.
    let generation: Int

    /// Whether this is `region`, whose rectangle is `rect`: equal rectangles and identifiers.
    /// Regions without identifiers are compared by rectangle alone, without copying the
    /// optional identifiers through their boxes.
    @MainActor func isRegion(_ region: UIPointerRegion, rect: Rect) -> Bool {
        guard self.rect == rect, hasIdentifier == region.hasIdentifier else { return false }
        if !hasIdentifier { return true }
        return identifier == region.identifier
    }
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
        // Met last already (the pointer came back to it): nothing changes. Compared before the
        // walk below, which copies every entry's identifier.
        if magnetic, let last = metRegions.last, last.generation == generation, last.isRegion(region, rect: rect) { return }
        // A plain loop, not `removeAll(where:)`: Swift 6 checks the main actor at run time each
        // time a closure defined here is called (about 220 instructions, callgrind).
        var kept = 0
        for index in metRegions.indices {
            let met = metRegions[index]
            if met.generation != generation || met.isRegion(region, rect: rect) { continue }
            metRegions[kept] = met
            kept += 1
        }
        metRegions.removeSubrange(kept...)
        guard magnetic else { return }
        if metRegions.count == Self.metRegionLimit { metRegions.removeFirst() }
        metRegions.append(MetRegion(rect: rect, identifier: region.identifier, hasIdentifier: region.hasIdentifier,
                                    magnetic: magnetic, generation: generation))
    }

    /// Calls `body` with each rectangle (view coordinates) whose style is known to attract a
    /// toss without asking the app, until it returns true; returns true when it did. Those are
    /// the regions met earlier whose style was a content effect, or the whole view when the
    /// interaction's style comes from the system alone (no delegate, or a button without a
    /// style provider) and the automatic effect there is a highlight or a lift. No allocation:
    /// a toss asks every interaction of the window once a frame.
    @discardableResult
    func forEachKnownMagnet(in view: UIView, tuning: PointerConfiguration, _ body: (Rect) -> Bool) -> Bool {
        let systemOnly: Bool
        if let delegate {
            systemOnly = (delegate as? ButtonPointerDelegate).map { $0.button.pointerStyleProvider == nil } ?? false
        } else {
            systemOnly = true
        }
        if systemOnly {
            let effect = AdaptivePointer.automaticEffect(size: Rect(view.bounds).size, hasVisibleBackground: view.hasVisibleBackground, tuning: tuning)
            return effect.isMagnetic && body(Rect(view.bounds))
        }
        for met in metRegions where met.magnetic && met.generation == generation {
            if body(met.rect) { return true }
        }
        return false
    }
}

extension PointerObjects {
    /// Calls `body` with the known magnetic rectangles (window space) of the views on the hit
    /// path at `point`, innermost first, until it returns true.
    func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) {
        guard let hit = window.hitTest(CGPoint(point), with: nil) else { return }
        var view: UIView? = hit
        while let v = view, v !== window {
            let t = toWindow(v)
            if magnets(of: v, { body(t.apply(to: $0)) }) { return }
            view = v.storedSuperview
        }
    }

    /// Calls `body` with the known magnetic rectangles (window space) of every visible view of
    /// the window: each view before its subviews, siblings last first.
    func forEachKnownMagnet(_ body: (Rect) -> Void) {
        forEachKnownMagnet(among: window.storedSubviews, body)
    }

    /// `forEachKnownMagnet(_:)` for `views` and their subviews, without copying any list.
    private func forEachKnownMagnet(among views: [UIView], _ body: (Rect) -> Void) {
        for v in views.reversed() {
            if !v.isHidden, v.alpha >= 0.01, !v.storedPointerInteractions.isEmpty {
                let t = toWindow(v)
                magnets(of: v) { body(t.apply(to: $0)); return false }
            }
            forEachKnownMagnet(among: v.storedSubviews, body)
        }
    }

    /// Calls `body` with the known magnetic rectangles of `view`'s first enabled pointer
    /// interaction, in the view's coordinates, until it returns true; returns true when it did.
    @discardableResult
    func magnets(of view: UIView, _ body: (Rect) -> Bool) -> Bool {
        for interaction in view.storedPointerInteractions where interaction.isEnabled {
            return interaction.forEachKnownMagnet(in: view, tuning: configuration, body)
        }
        return false
    }
}
