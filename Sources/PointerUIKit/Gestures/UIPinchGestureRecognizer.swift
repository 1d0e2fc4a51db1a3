import Foundation
import PointerInput

/// A continuous recognizer for pinches, as UIKit's `UIPinchGestureRecognizer`.
///
/// Two ways in, as on iPadOS: with `supportsIndirectInputEvents`, a trackpad pinch arrives
/// as `.transform` events (`numberOfTouches` is 0 and `location(ofTouch:in:)` is a
/// programmer error); without it, as two synthesised touches (see
/// `UIApplication.compatibilityTransformTouchSpacing`). Finger pinches are two touches.
///
/// Choices where UIKit publishes no number: a touch pinch begins once the distance between
/// the fingers changes by `hysteresis` (4 pt) and its scale is measured from the distance
/// when the second finger came down; a trackpad pinch begins on its first change of scale.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor relative to the two touches' (or the trackpad gesture's) start.
    /// Setting it (usually to 1, to read increments) rebases what follows.
    open var scale: CGFloat {
        get { transform.raw * scaleFactor }
        set { scaleFactor = transform.raw == 0 ? 1 : newValue / transform.raw }
    }
    /// The scale's rate of change, in scale factor per second.
    open var velocity: CGFloat { transform.velocity }
    /// PointerKit extension: how far, in points, the distance between two fingers must
    /// change before a touch pinch begins (default 4 pt; UIKit publishes no value).
    open var hysteresis: CGFloat = 4

    var transform = TransformGestureState(identity: 1)
    private var scaleFactor: CGFloat = 1

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

    /// Returns the scale to 1 and clears the velocity.
    open override func reset() {
        transform = TransformGestureState(identity: 1)
        scaleFactor = 1
    }

    override func handles(_ type: UIEvent.EventType) -> Bool { type == .touches || type == .transform }

    override func otherEvent(_ event: UIEvent) { transformEvent(event) }
}

extension UIPinchGestureRecognizer: TransformGestureRecognizer {
    /// The velocity is in rebased scale: the raw rate times the factor the app set.
    var velocityFactor: CGFloat { scaleFactor }

    /// Two touches on one point give no distance to scale from.
    func canStart(from span: TwoTouchSpan) -> Bool { span.distance > 0 }

    /// The distance's ratio to the start's; past the hysteresis once it changed by `hysteresis` points.
    func measure(from start: TwoTouchSpan, to now: TwoTouchSpan) -> (value: CGFloat, pastHysteresis: Bool) {
        (now.distance / start.distance, abs(now.distance - start.distance) >= hysteresis)
    }

    /// The trackpad's scale, when finite and positive.
    func measure(_ source: PointerEvent) -> CGFloat? {
        source.scale.isFinite && source.scale > 0 ? CGFloat(source.scale) : nil
    }
}
