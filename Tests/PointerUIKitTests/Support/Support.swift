import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A shared log that views and recognizers append to, so tests can check order.
@MainActor final class Log {
    var lines: [String] = []
    /// Keeps probes alive: recognizers hold their targets weakly, as in UIKit.
    var retained: [AnyObject] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] { defer { lines.removeAll() }; return lines }
}

/// A view that records the touches it receives.
@MainActor final class RecordingView: UIView {
    var log: Log?
    var touchTypes: [UITouch.TouchType] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchTypes.append(contentsOf: touches.map(\.type))
        log?.add("\(accessibilityIdentifier ?? "?") touchesBegan")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("\(accessibilityIdentifier ?? "?") touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("\(accessibilityIdentifier ?? "?") touchesCancelled")
    }
}

/// Records a hover recognizer's actions as "name state".
@MainActor final class HoverProbe {
    unowned let log: Log   // the log keeps its probes alive; unowned avoids a cycle
    let name: String
    let recognizer: UIHoverGestureRecognizer
    init(_ name: String, on view: UIView, log: Log) {
        self.log = log
        self.name = name
        recognizer = UIHoverGestureRecognizer()
        recognizer.addTarget(self, action: HoverProbe.handle)
        view.addGestureRecognizer(recognizer)
        log.retained.append(self)
    }
    func handle(_ r: UIHoverGestureRecognizer) { log.add("\(name) \(r.state)") }
}

/// A window 400 × 300 with a card (100,100 200×100) holding a button (10,10 50×30).
@MainActor struct Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = RecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
    let button = RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
    let log = Log()
    let mouse: SimulatedPointer

    init(device: PointerInput.DeviceKind = .mouse, at start: CGPoint = CGPoint(x: 5, y: 5)) {
        card.accessibilityIdentifier = "card"
        button.accessibilityIdentifier = "button"
        card.log = log; button.log = log
        window.addSubview(card)
        card.addSubview(button)
        mouse = SimulatedPointer(device, in: window, at: start)
    }

    /// The button's centre in window coordinates.
    var buttonCenter: CGPoint { CGPoint(x: 135, y: 125) }
}

import PointerInput
