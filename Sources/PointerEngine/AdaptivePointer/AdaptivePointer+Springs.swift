import PointerGeometry
import PointerInput

// The springs stage: each move and each frame aims the springs at the current style's
// geometry (effect, magnetism, constrained axes). Each frame then steps them, fades an idle
// pointer and tosses on a finger lift (`AdaptivePointer+Frame.swift`).

/// What one `updateTargets` needs, the host's answers asked before any arithmetic: where the
/// pointer is (its place, from the routing), and where the region's view, the effect's view
/// and the preview's container are in the window now.
public struct TargetGeometry: Sendable {
    /// The region's view to the window; nil without a region, or when its view left.
    public var region: Transform2D?
    /// The effect's view to the window (nil: as the region's view).
    public var effect: Transform2D?
    /// The effect view's bounds, in its own coordinates.
    @usableFromInline package var effectBounds: Rect
    /// The preview's container to the window, when the style needs it (a shape or a target).
    public var container: Transform2D?
    /// Where the pointer is, the time, its device and whether it is locked.
    public var place: PointerPlace
    /// Answers with nothing located, for the pointer at `place`.
    @inlinable public init(place: PointerPlace) {
        region = nil; effect = nil; effectBounds = .zero; container = nil
        self.place = place
    }
}

extension AdaptivePointer {
    /// Sets every spring's target from the pointer's place and the current style, asking
    /// the host where the region's view, the effect's view and the shape's container are now.
    /// Inlinable, so that it is specialised for each host: the questions are direct calls.
    /// - Complexity: O(1) host calls; no allocation.
    @inlinable
    package mutating func updateTargets<Host: AdaptivePointerHost>(place: PointerPlace, host: inout Host) {
        var g = TargetGeometry(place: place)
        if let region, let t = host.windowTransform(of: region.view) {
            g.region = t
            if let view = effectView, hasEffectStyle {
                let tv = view == region.view ? t : host.windowTransform(of: view)
                g.effect = tv
                g.effectBounds = host.bounds(of: view)
                if let c = shapeContainer {
                    g.container = c == region.view ? t : c == view ? tv : host.windowTransform(of: c)
                }
            }
        }
        applyTargets(g)
    }

    /// Sets every spring's target from the pointer's place, the current style and `g`.
    @usableFromInline
    mutating func applyTargets(_ g: TargetGeometry) {
        let p = g.place.location
        let diameter = tuning.systemPointerDiameter
        var center = p, size = Size(width: diameter, height: diameter), corner = diameter / 2
        var shows = g.place.isDrawn && !g.place.isLocked
        var scale = 1.0, shift = Point.zero, shadow = 0.0, tint = 0.0
        if let region, let t = g.region {
            let regionRect = t.apply(to: region.rect)
            switch style {
            case nil, .system?, .notImplemented?: break
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
            case .effect(_, let preview, let shape)?:
                let view = effectView ?? region.view
                let tv = g.effect ?? t
                let bounds = tv.apply(to: g.effectBounds)
                let offset = targetOffset(preview, effectView: view, bounds: bounds, container: g.container)
                let space = shape == nil ? tv : g.container ?? tv
                let f = tuning.parallaxFactor, m = tuning.maximumParallax
                let recentred = g.place.device == .trackpad && !fingerDown
                func parallax(from centre: Point) -> Point {
                    let o = p - centre
                    return recentred ? .zero : Point(x: min(max(o.x * f, -m), m), y: min(max(o.y * f, -m), m))
                }
                let longer = max(bounds.width, bounds.height)
                let grown = longer > 0 ? 1 + tuning.liftGrowth / longer : 1
                switch effect {
                case .highlight:
                    // The platter's parallax follows the pointer's offset from the platter
                    // (for a segmented control, the segment), not from the whole view.
                    let outline = highlightOutline(preview, viewBounds: bounds, shape: shape, space: space, transform: tv, offset: offset)
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
                    // A shape given with a hover effect is in the pointer's own space, as a
                    // shape-only style's: the pointer morphs into it, centred on the device, and
                    // follows it (Apple's sample builds a rounded rect around the origin). Only a
                    // highlight's shape is read in the preview's container.
                    if let shape { (size, corner) = pointerSize(shape, region: regionRect, transform: .identity) }
                case .none, .automatic: break  // `effect` is resolved: never automatic
                }
            }
        }
        // Per axis: a pointer that follows the device (system pointer, shapes, hover) tracks it
        // exactly, as iPadOS's does; springs carry it only into and out of magnetic targets, and a
        // beam riding a line tracks the device exactly along the line and springs across it.
        if center.x == p.x && followingX {
            centerX.snap(to: center.x)
        } else {
            centerX.target = center.x
            if center.x != p.x { followingX = false } else if centerX.isSettled(tolerance: 0.5) { followingX = true }
        }
        if center.y == p.y && followingY {
            centerY.snap(to: center.y)
        } else {
            centerY.target = center.y
            if center.y != p.y { followingY = false } else if centerY.isSettled(tolerance: 0.5) { followingY = true }
        }
        width.target = size.width; height.target = size.height; radius.target = corner
        if !tuning.pointerAnimations {
            // Pointer Animations off: no morph; the pointer takes its shape at once.
            width.snap(to: size.width); height.snap(to: size.height); radius.snap(to: corner)
        }
        let idle = tuning.automaticallyHidesPointer && now(g.place) - lastMotion >= tuning.idleFadeDelay
        opacity.target = shows && !idle ? 1 : 0
        effectSprings.aim(scale: scale, offset: shift, shadow: shadow, tint: tint)
    }

