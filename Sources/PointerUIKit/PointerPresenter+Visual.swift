import Foundation
import PointerGeometry
import PointerEngine

extension PointerPresenter {
    /// Takes the current style's effect and shape into the springs' targets. The effect acts
    /// on the preview's view (a swatch inside a cell lifts, not the cell), or on the
    /// interaction's view when the preview's view is not in this window.
    func applyStyle() {
        let previousView = effectView
        effectKind = .none
        customPath = nil
        if let current, case .effect(let effect, _)? = current.style?.kind {
            var view = effect.preview.view
            if view.window !== window || view === window {
                note("the preview's view of \(current.view.describe) is not in the window: the interaction's view is used")
                view = current.view
            }
            effectKind = resolve(effect, for: view)
            effectView = view
        } else if let current, current.style === UIPointerStyle.notImplemented {
            effectKind = automaticEffect(for: current.view)
            effectView = current.view
        }
        if let previousView, previousView !== effectView || effectKind == .none {
            // Leaving a view: its effect springs back from where it is.
            if previousView !== effectView { resetEffectSprings() }
        }
        if let style = current?.style, style.accessories.count > 4 {
            note("\(style.accessories.count) accessories given: only the first 4 are shown, as on iPadOS")
        }
        if let current { current.interaction.remember(current.region, magnetic: effectKind == .highlight || effectKind == .lift) }
        updateTargets()
    }

    /// The transform from the coordinate space a style's shape is read in to the window's: the
    /// preview target's container (by default the preview's view's superview), as UIKit reads
    /// it. A container outside this window falls back to the effect view's superview.
    func shapeSpace(_ preview: UITargetedPreview, effectView: UIView) -> Transform2D {
        let container = preview.shapeContainer
        if container === window || container.window === window { return toWindow(container) }
        if let superview = effectView.storedSuperview { return toWindow(superview) }
        return toWindow(effectView)
    }

    /// How far the preview is moved to stand at its target's centre (zero for the default
    /// target, which is where the view is), in window points.
    func targetOffset(_ preview: UITargetedPreview, effectView: UIView, bounds: Rect) -> Point {
        guard let target = preview.explicitTarget, target.container === window || target.container.window === window,
              effectView === preview.view else { return .zero }
        let centre = toWindow(target.container).apply(to: Point(x: Double(target.center.x), y: Double(target.center.y)))
        let offset = centre - bounds.center
        return offset.x.isFinite && offset.y.isFinite ? offset : .zero
    }

    func resetEffectSprings() {
        effectScale.snap(to: 1)
        effectDX.snap(to: 0); effectDY.snap(to: 0); effectShadow.snap(to: 0); effectTint.snap(to: 0)
    }

    /// The automatic rule: hover for large views (longer side above
    /// `automaticLargeViewSide`), lift for smaller views with a visible background, highlight
    /// for smaller views without one (icons, bar buttons).
    func automaticEffect(for view: UIView) -> ResolvedEffect {
        let size = view.bounds.size
        if Double(max(size.width, size.height)) > configuration.automaticLargeViewSide {
            return .hover(.overlay, shadow: false, scaled: false)
        }
        if let background = view.backgroundColor, background.alpha > 0 { return .lift }
        return .highlight
    }

    func resolve(_ effect: UIPointerEffect, for view: UIView) -> ResolvedEffect {
        switch effect {
        case .automatic: automaticEffect(for: view)
        case .highlight: .highlight
        case .lift: .lift
        case .hover(_, let mode, let shadow, let scaled): .hover(mode, shadow: shadow, scaled: scaled)
        }
    }

    /// The transform from a view's coordinates to the window's (with the transforms being
    /// animated as drawn when `presented`).
    func toWindow(_ view: UIView, presented: Bool = false) -> Transform2D {
        var t = Transform2D.identity
        var v: UIView? = view
        while let current = v, current !== window {
            let b = current.storedBounds, c = current.storedCenter
            t = t.concatenating(Transform2D(translationX: -Double(b.midX), y: -Double(b.midY)))
                .concatenating((presented && !viewAnimations.isEmpty ? presentedTransform(current) : current.storedTransform).pk)
                .concatenating(Transform2D(translationX: Double(c.x), y: Double(c.y)))
            v = current.storedSuperview
        }
        return t
    }

