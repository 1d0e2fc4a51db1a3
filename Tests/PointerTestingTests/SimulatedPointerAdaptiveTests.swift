import Foundation
import Testing
import PointerUIKit
import PointerTesting

/// A view whose pointer style is set by the test.
@MainActor final class StyledView: UIView, UIPointerInteractionDelegate {
    var style: (UIView) -> UIPointerStyle? = { _ in nil }
    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIPointerInteraction(delegate: self))
    }
    required init?(coder: NSCoder) { fatalError() }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        style(self)
    }
}

@Suite("Simulated pointer: the adaptive pointer as drawn") @MainActor
struct SimulatedPointerAdaptiveTests {
    static func stage(_ style: @escaping (UIView) -> UIPointerStyle?) -> (UIWindow, StyledView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = StyledView(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        button.accessibilityIdentifier = "button"
        button.style = style
        window.addSubview(button)
        return (window, button, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 10, y: 10)))
    }

    @Test("over empty space the pointer is drawn as the system circle around its location, with no effect or region")
    func systemPointer() throws {
        let (_, _, mouse) = Self.stage { _ in nil }
        #expect(mouse.pointerFrame == nil, "no pointer is drawn until the device first moves")
        try mouse.move(to: CGPoint(x: 20, y: 20))
        mouse.settle()
        #expect(mouse.effect == .none && mouse.region == nil)
        let frame = try #require(mouse.pointerFrame)
        #expect(abs(frame.midX - 20) < 0.5 && abs(frame.midY - 20) < 0.5)
        #expect(frame.width > 5 && frame.width < 40)
        #expect(mouse.drawnPointer?.path.bounds == mouse.scene.pointer?.path.bounds)
    }

    @Test("once the springs settle over a highlighted view, the pointer is the view's platter and the region is the view")
    func highlightSettles() throws {
        let (_, button, mouse) = Self.stage { UIPointerStyle(effect: .highlight(UITargetedPreview(view: $0))) }
        try mouse.move(to: CGPoint(x: 130, y: 120))
        mouse.settle()
        #expect(mouse.effect == .highlight)
        #expect(mouse.region?.rect == button.bounds)
        let frame = try #require(mouse.pointerFrame)
        #expect(abs(frame.midX - 130) < 1 && abs(frame.midY - 120) < 1, "centred on the view")
        #expect(frame.width > 50, "the platter has grown to the view's size")
    }

    @Test("settling advances the clock by the time asked")
    func settleAdvancesTheClock() {
        let (_, _, mouse) = Self.stage { _ in nil }
        mouse.settle(0.3)
        #expect(abs(mouse.now - 0.3) < 1e-12)
        mouse.settle()
        #expect(abs(mouse.now - 1.3) < 1e-12)
    }

    @Test("a lift hides the pointer: nothing is drawn and it has no frame")
    func liftHidesThePointer() throws {
        let (_, _, mouse) = Self.stage { UIPointerStyle(effect: .lift(UITargetedPreview(view: $0))) }
        try mouse.move(to: CGPoint(x: 130, y: 120))
        mouse.settle()
        #expect(mouse.effect == .lift)
        #expect(mouse.drawnPointer == nil && mouse.pointerFrame == nil)
    }

    @Test("the frame's SVG shows the views by name and the pointer")
    func svg() throws {
        let (_, _, mouse) = Self.stage { _ in nil }
        mouse.settle()
        let svg = mouse.svg
        #expect(svg.contains("<svg"))
        #expect(svg.contains("id=\"button\""))
        #expect(mouse.scene.layers.contains { $0.name == "button" })
    }
}
