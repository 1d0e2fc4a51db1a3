import Foundation
import PointerInput
import PointerGeometry

/// How a scroll was produced, with UIKit's raw values.
public enum UIScrollType: Int, Sendable {
    /// A mouse's scroll wheel.
    case discrete = 0
    /// A trackpad's fingers.
    case continuous = 1
}

/// The scroll types a pan gesture accepts, with UIKit's raw values.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Scroll wheels.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Trackpads.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A continuous recognizer for drags, and with `allowedScrollTypesMask` for scrolls, as
/// UIKit's `UIPanGestureRecognizer`.
///
/// Touch and click drags begin once the touches move `hysteresis` points (10 pt for fingers,
/// 3 pt for pointer clicks: PointerKit's choices; UIKit publishes neither). Scroll events
/// begin, change and end the gesture as the converter phases them: a wheel burst ends after
/// a short quiet interval; a trackpad scroll ends when the fingers lift, or, with
/// `followsScrollMomentum` (default true), when the momentum after the lift ends or a finger
/// comes to rest. Scroll translation moves with the content: a scroll toward the bottom of
/// the document (positive device delta) gives a negative translation.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The scroll types that drive the gesture (default none: touch drags only).
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// The fewest touches that pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most touches that pan (default `Int.max`).
    open var maximumNumberOfTouches = Int.max
    /// PointerKit extension: whether trackpad momentum after the fingers lift keeps the
    /// gesture changing (default true).
    open var followsScrollMomentum = true

    private var translationInWindow = CGPoint.zero
    /// The centroid's (or the scroll translation's) recent positions in window points.
    private var tracker = VelocityTracker(window: UIPanGestureRecognizer.velocityWindow)
    /// When the touches lifted (the velocity is the one at that moment), nil while they move.
    private var liftTime: Double?
    private var startCentroid: CGPoint?
    private var scrolling = false

    /// The distance a touch drag must cover before the gesture begins.
    func hysteresis(for touch: UITouch) -> CGFloat { touch.type == .indirectPointer ? 3 : 10 }

    /// The gesture's translation in `view`'s coordinate space (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        convertVector(translationInWindow, to: view)
    }

    /// Replaces the translation (usually with zero, to read increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let origin = convertVector(.zero, from: view)
        let t = convertVector(translation, from: view)
        translationInWindow = CGPoint(x: t.x - origin.x, y: t.y - origin.y)
        // A touch pan measures from its start point: move the start so the next move
        // continues from the new translation.
        if startCentroid != nil {
            let c = centroid
            startCentroid = CGPoint(x: c.x - translationInWindow.x, y: c.y - translationInWindow.y)
        }
    }

    /// The gesture's velocity in points per second, in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = tracker.velocity(at: liftTime ?? tracker.lastTime ?? 0)
        return convertVector(CGPoint(x: v.x, y: v.y), to: view)
    }

    private func convertVector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = view.convert(CGPoint.zero, from: window), b = view.convert(v, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func convertVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = view.convert(CGPoint.zero, to: window), b = view.convert(v, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func track(_ point: CGPoint, at time: Double) {
        tracker.add(Point(x: Double(point.x), y: Double(point.y)), at: time)
    }

    private var centroid: CGPoint {
        let n = CGFloat(max(trackedTouches.count, 1))
        let sum = trackedTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }

    /// More touches than `maximumNumberOfTouches` fail a pan not yet begun; otherwise the start
    /// centroid is taken and tracked for velocity.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches, !state.isActive { state = .failed; return }
        startCentroid = centroid
        track(centroid, at: event.timestamp)
    }

    /// Tracks the centroid: the translation grows, and a pan still possible begins once it has
    /// moved far enough, then changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startCentroid, let touch = touches.first else { return }
        let c = centroid
        track(c, at: event.timestamp)
        translationInWindow = CGPoint(x: c.x - start.x, y: c.y - start.y)
        if state == .possible {
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            if hypot(translationInWindow.x, translationInWindow.y) >= hysteresis(for: touch) { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    /// 0.1 s: the velocity is the mean over the positions of the last 0.1 s (PointerGeometry's
    /// `VelocityTracker`, the converter's lift-off estimator), so a pause that long (or a
    /// lift that late) means the touches were still: zero. PointerKit's choice; UIKit
    /// publishes none.
    static let velocityWindow = 0.1

    /// The last touch lifting ends an active pan (a pan that never began fails).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count <= touches.count else { return }
        liftTime = event.timestamp
        state = state.isActive ? .ended : .failed
    }

    /// Cancels an active pan; a pan not yet begun fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Clears the translation, velocity and scroll state.
    open override func reset() {
        translationInWindow = .zero
        tracker.reset()
        liftTime = nil
        startCentroid = nil
        scrolling = false
    }

    override func handles(_ type: UIEvent.EventType) -> Bool {
        type == .touches || (type == .scroll && !allowedScrollTypesMask.isEmpty)
    }

    override func otherEvent(_ event: UIEvent) {
        guard event.type == .scroll else { return }
        let source = event.source
        let type: UIScrollTypeMask = source.scrollType == .discrete ? .discrete : .continuous
        guard allowedScrollTypesMask.contains(type) else { return }
        let moved = CGPoint(x: translationInWindow.x - CGFloat(source.delta.x), y: translationInWindow.y - CGFloat(source.delta.y))
        switch source.phase {
        case .began:
            guard state == .possible else { return }
            scrolling = true
            translationInWindow = moved
            track(translationInWindow, at: source.timestamp)
            state = .began
        case .changed, .momentumBegan, .momentumChanged:
            guard scrolling, state.isActive else { return }
            if source.phase != .changed && !followsScrollMomentum { return }
            translationInWindow = moved
            track(translationInWindow, at: source.timestamp)
            state = .changed
        case .ended:
            guard scrolling, state.isActive else { return }
            // A trackpad lift with momentum coming: keep going until the momentum ends.
            if followsScrollMomentum, source.momentumFollows { return }
            state = .ended
        case .momentumEnded:
            guard scrolling, state.isActive else { return }
            state = .ended
        case .cancelled:
            guard scrolling, state.isActive else { return }
            state = .cancelled
        case .none:
            break
        }
    }
}
