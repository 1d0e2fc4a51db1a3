import Testing
import PointerGeometry
import PointerEngine

/// Accessories around the pointer (`PointerAccessoryValue.swift`).
@Suite("Adaptive pointer: accessories")
struct PointerAccessoryValueTests {
    static let arrow = PointerShapeValue.path(Path([.move(Point(x: 0, y: -3)), .line(Point(x: 4, y: 3)), .line(Point(x: -4, y: 3)), .close]))

    @Test("an accessory sits its offset away from the pointer's centre at its angle, pointing outward")
    func placement() {
        let right = PointerAccessoryValue(shape: Self.arrow, offset: 14, angle: .pi / 2)
        let bounds = right.outline(around: Point(x: 100, y: 50)).bounds
        #expect(abs(bounds.midX - 114) < 0.6 && abs(bounds.midY - 50) < 1e-9, "14 pt to the right: \(bounds)")
        #expect(abs(bounds.width - 6) < 1e-9 && abs(bounds.height - 8) < 1e-9, "turned to point right")
        var upright = PointerAccessoryValue(shape: Self.arrow, offset: 14, angle: .pi / 2)
        upright.orientationMatchesAngle = false
        #expect(abs(upright.outline(around: .zero).bounds.width - 8) < 1e-9, "not turned")
    }

    @Test("at most four accessories are shown, with a diagnostic beyond, and they follow the drawn pointer")
    func limit() {
        var w = EmbeddedPointer()
        w.move(to: Point(x: 60, y: 60))
        let angles = [0.0, 0.5, 1.0, 1.5, 2.0].map { PointerAccessoryValue(shape: Self.arrow, offset: 14, angle: $0 * .pi) }
        w.pointer.setAccessories(angles)
        #expect(w.pointer.accessories.count == 4)
        #expect(w.pointer.diagnostics.last?.contains("only the first 4") == true)
        let top = w.pointer.accessoryOutlines[0].bounds
        #expect(abs(top.midX - 60) < 1e-9 && abs(top.midY - 46) < 0.6)
    }

    @Test("an accessory with a non-finite or huge offset or angle never puts a non-finite number in the outlines")
    func hostileAccessories() {
        var w = EmbeddedPointer()
        w.move(to: Point(x: 60, y: 60))
        let given = [
            PointerAccessoryValue(shape: Self.arrow, offset: -.infinity, angle: 0),
            PointerAccessoryValue(shape: Self.arrow, offset: 14, angle: .nan),
            PointerAccessoryValue(shape: Self.arrow, offset: 1e300, angle: 1e300),
            PointerAccessoryValue(shape: .verticalBeam(length: .infinity), offset: 14, angle: 0),
        ]
        w.pointer.setAccessories(given)
        #expect(w.pointer.accessories.count == 2, "the NaN angle and the infinite beam are not shown")
        for outline in w.pointer.accessoryOutlines { #expect(outline.isFinite, "\(outline)") }
        #expect(w.pointer.accessories.allSatisfy { abs($0.offset) <= PointerAccessoryValue.maximumOffset && abs($0.angle) < 2 * .pi })
        #expect(w.pointer.diagnostics.contains { $0.contains("clamped") })
        #expect(w.pointer.diagnostics.contains { $0.contains("not shown") })
    }
}
