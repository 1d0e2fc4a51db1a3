import Foundation

/// A discrete recognizer for taps and clicks, as UIKit's `UITapGestureRecognizer`.
///
/// It recognises when `numberOfTapsRequired` taps of `numberOfTouchesRequired` touches each
/// end in quick succession without moving far. For pointer clicks, only the buttons in
/// `buttonMaskRequired` count (primary by default): `.secondary` takes right clicks and
/// two-finger clicks, `.button(3)` the third mouse button.
///
/// Choices where UIKit publishes no number: a tap fails if a touch moves more than
/// `allowableMovement` (10 pt, as UILongPressGestureRecognizer's documented default); taps
/// follow each other within `UIApplication.shared.multiClickInterval` (0.35 s), after which
/// a recognizer still waiting for more taps fails on the next frame.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1); pointer clicks always count as one.
    open var numberOfTouchesRequired = 1
    /// The buttons a pointer click must press (default `.primary`); only evaluated for
    /// indirect pointing devices. An empty mask is a programmer error, as in UIKit.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary {
        didSet {
            precondition(!buttonMaskRequired.isEmpty,
                         "UITapGestureRecognizer.buttonMaskRequired cannot be 0: set the buttons a click must press")
        }
    }
    /// How far, in points, a touch may move and still be a tap. PointerKit extension.
    open var allowableMovement: CGFloat = 10

    private var tapsDone = 0
    private var start: CGPoint?
    private var maxTouches = 0
    private var deadline: Double?

    /// A touch (or a primary click) lands: more touches than required, or another button, fail
    /// the tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        deadline = nil
        if touch.type == .indirectPointer, event.buttonMask != buttonMaskRequired {
            state = .failed
            return
        }
        if start == nil { start = touch.location(in: nil) }
        maxTouches = max(maxTouches, numberOfTouches)
    }

    /// Moving beyond the allowed distance from where the tap landed fails it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        if touch.type == .indirectPointer, event.buttonMask != buttonMaskRequired {
            state = .failed
            return
        }
        let p = touch.location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }

    /// A lift counts one tap; the required number of taps recognises, fewer wait for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 || touches.count == numberOfTouches else { return }
        let pointer = touches.first?.type == .indirectPointer
        let fingers = pointer ? 1 : maxTouches
        guard fingers == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        maxTouches = 0
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + UIApplication.shared.multiClickInterval
            view?.window?.router.waitForFrame(self)
        }
    }

    /// Cancelled touches fail the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// Resets the tap count and the start position.
    open override func reset() {
        tapsDone = 0
        start = nil
        maxTouches = 0
        deadline = nil
    }

    override func frame(at time: Double) -> Bool {
        guard let deadline, state == .possible else { return false }
        if time > deadline {
            state = .failed
            return false
        }
        return true
    }
}
