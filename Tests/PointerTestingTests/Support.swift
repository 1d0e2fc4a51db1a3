import Foundation
import PointerInput
import PointerUIKit
import PointerTesting

/// Records the events one simulated device produces, as its window is about to receive them
/// (keys included, for a keyboard sharing the device's pipeline).
@MainActor final class EventRecorder: PointerDeviceObserver {
    let pipeline: PointerInputPipeline
    var events: [PointerEvent] = []

    init(_ pointer: SimulatedPointer) {
        pipeline = pointer.pipeline
        PointerDevices.addObserver(self)
    }

    func deviceDidConnect(_ device: PointerInputPipeline) {}
    func deviceDidDisconnect(_ device: PointerInputPipeline) {}
    func device(_ device: PointerInputPipeline, didProduce event: PointerEvent) {
        if device === pipeline { events.append(event) }
    }

    /// The events so far, which are then forgotten.
    func take() -> [PointerEvent] { defer { events.removeAll() }; return events }
}

extension Array where Element == PointerEvent {
    /// "kind phase" for each event, as the converter's tests print them.
    var summary: [String] { map { "\($0.kind.rawValue) \($0.phase.rawValue)" } }
}

/// A view that records the touches it receives: "began x,y", "ended x,y" in window points.
@MainActor final class TouchView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let p = touch.location(in: nil)
            log.append("\(phase) \(Int(p.x)),\(Int(p.y))")
        }
    }
}

/// A 400 × 300 window with a 200 × 100 touch-recording view at (100, 100).
@MainActor struct Stage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = TouchView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))

    init() {
        view.accessibilityIdentifier = "view"
        window.addSubview(view)
    }
}
