import Testing
@testable import PointerGeometry

@Suite("Rectangles")
struct RectTests {
    @Test("a rectangle contains its minimum edges but not its maximum ones, like CGRect")
    func containment() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(Rect(x: 10, y: 10, width: -10, height: -10).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
    }

    @Test("a rectangle with NaN in it contains nothing")
    func nanContainsNothing() {
        #expect(!Rect(x: .nan, y: 0, width: 10, height: 10).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: .nan, y: 5)))
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 10).isFinite)
    }

    @Test("a negative size is normalised: edges, width and height are the same as the standardized rectangle's")
    func negativeSize() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 14 && r.maxY == 20)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.center == Point(x: 8, y: 17))
        #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
    }

    @Test("overlapping rectangles intersect in their common part; touching ones do not intersect")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(!a.intersects(Rect(x: 2, y: 2, width: 0, height: 5)), "an empty rectangle overlaps nothing")
    }

    @Test("the union is the smallest rectangle holding both")
    func union() {
        let u = Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: 20, y: -5, width: 5, height: 5))
        #expect(u == Rect(x: 0, y: -5, width: 25, height: 15))
    }

    @Test("offsetting moves a rectangle; insetting shrinks it on every side, and a negative inset grows it")
    func offsetAndInset() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.offsetBy(dx: 3, dy: -2) == Rect(x: 3, y: -2, width: 10, height: 10))
        #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 12))
    }

    @Test("a zero-width or zero-height rectangle is empty")
    func emptiness() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 3).isEmpty)
        #expect(!Rect(x: 5, y: 5, width: -1, height: 3).isEmpty)
    }

    @Test("a rectangle describes its origin and size with the shared number format")
    func description() {
        #expect(Rect(x: 1.5, y: 0, width: -2, height: 3.0004).description == "(1.5, 0, -2, 3)")
    }
}