    /// Sets every spring's target from the pointer's location and the current style.
    func updateTargets() {
        let p = Point(x: Double(location.x), y: Double(location.y))
        let diameter = configuration.systemPointerDiameter
        var center = p, size = Size(width: diameter, height: diameter), corner = diameter / 2
        var shows = inWindow && !window.isPointerLocked
        var scale = 1.0, shift = Point.zero, shadow = 0.0, tint = 0.0
        if let current {
            let t = toWindow(current.view)
            let regionRect = t.apply(to: current.region.rect.pk.standardized)
            switch current.style?.kind {
            case nil, .system?: break
            case .hidden?: shows = false
            case .shape(let shape, let axes)?:
                // A shape without an effect is in the pointer's own space (UIKit: "the path's
                // bounds' origin corresponds to the pointer's physical location"): it keeps
                // its size however the region's view is scaled (a zoomed quilt's crosshair).
                // Constrained axes hold it on the region's centre line for every device (the
                // seed: "constrained along the specified axes within the current region").
                (size, corner) = pointerSize(shape, region: regionRect, transform: .identity)
                if axes.contains(.horizontal) { center.x = regionRect.midX }
                if axes.contains(.vertical) { center.y = regionRect.midY }
            case .effect(let effect, let shape)?:
                let view = effectView ?? current.view
                let tv = view === current.view ? t : toWindow(view)
                let bounds = tv.apply(to: view.bounds.pk)
                let offset = targetOffset(effect.preview, effectView: view, bounds: bounds)
                let space = shapeSpace(effect.preview, effectView: view)
                let f = configuration.parallaxFactor, m = configuration.maximumParallax
                let recentred = device == .trackpad && !fingerDown
                func parallax(from centre: Point) -> Point {
                    let o = p - centre
                    return recentred ? .zero : Point(x: min(max(o.x * f, -m), m), y: min(max(o.y * f, -m), m))
                }
                let longer = max(bounds.width, bounds.height)
                let grown = longer > 0 ? 1 + configuration.liftGrowth / longer : 1
                switch effectKind {
                case .highlight:
                    // The platter's parallax follows the pointer's offset from the platter
                    // (for a segmented control, the segment), not from the whole view.
                    let outline = highlightOutline(current, view: view, shape: shape, space: space, transform: tv, offset: offset)
                    shift = parallax(from: outline.rect.center)
                    center = outline.rect.center + shift; size = outline.rect.size; corner = outline.radius
                    shift = shift + offset
                case .lift:
                    shift = parallax(from: bounds.center + offset)
                    scale = grown; shadow = 1; shows = false
                    center = bounds.center + offset + shift
                    shift = shift + offset
                case .hover(let mode, let wantsShadow, let scaled):
                    shift = offset
                    if mode != .none { tint = 1 }
                    if wantsShadow { shadow = 1 }
                    if scaled { scale = grown }
                    // A shape given with a hover effect: the pointer morphs into it, where it
                    // stands in the preview's container (beams stay on the pointer).
                    if let shape {
                        (size, corner) = pointerSize(shape, region: regionRect, transform: space)
                        switch shape {
                        case .roundedRect(let r, _):
                            if let rect = usable(space.apply(to: r.pk.standardized), "rounded-rect shape") { center = rect.center }
                        case .path(let path):
                            if path.isFinite, let rect = usable(space.apply(to: path.bounds), "path shape") { center = rect.center }
                        case .verticalBeam, .horizontalBeam: break
                        }
                    }
                case .none: break
                }
            }
        }
        // A pointer that follows the device (system pointer, shapes, hover) tracks it exactly,
        // as iPadOS's does; springs carry it only into and out of magnetic targets.
        // Per axis: a beam riding a line tracks the device exactly along the line and springs
        // only across it.
        if center.x == p.x && followingX {
            cx.snap(to: center.x)
        } else {
            cx.target = center.x
            if center.x != p.x { followingX = false } else if cx.isSettled(tolerance: 0.5) { followingX = true }
        }
        if center.y == p.y && followingY {
            cy.snap(to: center.y)
        } else {
            cy.target = center.y
            if center.y != p.y { followingY = false } else if cy.isSettled(tolerance: 0.5) { followingY = true }
        }
        width.target = size.width; height.target = size.height; radius.target = corner
        let idle = now - lastMotion >= configuration.idleFadeDelay
        opacity.target = shows && !idle ? 1 : 0
        effectScale.target = scale; effectDX.target = shift.x; effectDY.target = shift.y
        effectShadow.target = shadow; effectTint.target = tint
    }

    func pointerSize(_ shape: UIPointerShape, region: Rect, transform t: Transform2D) -> (Size, Double) {
        func beam(_ length: CGFloat, limit: Double, what: String) -> Double {
            var l = Double(length)
            if !(l > 0) || !l.isFinite { note("\(what) of length \(l) clamped to 2 pt"); l = 2 }
            return min(max(l, 2), max(limit, 2))
        }
        let thickness = Double(UIPointerShape.beamThickness)
        switch shape {
        case .verticalBeam(let length):
            return (Size(width: thickness, height: beam(length, limit: region.height, what: "vertical beam")), thickness / 2)
        case .horizontalBeam(let length):
            return (Size(width: beam(length, limit: region.width, what: "horizontal beam"), height: thickness), thickness / 2)
        case .roundedRect(let r, let radius):
            guard let rect = usable(t.apply(to: r.pk.standardized), "rounded-rect shape") else {
                return (Size(width: 19, height: 19), 9.5)
            }
            return (rect.size, usableRadius(radius))
        case .path(let path):
            guard let rect = usable(path.isFinite ? t.apply(to: path.bounds) : .nonFinite, "path shape") else {
                return (Size(width: 19, height: 19), 9.5)
            }
            customPath = path
            return (rect.size, 0)
        }
    }

