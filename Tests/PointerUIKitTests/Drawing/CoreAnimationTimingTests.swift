import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerTesting

@MainActor
@Suite("Core Animation: springs, keyframes, groups and transactions")
struct CoreAnimationTimingTests {
    @Test("a spring animation overshoots its end and comes to rest there by its settling duration")
    func spring() throws {
        let (window, _, dot, mouse) = animationBoard()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 30; spring.toValue = 130
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 5, "\(spring.settlingDuration)")
        dot.add(spring, forKey: "spring")
        mouse.frame()
        var most = 0.0
        for _ in 0..<60 {
            mouse.advance(by: 1.0 / 60)
            most = max(most, Double(dot.presentation()?.position.x ?? 0))
        }
        #expect(most > 131, "it overshoots 130: \(most)")
        mouse.advance(by: spring.settlingDuration)
        #expect(dot.animationKeys() == nil, "settled and removed")
        #expect(try #require(cardFills(window).first).0.minX == 60)
    }

    @Test("the iOS 17 spring maps its perceptual duration and bounce to stiffness and damping")
    func perceptualSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9 && abs(spring.bounce) < 1e-9)
        #expect(abs(spring.duration - spring.settlingDuration) < 1e-9)
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
        let bad = CASpringAnimation(perceptualDuration: -1, bounce: .nan)
        #expect(abs(bad.perceptualDuration - 0.5) < 1e-9 && abs(bad.bounce) < 1e-9)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("perceptual duration of -1.0 counts as 0.5") })
    }

    @Test("a keyframe animation passes through its values at its key times")
    func keyframes() throws {
        let (window, _, dot, mouse) = animationBoard()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [30, 50, 10, 30]
        shake.keyTimes = [0, 0.5, 0.75, 1]
        shake.duration = 1
        dot.add(shake, forKey: "shake")
        mouse.frame()
        mouse.advance(by: 0.5)
        #expect(abs(try #require(cardFills(window).first).0.midX - 100) < 0.5, "at 50 (window 100) at half time")
        mouse.advance(by: 0.25)
        #expect(abs(try #require(cardFills(window).first).0.midX - 60) < 0.5, "at 10 (window 60) at three quarters")
    }

    @Test("a group runs its animations together on the group's time")
    func group() throws {
        let (window, _, dot, mouse) = animationBoard()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 30; move.toValue = 50
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        dot.add(group, forKey: "both")
        mouse.frame()
        mouse.advance(by: 1)
        let (rect, color) = try #require(cardFills(window).first)
        #expect(abs(color.alpha - 0.5) < 0.02 && abs(rect.midY - 80) < 0.5, "both halfway: \(rect) \(color)")
    }

    @Test("CATransaction's completion block runs once the animations added in it end, and its duration is theirs")
    func transaction() {
        let (_, _, dot, mouse) = animationBoard()
        var done = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { done += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        dot.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(done == 0, "the animation is still running")
        mouse.frame()
        mouse.advance(by: 0.3)
        #expect(done == 0 && dot.animationKeys() == ["fade"], "0.5 s from the transaction, not 0.25 s")
        mouse.advance(by: 0.3)
        #expect(done == 1)
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions(), "outside: the defaults")
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        CATransaction.commit()
        #expect(done == 2, "no animation: the block runs at commit")
        CATransaction.commit()
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("commit() without begin()") })
    }

    @Test("a CATransition cross-fades a layer's old drawing into its new one")
    func transition() throws {
        let (window, _, dot, mouse) = animationBoard()
        let fade = CATransition()
        fade.type = .push; fade.subtype = .fromRight
        fade.duration = 1
        dot.add(fade, forKey: kCATransition)
        dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        mouse.frame()
        mouse.advance(by: 0.5)
        let colours = cardFills(window).map(\.1)
        #expect(colours.count == 2, "old and new: \(colours)")
        #expect(colours.first.map { $0.red == 1 && abs($0.alpha - 0.5) < 0.02 } == true, "the old red fading out")
        #expect(colours.last.map { $0.blue == 1 && abs($0.alpha - 0.5) < 0.02 } == true, "the new blue fading in")
        mouse.advance(by: 0.6)
        #expect(cardFills(window).map(\.1.blue) == [1])
    }

    @Test("a CATransition on a view's layer cross-fades the view's old content")
    func viewTransition() {
        let (window, view, _, mouse) = animationBoard()
        let fade = CATransition()
        fade.duration = 1
        view.layer.add(fade, forKey: kCATransition)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "New"
        label.accessibilityIdentifier = "new"
        view.addSubview(label)
        mouse.frame()
        mouse.advance(by: 0.5)
        let opacities = window.pointerScene().layers.filter { $0.name == "card" }.map(\.opacity)
        #expect(opacities.count == 2 && opacities.allSatisfy { abs($0 - 0.5) < 0.05 }, "the old and the new card at half: \(opacities)")
    }
}
