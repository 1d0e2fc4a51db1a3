import Foundation
import PointerInput

/// A continuous recognizer for two-finger rotations, as UIKit's `UIRotationGestureRecognizer`.
///
/// Driven like `UIPinchGestureRecognizer`: `.transform` events from the trackpad with
/// `supportsIndirectInputEvents` (`numberOfTouches` 0), two synthesised touches without it,
/// two fingers on the screen. The rotation is in radians, positive clockwise on screen.
///
/// Choices where UIKit publishes no number: a touch rotation begins once the line between
/// the fingers turns by `hysteresis` (0.05 rad, about 3°); a trackpad rotation begins on its
/// first change of angle.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians since the gesture started (clockwise positive). Setting it
    /// (usually to 0, to read increments) rebases what follows.
    open var rotation: CGFloat {
        get { transform.raw + offset }
        set { offset = newValue - transform.raw }
    }
    /// The rotation's rate of change, in radians per second.
    open var velocity: CGFloat { transform.velocity }
    /// PointerKit extension: how far, in radians, two fingers must turn before a touch
    /// rotation begins (default 0.05 rad; UIKit publishes no value).
    open var hysteresis: CGFloat = 0.05

    var transform = TransformGestureState(identity: 0)
    private var offset: CGFloat = 0

    /// The first two touches' span is the start.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        transformTouchesBegan(with: event)
    }

    /// Once every touch of the event has moved: measures, and begins past the hysteresis or changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        transformTouchesMoved(touches, with: event)
    }

    /// Ends (or fails) once fewer than two touches remain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        transformTouchesEnded(touches)
    }

    /// Cancels an active gesture; one not yet begun fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        transformTouchesCancelled()
    }

    /// Returns the rotation to 0 and clears the velocity.
    open override func reset() {
        transform = TransformGestureState(identity: 0)
        offset = 0
    }

    override func handles(_ type: UIEvent.EventType) -> Bool { type == .touches || type == .transform }

    override func otherEvent(_ event: UIEvent) { transformEvent(event) }
}

extension UIRotationGestureRecognizer: TransformGestureRecognizer {
    /// The velocity is in radians per second, whatever the app rebased.
    var velocityFactor: CGFloat { 1 }

    /// Any two touches give a line to turn.
    func canStart(from span: TwoTouchSpan) -> Bool { true }

    /// The angle turned since the start, accumulating the wrapped change so a turn past ±π
    /// keeps counting; past the hysteresis once it turned by `hysteresis` radians.
    func measure(from start: TwoTouchSpan, to now: TwoTouchSpan) -> (value: CGFloat, pastHysteresis: Bool) {
        let turned = transform.raw + wrappedAngle(now.angle - start.angle - transform.raw)
        return (turned, abs(turned) >= hysteresis)
    }

    /// The trackpad's rotation, when finite.
    func measure(_ source: PointerEvent) -> CGFloat? {
        source.rotation.isFinite ? CGFloat(source.rotation) : nil
    }
}
