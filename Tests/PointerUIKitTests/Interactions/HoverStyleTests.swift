import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// An app's own pointer delegate, for the precedence test.
@MainActor final class SystemPointerDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { .system() }
}

@MainActor
@Suite("Hover styles (iPadOS 17)")
struct HoverStyleTests {
    /// A 400 × 300 window with a 100 × 40 card at (100, 100) and a mouse at (5, 5).
    func board() -> (UIWindow, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        card.backgroundColor = .systemTeal
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        return (window, card, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)))
    }

    @Test("a view without a hover style keeps the system pointer")
    func noStyle() throws {
        let (_, card, mouse) = board()
        #expect(card.hoverStyle == nil)
        try mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(mouse.effect == .none)
    }

    @Test("setting hoverStyle to lift lifts the view under the pointer")
    func lift() throws {
        let (_, card, mouse) = board()
        card.hoverStyle = UIHoverStyle(effect: .lift)
        try mouse.move(to: CGPoint(x: 150, y: 120))
        mouse.settle()
        #expect(mouse.effect == .lift)
        let layer = try #require(mouse.scene.layers.first { $0.name == "card" })
        #expect(layer.effect.a > 1.05 && layer.shadow != nil && mouse.drawnPointer == nil)
    }

    @Test("a highlight hover style with a capsule shape morphs the pointer into the capsule")
    func highlightCapsule() throws {
        let (_, card, mouse) = board()
        card.hoverStyle = UIHoverStyle(effect: .highlight, shape: .capsule)
        try mouse.move(to: CGPoint(x: 150, y: 120))
        mouse.settle()
        #expect(mouse.effect == .highlight)
        #expect(mouse.pointerFrame?.isClose(to: CGRect(x: 100, y: 100, width: 100, height: 40), tolerance: 4) == true)
        #expect(abs(mouse.window.router.system.adaptivePointer.radius.value - 20) < 0.5, "a capsule's radius is half its height")
    }

    @Test("circle and fixedRect shapes resolve in the view's coordinates")
    func shapes() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(UIShape.circle.roundedRect(in: bounds)! == (CGRect(x: 30, y: 0, width: 40, height: 40), 20))
        #expect(UIShape.rect.roundedRect(in: bounds)! == (bounds, 0))
        #expect(UIShape.rect(cornerRadius: 8).roundedRect(in: bounds)! == (bounds, 8))
        let fixed = UIShape.fixedRect(CGRect(x: -4, y: -4, width: 108, height: 48), cornerRadius: 6)
        #expect(fixed.roundedRect(in: bounds)! == (CGRect(x: -4, y: -4, width: 108, height: 48), 6))
        #expect(UIShape.rect(cornerRadius: 8, maskedCorners: [.topLeft]).roundedRect(in: bounds) == nil, "drawn as a path")
        #expect(UIShape.rect(cornerRadius: 500).roundedRect(in: bounds)!.radius == 20, "limited to half the shorter side")
    }

    @Test("a hover shape with a NaN or negative radius counts as square, and a NaN fixed rect as the bounds, with diagnostics")
    func badShapes() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(UIShape.rect(cornerRadius: .nan).roundedRect(in: bounds)!.radius == 0)
        #expect(UIShape.rect(cornerRadius: -3).roundedRect(in: bounds)!.radius == 0)
        #expect(UIShape.fixedRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == .rect)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("corner radius of nan") })
    }

    @Test("a disabled hover style shows the system pointer; enabling it brings the effect back")
    func disabled() throws {
        let (_, card, mouse) = board()
        card.hoverStyle = UIHoverStyle(effect: .highlight)
        card.hoverStyle?.isEnabled = false
        try mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(mouse.effect == .none)
        card.hoverStyle?.isEnabled = true
        try mouse.move(to: CGPoint(x: 151, y: 120))
        #expect(mouse.effect == .highlight)
        card.hoverStyle = nil
        mouse.frame()
        #expect(mouse.effect == .none && card.interactions.isEmpty)
    }

    @Test("the hover style is copied when set, and changing the view's copy changes the effect")
    func copiedAndLive() throws {
        let (_, card, mouse) = board()
        let style = UIHoverStyle(effect: .highlight)
        card.hoverStyle = style
        #expect(card.hoverStyle !== style)
        style.effect = .lift
        try mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(mouse.effect == .highlight, "the original is not the view's")
        card.hoverStyle?.effect = .lift
        mouse.frame()
        try mouse.move(to: CGPoint(x: 151, y: 121))
        mouse.settle()
        #expect(mouse.effect == .lift)
    }

    @Test("an app's own pointer interaction wins over the view's hover style")
    func appInteractionWins() throws {
        let (_, card, mouse) = board()
        let delegate = SystemPointerDelegate()
        card.hoverStyle = .automatic()
        card.addInteraction(UIPointerInteraction(delegate: delegate))
        try mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(mouse.effect == .none && mouse.window.currentPointerRegion != nil)
    }

    @Test("the automatic hover style picks the pointer's automatic effect for the view")
    func automaticStyle() throws {
        let (_, card, mouse) = board()
        card.hoverStyle = UIHoverStyle(shape: .rect(cornerRadius: 10))
        try mouse.move(to: CGPoint(x: 150, y: 120))
        mouse.settle()
        #expect(mouse.effect == .highlight || mouse.effect == .lift)
    }
}
