import Foundation
import PointerInput

/// The compatibility mode for trackpad pinch and rotation, as the seed describes it: an app
/// that has not opted in to indirect input events (`supportsIndirectInputEvents` false)
/// gets no `.transform` events; PointerKit synthesises two `.direct` touches instead,
/// `UIApplication.compatibilityTransformTouchSpacing` apart on a horizontal line centred on
/// the pointer, which move apart with the pinch's scale and turn with its rotation. Like
/// fingers, each is hit-tested where it lands, so it can start any touch recognizer there:
/// the accidental activations the seed warns about.
extension PointerRouter {
    /// Contact ids reserved for the two synthesised touches (real contacts use small ids).
    static let compatibilityTouchIDs = (Int.min, Int.min + 1)

    func simulateTransformTouches(_ event: PointerEvent) {
        let ids = Self.compatibilityTouchIDs
        switch event.phase {
        case .began:
            endCompatibilityTouches(event, phase: .cancelled)
            compatibilityCentre = pointerLocation
            let points = compatibilityPoints(event)
            var touches: [UITouch] = []
            for point in [points.0, points.1] {
                let touch = UITouch(type: .direct, phase: .began)
                touch.locationInWindow = point
                touch.previousLocationInWindow = point
                touch.timestamp = event.timestamp
                touchEvent.update(type: .touches, source: event, touches: [touch])
                touch.view = window.hitTest(point, with: touchEvent)
                touches.append(touch)
            }
            touchEvent.update(type: .touches, source: event, touches: touches)
            for touch in touches { attachRecognizers(to: touch, for: touchEvent) }
            contactTouches.append((ids.0, touches[0]))
            contactTouches.append((ids.1, touches[1]))
            send(touchEvent)
        case .changed:
            let points = compatibilityPoints(event)
            var touches: [UITouch] = []
            for (id, point) in [(ids.0, points.0), (ids.1, points.1)] {
                guard let touch = contactTouches.first(where: { $0.id == id })?.touch else { continue }
                touch.move(to: point, phase: point == touch.locationInWindow ? .stationary : .moved, time: event.timestamp)
                touches.append(touch)
            }
            if !touches.isEmpty { sendTouches(touches, event: event) }
        case .ended:
            endCompatibilityTouches(event, phase: .ended)
        case .cancelled:
            endCompatibilityTouches(event, phase: .cancelled)
        default:
            break
        }
    }

    /// True while the compatibility mode's two touches are down.
    var compatibilityTouchesActive: Bool {
        contactTouches.contains { $0.id == Self.compatibilityTouchIDs.0 }
    }

    private func endCompatibilityTouches(_ event: PointerEvent, phase: UITouch.Phase) {
        let ids = Self.compatibilityTouchIDs
        let ending = contactTouches.filter { $0.id == ids.0 || $0.id == ids.1 }
        guard !ending.isEmpty else { return }
        let points = phase == .ended ? compatibilityPoints(event) : (ending[0].touch.locationInWindow,
                                                                    ending.last!.touch.locationInWindow)
        for (index, entry) in ending.enumerated() {
            entry.touch.move(to: index == 0 ? points.0 : points.1, phase: phase, time: event.timestamp)
        }
        sendTouches(ending.map(\.touch), event: event)
        contactTouches.removeAll { $0.id == ids.0 || $0.id == ids.1 }
    }

    private func compatibilityPoints(_ event: PointerEvent) -> (CGPoint, CGPoint) {
        let scale = event.scale.isFinite && event.scale > 0 ? CGFloat(event.scale) : 1
        let angle = event.rotation.isFinite ? CGFloat(event.rotation) : 0
        let half = TransformCompatibility.touchSpacing / 2 * scale
        let dx = half * cos(angle), dy = half * sin(angle)
        let c = compatibilityCentre
        return (CGPoint(x: c.x - dx, y: c.y - dy), CGPoint(x: c.x + dx, y: c.y + dy))
    }

    func sendTouches(_ touches: [UITouch], event: PointerEvent) {
        touchEvent.update(type: .touches, source: event, touches: touches)
        send(touchEvent)
    }
}
