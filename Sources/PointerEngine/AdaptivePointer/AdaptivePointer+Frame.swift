import PointerGeometry
import PointerInput

// The frame stage: each frame steps the springs to the time (after aiming them,
// `AdaptivePointer+Springs.swift`), infers a trackpad finger lift and tosses, and fades an
// idle pointer.

extension AdaptivePointer {
    /// What one frame did (see `step(to:place:host:magnets:tosses:)`).
    public struct FrameStep: Sendable, Equatable {
        /// The seconds the springs were stepped by.
        public var seconds: Double
        /// True when every spring has settled.
        public var settled: Bool
        /// True while the effect springs still act on a view (`effectView` is set).
        public var hasEffectView: Bool
        /// Where a toss that landed in this frame moved the pointer (the springs glide there;
        /// `PointerSystem` moves the routing's pointer and the device there), nil without one.
        public var toss: Point?
        /// A step of `seconds`.
        @inlinable public init(seconds: Double, settled: Bool, hasEffectView: Bool, toss: Point? = nil) {
            self.seconds = seconds; self.settled = settled; self.hasEffectView = hasEffectView; self.toss = toss
        }
    }

    /// Advances the springs to `time`, infers a trackpad finger lift and fades an idle pointer,
    /// with the pointer at `place`; says what it did, nil when time did not advance (nothing
    /// stepped). A toss due in this frame lands only on `magnets` (gathered at
    /// `tossLanding(at:place:)`), and only when `tosses`: `PointerSystem` says false while a
    /// button is held, the pointer is locked or out of the window, where the routing could not
    /// follow the pointer to the toss's target (the finger's lift then only recentres the
    /// pointer). A toss that lands is in the step (`FrameStep.toss`): the springs already aim
    /// there, and the system moves the pointer there.
    /// Inlinable, so that it is specialised for each host.
    /// - Complexity: O(1), plus one scan of the host's known magnets when a finger lifts.
    @inlinable
    package mutating func step<Host: AdaptivePointerHost>(to time: Double, place: PointerPlace, host: inout Host,
                                                         magnets: TossMagnets = TossMagnets(), tosses: Bool = true) -> FrameStep? {
        defer { _checkInvariants() }
        guard let dt = beginFrame(at: time) else { return nil }
        var place = place
        var toss: Point?
        if fingerDown, fingerLiftDue(place) {
            toss = fingerLifted(place, magnets: magnets, windowBounds: host.windowBounds, tosses: tosses)
            if let toss { place.location = toss }
        }
        updateTargets(place: place, host: &host)
        let settled = stepSprings(dt)
        return FrameStep(seconds: dt, settled: settled, hasEffectView: effectView != nil, toss: toss)
    }

    /// The latest time the adaptive pointer has seen: the routing's (events) or its last
    /// frame's, whichever is later.
    @usableFromInline func now(_ place: PointerPlace) -> Double { max(place.time, lastFrame) }

    /// Moves the clock to `time`; the step in seconds, or nil when time did not advance.
    @usableFromInline
    mutating func beginFrame(at time: Double) -> Double? {
        let dt = time - lastFrame
        guard dt > 0, dt.isFinite else { return nil }
        lastFrame = time
        return dt
    }

    /// Where a toss would land if a frame ran at `time`: the point inertia carries the pointer
    /// to when a trackpad finger lift is due then, nil when none is. A host whose answers to
    /// the magnets there (`TossMagnets`) runs app code (a `hitTest(_:with:)` override) gathers
    /// them here, before the frame, so that no app code runs while the frame mutates the engine
    /// (the app may read the pointer's state from inside its override).
    @usableFromInline package func tossLanding(at time: Double, place: PointerPlace) -> Point? {
        let dt = time - lastFrame
        guard fingerDown, tuning.trackpadInertia, dt > 0, dt.isFinite, max(now(place), time) - lastMotion >= tuning.fingerLiftInterval else { return nil }
        return Inertia.project(place.location, velocity: velocity, rate: tuning.tossDecelerationRate)
    }

