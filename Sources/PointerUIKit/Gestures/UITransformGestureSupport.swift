import Foundation
import PointerInput

// What pinch and rotation recognizers share: the two-touch geometry, the state, and the
// touch and `.transform` handling (`TransformGestureRecognizer`'s extension). Each
// recognizer keeps only what differs: what it measures and how the app rebases it.

/// The geometry pinch and rotation recognizers read from their first two touches: the
/// distance between them and the angle of the line joining them (radians, clockwise on
/// screen, as UIKit's `rotation`).
struct TwoTouchSpan {
    var distance: CGFloat
    var angle: CGFloat

    @MainActor init?(_ touches: [UITouch]) {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow, b = touches[1].locationInWindow
        distance = hypot(b.x - a.x, b.y - a.y)
        angle = atan2(b.y - a.y, b.x - a.x)
    }
}

/// Wraps an angle difference into (-π, π], so a line crossing ±π does not jump a full turn.
func wrappedAngle(_ a: CGFloat) -> CGFloat {
    var x = a.truncatingRemainder(dividingBy: 2 * .pi)
    if x > .pi { x -= 2 * .pi } else if x <= -.pi { x += 2 * .pi }
    return x
}

/// PointerKit's settings for the pinch and rotation compatibility mode.
@MainActor
enum TransformCompatibility {
    /// 100 pt: the distance between the two touches PointerKit synthesises for a trackpad
    /// pinch or rotation when the app has not opted in to indirect input events. UIKit says
    /// only "a fixed distance apart"; 100 pt is about the span of two fingers on an iPad screen.
    static var touchSpacing: CGFloat = 100
}

extension UIApplication {
    /// PointerKit extension: in the compatibility mode (`supportsIndirectInputEvents` false),
    /// the distance in points between the two touches synthesised for a trackpad pinch or
    /// rotation, before scaling (default 100 pt; UIKit publishes only "a fixed distance apart").
    /// They sit on a horizontal line through the pointer, move apart with the pinch's scale and
    /// turn with its rotation.
    public var compatibilityTransformTouchSpacing: CGFloat {
        get { TransformCompatibility.touchSpacing }
        set { TransformCompatibility.touchSpacing = newValue.isFinite && newValue > 0 ? newValue : 100 }
    }
}

extension UIGestureRecognizer {
    /// True when `touches` holds the last of this recognizer's touches that `event` carries:
    /// events carrying several touches are delivered one touch at a time, and two-touch
    /// recognizers act once per event, after every touch has moved.
    func isLastTrackedTouch(_ touches: Set<UITouch>, in event: UIEvent) -> Bool {
        guard let touch = touches.first else { return false }
        let last = event.touchList.last { t in trackedTouches.contains { $0 === t } }
        return last == nil || last === touch
    }
}

/// The state a pinch or rotation recognizer keeps whatever it measures: the raw value
/// (a scale or an angle, before the app rebases it), its velocity, the two touches' span at
/// the start and whether a trackpad `.transform` gesture is driving it.
struct TransformGestureState {
    /// The raw value with no change: 1 for a scale, 0 for a rotation.
    let identity: CGFloat
    /// The value measured since the gesture started, before the app's rebasing.
    var raw: CGFloat
    /// The rate of change at the last sample, in the recognizer's units per second.
    var velocity: CGFloat = 0
    /// The first two touches' span when the second came down; nil for a trackpad gesture.
    var startSpan: TwoTouchSpan?
    /// The last value and the time it was measured, for the velocity.
    var lastSample: (value: CGFloat, time: Double)?
    /// True while a trackpad `.transform` gesture (not touches) drives the recognizer.
    var transforming = false

    init(identity: CGFloat) {
        self.identity = identity
        raw = identity
    }

    /// Takes a new raw value measured at `time`; the velocity is its rate of change since the
    /// last sample times `velocityFactor` (the pinch's rebasing factor; 1 for a rotation).
    mutating func record(_ value: CGFloat, at time: Double, velocityFactor: CGFloat) {
        if let last = lastSample, time > last.time {
            velocity = (value - last.value) * velocityFactor / CGFloat(time - last.time)
        }
        lastSample = (value, time)
        raw = value
    }
}

/// A pinch or rotation recognizer: what each measures, on top of the state and the touch
/// and `.transform` handling they share (in this protocol's extension).
@MainActor
protocol TransformGestureRecognizer: UIGestureRecognizer {
    /// The shared state: raw value, velocity, start span, trackpad gesture.
    var transform: TransformGestureState { get set }
    /// The factor the velocity is scaled by when a sample is recorded.
    var velocityFactor: CGFloat { get }
    /// True when two touches' span can be measured from (a pinch needs them apart).
    func canStart(from span: TwoTouchSpan) -> Bool
    /// The raw value two touches give, and whether they have passed the hysteresis.
    func measure(from start: TwoTouchSpan, to now: TwoTouchSpan) -> (value: CGFloat, pastHysteresis: Bool)
    /// The raw value a `.transform` event gives, or nil when it carries none that is usable.
    func measure(_ source: PointerEvent) -> CGFloat?
}

extension TransformGestureRecognizer {
    /// The touches-began step: the span of the first two touches is the start.
    func transformTouchesBegan(with event: UIEvent) {
        if transform.startSpan == nil, let span = TwoTouchSpan(trackedTouches), canStart(from: span) {
            transform.startSpan = span
            transform.lastSample = (transform.identity, event.timestamp)
        }
    }

    /// The touches-moved step: once every touch of `event` has moved, measure, and begin
    /// past the hysteresis or report a change.
    func transformTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isLastTrackedTouch(touches, in: event), let start = transform.startSpan,
              let now = TwoTouchSpan(trackedTouches) else { return }
        let measured = measure(from: start, to: now)
        transform.record(measured.value, at: event.timestamp, velocityFactor: velocityFactor)
        if state == .possible {
            if measured.pastHysteresis { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    /// The touches-ended step: ends (or fails) once fewer than two touches remain.
    func transformTouchesEnded(_ touches: Set<UITouch>) {
        guard trackedTouches.count - touches.count < 2 else { return }
        if state.isActive { state = .ended } else if trackedTouches.count <= touches.count { state = .failed }
    }

    /// The touches-cancelled step.
    func transformTouchesCancelled() {
        state = state.isActive ? .cancelled : .failed
    }

    /// A trackpad `.transform` event: begins on the first change from the identity value.
    func transformEvent(_ event: UIEvent) {
        guard event.type == .transform else { return }
        let source = event.source
        let value = measure(source) ?? transform.raw
        switch source.phase {
        case .began:
            guard state == .possible, trackedTouches.isEmpty else { return }
            transform.transforming = true
            transform.lastSample = (value, source.timestamp)
            transform.raw = value
        case .changed:
            guard transform.transforming else { return }
            transform.record(value, at: source.timestamp, velocityFactor: velocityFactor)
            if state == .possible {
                if value != transform.identity { state = .began }
            } else if state.isActive {
                state = .changed
            }
        case .ended:
            guard transform.transforming else { return }
            if state.isActive { state = .ended } else if state == .possible { state = .failed }
        case .cancelled:
            guard transform.transforming else { return }
            if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
        default:
            break
        }
    }
}
