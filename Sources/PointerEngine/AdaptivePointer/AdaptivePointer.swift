import PointerGeometry
import PointerInput

/// The adaptive pointer as a value: the region and style the pointer is in, and the springs
/// that draw it and the effect on its view. It takes inputs (a move, a style, the time), asks
/// its host what it needs through `AdaptivePointerHost`, and returns what changed; it never
/// holds the host's objects, only their handles.
///
/// It keeps no copy of where the pointer is, the time, the device or the lock: each call is
/// given them as a `PointerPlace`, which `PointerSystem` makes from its routing (the one copy).
///
/// One move: `move(_:moved:isMotion:)` records the input; the host looks up the region at the pointer
/// (asking the app) and hands it to `arbitrate(_:place:host:)`. When that returns `.changed`, the
/// host tells the app the old region was exited, asks the new region's style and hands it to
/// `enter(_:place:host:)`. `step(to:place:host:)` steps the springs once per frame. ``PointerSystem``
/// makes these calls, in that order, which is why they are `package`: a host reads the adaptive
/// pointer here and drives it through the system, calling the app only between two calls into
/// the system, never from inside one, so app code may read the engine.
public struct AdaptivePointer {
    /// How the pointer looks and feels.
    public var tuning = PointerConfiguration()
    /// True while the primary button is held (latching keeps the region).
    @usableFromInline package var primaryHeld = false
    /// The time of the last motion, seconds.
    @usableFromInline package var lastMotion = 0.0
    /// The time the springs were last stepped to.
    package internal(set) var lastFrame = 0.0
    /// The pointer's velocity, points per second (a trackpad toss projects it): the shared
    /// `VelocityTracker`'s estimate at the last motion, over `tuning.tossVelocityWindow`.
    public var velocity: Point { motion.velocity(at: lastMotion, window: tuning.tossVelocityWindow) }
    /// The pointer's recent positions in the window (cleared when it enters and after a toss).
    @usableFromInline var motion = VelocityTracker()
    /// True while a trackpad finger is inferred to be on the pad.
    @usableFromInline package var fingerDown = false
    /// The region the pointer is in.
    public internal(set) var region: PointerRegionValue?
    /// The region's style; nil until `enter` gives it.
    public internal(set) var style: PointerStyleValue?
    /// The effect in force, `automatic` resolved.
    public internal(set) var effect: PointerEffectKind = .none
    /// The view the effect springs act on (kept until they settle after it is left).
    public internal(set) var effectView: HostHandle?
    /// The views the pointer left for another view's effect, sinking back to rest while the
    /// new one takes its effect (`LeavingEffect`), oldest first; each is forgotten once it has
    /// settled.
    public internal(set) var leaving: [LeavingEffect] = []
    /// The accessories shown around the pointer (at most four).
    public internal(set) var accessories: [PointerAccessoryValue] = []
    /// True while the style is a content effect (its geometry is asked of the host).
    @usableFromInline package internal(set) var hasEffectStyle = false
    /// The preview's container while the style needs it: a shape, or a target centre.
    public internal(set) var shapeContainer: HostHandle?
    /// The outline the pointer takes when it is a custom path.
    package internal(set) var customPath: Path?
    /// What was clamped or ignored in the host's answers, most recent last (at most 32).
    public internal(set) var diagnostics: [String] = []
    /// True while the drawn pointer sits exactly on the device's position along x.
    var followingX = true
    /// True while the drawn pointer sits exactly on the device's position along y.
    var followingY = true

    /// The springs: the pointer's outline (centre, size, corner radius) and opacity.
    public internal(set) var centerX = SpringValue(0), centerY = SpringValue(0)
    /// The pointer's size and corner radius.
    public internal(set) var width = SpringValue(19), height = SpringValue(19), radius = SpringValue(9.5)
    /// The pointer's opacity.
    public internal(set) var opacity = SpringValue(1)
    /// The effect on `effectView`: scale, shift (parallax and target offset), shadow, tint.
    package internal(set) var effectSprings = EffectSprings()
    /// The effect's scale (`effectSprings.scale`).
    package var effectScale: SpringValue { effectSprings.scale }
    /// The effect's shift, parallax and target offset (`effectSprings.offsetX`, `.offsetY`).
    package var effectDX: SpringValue { effectSprings.offsetX }
    /// The effect's vertical shift.
    package var effectDY: SpringValue { effectSprings.offsetY }
    /// The effect's shadow amount, 0...1 (`effectSprings.shadow`).
    package var effectShadow: SpringValue { effectSprings.shadow }
    /// The effect's tint amount, 0...1 (`effectSprings.tint`).
    package var effectTint: SpringValue { effectSprings.tint }

    /// A pointer outside any window, with the default tuning.
    public init() {}