    /// A shape's rectangle if it can be drawn: nil (the 19 pt circle is used instead) when it is
    /// not finite, clamped when it reaches beyond ±1e9 pt; each with a diagnostic.
    func usable(_ rect: Rect, _ what: String) -> Rect? {
        guard rect.isFinite else { note("\(what) \(rect) is not finite: the system pointer's circle is used"); return nil }
        let limit = Double(GeometryLimits.coordinate)
        guard rect.minX < -limit || rect.minY < -limit || rect.maxX > limit || rect.maxY > limit else { return rect }
        note("\(what) \(rect) reaches beyond ±1e9 pt: clamped")
        return rect.intersection(Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)) ?? .zero
    }

    /// A corner radius: NaN or negative radii are 0, huge ones 1e9 pt, each with a diagnostic.
    func usableRadius(_ radius: CGFloat) -> Double {
        let r = Double(radius)
        guard !(r >= 0 && r <= Double(GeometryLimits.coordinate)) else { return r }
        note("corner radius \(r) is not usable: \(r > 0 ? "clamped to 1e9 pt" : "0 used")")
        return r > 0 ? Double(GeometryLimits.coordinate) : 0
    }

    /// The platter a highlight morphs into: the style's shape (in the preview target's
    /// container space), else the preview's visible path (in its view's space), else the
    /// preview view's bounds with the default 8 pt radius; the last two moved with the preview
    /// to its target.
    func highlightOutline(_ current: Current, view: UIView, shape: UIPointerShape?, space: Transform2D,
                          transform t: Transform2D, offset: Point) -> (rect: Rect, radius: Double) {
        switch shape {
        case .roundedRect(let r, let radius)?:
            if let rect = usable(space.apply(to: r.pk.standardized), "rounded-rect shape") { return (rect, usableRadius(radius)) }
        case .path(let path)?:
            if let rect = usable(path.isFinite ? space.apply(to: path.bounds) : .nonFinite, "path shape") {
                customPath = path
                return (rect, 0)
            }
        case .verticalBeam?, .horizontalBeam?, nil: break
        }
        if case .effect(let effect, _)? = current.style?.kind, let visible = effect.preview.parameters.visiblePath,
           let rect = usable(visible.path.isFinite ? t.apply(to: visible.path.bounds) : .nonFinite, "preview's visible path") {
            customPath = visible.path
            return (rect.offsetBy(dx: offset.x, dy: offset.y), 0)
        }
        return (t.apply(to: view.bounds.pk).offsetBy(dx: offset.x, dy: offset.y), Double(UIPointerShape.defaultCornerRadius))
    }

    /// Advances the springs to `time`, infers a trackpad finger lift, fades an idle pointer,
    /// and completes transitions whose springs settled.
    func frame(at time: Double) {
        let dt = time - lastFrame
        guard dt > 0, dt.isFinite else { return }
        lastFrame = time
        now = max(now, time)
        if fingerDown, now - lastMotion >= configuration.fingerLiftInterval { fingerLifted() }
        if needsUpdate { needsUpdate = false }
        updateTargets()
        let spring = configuration.spring
        cx.step(dt, spring: spring); cy.step(dt, spring: spring)
        width.step(dt, spring: spring); height.step(dt, spring: spring); radius.step(dt, spring: spring)
        opacity.step(dt, spring: spring)
        effectScale.step(dt, spring: spring); effectDX.step(dt, spring: spring); effectDY.step(dt, spring: spring)
        effectShadow.step(dt, spring: spring); effectTint.step(dt, spring: spring)
        if !viewAnimations.isEmpty {
            for animation in viewAnimations { animation.progress.step(dt, spring: spring) }
            viewAnimations.removeAll { $0.isFinished }
        }
        if isSettled {
            if !transitions.isEmpty {
                let done = transitions
                transitions.removeAll(keepingCapacity: true)
                for animator in done { animator.complete(finished: true) }
            }
            if current == nil { effectView = nil }
        }
    }

    var isSettled: Bool {
        viewAnimations.isEmpty && cx.isSettled() && cy.isSettled() && width.isSettled() && height.isSettled() && radius.isSettled()
            && opacity.isSettled() && effectScale.isSettled(tolerance: 0.001) && effectDX.isSettled()
            && effectDY.isSettled() && effectShadow.isSettled() && effectTint.isSettled()
    }

    /// A trackpad finger lifted: the pointer recentres, and a toss lands where inertia would
    /// carry it (see `tossTarget`).
    func fingerLifted() {
        fingerDown = false
        let landing = Inertia.project(Point(x: Double(location.x), y: Double(location.y)), velocity: velocity)
        velocity = .zero
        guard let target = tossTarget(landing: landing) else { return }
        pendingWarp = CGPoint(target)
    }
}

extension Rect {
    /// A rectangle that is not finite: what an undrawable path's bounds count as.
    static let nonFinite = Rect(x: .nan, y: .nan, width: 0, height: 0)
}
