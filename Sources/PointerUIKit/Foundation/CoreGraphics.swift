import Foundation
import PointerGeometry

#if !canImport(CoreGraphics)
/// CoreGraphics' affine transform, which Linux Foundation lacks: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat
    /// Creates a transform from its six numbers.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) { self.init(Transform2D(rotationAngle: Double(angle))) }
    /// True when this is the identity.
    public var isIdentity: Bool { self == .identity }
    /// The transform that applies `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(Transform2D(self).concatenating(Transform2D(t2)))
    }
    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse; a singular transform is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform { Transform2D(self).inverted().map(CGAffineTransform.init) ?? self }
}

/// CoreGraphics' vector, which Linux Foundation lacks.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(Transform2D(t).apply(to: Point(self))) }
}

extension CGRect {
    /// The bounding box of the rectangle mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(Transform2D(t).apply(to: Rect(self))) }
}
#endif

// Conversions between CoreGraphics' types (UIKit's API) and PointerGeometry's (the engine's
// and the drawing code's), as plain initialisers both ways: `Rect(view.bounds)`,
// `CGRect(rect)`. They are internal, so PointerUIKit adds no public name CoreGraphics lacks;
// an app that wants them converts with the memberwise initialisers. (They replace a `.pk`
// property, which read as a namespace and named nothing.)

extension CGAffineTransform {
    init(_ t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d),
                  tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension Transform2D {
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: CGFloat(r.origin.x), y: CGFloat(r.origin.y), width: CGFloat(r.size.width), height: CGFloat(r.size.height)) }
}

extension Rect {
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension Size {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
