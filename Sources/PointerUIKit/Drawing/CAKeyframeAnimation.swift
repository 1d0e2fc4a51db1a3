import Foundation
import PointerGeometry

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation`. With
/// `path` set (a `position` animation), the layer moves along the path at even speed.
/// PointerKit's choices: `keyTimes` whose count differs from the values', or that are not
/// increasing or hold NaN, are ignored (the values are spread evenly), with a diagnostic; a
/// value of the wrong kind or holding NaN is left out, with a diagnostic; `.paced`,
/// `.cubic` and `.cubicPaced` are drawn as `.linear`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through, in order.
    open var values: [Any]?
    /// Where each value is reached, 0...1 of the duration; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The curve between each pair of values (one fewer than the values); nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found: `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path a `position` animation follows instead of `values`.
    open var path: CGPath?
    /// Whether the layer turns along the path (accepted; PointerKit does not turn it).
    open var rotationMode: CAAnimationRotationMode?

    override func value(for keyPath: String, progress: Double, seconds: Double, model: AnimatableValue) -> AnimatableValue? {
        guard keyPath == self.keyPath else { return nil }
        if let path = path?.path, case .point = model, !path.isEmpty {
            let p = min(max(progress, 0), 1)
            guard p > 0 else { return firstPoint(of: path).map { .point($0.x, $0.y) } }
            let trimmed = path.trimmed(from: 0, to: p)
            guard let last = lastPoint(of: trimmed) else { return nil }
            return .point(last.x, last.y)
        }
        let list = (values ?? []).compactMap { AnimatableValue($0, like: model) }
        guard let first = list.first else { return nil }
        guard list.count > 1 else { return first }
        let times = keyTimeList(count: list.count)
        let p = min(max(progress, 0), 1)
        var i = 0
        while i < list.count - 2, p > times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var k = span > 0 ? min(max((p - times[i]) / span, 0), 1) : 1
        if calculationMode == .discrete { return k >= 1 ? list[i + 1] : list[i] }
        if let functions = timingFunctions, i < functions.count { k = functions[i].value(at: k) }
        return list[i].interpolated(to: list[i + 1], k)
    }

    /// The key times, or evenly spread ones when they do not fit.
    func keyTimeList(count: Int) -> [Double] {
        let even = (0..<count).map { Double($0) / Double(count - 1) }
        guard let given = keyTimes?.map(\.doubleValue), given.count == count, given.allSatisfy(\.isFinite),
              zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) else { return even }
        return given
    }

    override func validate(on layer: CALayer) -> Bool {
        guard super.validate(on: layer), let keyPath, let model = layer.animatableValue(forKeyPath: keyPath) else { return false }
        for (i, value) in (values ?? []).enumerated() where AnimatableValue(value, like: model) == nil {
            GeometryLimits.note("CAKeyframeAnimation \"\(keyPath)\": values[\(i)] \(value) is NaN or not a \(model.kind): left out")
        }
        let count = (values ?? []).compactMap { AnimatableValue($0, like: model) }.count
        if let given = keyTimes, count > 1, keyTimeList(count: count) != given.map(\.doubleValue) {
            GeometryLimits.note("CAKeyframeAnimation \"\(keyPath)\": keyTimes \(given.map(\.doubleValue)) do not fit \(count) values: spread evenly")
        }
        return true
    }

    private func firstPoint(of path: Path) -> Point? {
        for case .move(let p) in path.elements { return p }
        return nil
    }
    private func lastPoint(of path: Path) -> Point? {
        switch path.elements.last {
        case .move(let p)?, .line(let p)?: p
        default: nil
        }
    }
}

/// How a keyframe animation finds values between keyframes, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight blends between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed (drawn as linear).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (drawn as linear).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed (drawn as linear).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer turns to follow a keyframe path, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the path's tangent, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
