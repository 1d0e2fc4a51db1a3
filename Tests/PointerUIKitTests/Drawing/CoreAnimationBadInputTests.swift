import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerTesting

@MainActor
@Suite("Core Animation: bad input is cleaned, never a crash")
struct CoreAnimationBadInputTests {
    func diagnosed(_ text: String) -> Bool { UIApplication.shared.geometryDiagnostics.contains { $0.contains(text) } }

    @Test("NaN, infinite and negative durations run for the default 0.25 s, with a diagnostic")
    func durations() {
        let (_, _, dot, mouse) = animationBoard()
        for (key, duration) in [("nan", Double.nan), ("infinite", Double.infinity), ("negative", -2.0)] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0; fade.duration = duration
            dot.add(fade, forKey: key)
        }
        #expect(diagnosed("a duration of nan counts as 0") && diagnosed("a duration of inf counts as 0") && diagnosed("a duration of -2.0 counts as 0"))
        mouse.frame()
        mouse.advance(by: 0.2)
        #expect(dot.animationKeys()?.count == 3)
        mouse.advance(by: 0.1)
        #expect(dot.animationKeys() == nil, "all three ended after 0.25 s")
    }

    @Test("a NaN from value shows the model value instead, with a diagnostic")
    func nanValue() throws {
        let (window, _, dot, mouse) = animationBoard()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Double.nan; fade.toValue = 0; fade.duration = 1
        dot.add(fade, forKey: "fade")
        #expect(diagnosed("fromValue nan is NaN or not a number"))
        mouse.frame()
        mouse.advance(by: 0.5)
        #expect(abs(try #require(cardFills(window).first).1.alpha - 0.5) < 0.02, "from the model's 1 to 0")
        let wrong = CABasicAnimation(keyPath: "position")
        wrong.toValue = "far away"
        dot.add(wrong, forKey: "wrong")
        #expect(diagnosed("toValue far away is NaN or not a CGPoint"))
    }

    @Test("an animation of a key path that is not animatable is dropped, with a diagnostic")
    func notAnimatable() {
        let (_, _, dot, _) = animationBoard()
        dot.add(CABasicAnimation(keyPath: "zPosition.wobble"), forKey: "wobble")
        #expect(dot.animationKeys() == nil)
        #expect(diagnosed("\"zPosition.wobble\" is not an animatable key path of CALayer"))
        dot.add(CABasicAnimation(keyPath: "transform.scale"), forKey: "scale")
        #expect(dot.animationKeys() == nil, "a standalone layer has no transform here")
        dot.add(CABasicAnimation(), forKey: "none")
        #expect(dot.animationKeys() == nil && diagnosed("no keyPath"))
    }

    @Test("a CATransition of an unknown type is drawn as a fade, with a diagnostic")
    func unknownTransition() {
        let (_, _, dot, _) = animationBoard()
        let cube = CATransition()
        cube.type = CATransitionType(rawValue: "cube")
        dot.add(cube, forKey: kCATransition)
        #expect(dot.animationKeys() == [kCATransition])
        #expect(diagnosed("type \"cube\" is not one Core Animation publishes: drawn as a fade"))
    }

    @Test("an animation added to a layer in no window starts when the layer is first drawn in one")
    func notInWindow() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 290, y: 190))
        let view = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
        view.accessibilityIdentifier = "card"
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        dot.backgroundColor = UIColor.red.cgColor
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        dot.add(fade, forKey: "fade")
        mouse.advance(by: 2)
        #expect(dot.animationKeys() == ["fade"], "it has not run: the layer is in no window")
        view.layer.addSublayer(dot)
        window.addSubview(view)
        mouse.frame()
        mouse.advance(by: 0.5)
        #expect(abs(try #require(cardFills(window).first).1.alpha - 0.5) < 0.02)
    }

    @Test("removing a view mid-animation stops its animations, tells the delegate, and frees the view")
    func removedMidAnimation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 290, y: 190))
        weak var weakView: UIView?
        weak var weakDot: CALayer?
        let recorder = AnimationRecorder()
        do {
            let view = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
            let dot = CALayer()
            view.layer.addSublayer(dot)
            window.addSubview(view)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0; fade.duration = 1; fade.delegate = recorder
            dot.add(fade, forKey: "fade")
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.toValue = 200; grow.duration = 1
            view.layer.add(grow, forKey: "grow")
            mouse.frame()
            mouse.advance(by: 0.3)
            #expect(window.isPointerAnimating)
            weakView = view; weakDot = dot
            view.removeFromSuperview()
        }
        mouse.advance(by: 0.1)
        #expect(recorder.stopped == [false], "the animation did not finish")
        #expect(weakView == nil, "nothing keeps the view")
        #expect(weakDot == nil, "nor its layers")
        #expect(!window.isPointerAnimating)
    }

    @Test("a UIImage's cgImage goes back into a UIImage at another scale")
    func cgImage() throws {
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=")!
        let image = try #require(UIImage(data: png))
        let cg = try #require(image.cgImage)
        #expect(cg.width == 2 && cg.height == 2 && cg.bytesPerRow == 8)
        let retina = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(retina.size == CGSize(width: 1, height: 1) && retina.scale == 2 && retina.cgImage == cg)
        #expect(UIImage(cgImage: cg).size == CGSize(width: 2, height: 2))
        #expect(UIImage(cgImage: cg, scale: .nan, orientation: .up).scale == 1 && diagnosed("a scale of nan counts as 1"))
        #expect(UIImage(systemName: "star")?.cgImage == nil, "a symbol has no bitmap")
    }
}
