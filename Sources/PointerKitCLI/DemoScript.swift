import Foundation
import PointerInput
import PointerUIKit
import PointerTesting

/// The demo window: a toolbar with two buttons and a video area, each with a hover
/// recognizer that reports, and a click recognizer on the buttons.
@MainActor
final class DemoScript {
    private var log: [String] = []
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 400))

    private func name(_ view: UIView?) -> String { view?.accessibilityIdentifier ?? "window" }

    private func addView(_ id: String, _ frame: CGRect, to parent: UIView) -> UIView {
        let v = UIView(frame: frame)
        v.accessibilityIdentifier = id
        parent.addSubview(v)
        let hover = UIHoverGestureRecognizer { [unowned self] r in
            let p = r.location(in: r.view)
            log.append("    hover \(id): \(r.state) at (\(Int(p.x)), \(Int(p.y)))"
                       + (r.modifierFlags.isEmpty ? "" : " modifiers \(r.modifierFlags.rawValue)"))
        }
        v.addGestureRecognizer(hover)
        return v
    }

    func run() throws -> [String] {
        let toolbar = addView("toolbar", CGRect(x: 0, y: 0, width: 640, height: 60), to: window)
        let play = addView("play", CGRect(x: 20, y: 10, width: 80, height: 40), to: toolbar)
        let share = addView("share", CGRect(x: 120, y: 10, width: 80, height: 40), to: toolbar)
        _ = addView("video", CGRect(x: 0, y: 80, width: 640, height: 320), to: window)
        for button in [play, share] {
            let click = ClickRecognizer { [unowned self] r in
                log.append("    click on \(name(r.view)) with buttons \(r.buttonMask.rawValue), tapCount \(r.tapCount)")
            }
            button.addGestureRecognizer(click)
        }
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 320, y: 70))
        try step("pointer starts between toolbar and video", mouse) { try $0.move(by: CGVector(dx: 0, dy: 0)) }
        try step("move onto the play button", mouse) { try $0.move(to: CGPoint(x: 60, y: 30), steps: 3) }
        try step("click the primary button", mouse) { try $0.click() }
        try step("slide to the share button", mouse) { try $0.move(to: CGPoint(x: 150, y: 30), steps: 2) }
        try step("secondary click holding Control", mouse) { try $0.click(.secondary, modifiers: .control) }
        try step("move down into the video", mouse) { try $0.move(to: CGPoint(x: 300, y: 200)) }
        try step("drag across the video (hover pauses)", mouse) {
            try $0.press(); try $0.move(to: CGPoint(x: 60, y: 30), steps: 2); try $0.release()
        }
        try step("the share button slides under the still pointer", mouse) {
            share.center = CGPoint(x: 60, y: 30); $0.advance(by: 1.0 / 120)
        }
        try step("pointer leaves the window", mouse) { try $0.leave() }
        do {
            try mouse.move(by: CGVector(dx: CGFloat.nan, dy: 0))
        } catch {
            log.append("step: a NaN move is refused: \(error)")
        }
        return log
    }

    private func step(_ title: String, _ mouse: SimulatedPointer, _ body: (SimulatedPointer) throws -> Void) throws {
        log.append("step: \(title)")
        try body(mouse)
        let p = mouse.location
        let path = mouse.hoveredViews.map(name).joined(separator: " < ")
        log.append("  pointer (\(Int(p.x)), \(Int(p.y))), over: \(path.isEmpty ? "nothing" : path)")
    }
}

/// Recognises a click that ends inside its view.
@MainActor
final class ClickRecognizer: UIGestureRecognizer {
    private(set) var tapCount = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { tapCount = touches.first?.tapCount ?? 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let view, let touch = touches.first else { return }
        state = view.bounds.contains(touch.location(in: view)) ? .ended : .failed
    }
}
