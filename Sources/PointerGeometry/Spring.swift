import RealModule

/// A damped spring described as designers describe it: how long one oscillation takes
/// (`response`, seconds) and how much it is damped (`dampingRatio`, 1 = no overshoot).
public struct Spring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds (clamped to at least 1 ms).
    public var response: Double
    /// 0 oscillates for ever, below 1 overshoots, 1 is critically damped, above 1 creeps.
    public var dampingRatio: Double

    /// Creates a spring; non-finite or non-positive values fall back to the pointer default.
    public init(response: Double, dampingRatio: Double) {
        self.response = response.isFinite && response > 0 ? max(response, 0.001) : Spring.pointer.response
        self.dampingRatio = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : Spring.pointer.dampingRatio
    }

    private init(unchecked response: Double, _ dampingRatio: Double) {
        self.response = response; self.dampingRatio = dampingRatio
    }

    /// The pointer's morph spring: response 0.25 s, damping 0.85. iPadOS publishes none;
    /// chosen by eye to settle in about a quarter of a second with a hint of overshoot.
    public static let pointer = Spring(unchecked: 0.25, 0.85)
}

/// One animated number driven by a spring toward a target: interruptible and retargetable in
/// flight (changing `target` keeps position and velocity, so motion stays continuous).
public struct SpringValue: Hashable, Sendable {
    /// The current value.
    public var value: Double
    /// The current velocity, units per second.
    public var velocity: Double = 0
    /// Where the spring pulls. NaN is ignored (the old target stays) and values beyond
    /// ±`limit` are clamped, so that no input, however large, makes the spring non-finite.
    public var target: Double {
        didSet { if !(abs(target) <= Self.limit) { target = Self.bounded(target, else: oldValue) } }
    }

    /// The largest magnitude a spring's value or target takes: 1e12.
    public static let limit = 1e12

    static func bounded(_ v: Double, else fallback: Double) -> Double {
        v.isNaN ? fallback : min(max(v, -limit), limit)
    }

    /// A value at rest at `value` (bounded as `target` is).
    public init(_ value: Double) {
        let v = Self.bounded(value, else: 0)
        self.value = v; self.target = v
    }

    /// True once the value is within `tolerance` of the target and nearly still.
    public func isSettled(tolerance: Double = 0.01) -> Bool {
        abs(value - target) <= tolerance && abs(velocity) <= tolerance * 10
    }

    /// Jumps to `newValue` and stops.
    public mutating func snap(to newValue: Double) {
        target = newValue
        value = target; velocity = 0
    }

    /// Advances by `dt` seconds with the spring's exact solution (stable for any step);
    /// settles exactly on the target once within 0.001.
    public mutating func step(_ dt: Double, spring: Spring) {
        guard dt > 0, dt.isFinite else { return }
        // At rest on its target it stays there: no exponentials for the springs that are not
        // moving (most of them, most frames).
        if value == target && velocity == 0 { return }
        let x0 = value - target, v0 = velocity
        let w = 2 * Double.pi / spring.response, z = spring.dampingRatio
        var x: Double, v: Double
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let e = Double.exp(-z * w * dt), c = Double.cos(wd * dt), s = Double.sin(wd * dt)
            let b = (v0 + z * w * x0) / wd
            x = e * (x0 * c + b * s)
            v = e * ((b * wd - z * w * x0) * c - (x0 * wd + z * w * b) * s)
        } else if z == 1 {
            let e = Double.exp(-w * dt), b = v0 + w * x0
            x = (x0 + b * dt) * e
            v = (b - w * (x0 + b * dt)) * e
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = Double.exp(r1 * dt), e2 = Double.exp(r2 * dt)
            x = c1 * e1 + c2 * e2
            v = c1 * r1 * e1 + c2 * r2 * e2
        }
        if abs(x) < 0.001 && abs(v) < 0.01 { x = 0; v = 0 }
        // A state that overflowed anyway (it cannot with bounded targets) settles at once.
        if !(x.isFinite && v.isFinite) { x = 0; v = 0 }
        value = target + x
        velocity = v
    }
}

/// Where inertia carries a tossed pointer, the way scroll views decelerate.
public enum Inertia {
    /// UIScrollView's normal deceleration rate: velocity is multiplied by 0.998 every
    /// millisecond.
    public static let normalDecelerationRate = 0.998

    /// The resting point of something at `position` moving at `velocity` (points per second)
    /// that decelerates by `rate` per millisecond: position + v · r / (1 − r), v in points
    /// per millisecond (a geometric series summed).
    public static func project(_ position: Point, velocity: Point, rate: Double = normalDecelerationRate) -> Point {
        guard rate > 0, rate < 1, velocity.isFinite else { return position }
        return position + velocity * (rate / (1 - rate) / 1000)
    }
}