    /// What a move or an exit did to the region.
    public enum RegionChange: Equatable {
        /// The pointer stays in the same region (or none).
        case none
        /// The pointer left `exited` (if any) for `entered` (if any): the host tells the app of
        /// the exit, asks `entered`'s style and calls `enter(_:place:host:)`.
        case changed(exited: PointerRegionValue?, entered: PointerRegionValue?)
    }

    /// Records a diagnostic (said once while it lasts: a bad answer is met on every move).
    @usableFromInline package mutating func note(_ message: String) {
        if diagnostics.last == message { return }
        if diagnostics.count == 32 { diagnostics.removeFirst() }
        diagnostics.append(message)
    }

    // MARK: Input

    /// The pointer moved to `place.location` (or the host re-evaluates hover under a still
    /// pointer, with `isMotion` false): records it. `moved` says whether the device moved the
    /// pointer (a motion to where it already was is not motion: no velocity sample, no lift of
    /// the idle fade). Returns true when the host should look up the region at the pointer and
    /// hand it to `arbitrate(_:place:host:)`; false while a latching region holds (the primary
    /// button is down in a region with latching axes), when the host calls
    /// `updateTargets(place:host:)` instead.
    /// - Complexity: O(1); no allocation.
    /// `primaryHeld`, when given, says whether the primary button is down now. A place that is
    /// not finite is ignored with a diagnostic (false: nothing to look up).
    @inlinable package mutating func move(_ place: PointerPlace, moved: Bool, isMotion: Bool, primaryHeld held: Bool? = nil) -> Bool {
        defer { _checkInvariants() }
        let point = place.location
        guard point.isFinite, place.time.isFinite else {
            note("a move to \(point) at \(place.time) is not finite: ignored")
            return false
        }
        if let held { primaryHeld = held }
        if moved, isMotion { recordMotion(place) }
        if let region, primaryHeld, !region.latchingAxes.isEmpty { return false }
        return true
    }

    /// A motion at `place`: a velocity sample, the time of the last motion, and whether a
    /// trackpad finger is on the pad.
    @inlinable mutating func recordMotion(_ place: PointerPlace) {
        motion.add(place.location, at: place.time)
        lastMotion = max(lastMotion, place.time)
        fingerDown = place.device == .trackpad
    }

    /// The pointer comes into the window at `place` (the routing started drawing it): velocity
    /// starts again (the first move has no previous position in the window to measure from),
    /// and the drawn pointer starts there. `PointerSystem` calls it as the routing takes the
    /// event, before any app code runs for it.
    @usableFromInline package mutating func enterWindow(_ place: PointerPlace, isMotion: Bool) {
        if isMotion {
            motion.reset()
            recordMotion(place)
        }
        centerX.snap(to: place.location.x); centerY.snap(to: place.location.y)
    }

    /// The pointer left the window: its region is left as by `arbitrate(nil, place:host:)` (the springs
    /// are re-aimed, so the pointer fades, when there was no region to leave).
    @usableFromInline package mutating func exit<Host: AdaptivePointerHost>(place: PointerPlace, host: inout Host) -> RegionChange {
        defer { _checkInvariants() }
        return arbitrate(nil, place: place, host: &host)
    }

    /// Forgets the region without telling anyone (its view or interaction went away while the
    /// host asked for its style).
    @usableFromInline package mutating func dropRegion() {
        region = nil; style = nil
    }

    private mutating func leaveRegion() -> RegionChange {
        guard let old = region else { return .none }
        region = nil; style = nil
        return .changed(exited: old, entered: nil)
    }

    /// Takes the region the host found at the pointer (the first enabled pointer interaction on
    /// the hit path, asked for its region; nil when there is none) with the pointer in the
    /// region's view's coordinates. A region that is not finite, or does not contain the pointer,
    /// is ignored with a diagnostic; one beyond ±1e9 pt is clamped. Returns `.changed` when the
    /// pointer entered another region: the host then tells the app of the exit, asks the new
    /// region's style and calls `enter(_:place:host:)`; else (`.none`) the springs have been re-aimed
    /// at the pointer's new position (`updateTargets(place:host:)`), and the move is done.
    /// - Complexity: O(1); no allocation inside an unchanged region.
    @inlinable
    package mutating func arbitrate<Host: AdaptivePointerHost>(_ found: (region: PointerRegionValue, local: Point)?,
                                                              place: PointerPlace, host: inout Host) -> RegionChange {
        defer { _checkInvariants() }
        let change = decide(found, host: host)
        if case .none = change { updateTargets(place: place, host: &host) }
        return change
    }

