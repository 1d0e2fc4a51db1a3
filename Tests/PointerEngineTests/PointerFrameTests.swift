import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// The frame as a value (`PointerFrame.swift`), read from an engine driven by plain structs.
@Suite("Pointer frame value")
struct PointerFrameTests {
    static let button = Rect(x: 100, y: 100, width: 100, height: 40)
    static let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)

    static func world(_ effect: PointerEffectKind) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        w.host.add(2, button, style: .effect(effect, preview: preview, shape: nil))
        return w
    }

    @Test("the system pointer's frame is its 19 pt circle at the pointer, fully opaque, with no target")
    func systemPointer() throws {
        var w = PlainPointerWindow()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 1)
        let frame = w.system.currentFrame
        let bounds = try #require(frame.outline).bounds
        #expect(abs(bounds.width - 19) < 0.05 && abs(bounds.midX - 40) < 0.05 && abs(bounds.midY - 50) < 0.05)
        #expect(frame.opacity == 1 && !frame.isHighlight && frame.target == nil && frame.accessories.isEmpty)
    }

    @Test("a pointer outside the window, or faded out, has no outline in the frame")
    func hidden() {
        #expect(PointerSystem<HostHandle>().currentFrame.outline == nil, "never in the window")
        var w = PlainPointerWindow()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 10)   // idle past the fade
        #expect(w.system.currentFrame.outline == nil && w.system.currentFrame.opacity < 0.01)
    }

    @Test("over a highlighted button the frame is a highlight beneath it, and the button's effect is its parallax")
    func highlight() throws {
        var w = Self.world(.highlight)
        w.move(to: Point(x: 190, y: 120))
        w.advance(by: 1)
        let frame = w.system.currentFrame
        #expect(frame.isHighlight)
        let target = try #require(frame.target)
        #expect(target.view == HostHandle(2) && target.tintMode == .none)
        let moved = target.transform(about: Self.button.center).apply(to: Self.button.center)
        #expect(abs(moved.x - (150 + target.offset.x)) < 1e-9 && target.offset.x > 0, "the view follows the pointer to the right")
    }

    @Test("a lift's frame scales its view about the view's centre and carries its full shadow")
    func lift() throws {
        var w = Self.world(.lift)
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        let target = try #require(w.system.currentFrame.target)
        #expect(abs(target.scale - 1.08) < 0.001 && target.shadow > 0.99)
        let corner = target.transform(about: Self.button.center).apply(to: Point(x: 100, y: 100))
        #expect(abs(corner.x - (150 - 50 * target.scale + target.offset.x)) < 1e-9)
    }

    @Test("a hover effect's frame says how strongly, and where, it tints its view")
    func hoverTint() throws {
        var w = Self.world(.hover(.overlay, shadow: false, scaled: false))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        let target = try #require(w.system.currentFrame.target)
        #expect(target.tintMode == .overlay && target.tint > 0.99 && target.shadow < 0.01)
    }
}
