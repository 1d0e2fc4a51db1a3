import Testing
@testable import PointerGeometry

@Suite("Paths")
struct PathTests {
    private func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func close(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
        close(a.origin, b.origin, within: tolerance) && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test("building a path records each command in order")
    func building() {
        var p = Path()
        #expect(p.isEmpty)
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
        p.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
        p.close()
        #expect(p.elements == [
            .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
            .quad(Point(x: 10, y: 10), control: Point(x: 15, y: 5)),
            .cubic(Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12)),
            .close,
        ])
        #expect(!p.isEmpty)
    }

    @Test("appending a path adds its subpaths after the receiver's")
    func appending() {
        var a = Path.rect(Rect(x: 0, y: 0, width: 1, height: 1))
        let b = Path.circle(center: Point(x: 5, y: 5), radius: 1)
        a.append(b)
        #expect(a.elements.count == 5 + b.elements.count)
        #expect(Array(a.elements.suffix(b.elements.count)) == b.elements)
    }

    @Test("a path with a NaN control point is not finite")
    func finiteness() {
        #expect(Path.rect(Rect(x: 0, y: 0, width: 2, height: 2)).isFinite)
        #expect(!Path([.move(.zero), .quad(Point(x: 1, y: 1), control: Point(x: .nan, y: 0))]).isFinite)
        #expect(!Path([.move(.zero), .cubic(Point(x: 1, y: 1), control1: .zero, control2: Point(x: 0, y: .infinity))]).isFinite)
    }

    @Test("a rectangle path starts at the top-left corner even for a negative size, and closes")
    func rectPath() {
        let p = Path.rect(Rect(x: 10, y: 10, width: -10, height: -5))
        #expect(p.elements == [.move(Point(x: 0, y: 5)), .line(Point(x: 10, y: 5)), .line(Point(x: 10, y: 10)),
                               .line(Point(x: 0, y: 10)), .close])
    }

    @Test("a rounded rectangle's radius is clamped to half the shorter side; zero or NaN gives a plain rectangle")
    func roundedRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        let huge = Path.roundedRect(r, radius: 100)
        #expect(close(huge.bounds, r, within: 1e-6))
        // Clamped to 5, the top edge is all arc: the first arc starts at the top's middle.
        guard case .move(let start) = huge.elements.first else { Issue.record("no move first"); return }
        #expect(close(start, Point(x: 5, y: 0)))
        #expect(Path.roundedRect(r, radius: 0) == Path.rect(r))
        #expect(Path.roundedRect(r, radius: .nan) == Path.rect(r))
        #expect(Path.roundedRect(r, radius: 3).elements.count == 4 * 2 + 1, "four arcs each joined by a line, closed")
    }

    @Test("a circle is four quarter arcs whose points all lie on the circle")
    func circle() {
        let centre = Point(x: 3, y: -2)
        let p = Path.circle(center: centre, radius: 4)
        let curves = p.elements.filter { if case .cubic = $0 { true } else { false } }
        #expect(curves.count == 4)
        for case .cubic(let end, _, _) in p.elements {
            #expect(abs((end - centre).length - 4) < 1e-9)
        }
        #expect(p.elements.last == .close)
    }

    @Test("an arc with a non-finite radius, angle or centre adds nothing")
    func badArc() {
        var p = Path()
        p.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        p.addArc(center: .zero, radius: 1, startAngle: .infinity, endAngle: 1, clockwise: true)
        p.addArc(center: Point(x: .nan, y: 0), radius: 1, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(p.isEmpty)
    }

    @Test("an arc after a point joins it with a line; counter-clockwise sweeps the other way round")
    func arcJoinsAndDirection() {
        var p = Path()
        p.move(to: Point(x: -5, y: 0))
        p.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(p.elements[1] == .line(Point(x: 1, y: 0)))
        // Counter-clockwise from 0 to π/2 goes the long way: three quarter turns, through the top (y < 0).
        #expect(p.elements.count == 2 + 3)
        #expect(p.bounds.minY < -0.99)
    }

    @Test("an ellipse fills the rectangle it is inscribed in")
    func ellipse() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        #expect(close(Path.ellipse(in: r).bounds, r, within: 1e-6))
    }

    @Test("applying a transform moves every point and control point")
    func applying() {
        let p = Path([.move(.zero), .quad(Point(x: 2, y: 0), control: Point(x: 1, y: 1)), .close])
        let moved = p.applying(Transform2D(translationX: 10, y: 20))
        #expect(moved.elements == [.move(Point(x: 10, y: 20)), .quad(Point(x: 12, y: 20), control: Point(x: 11, y: 21)), .close])
        #expect(p.applying(.identity) == p)
    }
}
