import PointerGeometry
import PointerInput

// The frame's stages, in order: hover looked at again when the view tree changed (the move's
// stages), toss magnets gathered (`magnets`), springs stepped (a toss that lands moves the
// routing's pointer to its target), the host's animations (`.framed`), the device warped to
// the toss's target (`.moveDevice`), hover at the target.

extension PointerSystem {
    /// Runs a frame at `time`: returns its first request.
    @inlinable
    public mutating func frame<Host: AdaptivePointerHost>(at time: Double, host: inout Host) -> PointerRequest {
        if awaiting != .nothing { abandon("a frame") } else if framePhase == .none { _checkInvariants() }
        frameTime = time
        framePhase = .beforeSprings
        tossed = false
        routedMoved = false   // the motions a frame makes (hover again, a toss's warp) move nothing
        if let motion = _routing.hoverUpdate(at: time) {
            input = MoveInput(motion)
            hoverMoved = false
            return hitTest(phase: .moved)
        }
        return springs(host: &host)
    }

    /// Answers `.tossMagnets`: the rectangles known to attract a toss at the landing point.
    /// Returns `.framed` (or `.done` when time did not advance).
    @inlinable
    public mutating func magnets<Host: AdaptivePointerHost>(_ magnets: TossMagnets, host: inout Host) -> PointerRequest {
        guard take(.magnets, "toss magnets") else { return .done }
        return step(host: &host, magnets: magnets)
    }

    /// The springs' stage: asks for toss magnets when a toss is due, else steps.
    @inlinable mutating func springs<Host: AdaptivePointerHost>(host: inout Host) -> PointerRequest {
        hoverMoved = true
        // The finger test first: it fails in almost every frame, before the place is built.
        if pointer.fingerDown, tosses, let landing = pointer.tossLanding(at: frameTime, place: _routing.place) {
            awaiting = .magnets
            return .tossMagnets(landing: landing)
        }
        return step(host: &host)
    }

    /// Steps the springs to the frame's time. A toss that lands in the step moves the routing's
    /// pointer to its target at once (the one copy of where the pointer is), so that the host's
    /// animations (`.framed`) and everything after see it there.
    @inlinable mutating func step<Host: AdaptivePointerHost>(host: inout Host, magnets: TossMagnets = TossMagnets()) -> PointerRequest {
        guard let step = pointer.step(to: frameTime, place: _routing.place, host: &host, magnets: magnets, tosses: tosses) else {
            framePhase = .none
            return .done
        }
        if let target = step.toss, let motion = _routing.warp(to: target, at: frameTime) {
            input = MoveInput(motion)
            tossed = true
        }
        awaiting = .framed
        return .framed(step)
    }

    /// Whether a toss may land now: not while a button is held, the pointer is locked or out of
    /// the window (the routing would not follow the pointer to its target: `PointerRouting.warp`).
    @inlinable var tosses: Bool { _routing.isInWindow && !_routing.isClicking && !_routing.isLocked }

    /// A toss landed in this frame (the routing's pointer is at its target): the host moves its
    /// device there, and hover follows.
    @usableFromInline mutating func warp() -> PointerRequest {
        guard tossed else {
            framePhase = .none
            return .done
        }
        tossed = false
        awaiting = .deviceMoved
        return .moveDevice(to: _routing.location)
    }
}