    /// How far the preview is moved to stand at its target's centre (zero for the default
    /// target, which is where the view is), in window points.
    func targetOffset(_ preview: PreviewValue, effectView: HostHandle, bounds: Rect, container: Transform2D?) -> Point {
        guard let centre = preview.targetCenter, effectView == preview.view, let t = container else { return .zero }
        let offset = t.apply(to: centre) - bounds.center
        return offset.x.isFinite && offset.y.isFinite ? offset : .zero
    }

    /// The pointer's size and corner radius for `shape`: beams are 2 pt thick and as long as
    /// asked, within the region; rects and paths take their bounds through `t`.
    mutating func pointerSize(_ shape: PointerShapeValue, region: Rect, transform t: Transform2D) -> (Size, Double) {
        let thickness = tuning.beamThickness
        switch shape {
        case .verticalBeam(let length):
            return (Size(width: thickness, height: beam(length, limit: region.height, what: "vertical beam")), thickness / 2)
        case .horizontalBeam(let length):
            return (Size(width: beam(length, limit: region.width, what: "horizontal beam"), height: thickness), thickness / 2)
        case .roundedRect(let r, let radius):
            guard let rect = usable(t.apply(to: r.standardized), "rounded-rect shape") else { return (Size(width: 19, height: 19), 9.5) }
            return (rect.size, usableRadius(radius))
        case .path(let path):
            guard let rect = usable(path.isFinite ? t.apply(to: path.bounds) : .nonFinite, "path shape") else {
                return (Size(width: 19, height: 19), 9.5)
            }
            customPath = path
            return (rect.size, 0)
        }
    }

    private mutating func beam(_ length: Double, limit: Double, what: String) -> Double {
        var l = length
        if !(l > 0) || !l.isFinite { note("\(what) of length \(l) clamped to 2 pt"); l = 2 }
        return min(max(l, 2), max(limit, 2))
    }

    /// A shape's rectangle if it can be drawn: nil (the 19 pt circle is used instead) when it is
    /// not finite, clamped when it reaches beyond ±1e9 pt; each with a diagnostic.
    mutating func usable(_ rect: Rect, _ what: String) -> Rect? {
        guard rect.isFinite else { note("\(what) \(rect) is not finite: the system pointer's circle is used"); return nil }
        let limit = PointerConfiguration.coordinateLimit
        guard rect.minX < -limit || rect.minY < -limit || rect.maxX > limit || rect.maxY > limit else { return rect }
        note("\(what) \(rect) reaches beyond ±1e9 pt: clamped")
        return rect.intersection(Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)) ?? .zero
    }

    /// A corner radius: NaN or negative radii are 0, huge ones 1e9 pt, each with a diagnostic.
    mutating func usableRadius(_ r: Double) -> Double {
        guard !(r >= 0 && r <= PointerConfiguration.coordinateLimit) else { return r }
        note("corner radius \(r) is not usable: \(r > 0 ? "clamped to 1e9 pt" : "0 used")")
        return r > 0 ? PointerConfiguration.coordinateLimit : 0
    }

    /// The platter a highlight morphs into: the style's shape (in the preview target's
    /// container space), else the preview's visible path (in its view's space), else the
    /// preview view's bounds with the default 8 pt radius; the last two moved with the preview
    /// to its target.
    mutating func highlightOutline(_ preview: PreviewValue, viewBounds: Rect, shape: PointerShapeValue?, space: Transform2D,
                                   transform t: Transform2D, offset: Point) -> (rect: Rect, radius: Double) {
        switch shape {
        case .roundedRect(let r, let radius)?:
            if let rect = usable(space.apply(to: r.standardized), "rounded-rect shape") { return (rect, usableRadius(radius)) }
        case .path(let path)?:
            if let rect = usable(path.isFinite ? space.apply(to: path.bounds) : .nonFinite, "path shape") {
                customPath = path
                return (rect, 0)
            }
        case .verticalBeam?, .horizontalBeam?, nil: break
        }
        if let visible = preview.visiblePath,
           let rect = usable(visible.isFinite ? t.apply(to: visible.bounds) : .nonFinite, "preview's visible path") {
            customPath = visible
            return (rect.offsetBy(dx: offset.x, dy: offset.y), 0)
        }
        return (viewBounds.offsetBy(dx: offset.x, dy: offset.y), tuning.defaultCornerRadius)
    }
}

extension Rect {
    /// A rectangle that is not finite: what an undrawable path's bounds count as.
    static let nonFinite = Rect(x: .nan, y: .nan, width: 0, height: 0)
}
