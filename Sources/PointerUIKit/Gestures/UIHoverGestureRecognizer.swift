import Foundation

/// A continuous recognizer that follows the pointer over its view, as UIKit's
/// `UIHoverGestureRecognizer`: began when the pointer enters the view (no button pressed),
/// changed as it moves inside, ended when it leaves.
///
/// While a button is held, hover is paused: no events arrive; when the button is released
/// the recognizer hears where the pointer is (changed if still inside, ended if it left
/// during the drag). Hover recognizers on nested views all follow the pointer at once:
/// they do not compete with each other or with touch recognizers.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How far a hovering pencil is from the screen, 1 far to 0 near; 0 for pointers.
    open var zOffset: CGFloat { 0 }
    /// A hovering pencil's azimuth; 0 for pointers.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// A hovering pencil's azimuth as a unit vector; (1, 0) for pointers.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    /// A hovering pencil's altitude; π/2 (perpendicular) for pointers.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// A hovering pencil's barrel roll; 0 for pointers.
    open var rollAngle: CGFloat { 0 }

    override func handles(_ type: UIEvent.EventType) -> Bool { type == .hover }

    override func hoverInside(_ event: UIEvent) {
        lastEventLocation = event.touchList.first?.locationInWindow
        process(event)
        state = state == .possible ? .began : .changed
    }

    override func hoverExited(_ event: UIEvent) {
        guard state.isActive else { return }
        lastEventLocation = event.touchList.first?.locationInWindow
        process(event)
        state = .ended
    }
}

