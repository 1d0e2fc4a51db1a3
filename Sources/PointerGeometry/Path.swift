import RealModule

/// A 2D path of subpaths made of lines and Bézier curves: the value behind `UIBezierPath`
/// and every pointer shape. Coordinates are points, y down (UIKit's convention).
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier curve to a point.
        case quad(Point, control: Point)
        /// A cubic Bézier curve to a point.
        case cubic(Point, control1: Point, control2: Point)
        /// Closes the current subpath with a line to its start.
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from commands.
    public init(_ elements: [Element]) { self.elements = elements }

    /// True when the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// True when every point and control point is finite (a path with NaN cannot be drawn).
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quad(let p, let c): p.isFinite && c.isFinite
            case .cubic(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .close: true
            }
        }
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }
    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) { elements.append(.quad(point, control: control)) }
    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }
    /// Appends another path's subpaths.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Adds a circular arc, in cubic segments of at most 90°. `clockwise` is on screen
    /// (y down): angles increase. A line joins the current point to the arc's start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise { while sweep < 0 { sweep += full } } else { while sweep > 0 { sweep -= full } }
        let start = Point(x: center.x + radius * .cos(startAngle), y: center.y + radius * .sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * Double.tan(step / 4)
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: .cos(a), y: .sin(a)), p3 = Point(x: .cos(b), y: .sin(b))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: Point) -> Point { Point(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2))
            a = b
        }
    }

    /// A closed rectangle.
    public static func rect(_ r: Rect) -> Path {
        let s = r.standardized
        return Path([.move(Point(x: s.minX, y: s.minY)), .line(Point(x: s.maxX, y: s.minY)),
                     .line(Point(x: s.maxX, y: s.maxY)), .line(Point(x: s.minX, y: s.maxY)), .close])
    }

    /// A closed rectangle with circular corners; the radius is clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let s = r.standardized
        let rad = min(max(radius.isFinite ? radius : 0, 0), min(s.width, s.height) / 2)
        guard rad > 0 else { return rect(s) }
        var p = Path()
        let q = Double.pi / 2
        p.addArc(center: Point(x: s.maxX - rad, y: s.minY + rad), radius: rad, startAngle: -q, endAngle: 0, clockwise: true)
        p.addArc(center: Point(x: s.maxX - rad, y: s.maxY - rad), radius: rad, startAngle: 0, endAngle: q, clockwise: true)
        p.addArc(center: Point(x: s.minX + rad, y: s.maxY - rad), radius: rad, startAngle: q, endAngle: 2 * q, clockwise: true)
        p.addArc(center: Point(x: s.minX + rad, y: s.minY + rad), radius: rad, startAngle: 2 * q, endAngle: 3 * q, clockwise: true)
        p.close()
        return p
    }

    /// A closed ellipse inscribed in `r`.
    public static func ellipse(in r: Rect) -> Path {
        let s = r.standardized
        let unit = Path.circle(center: .zero, radius: 1)
        return unit.applying(Transform2D(a: s.width / 2, b: 0, c: 0, d: s.height / 2, tx: s.midX, ty: s.midY))
    }

    /// A closed circle.
    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        p.close()
        return p
    }

    /// The path with every point transformed.
    public func applying(_ t: Transform2D) -> Path {
        Path(elements.map { e in
            switch e {
            case .move(let p): .move(t.apply(to: p))
            case .line(let p): .line(t.apply(to: p))
            case .quad(let p, let c): .quad(t.apply(to: p), control: t.apply(to: c))
            case .cubic(let p, let c1, let c2): .cubic(t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: .close
            }
        })
    }
}
