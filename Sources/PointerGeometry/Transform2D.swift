import RealModule

/// A 2D affine transform with `CGAffineTransform`'s layout and conventions:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct Transform2D: Hashable, Sendable {
    /// Row 1, column 1.
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2.
    public var d: Double
    /// The horizontal translation.
    public var tx: Double
    /// The vertical translation.
    public var ty: Double

    /// Creates a transform from its six numbers.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale about the origin.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A translation.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A rotation about the origin by `angle` radians (clockwise on screen, since y grows downward).
    public init(rotationAngle angle: Double) {
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True when this is the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// True when every number is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse transform, or nil when the transform is singular (it collapses area).
    public func inverted() -> Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a rectangle and returns the bounding box of the result.
    public func apply(to r: Rect) -> Rect {
        if b == 0 && c == 0 {
            let p = apply(to: Point(x: r.minX, y: r.minY)), q = apply(to: Point(x: r.maxX, y: r.maxY))
            return Rect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
        }
        let corners = (apply(to: Point(x: r.minX, y: r.minY)), apply(to: Point(x: r.maxX, y: r.minY)),
                       apply(to: Point(x: r.minX, y: r.maxY)), apply(to: Point(x: r.maxX, y: r.maxY)))
        let x0 = min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let x1 = max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let y0 = min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let y1 = max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
