import Foundation
import PointerGeometry

/// A path of lines and curves, as UIKit's `UIBezierPath` (a class, so `preview.parameters
/// .visiblePath = …` and in-place edits behave as on iPadOS). Not bound to the main actor, as in
/// UIKit: a path can be built anywhere (a free function styling tiles), then handed over.
open class UIBezierPath: NSObject {
    /// The path's value.
    public internal(set) var path: Path

    /// An empty path.
    public override init() { path = Path(); super.init() }
    /// Wraps a path value.
    public init(path: Path) { self.path = path; super.init() }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(path: .rect(Rect(rect))) }
    /// A rectangle with circular corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: .roundedRect(Rect(rect), radius: Double(cornerRadius)))
    }
    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(path: .ellipse(in: Rect(rect))) }
    /// A circular arc (angles in radians; clockwise on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var p = Path()
        p.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
        self.init(path: p)
    }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { path.move(to: Point(point)) }
    /// Adds a straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: Point(point)) }
    /// Adds a cubic curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: Point(endPoint), control1: Point(controlPoint1), control2: Point(controlPoint2))
    }
    /// Adds a quadratic curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: Point(endPoint), control: Point(controlPoint))
    }
    /// Adds an arc.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.close() }
    /// Appends another path.
    open func append(_ other: UIBezierPath) { path.append(other.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(Transform2D(transform)) }
    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box of the outline (control points excluded).
    open var bounds: CGRect { CGRect(path.bounds) }
    /// True when `point` is inside (non-zero winding, or even-odd when `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { path.contains(Point(point), evenOdd: usesEvenOddFillRule) }
    /// The fill rule `contains` uses.
    open var usesEvenOddFillRule = false
    /// The stroke width `stroke()` draws with: 1.
    open var lineWidth: CGFloat = 1
    /// The end caps `stroke()` draws: butt.
    open var lineCapStyle: CGLineCap = .butt
    /// The corner joins `stroke()` draws: miter.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, in line widths: 10.
    open var miterLimit: CGFloat = 10
    /// The dash pattern `setLineDash(_:count:phase:)` set, empty for solid.
    var lineDash: [CGFloat] = []
    /// Where the dash pattern starts.
    var lineDashPhase: CGFloat = 0
}
