import Foundation

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
        get { rawRotation + offset }
        set { offset = newValue - rawRotation }
    }
    /// The rotation's rate of change, in radians per second.
    open private(set) var velocity: CGFloat = 0
    /// PointerKit extension: how far, in radians, two fingers must turn before a touch
    /// rotation begins (default 0.05 rad; UIKit publishes no value).
    open var hysteresis: CGFloat = 0.05

    private var rawRotation: CGFloat = 0
    private var offset: CGFloat = 0
    private var startSpan: TwoTouchSpan?
    private var lastSample: (rotation: CGFloat, time: Double)?
    private var transforming = false

    private func update(rawRotation newRotation: CGFloat, at time: Double) {
        if let last = lastSample, time > last.time {
            velocity = (newRotation - last.rotation) / CGFloat(time - last.time)
        }
        lastSample = (newRotation, time)
        rawRotation = newRotation
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startSpan == nil, let span = TwoTouchSpan(trackedTouches) {
            startSpan = span
            lastSample = (0, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isLastTrackedTouch(touches, in: event), let start = startSpan,
              let now = TwoTouchSpan(trackedTouches) else { return }
        // Accumulate the wrapped change so a turn past ±π keeps counting.
        let turned = rawRotation + wrappedAngle(now.angle - start.angle - rawRotation)
        update(rawRotation: turned, at: event.timestamp)
        if state == .possible {
            if abs(turned) >= hysteresis { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count - touches.count < 2 else { return }
        if state.isActive { state = .ended } else if trackedTouches.count <= touches.count { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Returns the rotation to 0 and clears the velocity.
    open override func reset() {
        rawRotation = 0
        offset = 0
        velocity = 0
        startSpan = nil
        lastSample = nil
        transforming = false
    }

    override func handles(_ type: UIEvent.EventType) -> Bool { type == .touches || type == .transform }

    override func otherEvent(_ event: UIEvent) {
        guard event.type == .transform else { return }
        let source = event.source
        let newRotation = source.rotation.isFinite ? CGFloat(source.rotation) : rawRotation
        switch source.phase {
        case .began:
            guard state == .possible, trackedTouches.isEmpty else { return }
            transforming = true
            lastSample = (newRotation, source.timestamp)
            rawRotation = newRotation
        case .changed:
            guard transforming else { return }
            update(rawRotation: newRotation, at: source.timestamp)
            if state == .possible {
                if newRotation != 0 { state = .began }
            } else if state.isActive {
                state = .changed
            }
        case .ended:
            guard transforming else { return }
            if state.isActive { state = .ended } else if state == .possible { state = .failed }
        case .cancelled:
            guard transforming else { return }
            if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
        default:
            break
        }
    }
}
