import Foundation
import PointerGeometry

/// The timing of one `UIView.animate` block: a curve over `duration` seconds after `delay`,
/// on the clock of the window it runs in (`ViewAnimationClock`). Its `ViewAnimation` reads
/// `fraction` instead of following the pointer's spring.
@MainActor
final class ViewAnimationTiming {
    enum Curve {
        case easeInOut, easeIn, easeOut, linear
        case spring(damping: Double, velocity: Double)
    }
    /// The block being recorded now, if any.
    static var recording: ViewAnimationTiming?
    /// `UIView.areAnimationsEnabled`.
    static var enabled = true
    /// `UIView.springResponseRatio`.
    static var springResponseRatio = 1.0

    let delay: Double
    let duration: Double
    let curve: Curve
    let repeats: Bool
    let autoreverses: Bool
    /// Seconds since the block ran, on its window's clock.
    var elapsed = 0.0
    /// The window whose clock runs the animation (the first changed view's).
    weak var window: UIWindow?
    var completion: ((Bool) -> Void)?

    init(delay: Double, duration: Double, curve: Curve, options: UIView.AnimationOptions) {
        func clean(_ v: Double, _ what: String) -> Double {
            guard v.isFinite else { GeometryLimits.note("animate: a \(what) of \(v) counts as 0"); return 0 }
            return v
        }
        var d = clean(delay, "delay")
        if d < 0 { GeometryLimits.note("animate: a negative delay (\(delay)) counts as 0"); d = 0 }
        self.delay = d
        self.duration = max(clean(duration, "duration"), 0)
        self.curve = curve
        repeats = options.contains(.repeat) && self.duration > 0
        autoreverses = options.contains(.autoreverse) && self.duration > 0
    }

    /// When the animation ends, in seconds after it began (infinite when it repeats).
    var end: Double { repeats ? .infinity : delay + duration * (autoreverses ? 2 : 1) }
    var isFinished: Bool { isCancelled || elapsed >= end }
    /// Set by `cancel()`: the blend stops (the new values show) and the completion gets false.
    private(set) var isCancelled = false

    /// Stops the animation at the next frame, its completion getting false.
    func cancel() { isCancelled = true }

    /// How far the blend has gone, 0 (old values) to 1 (new values).
    var fraction: Double {
        guard duration > 0, !isFinished else { return 1 }
        var t = max(elapsed - delay, 0)
        if repeats { t = t.truncatingRemainder(dividingBy: duration * (autoreverses ? 2 : 1)) }
        if autoreverses, t > duration { t = 2 * duration - t }
        return value(at: min(t / duration, 1))
    }

    /// The curve at `x`, the fraction of the duration gone.
    func value(at x: Double) -> Double {
        switch curve {
        case .linear: return x
        case .easeInOut: return Self.bezier(x, 0.42, 0, 0.58, 1)
        case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
        case .spring(let damping, let velocity):
            guard x < 1 else { return 1 }
            var spring = SpringValue(0)
            spring.target = 1
            spring.velocity = velocity
            spring.step(x * duration, spring: Spring(response: duration * Self.springResponseRatio, dampingRatio: damping))
            return spring.value
        }
    }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2), as Core Animation's timing functions: y at x, found by bisection.
    nonisolated static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<40 {
            t = (low + high) / 2
            if coordinate(t, x1, x2) < x { low = t } else { high = t }
        }
        return coordinate(t, y1, y2)
    }

    /// Runs the completion once.
    func complete(finished: Bool) {
        let block = completion
        completion = nil
        block?(finished)
    }
}

/// A window's clock for `UIView.animate` blocks: each frame moves their time on and runs the
/// completions of those that reached their end.
@MainActor
final class ViewAnimationClock {
    private var running: [ViewAnimationTiming] = []
    /// The time of the last frame, nil before the first.
    private var lastTime: Double?

    var isEmpty: Bool { running.isEmpty }
    /// Seconds the last `advance(to:)` moved on (0 for the first frame or a clock going back).
    private(set) var lastStep = 0.0

    func add(_ timing: ViewAnimationTiming) { running.append(timing) }

    /// Moves the clock to `time`; returns the animations that finished (their completions are
    /// run by the caller, after the frame is drawn, with false for cancelled ones).
    func advance(to time: Double) -> [ViewAnimationTiming] {
        // No `Optional.map` closure: each call of a closure made in main-actor code checks the
        // actor at run time (about 220 instructions; this runs every frame).
        var dt = 0.0
        if let lastTime { dt = time - lastTime }
        if time.isFinite, dt >= 0 { lastTime = time }
        lastStep = dt.isFinite && dt > 0 ? dt : 0
        guard !running.isEmpty, dt.isFinite, dt > 0 || running.contains(where: \.isCancelled) else { return [] }
        for timing in running { timing.elapsed += max(dt, 0) }
        let done = running.filter(\.isFinished)
        if !done.isEmpty { running.removeAll(where: \.isFinished) }
        return done
    }
}
