import Foundation

#if !canImport(CoreGraphics)
/// Core Foundation's interval of time in seconds, which Linux Foundation does not export.
public typealias CFTimeInterval = Double
#endif

/// The timing of an animation, as Core Animation's `CAMediaTiming` protocol: when it begins,
/// how long one pass lasts, how often it repeats and what shows before and after it.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation begins: 0 at once, else a time on `CACurrentMediaTime()`'s clock.
    var beginTime: CFTimeInterval { get set }
    /// Seconds of one pass; 0 takes the transaction's duration (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// How fast time runs for the animation relative to its layer (1, normal speed).
    var speed: Float { get set }
    /// Seconds into the animation it starts at.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes run (fractions allowed; `.infinity` for ever); 0 runs one.
    var repeatCount: Float { get set }
    /// Seconds the repeats last in all, instead of `repeatCount`; 0 for none.
    var repeatDuration: CFTimeInterval { get set }
    /// True runs each pass forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the animation begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// After the end, the last value stays (with `isRemovedOnCompletion` false).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the beginning (a delayed animation), the first value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value shows outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The name of a standard timing curve, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to
/// (1, 1) mapping the fraction of time gone to the fraction of the change shown.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The two inner control points, x1, y1, x2, y2.
    let points: (Double, Double, Double, Double)

    /// One of the standard curves. An unknown name is the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y). The x values are clamped
    /// to 0...1 as Core Animation requires; NaN or infinite values make the linear curve, with
    /// a diagnostic in `UIApplication.geometryDiagnostics`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y].map(Double.init)
        if values.allSatisfy(\.isFinite) {
            points = (min(max(values[0], 0), 1), values[1], min(max(values[2], 0), 1), values[3])
        } else {
            GeometryLimits.note("CAMediaTimingFunction: control points \(values) are not finite: linear instead")
            points = (0, 0, 1, 1)
        }
        super.init()
    }

    /// The control point at `index` (0 is (0, 0), 1 and 2 the inner ones, 3 is (1, 1)) written to
    /// `ptr` as two floats.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let (x, y): (Double, Double) = switch index {
        case 1: (points.0, points.1)
        case 2: (points.2, points.3)
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = Float(x); ptr[1] = Float(y)
    }

    /// The fraction of the change shown when `x` of the time has gone.
    func value(at x: Double) -> Double {
        if points == (0, 0, 1, 1) { return x }
        return ViewAnimationTiming.bezier(min(max(x, 0), 1), points.0, points.1, points.2, points.3)
    }
}

/// The current time on Core Animation's clock, in seconds (the system's uptime), as
/// `CACurrentMediaTime()`. PointerKit runs animations on each window's frame clock; an
/// animation's `beginTime` later than this is a delay of the difference.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
