import Testing
@testable import PointerGeometry

@Suite("Geometry values")
struct GeometryTests {
    @Test("numbers print the same way everywhere: rounded, no trailing zeros, no negative zero")
    func formatting() {
        #expect(Format.number(1.5) == "1.5")
        #expect(Format.number(2) == "2")
        #expect(Format.number(-0.0001) == "0")
        #expect(Format.number(0.1 + 0.2) == "0.3")
        #expect(Format.number(-12.3456) == "-12.346")
        #expect(Format.number(0.9999) == "1")
        #expect(Format.number(.nan) == "nan")
    }

    @Test("a rectangle contains its minimum edges but not its maximum ones, like CGRect")
    func containment() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(Rect(x: 10, y: 10, width: -10, height: -10).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
    }

    @Test("a transform and its inverse round-trip a point")
    func inverse() throws {
        let t = Transform2D(rotationAngle: 0.7).concatenating(Transform2D(scaleX: 2, y: 3))
            .concatenating(Transform2D(translationX: 5, y: -4))
        let inv = try #require(t.inverted())
        let p = Point(x: 3, y: 7)
        let back = inv.apply(to: t.apply(to: p))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("a rotated rectangle's bounding box covers all its corners")
    func boundingBox() {
        let box = Transform2D(rotationAngle: .pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-9)
    }
}
