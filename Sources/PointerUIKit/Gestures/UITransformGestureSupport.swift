import Foundation

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
