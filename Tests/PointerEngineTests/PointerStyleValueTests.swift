import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Styles, effects and previews as engine values (`PointerStyleValue.swift`).
@Suite("Pointer style values")
struct PointerStyleValueTests {
    static let button = Rect(x: 100, y: 100, width: 100, height: 40)

    static func world(_ style: PointerStyleValue) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        w.host.add(2, button, style: style)
        return w
    }

    @Test("only highlight and lift attract a toss")
    func magnetic() {
        #expect(PointerEffectKind.highlight.isMagnetic && PointerEffectKind.lift.isMagnetic)
        #expect(!PointerEffectKind.none.isMagnetic)
        #expect(!PointerEffectKind.hover(.overlay, shadow: true, scaled: true).isMagnetic)
    }

    @Test("an effect's name leaves out a hover's options")
    func names() {
        #expect([PointerEffectKind.none, .automatic, .highlight, .lift].map(\.name) == ["none", "automatic", "highlight", "lift"])
        #expect(PointerEffectKind.hover(.underlay, shadow: true, scaled: false).name == "hover")
    }

    @Test("a hidden style hides the pointer over its region, and it shows again outside")
    func hidden() {
        var w = Self.world(.hidden)
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(w.pointer.opacity.value < 0.01)
        w.move(to: Point(x: 40, y: 40))
        w.advance(by: 1)
        #expect(w.pointer.opacity.value > 0.99)
    }

    @Test("a system style keeps the 19 pt circle on the device position over its region")
    func system() {
        var w = Self.world(.system)
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 19) < 0.05 && w.drawn.midX == 150 && w.drawn.midY == 120)
        #expect(w.pointer.effect == PointerEffectKind.none)
    }

    @Test("a preview's visible path gives the highlight platter its outline")
    func visiblePath() {
        let outline = Path.rect(Rect(x: 10, y: 5, width: 30, height: 30))
        let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window, visiblePath: outline)
        var w = Self.world(.effect(.highlight, preview: preview, shape: nil))
        w.move(to: Point(x: 125, y: 120))   // the platter's centre: no parallax
        w.advance(by: 1)
        #expect(w.pointer.customPath == outline)
        #expect(abs(w.drawn.width - 30) < 0.05 && abs(w.drawn.minX - 110) < 0.05 && abs(w.drawn.minY - 105) < 0.05)
    }

    @Test("a horizontal beam held on the horizontal axis stays on the region's vertical centre line")
    func horizontalAxis() {
        var w = Self.world(.shape(.horizontalBeam(length: 30), constrainedAxes: .horizontal))
        w.move(to: Point(x: 130, y: 104))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 30) < 0.05 && abs(w.drawn.height - 2) < 0.05)
        #expect(abs(w.drawn.midX - 150) < 0.05 && w.drawn.midY == 104)
    }
}
