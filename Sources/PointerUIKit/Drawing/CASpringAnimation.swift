import Foundation

/// An animation along a damped spring, as Core Animation's `CASpringAnimation`: a mass on a
/// spring of `stiffness`, slowed by `damping`, moving from `fromValue` to `toValue` in real time
/// (the curve does not stretch to `duration`; set `duration = settlingDuration` to see it settle).
/// PointerKit's choices: NaN, infinite or non-positive `mass` and `stiffness` count as 1 and
/// 100, a NaN, infinite or negative `damping` as 10 and a non-finite `initialVelocity` as 0,
/// each with a diagnostic; the timing function is not applied to a spring (its curve is the
/// spring's).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring: 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness: 100.
    open var stiffness: CGFloat = 100
    /// The friction slowing it: 10.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances of the whole change per second: 0.
    open var initialVelocity: CGFloat = 0
    /// True lets the spring's duration follow `perceptualDuration` (accepted; see `duration`).
    open var allowsOverdamping = false

    /// A spring with Core Animation's defaults.
    public override init() { super.init() }

    /// A spring described as iOS 17 does: `perceptualDuration` is the period of the undamped
    /// spring, `bounce` 0 settles without overshoot, up to 1 oscillates more, below 0 is
    /// overdamped (SwiftUI's mapping: damping ratio 1 − bounce, or 1 / (1 + bounce) below 0).
    /// `duration` is set to `settlingDuration`. A non-positive or non-finite duration counts as
    /// 0.5 s, a NaN bounce as 0, a bounce beyond ±0.99 is clamped, each with a diagnostic.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        var period = perceptualDuration, b = Double(bounce)
        if !period.isFinite || period <= 0 {
            GeometryLimits.note("CASpringAnimation: a perceptual duration of \(perceptualDuration) counts as 0.5 s"); period = 0.5
        }
        if b.isNaN { GeometryLimits.note("CASpringAnimation: a bounce of nan counts as 0"); b = 0 }
        if abs(b) > 0.99 { GeometryLimits.note("CASpringAnimation: a bounce of \(bounce) is clamped to ±0.99"); b = min(max(b, -0.99), 0.99) }
        let omega = 2 * Double.pi / period
        stiffness = omega * omega
        damping = b >= 0 ? 4 * Double.pi * (1 - b) / period : 4 * Double.pi / (period * (1 + b))
        duration = settlingDuration
    }

    /// The period of the undamped spring, seconds (iOS 17).
    public var perceptualDuration: TimeInterval {
        let (m, k, _, _) = parameters
        return 2 * Double.pi / (k / m).squareRoot()
    }
    /// How bouncy the spring is (iOS 17): 1 − damping ratio, or 1 / ratio − 1 when overdamped.
    public var bounce: CGFloat {
        let (m, k, c, _) = parameters
        let ratio = c / (2 * (k * m).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Seconds the spring takes to come within 0.1% of the change of its end and stay there.
    open var settlingDuration: CFTimeInterval {
        let step = 1.0 / 120
        var last = 0.0, t = 0.0
        while t < 60 {
            if abs(Self.position(at: t, parameters) - 1) > 0.001 { last = t }
            t += step
        }
        return last + step
    }

    /// Mass, stiffness, damping and velocity, cleaned.
    var parameters: (Double, Double, Double, Double) {
        let m = Double(mass), k = Double(stiffness), c = Double(damping), v = Double(initialVelocity)
        return (m.isFinite && m > 0 ? m : 1, k.isFinite && k > 0 ? k : 100, c.isFinite && c >= 0 ? c : 10, v.isFinite ? v : 0)
    }

    /// How far along (0 at the start, 1 at rest) the spring is `t` seconds in.
    static func position(at t: Double, _ p: (Double, Double, Double, Double)) -> Double {
        let (m, k, c, v0) = p
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let y: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            y = exp(-zeta * w0 * t) * (-cos(wd * t) + (v0 - zeta * w0) / wd * sin(wd * t))
        } else if zeta == 1 {
            y = exp(-w0 * t) * (-1 + (v0 - w0) * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c1 = (v0 + r2) / (r1 - r2)
            y = c1 * exp(r1 * t) + (-1 - c1) * exp(r2 * t)
        }
        return 1 + y
    }

    override func eased(_ x: Double, seconds: Double) -> Double { Self.position(at: max(seconds, 0), parameters) }

    override func validate(on layer: CALayer) -> Bool {
        let raw = [("mass", Double(mass)), ("stiffness", Double(stiffness)), ("damping", Double(damping)),
                   ("initialVelocity", Double(initialVelocity))]
        let cleaned = parameters
        for (i, (name, value)) in raw.enumerated() where value != [cleaned.0, cleaned.1, cleaned.2, cleaned.3][i] {
            GeometryLimits.note("CASpringAnimation: a \(name) of \(value) counts as \([cleaned.0, cleaned.1, cleaned.2, cleaned.3][i])")
        }
        return super.validate(on: layer)
    }
}
