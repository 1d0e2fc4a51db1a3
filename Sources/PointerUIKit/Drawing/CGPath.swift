import Foundation
import PointerGeometry

#if !canImport(CoreGraphics)
/// How a path's inside is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// How open line ends are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// Flat at the end point.
    case butt = 0
    /// A half circle.
    case round = 1
    /// A half square past the end point.
    case square = 2
}

/// How corners are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Cut-off corners.
    case bevel = 2
}

/// An immutable path, as Core Graphics' `CGPath`, backed by PointerGeometry's `Path`. Angles
/// are radians; `clockwise` in `addArc` is Core Graphics' (y up), which draws anticlockwise on
/// a UIKit screen, exactly as on iPadOS.
public class CGPath: Hashable {
    /// The path's value (PointerKit extension).
    public internal(set) var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.rect(Rect(rect)).applying(transform.map { Transform2D($0.pointee) } ?? .identity))
    }
    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.ellipse(in: Rect(rect)).applying(transform.map { Transform2D($0.pointee) } ?? .identity))
    }
    /// A rectangle with elliptical corners (each radius clamped to half its side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.roundedRect(Rect(rect), cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
            .applying(transform.map { Transform2D($0.pointee) } ?? .identity))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point and control point; `.null` when empty.
    public var boundingBox: CGRect {
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let p, let c): points += [p, c]
            case .cubic(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var r = Rect(origin: first, size: Size(width: 0, height: 0))
        for p in points.dropFirst() { r = r.union(Rect(origin: p, size: Size(width: 0, height: 0))) }
        return CGRect(r)
    }
    /// The smallest rectangle holding the drawn outline (curves' extremes, not their control
    /// points); `.null` when empty.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.bounds) }
    /// The end of the last element, `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = Point.zero, current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): current = p
            case .close: current = start
            }
        }
        return CGPoint(current)
    }
    /// True when `point` (mapped by `transform`) is inside the path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.contains(Point(point.applying(transform)), evenOdd: rule == .evenOdd)
    }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform.map { Transform2D($0.pointee) } ?? .identity))
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Equal when both hold the same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A path built element by element, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: Point(point.applying(transform))) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: Point(point.applying(transform))) }
    /// Adds connected lines through `points` (starting a subpath at the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() { i == 0 ? move(to: p, transform: transform) : addLine(to: p, transform: transform) }
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.append(Path.rect(Rect(rect)).applying(Transform2D(transform))) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { for r in rects { addRect(r, transform: transform) } }
    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path.ellipse(in: Rect(rect)).applying(Transform2D(transform)))
    }
    /// Adds a closed rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.append(Path.roundedRect(Rect(rect), cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight)).applying(Transform2D(transform)))
    }
    /// Adds a circular arc; a line joins the current point to its start. `clockwise` is in
    /// Core Graphics' y-up sense, so on screen (y down) it runs anticlockwise, as on iPadOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let (c, r, a0, a1) = (Point(center), Double(radius), Double(startAngle), Double(endAngle))
        if transform.isIdentity { return path.addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: !clockwise) }
        var arc = Path()
        arc.addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: !clockwise)
        var elements = arc.applying(Transform2D(transform)).elements
        if !path.isEmpty, path.elements.last != .close, case .move(let p)? = elements.first { elements[0] = .line(p) }
        path.append(Path(elements))
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: Point(end.applying(transform)), control1: Point(control1.applying(transform)), control2: Point(control2.applying(transform)))
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: Point(end.applying(transform)), control: Point(control.applying(transform)))
    }
    /// Appends another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.append(other.path.applying(Transform2D(transform))) }
    /// Closes the current subpath.
    public func closeSubpath() { path.close() }
}
#endif

extension Path {
    /// A rectangle with elliptical corners, each radius clamped to half its side (NaN → 0).
    static func roundedRect(_ r: Rect, cornerWidth: Double, cornerHeight: Double) -> Path {
        let s = r.standardized
        func clamp(_ v: Double, _ side: Double) -> Double { min(max(v.isFinite ? v : 0, 0), side / 2) }
        let w = clamp(cornerWidth, s.width), h = clamp(cornerHeight, s.height)
        guard w > 0, h > 0 else { return .rect(s) }
        let unit = Path.roundedRect(Rect(x: 0, y: 0, width: s.width / w, height: s.height / h), radius: 1)
        return unit.applying(Transform2D(a: w, b: 0, c: 0, d: h, tx: s.minX, ty: s.minY))
    }
}
