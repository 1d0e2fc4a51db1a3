import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Style geometry (`AdaptivePointer+Springs.swift`: aiming) with the tuning (`PointerConfiguration.swift`).
@Suite("Adaptive pointer: style geometry")
struct AdaptivePointerTargetsTests {
    /// A world whose only box, at (100, 100) 100 × 40 inside a panel at (50, 50), has `style`.
    static func world(_ style: PointerStyleValue, device: DeviceKind = .mouse) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: style)
        return w
    }

    static let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)

    @Test("the system pointer is a circle of the tuning's diameter on the device position")
    func systemCircle() {
        var w = PlainPointerWindow()
        w.pointer.tuning.systemPointerDiameter = 30
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 30) < 0.05 && w.drawn.midX == 40 && w.drawn.midY == 50)
    }

    @Test("a highlight's shape is read in the preview's container space")
    func shapeInContainer() {
        var w = Self.world(.effect(.highlight, preview: Self.preview, shape: .roundedRect(Rect(x: 92, y: 96, width: 116, height: 48), radius: 8)))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.minX - 92) < 0.05 && abs(w.drawn.width - 116) < 0.05 && abs(w.drawn.height - 48) < 0.05)
    }

    @Test("lift hides the pointer and grows the view by 8 pt along its longer side")
    func lift() {
        var w = Self.world(.effect(.lift, preview: Self.preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(w.pointer.opacity.value < 0.01)
        #expect(abs(w.pointer.effectScale.value - 1.08) < 0.001 && w.pointer.effectShadow.value > 0.99)
    }

    @Test("a preview shown at a target moves the effect to the target's centre")
    func targetOffset() {
        let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window, targetCenter: Point(x: 300, y: 200))
        var w = Self.world(.effect(.hover(.none, shadow: false, scaled: false), preview: preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.pointer.effectDX.value - 150) < 0.05 && abs(w.pointer.effectDY.value - 80) < 0.05)
    }

    @Test("a beam is clamped to its region and held on the region's centre line along constrained axes")
    func beam() {
        var w = Self.world(.shape(.verticalBeam(length: 60), constrainedAxes: .vertical))
        w.move(to: Point(x: 130, y: 104))
        w.advance(by: 1)
        #expect(abs(w.drawn.height - 40) < 0.05, "60 pt clamped to the 40 pt region")
        #expect(abs(w.drawn.midY - 120) < 0.05 && w.drawn.midX == 130)
    }

    @Test("a hover effect's shape is in the pointer's space: centred on the pointer, it follows it")
    func hoverShapeFollowsPointer() {
        // Apple's sample builds the shape around the origin: the pointer's own position.
        var w = Self.world(.effect(.hover(.overlay, shadow: false, scaled: false), preview: Self.preview,
                                   shape: .roundedRect(Rect(x: -40, y: -10, width: 80, height: 20), radius: 4)))
        w.move(to: Point(x: 120, y: 115))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 80) < 0.05 && abs(w.drawn.height - 20) < 0.05 && w.pointer.effectTint.value > 0.99)
        #expect(w.drawn.midX == 120 && w.drawn.midY == 115, "centred on the pointer, not at the window's corner")
        w.move(to: Point(x: 170, y: 130))
        w.advance(by: 1.0 / 120)
        #expect(w.drawn.midX == 170 && w.drawn.midY == 130, "it follows the pointer at once, with no spring lag")
    }

    @Test("a shape that is not finite falls back to the system circle with a diagnostic")
    func badShape() {
        var w = Self.world(.shape(.roundedRect(Rect(x: .nan, y: 0, width: 10, height: 10), radius: 4), constrainedAxes: []))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 19) < 0.05)
        #expect(w.pointer.diagnostics.contains { $0.contains("not finite") })
    }
}
