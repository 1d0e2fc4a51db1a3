import Foundation

/// What an animation tells about its start and end, as Core Animation's `CAAnimationDelegate`.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at the first frame it runs in).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed
    /// first (`removeAnimation(forKey:)`, a replacing animation, its layer leaving the window).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing (the method is optional, as in Core Animation).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing (the method is optional, as in Core Animation).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation added to a layer, as Core Animation's `CAAnimation`: its timing
/// (`CAMediaTiming`), its curve, its delegate and whether it is removed when it ends.
///
/// Animations run on the frame clock of the window their layer is in (`UIWindow.frame(at:)`),
/// as `UIView.animate` blocks do; an animation added to a layer in no window starts when the
/// layer is first in one at a frame. What a frame draws shows the animated (presentation)
/// values; the layer's own properties keep the values the app set. PointerKit's choices:
/// the animation object is not copied when added (changing it afterwards changes the running
/// animation); a NaN, infinite or negative `duration` counts as 0 (the transaction's duration,
/// 0.25 s by default), a NaN or infinite `speed` as 1, a NaN `repeatCount` as 1, each with a
/// diagnostic in `UIApplication.geometryDiagnostics`.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming {
    /// When the animation begins: 0 at once, else a time on `CACurrentMediaTime()`'s clock.
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one pass; 0 takes the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs (1, normal speed; 0 holds it at `timeOffset`).
    open var speed: Float = 1
    /// Seconds into the animation it starts at.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes run (fractions allowed, `.infinity` for ever); 0 runs one.
    open var repeatCount: Float = 0
    /// Seconds the repeats last in all, instead of `repeatCount`; 0 for none.
    open var repeatDuration: CFTimeInterval = 0
    /// True runs each pass forwards then backwards.
    open var autoreverses = false
    /// What shows before the beginning and after the end: `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The curve of each pass; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// True (the default) removes the animation from its layer when it ends.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }
    /// The default value of a property, as Core Animation's `defaultValue(forKey:)`: nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// True when changes to `key` are archived (always true here; nothing is archived).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value the animation shows for `keyPath` when `progress` (eased, 0...1 of a pass) and
    /// `seconds` (into the pass) have gone, or nil when it does not animate that key path.
    func value(for keyPath: String, progress: Double, seconds: Double, model: AnimatableValue) -> AnimatableValue? { nil }
    /// The key paths the animation changes.
    var animatedKeyPaths: [String] { [] }
    /// The progress curve at `x` (0...1 of a pass) and `seconds` into it.
    func eased(_ x: Double, seconds: Double) -> Double { timingFunction?.value(at: x) ?? x }
    /// Cleans bad timing values, noting what changed, and checks the key paths on `layer`.
    func validate(on layer: CALayer) -> Bool { true }
}

/// An animation of one layer property, as Core Animation's `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property animated, as Core Animation names it (`"opacity"`, `"position.x"`, …).
    open var keyPath: String?
    /// True adds the animated value to the model value (accepted; PointerKit replaces it).
    open var isAdditive = false
    /// True adds each repeat's change to the last one (accepted; PointerKit repeats it).
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    override func validate(on layer: CALayer) -> Bool {
        guard let keyPath else { GeometryLimits.note("CAPropertyAnimation: no keyPath: the animation is dropped"); return false }
        guard layer.animatableValue(forKeyPath: keyPath) != nil else {
            GeometryLimits.note("CAPropertyAnimation: \"\(keyPath)\" is not an animatable key path of \(Swift.type(of: layer)): the animation is dropped")
            return false
        }
        return true
    }
}

/// An animation from one value to another, as Core Animation's `CABasicAnimation`: values are
/// `NSNumber`s or numbers, `CGPoint`, `CGSize`, `CGRect`, `CGColor` or `CGPath` as the key path
/// needs. With `fromValue` and `toValue` it runs between them; with only one of them (or
/// `byValue`), the layer's model value is the other end, as in Core Animation. A value that is
/// NaN or of the wrong kind is ignored (the model value takes its place), with a diagnostic.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change over the animation.
    open var byValue: Any?

    override func value(for keyPath: String, progress: Double, seconds: Double, model: AnimatableValue) -> AnimatableValue? {
        guard keyPath == self.keyPath else { return nil }
        let from = AnimatableValue(fromValue, like: model), to = AnimatableValue(toValue, like: model)
        let by = AnimatableValue(byValue, like: model)
        let (a, b): (AnimatableValue, AnimatableValue) = switch (from, to, by) {
        case (let f?, let t?, _): (f, t)
        case (let f?, nil, let d?): (f, f.adding(d))
        case (nil, let t?, let d?): (t.adding(d.scaled(-1)), t)
        case (let f?, nil, nil): (f, model)
        case (nil, let t?, nil): (model, t)
        case (nil, nil, let d?): (model, model.adding(d))
        case (nil, nil, nil): (model, model)
        }
        return a.interpolated(to: b, progress)
    }

    override func validate(on layer: CALayer) -> Bool {
        guard super.validate(on: layer), let keyPath, let model = layer.animatableValue(forKeyPath: keyPath) else { return false }
        for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
            if let value, AnimatableValue(value, like: model) == nil {
                GeometryLimits.note("CABasicAnimation \"\(keyPath)\": \(name) \(value) is NaN or not a \(model.kind): the model value is used")
            }
        }
        return true
    }
}
