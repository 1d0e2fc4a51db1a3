import Testing
import PointerGeometry
@testable import PointerEngine

/// Accessories around the pointer (`PointerAccessoryValue.swift`).
@Suite("Adaptive pointer: accessories")
struct PointerAccessoryValueTests {
    static let arrow = PointerShapeValue.path(Path([.move(Point(x: 0, y: -3)), .line(Point(x: 4, y: 3)), .line(Point(x: -4, y: 3)), .close]))

    @Test("an accessory sits its offset beyond the 19 pt pointer's edge at its angle, pointing outward")
    func placement() {
        let right = PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: .pi / 2)
        let bounds = right.outline(around: Point(x: 100, y: 50)).bounds
        #expect(abs(bounds.midX - 114) < 0.6 && abs(bounds.midY - 50) < 1e-9, "9.5 + 4.5 pt to the right: \(bounds)")
        #expect(abs(bounds.width - 6) < 1e-9 && abs(bounds.height - 8) < 1e-9, "turned to point right")
        var upright = PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: .pi / 2)
        upright.orientationMatchesAngle = false
        #expect(abs(upright.outline(around: .zero).bounds.width - 8) < 1e-9, "not turned")
    }

    @Test("beside an 80 × 24 rounded-rect pointer the left and right arrows sit outside it, and a diagonal one off its corner")
    func besideAWideShape() {
        let size = Size(width: 80, height: 24)
        let left = PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: 3 * .pi / 2).outline(around: .zero, size: size, cornerRadius: 6).bounds
        let right = PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: .pi / 2).outline(around: .zero, size: size, cornerRadius: 6).bounds
        #expect(abs(left.midX + 44.5) < 0.6 && abs(right.midX - 44.5) < 0.6, "40 pt to the edge, 4.5 beyond: \(left) \(right)")
        let top = PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: 0).outline(around: .zero, size: size, cornerRadius: 6).bounds
        #expect(abs(top.midY + 16.5) < 0.6, "12 pt to the top edge, 4.5 beyond")
        // Towards a corner the ray leaves through the corner's curve, outside the rectangle.
        let d = PointerAccessoryValue.edgeDistance(angle: .pi / 4, size: Size(width: 20, height: 20), cornerRadius: 10)
        #expect(abs(d - 10) < 1e-9, "a 20 pt circle is 10 pt away at every angle")
    }

    @Test("at most four accessories are shown, with a diagnostic beyond, and they follow the drawn pointer")
    func limit() {
        var w = PlainPointerWindow()
        w.move(to: Point(x: 60, y: 60))
        let angles = [0.0, 0.5, 1.0, 1.5, 2.0].map { PointerAccessoryValue(shape: Self.arrow, offset: 4.5, angle: $0 * .pi) }
        w.pointer.setAccessories(angles)
        #expect(w.pointer.accessories.count == 4)
        #expect(w.pointer.diagnostics.last?.contains("only the first 4") == true)
        let top = w.pointer.accessoryOutlines[0].bounds
        #expect(abs(top.midX - 60) < 1e-9 && abs(top.midY - 46) < 0.6)
    }

    @Test("an accessory with a non-finite or huge offset or angle never puts a non-finite number in the outlines")
    func hostileAccessories() {
        var w = PlainPointerWindow()
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
