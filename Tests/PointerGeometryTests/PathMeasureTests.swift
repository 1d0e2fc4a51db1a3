import Testing
@testable import PointerGeometry

@Suite("Measuring paths")
struct PathMeasureTests {
    @Test("each subpath flattens to its own polygon, curves into the given number of pieces")
    func polygons() {
        let p = Path([.move(.zero), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .close,
                      .move(Point(x: 20, y: 0)), .quad(Point(x: 30, y: 0), control: Point(x: 25, y: 10))])
        let polygons = p.polygons(segmentsPerCurve: 4)
        #expect(polygons.count == 2)
        #expect(polygons[0] == [.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)])
        #expect(polygons[1].count == 1 + 4)
        #expect(polygons[1].last == Point(x: 30, y: 0))
        #expect(polygons[1][2] == Point(x: 25, y: 5), "the curve's midpoint is halfway to its control point")
    }

    @Test("a lone move makes no polygon")
    func loneMove() {
        #expect(Path([.move(Point(x: 1, y: 1))]).polygons().isEmpty)
    }

    @Test("bounds measure the curve, not its control points, as UIBezierPath does")
    func curveBounds() {
        let p = Path([.move(.zero), .quad(Point(x: 10, y: 0), control: Point(x: 5, y: 10))])
        let b = p.bounds
        #expect(b.minX == 0 && b.maxX == 10)
        #expect(abs(b.height - 5) < 1e-9, "the curve peaks halfway to its control point")
    }

    @Test("an empty path has zero bounds; a lone point has a zero-size box at it")
    func degenerateBounds() {
        #expect(Path().bounds == .zero)
        #expect(Path([.move(Point(x: 3, y: 4))]).bounds == Rect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test("bounds skip non-finite points")
    func boundsSkipNaN() {
        let p = Path([.move(.zero), .line(Point(x: 4, y: 2)), .line(Point(x: .nan, y: 100))])
        #expect(p.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("a point inside a shape is contained, one outside is not, and NaN never is")
    func contains() {
        let circle = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        #expect(circle.contains(Point(x: 10, y: 10)))
        #expect(circle.contains(Point(x: 14, y: 10)))
        #expect(!circle.contains(Point(x: 14, y: 14)), "inside the bounding box but outside the circle")
        #expect(!circle.contains(Point(x: .nan, y: 10)))
    }

    @Test("a hole drawn in the same direction is filled under non-zero winding and empty under even-odd")
    func windingRules() {
        var p = Path.rect(Rect(x: 0, y: 0, width: 30, height: 30))
        p.append(.rect(Rect(x: 10, y: 10, width: 10, height: 10)))
        let hole = Point(x: 15, y: 15), ring = Point(x: 5, y: 5)
        #expect(p.contains(hole))
        #expect(!p.contains(hole, evenOdd: true))
        #expect(p.contains(ring) && p.contains(ring, evenOdd: true))
    }

    @Test("SVG path data names each command with the shared number format")
    func svgData() {
        let p = Path([.move(.zero), .line(Point(x: 1.5, y: 2)), .quad(Point(x: 3, y: 0), control: Point(x: 2, y: 1)),
                      .cubic(Point(x: 6, y: 0), control1: Point(x: 4, y: -1), control2: Point(x: 5, y: -1.23456)), .close])
        #expect(p.svgData == "M0 0 L1.5 2 Q2 1 3 0 C4 -1 5 -1.235 6 0 Z")
        #expect(Path().svgData == "")
    }
}
