import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerTesting
import PointerRender

/// Records what an animation's delegate is told.
@MainActor final class AnimationRecorder: CAAnimationDelegate {
    var started = 0
    var stopped: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
}

/// A 300 × 200 window with a 100 × 60 view "card" at (50, 40) holding a red 40 × 40 sublayer,
/// the mouse away from both.
@MainActor
func animationBoard() -> (UIWindow, UIView, CALayer, SimulatedPointer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
    view.accessibilityIdentifier = "card"
    let dot = CALayer()
    dot.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    view.layer.addSublayer(dot)
    window.addSubview(view)
    return (window, view, dot, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 290, y: 190)))
}

/// The fills the card's layers draw, back to front.
@MainActor
func cardFills(_ window: UIWindow) -> [(Rect, PointerScene.Color)] {
    (sceneLayer(window, "card")?.drawings ?? []).compactMap {
        if case .fill(let p, let c, _) = $0.content { return (p.bounds, c) }
        return nil
    }
}

@MainActor
@Suite("Core Animation: basic animations on the frame clock")
struct CoreAnimationTests {
    @Test("a layer's opacity animation shows the halfway value at half its duration and the model value keeps the app's")
    func opacityHalfway() throws {
        let (window, _, dot, mouse) = animationBoard()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        let recorder = AnimationRecorder()
        fade.delegate = recorder
        dot.add(fade, forKey: "fade")
        #expect(dot.animationKeys() == ["fade"] && dot.animation(forKey: "fade") === fade)
        mouse.frame()
        #expect(recorder.started == 1 && window.isPointerAnimating)
        mouse.advance(by: 0.5)
        let alpha = try #require(cardFills(window).first).1.alpha
        #expect(abs(alpha - 0.5) < 0.02, "halfway, linear: \(alpha)")
        #expect(dot.opacity == 1, "the model keeps the app's value")
        #expect(abs(Double(try #require(dot.presentation()).opacity) - 0.5) < 0.02)
        #expect(dot.model() === dot)
        mouse.advance(by: 0.6)
        #expect(recorder.stopped == [true])
        #expect(dot.animationKeys() == nil, "removed on completion")
        #expect(try #require(cardFills(window).first).1.alpha == 1, "the model value shows again")
        #expect(!window.isPointerAnimating)
    }

    @Test("with isRemovedOnCompletion false and fillMode forwards the end value stays drawn")
    func fillsForwards() throws {
        let (window, _, dot, mouse) = animationBoard()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 130; move.duration = 0.4
        move.isRemovedOnCompletion = false; move.fillMode = .forwards
        dot.add(move, forKey: "slide")
        mouse.frame()
        mouse.advance(by: 1)
        let (rect, _) = try #require(cardFills(window).first)
        #expect(rect.minX == 50 + 130 - 20, "the dot stays where the animation ended: \(rect)")
        #expect(dot.position.x == 30, "the model is unchanged")
        #expect(dot.animationKeys() == ["slide"])
        dot.removeAnimation(forKey: "slide")
        #expect(try #require(cardFills(window).first).0.minX == 60)
    }

    @Test("an ease-in curve is behind the linear one halfway, and a delayed animation shows its start with fillMode backwards")
    func curvesAndDelay() throws {
        let (window, _, dot, mouse) = animationBoard()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 40; grow.toValue = 80; grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeIn)
        dot.add(grow, forKey: nil)
        #expect(dot.animationKeys() == nil, "an animation added with no key is not listed")
        mouse.frame()
        mouse.advance(by: 0.5)
        let width = try #require(cardFills(window).first).0.width
        #expect(width > 40 && width < 58, "eased in: less than halfway (\(width))")
        let later = CABasicAnimation(keyPath: "cornerRadius")
        later.fromValue = 20; later.toValue = 0; later.duration = 1
        later.beginTime = CACurrentMediaTime() + 10
        later.fillMode = .backwards
        dot.add(later, forKey: "corners")
        mouse.frame()
        #expect(dot.presentation()?.cornerRadius == 20, "before it begins it shows its start")
        #expect(dot.cornerRadius == 0)
    }

    @Test("a view's layer animating position and scale moves the drawn view while its frame stays")
    func viewLayer() throws {
        let (window, view, _, mouse) = animationBoard()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 100, y: 70); move.toValue = CGPoint(x: 200, y: 70); move.duration = 1
        view.layer.add(move, forKey: "move")
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 2; pulse.duration = 1
        view.layer.add(pulse, forKey: "pulse")
        mouse.frame()
        mouse.advance(by: 0.5)
        let drawn = try #require(sceneLayer(window, "card")).frame
        #expect(abs(drawn.midX - 150) < 1 && abs(drawn.width - 150) < 2, "halfway there, 1.5 times as large: \(drawn)")
        #expect(view.frame == CGRect(x: 50, y: 40, width: 100, height: 60), "the view's frame is the model's")
        mouse.advance(by: 0.6)
        #expect(try #require(sceneLayer(window, "card")).frame == Rect(x: 50, y: 40, width: 100, height: 60))
    }

    @Test("a shape layer's strokeEnd animation draws the line growing")
    func strokeEnd() throws {
        let (window, view, _, mouse) = animationBoard()
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 100, y: 0))
        line.path = path.cgPath; line.strokeColor = UIColor.black.cgColor; line.fillColor = nil
        view.layer.addSublayer(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
        line.add(draw, forKey: "draw")
        mouse.frame()
        mouse.advance(by: 0.25)
        let strokes: [Rect] = (sceneLayer(window, "card")?.drawings ?? []).compactMap {
            if case .stroke(let p, _, _) = $0.content { return p.bounds }
            return nil
        }
        #expect(strokes.count == 1 && abs((strokes.first?.width ?? 0) - 25) < 1, "a quarter of the line: \(strokes)")
    }
}

@MainActor
@Suite("Core Animation: pausing a layer")
struct LayerSpeedTests {
    @Test("a layer's speed set to 0 pauses its animations where they are, and 1 resumes them")
    func pauseAndResume() throws {
        let (window, view, dot, mouse) = animationBoard()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 30; move.toValue = 130; move.duration = 1
        dot.add(move, forKey: "move")
        mouse.frame()
        mouse.advance(by: 0.25)
        view.layer.speed = 0
        let paused = try #require(cardFills(window).first).0.midX
        mouse.advance(by: 1)
        #expect(try #require(cardFills(window).first).0.midX == paused, "paused by its superlayer's speed")
        #expect(dot.animationKeys() == ["move"])
        view.layer.speed = 1
        mouse.advance(by: 0.5)
        #expect(abs(try #require(cardFills(window).first).0.midX - (50 + 30 + 75)) < 2, "three quarters of the way after resuming")
        view.layer.speed = -1
        #expect(view.layer.speed == 1 && UIApplication.shared.geometryDiagnostics.contains { $0.contains("speed of -1.0 counts as 1") })
    }
}
