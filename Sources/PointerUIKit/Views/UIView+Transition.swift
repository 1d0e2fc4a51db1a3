import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

extension UIView.AnimationOptions {
    /// Flips the view around its vertical axis, left edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flips the view around its vertical axis, right edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Curls the old content up (drawn as a cross-dissolve).
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Curls the new content down (drawn as a cross-dissolve).
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Fades the old content out while the new one fades in.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flips the view around its horizontal axis, top edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flips the view around its horizontal axis, bottom edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}

/// One `UIView.transition` running: the view's subtree as it was drawn before the change,
/// fading out over the subtree as it is now, fading in.
@MainActor final class ViewTransition {
    weak var view: UIView?
    let before: [PointerScene.Layer]
    let timing: ViewAnimationTiming
    init(view: UIView, before: [PointerScene.Layer], timing: ViewAnimationTiming) {
        self.view = view; self.before = before; self.timing = timing
    }
}

extension UIView {
    /// Animates a change of the view's content, as UIKit's
    /// `transition(with:duration:options:animations:completion:)`: what `animations` changes
    /// shows at once in the model, while the scene draws the view's subtree as it was fading out
    /// over the subtree as it now is fading in, over `duration` (the options' curve). Changes
    /// inside the block are not animated on their own. PointerKit draws every transition style
    /// (flips and curls too, which are 3D in UIKit) as a cross-dissolve. With no duration, with
    /// animations off, or for a view in no window, the change shows at once and `completion`
    /// runs before this returns. Bad durations are cleaned as `animate`'s are.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let timing = ViewAnimationTiming(delay: 0, duration: duration, curve: curve(of: options), options: options)
        guard ViewAnimationTiming.enabled, timing.duration > 0, let window = view.storedWindow else {
            performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        let before = window.sceneLayers(of: view)
        performWithoutAnimation { animations?() }
        timing.completion = completion
        timing.window = window
        window.pointer.viewTransitions.append(ViewTransition(view: view, before: before, timing: timing))
        window.animationClock.add(timing)
    }

    /// Replaces `fromView` with `toView` in its superview with a transition, as UIKit's
    /// `transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s place,
    /// and `fromView` is removed (hidden instead with `.showHideTransitionViews`, `toView`
    /// then shown). A `fromView` with no superview puts nothing in place.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.storedSuperview else {
            GeometryLimits.note("transition(from:to:): the view to replace is in no superview; nothing replaced")
            completion?(true)
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.storedSuperview !== container, let index = container.storedSubviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Animates along a spring given by its duration and bounce, as UIKit's (iOS 17)
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`,
    /// with its defaults. The bounce maps to the damping ratio as SwiftUI's springs do: 1 − bounce
    /// for a bounce from 0 up (0 settles without overshoot, nearer 1 oscillates more), and
    /// 1 / (1 + bounce) below 0 (overdamped). A bounce outside −1…1 is clamped to it (±0.99),
    /// a NaN one counts as 0, each with a diagnostic.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var b = Double(bounce)
        if b.isNaN { GeometryLimits.note("animate(springDuration:): a bounce of nan counts as 0"); b = 0 }
        if abs(b) > 0.99 { GeometryLimits.note("animate(springDuration:): a bounce of \(bounce) is clamped to ±0.99"); b = min(max(b, -0.99), 0.99) }
        let damping = b >= 0 ? 1 - b : 1 / (1 + b)
        // The spring API runs the block before it returns, so it never actually escapes.
        withoutActuallyEscaping(animations) { block in
            animate(withDuration: duration, delay: delay, usingSpringWithDamping: CGFloat(damping),
                    initialSpringVelocity: velocity, options: options, animations: block, completion: completion)
        }
    }

    /// The timing curve the options name (ease in and out when they name none).
    class func curve(of options: AnimationOptions) -> ViewAnimationTiming.Curve {
        switch options.rawValue & (3 << 16) {
        case 1 << 16: .easeIn
        case 2 << 16: .easeOut
        case 3 << 16: .linear
        default: .easeInOut
        }
    }
}

extension UIWindow {
    /// The scene layers `view`'s subtree draws now (none when it is hidden or outside the window).
    func sceneLayers(of view: UIView) -> [PointerScene.Layer] {
        pointer.capturing = view
        defer { pointer.capturing = nil; pointer.captured = [] }
        _ = pointerScene()
        return pointer.captured
    }

    /// Lets go of the transitions that ended (or whose view went away).
    func dropFinishedTransitions() {
        guard !pointer.viewTransitions.isEmpty else { return }
        pointer.viewTransitions.removeAll { $0.timing.isFinished || $0.view == nil }
    }
}
