import Foundation

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
        get { rawScale * scaleFactor }
        set { scaleFactor = rawScale == 0 ? 1 : newValue / rawScale }
    }
    /// The scale's rate of change, in scale factor per second.
    open private(set) var velocity: CGFloat = 0
    /// PointerKit extension: how far, in points, the distance between two fingers must
    /// change before a touch pinch begins (default 4 pt; UIKit publishes no value).
    open var hysteresis: CGFloat = 4

    private var rawScale: CGFloat = 1
    private var scaleFactor: CGFloat = 1
    private var startSpan: TwoTouchSpan?
    private var lastSample: (scale: CGFloat, time: Double)?
    private var transforming = false

    private func update(rawScale newScale: CGFloat, at time: Double) {
        if let last = lastSample, time > last.time {
            velocity = (newScale - last.scale) * scaleFactor / CGFloat(time - last.time)
        }
        lastSample = (newScale, time)
        rawScale = newScale
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startSpan == nil, let span = TwoTouchSpan(trackedTouches), span.distance > 0 {
            startSpan = span
            lastSample = (1, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isLastTrackedTouch(touches, in: event), let start = startSpan,
              let now = TwoTouchSpan(trackedTouches) else { return }
        update(rawScale: now.distance / start.distance, at: event.timestamp)
        if state == .possible {
            if abs(now.distance - start.distance) >= hysteresis { state = .began }
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

    /// Returns the scale to 1 and clears the velocity.
    open override func reset() {
        rawScale = 1
        scaleFactor = 1
        velocity = 0
        startSpan = nil
        lastSample = nil
        transforming = false
    }

    override func handles(_ type: UIEvent.EventType) -> Bool { type == .touches || type == .transform }

    override func otherEvent(_ event: UIEvent) {
        guard event.type == .transform else { return }
        let source = event.source
        let newScale = source.scale.isFinite && source.scale > 0 ? CGFloat(source.scale) : rawScale
        switch source.phase {
        case .began:
            guard state == .possible, trackedTouches.isEmpty else { return }
            transforming = true
            lastSample = (newScale, source.timestamp)
            rawScale = newScale
        case .changed:
            guard transforming else { return }
            update(rawScale: newScale, at: source.timestamp)
            if state == .possible {
                if newScale != 1 { state = .began }
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
