import PointerGeometry
import RealModule

extension InputConverter {
    /// Fires the timers due by `time`, in order: a wheel or smooth-scroll burst ends after
    /// `scrollQuietInterval` without input; momentum steps to `time` and ends when slow.
    /// - Complexity: O(1); no allocation.
    public mutating func advance(to time: Double, emit: (PointerEvent) -> Void) {
        guard time.isFinite else { return }
        if burst == .wheel || burst == .smooth {
            let deadline = lastScrollTime + configuration.scrollQuietInterval
            if time >= deadline {
                let stamp = max(deadline, lastTimestamp)
                var e = event(.scroll, .ended, at: stamp)
                e.scrollType = burst == .wheel ? .discrete : .continuous
                emit(e)
                burst = .none
                lastTimestamp = stamp
            }
        }
        stepMomentum(to: time, emit: emit)
    }

    /// One scroll sample of a given burst kind: ends another kind's burst (and momentum)
    /// first, then begins or continues this one.
    mutating func scroll(_ kind: Burst, delta: Point, steps: Point, at time: Double, emit: (PointerEvent) -> Void) {
        stopMomentum(at: time, emit: emit)
        if burst != kind { endBurst(at: time, emit: emit) }
        let phase: EventPhase = burst == kind ? .changed : .began
        if phase == .began, kind == .finger { forgetFingers() }
        burst = kind
        lastScrollTime = time
        var e = event(.scroll, phase, at: time)
        e.scrollType = kind == .wheel ? .discrete : .continuous
        e.delta = delta
        e.wheelSteps = steps
        emit(e)
    }

    mutating func endBurst(at time: Double, emit: (PointerEvent) -> Void) {
        guard burst != .none else { return }
        var e = event(.scroll, .ended, at: time)
        e.scrollType = burst == .wheel ? .discrete : .continuous
        emit(e)
        burst = .none
    }

    /// The fingers lifted from a finger scroll: the scroll ends, and momentum starts if the
    /// fingers were moving fast enough just before.
    mutating func liftFingers(at time: Double, emit: (PointerEvent) -> Void) {
        guard burst == .finger else { return }
        let velocity = liftVelocity(at: time)
        forgetFingers()
        let follows = velocity.length >= configuration.momentumStopSpeed
        var e = event(.scroll, .ended, at: time)
        e.scrollType = .continuous
        e.momentumFollows = follows
        emit(e)
        burst = .none
        if follows { momentum = Momentum(velocity: velocity, time: time) }
    }

    /// The fingers' velocity just before `time`, in points per second: the shared
    /// `VelocityTracker` over `configuration.velocityWindow`. Deltas too large to add up (a
    /// corrupt trace, a broken driver) give no momentum rather than an infinite one.
    func liftVelocity(at time: Double) -> Point {
        var tracker = fingerVelocity
        tracker.window = configuration.velocityWindow
        return tracker.velocity(at: time)
    }

    /// Forgets the finger scroll's travel (a new one starts, or the device went away).
    mutating func forgetFingers() {
        fingerTravel = .zero
        fingerVelocity.reset()
    }

    /// Advances momentum to `time`: velocity decays as r^(milliseconds); the distance
    /// travelled is the exact integral over the step.
    mutating func stepMomentum(to time: Double, emit: (PointerEvent) -> Void) {
        guard var m = momentum, time > m.time else { return }
        let r = min(max(configuration.momentumDecayPerMillisecond, 1e-9), 0.999_999)
        let k = 1000 * Double.log(r)            // per second, negative
        let dt = time - m.time
        let decay = Double.exp(k * dt)
        let travelled = m.velocity * ((decay - 1) / k)
        m.velocity = m.velocity * decay
        m.time = time
        var e = event(.scroll, m.started ? .momentumChanged : .momentumBegan, at: time)
        e.scrollType = .continuous
        e.delta = travelled
        emit(e)
        m.started = true
        lastTimestamp = max(lastTimestamp, time)
        if m.velocity.length < configuration.momentumStopSpeed {
            var end = event(.scroll, .momentumEnded, at: time)
            end.scrollType = .continuous
            emit(end)
            momentum = nil
        } else {
            momentum = m
        }
    }

    /// Stops momentum at once (a finger rests, a new scroll, a click).
    mutating func stopMomentum(at time: Double, emit: (PointerEvent) -> Void) {
        guard momentum != nil else { return }
        var e = event(.scroll, .momentumEnded, at: time)
        e.scrollType = .continuous
        emit(e)
        momentum = nil
    }
}
