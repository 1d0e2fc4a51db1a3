import Foundation

extension UIView {
    /// How a block animation runs, as UIKit's `UIView.AnimationOptions` (UIKit's bits).
    /// PointerKit reads the curve, `.repeat` and `.autoreverse`; the others are accepted for
    /// source compatibility and change nothing (see the article *The UIKit around the pointer*).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time (accepted; layout is not animated here).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets views take input while animating (always so here).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is drawn now (accepted).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever: the completion never runs.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards, then shows the new values.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores a surrounding animation's duration (nested blocks always use their own here).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores a surrounding animation's curve (nested blocks always use their own here).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content while animating (accepted).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in transitions instead of removing them (accepted).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores a surrounding animation's options (accepted).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at both ends (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Animates the changes `animations` makes, as UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The model values change at once (hit testing and layout see them); what the scene
    /// draws blends from the old values to the new ones over `duration` seconds after `delay`,
    /// on the clock of the window the changed views are in, stepped by its frames
    /// (`UIWindow.frame(at:)`, which `PointerInputPipeline.advance(to:)` and the test driver's
    /// `advance(by:)` call). Blended: `alpha`, `transform` and `backgroundColor`; frame, centre
    /// and bounds changes show at once. `completion` runs with true at the first frame at or past
    /// the end; when no changed view is in a window it runs at once, before this returns.
    /// A duration of 0 or less animates nothing, as in UIKit; a NaN or infinite duration or delay
    /// counts as 0 and a negative delay as 0, each with a note in `UIApplication.geometryDiagnostics`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(ViewAnimationTiming(delay: delay, duration: duration, curve: curve(of: options), options: options), animations, completion)
    }

    /// Animates with the default curve and no delay; `completion` runs at the end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with the default curve and no delay.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a damped spring that ends at `duration`, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// `dampingRatio` 1 comes to rest without oscillating, lower values oscillate; `velocity` is
    /// the initial speed in distances of the whole change per second. The spring's period is
    /// `duration × springResponseRatio` (see there). A NaN or infinite damping ratio counts as
    /// 1, a negative one as 0, a non-finite velocity as 0, each with a diagnostic. What is
    /// drawn does not overshoot the new value (blends are clamped, as the pointer's are).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var damping = Double(dampingRatio), speed = Double(velocity)
        if !damping.isFinite {
            GeometryLimits.note("animate: a damping ratio of \(dampingRatio) counts as 1"); damping = 1
        } else if damping < 0 {
            GeometryLimits.note("animate: a negative damping ratio (\(dampingRatio)) counts as 0"); damping = 0
        }
        if !speed.isFinite { GeometryLimits.note("animate: an initial spring velocity of \(velocity) counts as 0"); speed = 0 }
        run(ViewAnimationTiming(delay: delay, duration: duration, curve: .spring(damping: damping, velocity: speed),
                                options: options), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animation off: its changes show at once, even
    /// inside another animation's block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = (ViewAnimation.recording, ViewAnimationTiming.recording)
        ViewAnimation.recording = nil; ViewAnimationTiming.recording = nil
        actionsWithoutAnimation()
        (ViewAnimation.recording, ViewAnimationTiming.recording) = saved
    }

    /// False turns block animations off: their changes show at once and completions run at
    /// once (default true).
    public class var areAnimationsEnabled: Bool { ViewAnimationTiming.enabled }

    /// Turns block animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationTiming.enabled = enabled }

    /// The duration of the animation block running now, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimationTiming.recording?.duration ?? 0 }

    /// PointerKit extension: the period of a `usingSpringWithDamping` spring as a fraction of
    /// its duration (default 1: with a damping ratio of 1 the spring has covered 98.6% of the
    /// way when the duration ends, and the last 1.4% is shown at once). UIKit publishes no
    /// mapping from duration and damping to its spring.
    public static var springResponseRatio: Double {
        get { ViewAnimationTiming.springResponseRatio }
        set { ViewAnimationTiming.springResponseRatio = newValue.isFinite && newValue > 0 ? newValue : 1 }
    }

    private class func run(_ timing: ViewAnimationTiming, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        guard ViewAnimationTiming.enabled else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        timing.completion = completion
        let animation = ViewAnimation()
        animation.timing = timing
        let saved = (ViewAnimation.recording, ViewAnimationTiming.recording)
        ViewAnimation.recording = animation; ViewAnimationTiming.recording = timing
        animations()
        (ViewAnimation.recording, ViewAnimationTiming.recording) = saved
        let window = timing.window ?? animation.entries.values.lazy.compactMap { $0.view.storedWindow }.first
        guard let window else {
            timing.complete(finished: true)
            return
        }
        if timing.duration > 0, !animation.isEmpty { window.pointer.viewAnimations.append(animation) }
        window.animationClock.add(timing)
    }

    /// Notes a geometry change made inside an animation block: the animation runs on this
    /// view's window's clock (geometry itself is not blended).
    func noteAnimatedGeometryChange() {
        if let timing = ViewAnimationTiming.recording, timing.window == nil { timing.window = storedWindow }
    }
}