    /// The region change `found` makes (see `arbitrate(_:place:host:)`), springs untouched.
    @usableFromInline
    mutating func decide<Host: AdaptivePointerHost>(_ found: (region: PointerRegionValue, local: Point)?, host: Host) -> RegionChange {
        guard let (answer, local) = found else { return leaveRegion() }
        var new = answer
        let rect = new.rect
        guard rect.isFinite, rect.width > 0 || rect.height > 0 else {
            note("region \(rect) of \(host.describe(new.view)) is not a finite rectangle: ignored")
            return leaveRegion()
        }
        let limit = PointerConfiguration.coordinateLimit, r = rect.standardized
        if r.minX < -limit || r.minY < -limit || r.maxX > limit || r.maxY > limit {
            note("region \(rect) of \(host.describe(new.view)) reaches beyond ±1e9 pt: clamped")
            new.rect = r.intersection(Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)) ?? .zero
        } else {
            new.rect = r
        }
        guard new.rect.insetBy(dx: -1e-9, dy: -1e-9).contains(local) else {
            note("region \(new.rect) of \(host.describe(new.view)) does not contain the pointer \(local): ignored")
            return leaveRegion()
        }
        if let region, region.interaction == new.interaction, region.view == new.view, region.rect == new.rect,
           region.identifier == new.identifier, region.generation == new.generation {
            return .none
        }
        let old = region
        region = new; style = nil
        return .changed(exited: old, entered: new)
    }

    /// Applies the style of the region just entered (nil: the region went away while its style
    /// was asked). The effect acts on the preview's view; one not in the window (no transform)
    /// falls back to the interaction's view.
    @usableFromInline package mutating func enter<Host: AdaptivePointerHost>(_ newStyle: PointerStyleValue?, place: PointerPlace, host: inout Host) {
        defer { _checkInvariants() }
        let previousView = effectView, previousTint = effectTintMode
        // "If the delegate doesn't provide any styles, the interaction applies the automatic
        // pointer effect to the entire view" (session 10093).
        // A pattern, not `==`: comparing styles copies and compares their payloads.
        if case .notImplemented? = newStyle, let region {
            style = .effect(.automatic, preview: PreviewValue(view: region.view, container: region.view), shape: nil)
        } else {
            style = newStyle
        }
        effect = .none
        customPath = nil
        accessories = []
        hasEffectStyle = false
        shapeContainer = nil
        if let region, case .effect(let requested, let preview, let shape)? = style {
            hasEffectStyle = true
            if shape != nil || preview.targetCenter != nil { shapeContainer = preview.container }
            var view = preview.view
            if host.windowTransform(of: view) == nil {
                note("the preview's view of \(host.describe(region.view)) is not in the window: the interaction's view is used")
                view = region.view
            }
            effect = resolve(requested, for: view, host: host)
            effectView = view
        }
        // Leaving a view for another's effect: it springs back from where it is on springs of
        // its own (`leaving`) while the effect springs start again for the new view.
        if let previousView, previousView != effectView { effectMoved(from: previousView, tintMode: previousTint) }
        updateTargets(place: place, host: &host)
    }

    /// The automatic rule: hover for large views (longer side above
    /// `automaticLargeViewSide`), lift for smaller views with a visible background, highlight
    /// for smaller views without one (icons, bar buttons).
    public func automaticEffect<Host: AdaptivePointerHost>(for view: HostHandle, host: Host) -> PointerEffectKind {
        Self.automaticEffect(size: host.bounds(of: view).size, hasVisibleBackground: host.hasVisibleBackground(view), tuning: tuning)
    }

    /// The automatic rule for a view of `size`: hover above `automaticLargeViewSide` on the
    /// longer side, else lift with a visible background, else highlight.
    public static func automaticEffect(size: Size, hasVisibleBackground: Bool, tuning: PointerConfiguration) -> PointerEffectKind {
        if max(abs(size.width), abs(size.height)) > tuning.automaticLargeViewSide { return .hover(.overlay, shadow: false, scaled: false) }
        return hasVisibleBackground ? .lift : .highlight
    }

    /// The effect applied for `effect` on `view`: `automatic` resolved, any other as asked.
    /// With Pointer Animations off (`PointerConfiguration.pointerAnimations`), the pointer never
    /// becomes the control: a highlight is a hover tint over the view, a lift a hover that
    /// scales the view with its shadow.
    func resolve<Host: AdaptivePointerHost>(_ effect: PointerEffectKind, for view: HostHandle, host: Host) -> PointerEffectKind {
        let resolved = effect == .automatic ? automaticEffect(for: view, host: host) : effect
        guard !tuning.pointerAnimations else { return resolved }
        switch resolved {
        case .highlight: return .hover(.overlay, shadow: false, scaled: false)
        case .lift: return .hover(.none, shadow: true, scaled: true)
        default: return resolved
        }
    }
}
