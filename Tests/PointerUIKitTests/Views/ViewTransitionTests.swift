import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("View transitions and iOS 17 springs")
struct ViewTransitionTests {
    /// A 200 × 100 container with a red badge in it, the mouse away from both.
    func board() -> (UIWindow, UIView, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        container.accessibilityIdentifier = "container"
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.backgroundColor = .systemRed
        badge.accessibilityIdentifier = "red"
        container.addSubview(badge)
        window.addSubview(container)
        return (window, container, badge, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 350, y: 250)))
    }

    func opacity(of name: String, in window: UIWindow) -> [Double] {
        window.pointerScene().layers.filter { $0.name == name }.map(\.opacity)
    }

    @Test("a cross-dissolve fades the old content out while the new content fades in, then completes")
    func crossDissolve() {
        let (window, container, badge, mouse) = board()
        var finished: Bool?
        UIView.transition(with: container, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: {
            badge.backgroundColor = .systemGreen
            badge.accessibilityIdentifier = "green"
        }, completion: { finished = $0 })
        #expect(badge.accessibilityIdentifier == "green", "the model changes at once")
        #expect(opacity(of: "red", in: window) == [1], "at the start the old content shows fully")
        #expect(opacity(of: "green", in: window) == [0])
        mouse.advance(by: 0.2)
        let old = opacity(of: "red", in: window), new = opacity(of: "green", in: window)
        #expect(old.count == 1 && abs(old[0] - 0.5) < 0.05, "halfway, linear: the old at half: \(old)")
        #expect(new.count == 1 && abs(new[0] - 0.5) < 0.05, "and the new at half: \(new)")
        #expect(finished == nil && window.isPointerAnimating)
        mouse.advance(by: 0.25)
        #expect(finished == true)
        #expect(opacity(of: "red", in: window).isEmpty, "the old content is gone once done")
        #expect(opacity(of: "green", in: window) == [1])
        #expect(!window.isPointerAnimating)
    }

    @Test("a flip is drawn as a cross-dissolve")
    func flipDissolves() {
        let (window, container, badge, mouse) = board()
        UIView.transition(with: container, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { badge.isHidden = true })
        mouse.advance(by: 0.2)
        let old = opacity(of: "red", in: window)
        #expect(old.count == 1 && abs(old[0] - 0.5) < 0.05, "the hidden badge fades out: \(old)")
    }

    @Test("transition(from:to:) puts the new view in the old one's place, removing the old one")
    func fromTo() {
        let (window, container, badge, mouse) = board()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
        label.text = "Done"
        var finished = false
        UIView.transition(from: badge, to: label, duration: 0.3, options: .transitionCrossDissolve) { _ in finished = true }
        #expect(badge.superview == nil && label.superview === container)
        mouse.advance(by: 0.35)
        #expect(finished)
        #expect(window.pointerScene().layers.contains { $0.text?.lines == ["Done"] })
        let spare = UIView()
        var refused = false
        UIView.transition(from: spare, to: UIView(), duration: 0.3, options: []) { _ in refused = true }
        #expect(refused, "a view in no superview: nothing replaced, the completion runs")
    }

    @Test("a transition of a view in no window, or of no duration, shows the change at once")
    func atOnce() {
        let view = UIView()
        var finished = false
        UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: { view.alpha = 0.5 }) { finished = $0 }
        #expect(finished && view.alpha == 0.5)
        let (window, container, badge, _) = board()
        UIView.transition(with: container, duration: -1, options: .transitionCrossDissolve, animations: { badge.alpha = 0.3 })
        #expect(opacity(of: "red", in: window) == [0.3])
    }

    @Test("animate(springDuration:) with its defaults settles on the new value without overshoot in half a second")
    func springDefaults() {
        let (window, _, badge, mouse) = board()
        var finished = false
        UIView.animate(animations: { badge.alpha = 0.2 }, completion: { finished = $0 })
        var lowest = 1.0
        for _ in 0..<52 {
            mouse.advance(by: 0.01)
            lowest = min(lowest, opacity(of: "red", in: window).first ?? 1)
        }
        #expect(finished, "done at its 0.5 s duration (the clock at 0.52 s)")
        #expect(lowest >= 0.2 - 1e-9, "bounce 0: no overshoot past the new value")
        #expect(abs((opacity(of: "red", in: window).first ?? 0) - 0.2) < 1e-9)
    }

    @Test("a bounce of NaN or beyond ±1 is cleaned with a diagnostic and still animates")
    func badBounce() {
        let (_, _, badge, mouse) = board()
        var completions = 0
        UIView.animate(springDuration: 0.3, bounce: .nan, animations: { badge.alpha = 0.5 }, completion: { _ in completions += 1 })
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("bounce of nan") == true)
        UIView.animate(springDuration: 0.3, bounce: 5, animations: { badge.alpha = 0.4 }, completion: { _ in completions += 1 })
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("clamped") == true)
        mouse.advance(by: 0.4)
        #expect(completions == 2 && badge.alpha == 0.4)
    }
}