    /// True when a trackpad finger has been still for `fingerLiftInterval`.
    @usableFromInline
    func fingerLiftDue(_ place: PointerPlace) -> Bool { fingerDown && now(place) - lastMotion >= tuning.fingerLiftInterval }

    /// Steps every spring by `dt`; true when all have settled.
    @usableFromInline
    mutating func stepSprings(_ dt: Double) -> Bool {
        let spring = tuning.spring
        centerX.step(dt, spring: spring); centerY.step(dt, spring: spring)
        width.step(dt, spring: spring); height.step(dt, spring: spring); radius.step(dt, spring: spring)
        opacity.step(dt, spring: spring)
        effectSprings.step(dt, spring: spring)
        if !leaving.isEmpty { stepLeaving(dt, spring: spring) }
        let settled = isSettled
        if settled, region == nil { effectView = nil }
        return settled
    }

    /// True once every spring is at rest.
    public var isSettled: Bool {
        centerX.isSettled() && centerY.isSettled() && width.isSettled() && height.isSettled() && radius.isSettled()
            && opacity.isSettled() && effectSprings.isSettled && leaving.isEmpty
    }

    /// A trackpad finger lifted at `place`: the pointer recentres, and a toss lands where
    /// inertia would carry it (see `tossTarget`). Returns the toss's target, where the pointer
    /// now is (the system moves the routing's pointer and the device there, and looks at hover
    /// there), or nil when it stays.
    @usableFromInline
    mutating func fingerLifted(_ place: PointerPlace, magnets: TossMagnets, windowBounds: Rect, tosses: Bool = true) -> Point? {
        fingerDown = false
        let landing = Inertia.project(place.location, velocity: velocity, rate: tuning.tossDecelerationRate)
        motion.reset()
        // Trackpad Inertia off, or no toss now: the pointer stops where the finger lifted.
        guard tuning.trackpadInertia, tosses else { return nil }
        return tossTarget(from: place.location, landing: landing, magnets: magnets, windowBounds: windowBounds)
    }

    /// Where a toss ends: the centre of a known magnetic region under the landing point, else
    /// the nearest one within `magnetRadius` of the landing point that lies in the toss's
    /// direction or holds the point the toss started from, else nowhere (nil). A toss that
    /// stops just past the target the pointer is on therefore comes back to it rather than
    /// jumping to the next one (measured with `pointerkit evaluate`: without that rule 19 % of
    /// trackpad clicks in one 24 pt cell landed on a neighbour). A region is magnetic when its style is a content effect (highlight or
    /// lift); hover effects and shape-only styles attract nothing.
    ///
    /// The toss never makes the host ask the app: as in UIKit, a delegate is asked about the
    /// region the pointer is in, not about candidates. The host names the regions whose style
    /// it knows (ones the pointer has met, or whose style needs no app code): `magnets`.
    ///
    /// Each region counts only for its part inside the window: the pointer cannot leave the
    /// window, so a toss to a button half scrolled out, or to a region larger than the window,
    /// lands on the centre of what is visible of it, and a region wholly outside attracts nothing.
    /// - Complexity: O(n) in the known magnets.
    package func tossTarget(from start: Point, landing: Point, magnets: TossMagnets, windowBounds bounds: Rect) -> Point? {
        let direction = landing - start
        guard direction.length > 1 else { return nil }
        if bounds.contains(landing) {
            for rect in magnets.onHitPath where rect.contains(landing) {
                if let visible = rect.intersection(bounds) { return visible.center }
            }
        }
        var best: (distance: Double, point: Point)?
        let radius = tuning.magnetRadius
        for rect in magnets.all {
            guard let r = rect.intersection(bounds) else { continue }
            let toTarget = r.center - start
            guard toTarget.x * direction.x + toTarget.y * direction.y > 0 || r.contains(start) else { continue }
            let dx = max(r.minX - landing.x, 0, landing.x - r.maxX)
            let dy = max(r.minY - landing.y, 0, landing.y - r.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance <= radius, best.map({ distance < $0.distance }) ?? true else { continue }
            best = (distance, r.center)
        }
        return best?.point
    }
}
