import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("UIView block animations")
struct ViewAnimationTests {
    func board() -> (UIWindow, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        return (window, card, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 350, y: 250)))
    }

    func drawnOpacity(_ window: UIWindow) -> Double? {
        window.pointerScene().layers.first { $0.name == "card" }?.opacity
    }

    @Test("animate changes the model at once, blends what is drawn, and runs the completion at the end")
    func fadeBlends() {
        let (window, card, mouse) = board()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { card.alpha = 0.2 }, completion: { finished.append($0) })
        #expect(card.alpha == 0.2, "the model value changes at once")
        #expect(drawnOpacity(window) == 1)
        mouse.advance(by: 0.5)
        let halfway = drawnOpacity(window) ?? 0
        #expect(halfway < 0.9 && halfway > 0.3, "halfway through an ease-in-out fade: \(halfway)")
        #expect(finished.isEmpty && window.isPointerAnimating)
        mouse.advance(by: 0.51)
        #expect(finished == [true])
        #expect(abs((drawnOpacity(window) ?? 0) - 0.2) < 1e-9)
    }

    @Test("a delay holds the old value; a linear curve moves evenly")
    func delayAndLinear() {
        let (window, card, mouse) = board()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { card.alpha = 0 })
        mouse.advance(by: 0.4)
        #expect(drawnOpacity(window) == 1)
        mouse.advance(by: 0.6)
        #expect(abs((drawnOpacity(window) ?? 0) - 0.5) < 0.02)
    }

    @Test("a spring animation ends at its duration and moves the transform there")
    func springEnds() {
        let (window, card, mouse) = board()
        var done = false
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                       animations: { card.transform = CGAffineTransform(translationX: 100, y: 0) }, completion: { _ in done = true })
        mouse.advance(by: 0.25)
        let x = window.pointerScene().layers.first { $0.name == "card" }?.frame.minX ?? 0
        #expect(x > 50 && x < 150, "on its way: \(x)")
        mouse.advance(by: 0.26)
        #expect(done)
        #expect(window.pointerScene().layers.first { $0.name == "card" }?.frame.minX == 150)
    }

    @Test("an animation of views in no window completes at once")
    func noWindowCompletesAtOnce() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(finished == true && view.alpha == 0.5)
    }

    @Test("a frame-only animation completes when its window's clock reaches the end")
    func frameOnlyWaitsForClock() {
        let (_, card, mouse) = board()
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { card.frame.origin.x = 200 }, completion: { _ in finished = true })
        #expect(card.frame.minX == 200, "frames show at once")
        mouse.advance(by: 0.2)
        #expect(!finished)
        mouse.advance(by: 0.2)
        #expect(finished)
    }

    @Test("NaN and negative durations, NaN delays and a NaN damping animate nothing and complete, with diagnostics")
    func badDurations() {
        let (window, card, mouse) = board()
        var completions = 0
        UIView.animate(withDuration: .nan, animations: { card.alpha = 0.5 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: -1, animations: { card.alpha = 0.4 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: 0.2, delay: .nan, options: [], animations: { card.alpha = 0.3 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                       options: [], animations: { card.alpha = 0.25 }, completion: { _ in completions += 1 })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("duration of nan") })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("delay of nan") })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("damping ratio of nan") })
        mouse.advance(by: 0.25)
        #expect(completions == 4 && card.alpha == 0.25)
        #expect(abs((drawnOpacity(window) ?? 0) - 0.25) < 1e-9)
    }

    @Test("performWithoutAnimation shows its changes at once, even inside an animation block")
    func withoutAnimation() {
        let (window, card, _) = board()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { card.alpha = 0.3 }
        }
        #expect(drawnOpacity(window) == 0.3)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("an autoreversing animation goes there and back, then shows the new value")
    func autoreverse() {
        let (window, card, mouse) = board()
        var finished = false
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: { card.alpha = 0 },
                       completion: { _ in finished = true })
        mouse.advance(by: 0.5)
        #expect((drawnOpacity(window) ?? 1) < 0.05)
        mouse.advance(by: 0.25)
        #expect(abs((drawnOpacity(window) ?? 0) - 0.5) < 0.05)
        mouse.advance(by: 0.3)
        // Fully transparent at the end: drawn at opacity 0, or (as a frame skips a clear view) not at all.
        #expect(finished && (drawnOpacity(window) ?? 0) == 0)
    }
}
