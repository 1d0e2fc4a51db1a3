import Foundation

/// Animations run together, as Core Animation's `CAAnimationGroup`: each child runs on the
/// group's time (its `beginTime` seconds into the group; a child with a duration of 0 lasts
/// the group's). Children's own repeat and speed settings are not applied.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations run together.
    open var animations: [CAAnimation]?

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func value(for keyPath: String, progress: Double, seconds: Double, model: AnimatableValue) -> AnimatableValue? {
        var result: AnimatableValue?
        for child in animations ?? [] where child.animatedKeyPaths.contains(keyPath) {
            let d = child.duration.isFinite && child.duration > 0 ? child.duration
                : duration.isFinite && duration > 0 ? duration : CATransaction.animationDuration()
            let begin = child.beginTime.isFinite ? child.beginTime : 0
            var t = seconds - begin
            if t < 0 {
                guard child.fillMode == .backwards || child.fillMode == .both else { continue }
                t = 0
            }
            let pass = d * (child.autoreverses ? 2 : 1)
            if t > pass {
                guard child.fillMode == .forwards || child.fillMode == .both else { continue }
                t = pass
            }
            if child.autoreverses, t > d { t = pass - t }
            let x = d > 0 ? min(t / d, 1) : 1
            if let v = child.value(for: keyPath, progress: child.eased(x, seconds: t), seconds: t, model: model) { result = v }
        }
        return result
    }

    override func validate(on layer: CALayer) -> Bool {
        animations = (animations ?? []).filter { $0.validate(on: layer) }
        return true
    }
}
