import Foundation

/// A continuous recognizer for presses held in place, as UIKit's
/// `UILongPressGestureRecognizer`.
///
/// It begins once `numberOfTouchesRequired` touches have stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement`, after
/// `numberOfTapsRequired` quick taps; it then reports every move as changed and ends when
/// the touches lift. Time comes from the events and frames (a `SimulatedPointer`'s clock in
/// tests), never the wall clock.
///
/// Choices where UIKit publishes nothing: a pointer press counts only with the primary
/// button (a secondary click is the context menu's); the taps before the press must follow
/// each other within `UIApplication.shared.multiClickInterval`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the touches must stay down (default 0.5 s, UIKit's).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the touches may move before the gesture fails (default 10 pt, UIKit's).
    open var allowableMovement: CGFloat = 10
    /// Full taps before the press (default 0).
    open var numberOfTapsRequired = 0
    /// Touches that must press (default 1); pointer clicks count as one.
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var start: CGPoint?
    private var pressStart: Double?
    private var tapDeadline: Double?

    private func touchCount(_ touches: Set<UITouch>) -> Int {
        touches.first?.type == .indirectPointer ? 1 : trackedTouches.count
    }

    /// A press lands: with a pointer only a primary click counts, and more touches than required
    /// fail it; once the required taps are done, the hold timer starts.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.type == .indirectPointer, event.buttonMask != .primary { state = .failed; return }
        tapDeadline = nil
        let count = touchCount(touches)
        if count > numberOfTouchesRequired { state = .failed; return }
        guard count == numberOfTouchesRequired else { return }
        start = location(in: nil)
        if tapsDone >= numberOfTapsRequired {
            pressStart = event.timestamp
            view?.window?.router.waitForFrame(self)
        }
    }

    /// Moving beyond `allowableMovement` before the press begins fails it; once begun, each move
    /// changes it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .changed; return }
        guard state == .possible, let start else { return }
        let p = location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }

    /// Lifting ends a press that began, and fails one still held for its duration (or waiting
    /// for another recognizer); a lift before the hold counts as one of the required taps.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive {
            if trackedTouches.count <= touches.count { state = .ended }
            return
        }
        guard state == .possible, trackedTouches.count <= touches.count else { return }
        // Lifted before the press lasted long enough, or while it waited for another
        // recognizer to fail: a continuous gesture does not begin once its touches are gone.
        if pressStart != nil || start == nil || pendingState != nil {
            state = .failed
            return
        }
        tapsDone += 1
        start = nil
        tapDeadline = event.timestamp + UIApplication.shared.multiClickInterval
        view?.window?.router.waitForFrame(self)
    }

    /// Cancels a press that began; one still waiting fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    /// Clears the taps counted and the press timer.
    open override func reset() {
        tapsDone = 0
        start = nil
        pressStart = nil
        tapDeadline = nil
    }

    override func frame(at time: Double) -> Bool {
        guard state == .possible else { return false }
        if let pressed = pressStart {
            guard time - pressed >= minimumPressDuration else { return true }
            pressStart = nil
            state = .began
            return false
        }
        if let deadline = tapDeadline {
            guard time > deadline else { return true }
            state = .failed
        }
        return false
    }
}
