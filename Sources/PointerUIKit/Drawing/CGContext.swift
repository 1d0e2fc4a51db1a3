import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

#if !canImport(CoreGraphics)
/// How `drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill (non-zero).
    case fill = 0
    /// Fill (even-odd).
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// A drawing destination, as Core Graphics' `CGContext`: the context a view's `draw(_:)`
/// draws into (`UIGraphicsGetCurrentContext()`). PointerKit records what is painted, as
/// paths and colours in the view's coordinates, and frames draw the recording.
///
/// The graphics state (colours, line style, alpha, the current transform and clip) is saved and
/// restored as in Core Graphics. A clip is kept as one path: clipping again replaces the clip by
/// the new area when the old one was not a rectangle containing it (PointerKit does not
/// intersect arbitrary paths).
public final class CGContext {
    struct State {
        var fill = PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1)
        var line = PointerScene.Stroke()
        var alpha = 1.0
        var ctm = Transform2D.identity
        var clip: Path?
    }
    var state = State()
    private var saved: [State] = []
    /// The path being built, in the context's base coordinates (the CTM already applied).
    private var path = Path()
    /// Everything painted so far, in the base coordinates.
    var drawings: [PointerScene.Drawing] = []

    init() {}

    /// Empties the context for reuse.
    func reset() { state = State(); saved.removeAll(keepingCapacity: true); path = Path(); drawings.removeAll(keepingCapacity: true) }

    // MARK: State

    /// Pushes a copy of the graphics state.
    public func saveGState() { saved.append(state) }
    /// Pops the graphics state (ignored when nothing was saved).
    public func restoreGState() { if let s = saved.popLast() { state = s } }
    /// The current transform from user space to the view's coordinates.
    public var ctm: CGAffineTransform { CGAffineTransform(state.ctm) }
    /// Moves the user space's origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates the user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current transform (non-finite transforms are ignored).
    public func concatenateCTM(_ transform: CGAffineTransform) { concatenate(transform) }
    /// Applies `transform` before the current transform (non-finite transforms are ignored).
    public func concatenate(_ transform: CGAffineTransform) {
        let t = Transform2D(transform)
        if t.isFinite { state.ctm = t.concatenating(state.ctm) }
    }
    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color.sceneColor }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.sceneColor }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets a grey fill.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Sets a grey stroke.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Sets the line width (negative and NaN widths are ignored).
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.line.width = Double(width) } }
    /// Sets the end caps.
    public func setLineCap(_ cap: CGLineCap) { state.line.cap = cap.sceneCap }
    /// Sets the corner joins.
    public func setLineJoin(_ join: CGLineJoin) { state.line.join = join.sceneJoin }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.line.miterLimit = Double(limit) } }
    /// Sets the dash pattern; an empty one draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dash = lengths.map(Double.init); state.line.dashPhase = Double(phase)
    }
    /// Sets the opacity everything is painted with (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(Double(alpha), 0), 1) : 1 }

    // MARK: Path

    /// Empties the current path.
    public func beginPath() { path = Path() }
    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: state.ctm.apply(to: Point(point))) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: state.ctm.apply(to: Point(point))) }
    /// Adds connected lines.
    public func addLines(between points: [CGPoint]) { for (i, p) in points.enumerated() { i == 0 ? move(to: p) : addLine(to: p) } }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { path.append(Path.rect(Rect(rect)).applying(state.ctm)) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// Adds a closed ellipse.
    public func addEllipse(in rect: CGRect) { path.append(Path.ellipse(in: Rect(rect)).applying(state.ctm)) }
    /// Adds a path.
    public func addPath(_ other: CGPath) { path.append(other.path.applying(state.ctm)) }
    /// Adds an arc (`clockwise` in Core Graphics' y-up sense, as `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let p = CGMutablePath()
        if !path.isEmpty { p.path = path.applying(state.ctm.inverted() ?? .identity) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        path = p.path.applying(state.ctm)
    }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let t = state.ctm
        path.addCurve(to: t.apply(to: Point(end)), control1: t.apply(to: Point(control1)), control2: t.apply(to: Point(control2)))
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: state.ctm.apply(to: Point(end)), control: state.ctm.apply(to: Point(control)))
    }
    /// Closes the current subpath.
    public func closePath() { path.close() }
    /// True when the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current path's outline bounds, in user space.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.applying(state.ctm.inverted() ?? .identity).bounds) }

    // MARK: Painting

    /// Fills the current path, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) { paintFill(path, evenOdd: rule == .evenOdd); path = Path() }
    /// Strokes the current path, then empties it.
    public func strokePath() { paintStroke(path); path = Path() }
    /// Paints the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        if mode != .stroke { paintFill(path, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { paintStroke(path) }
        path = Path()
    }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect) { paintFill(Path.rect(Rect(rect)).applying(state.ctm), evenOdd: false) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { paintStroke(Path.rect(Rect(rect)).applying(state.ctm)) }
    /// Strokes a rectangle with a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { paintFill(Path.ellipse(in: Rect(rect)).applying(state.ctm), evenOdd: false) }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { paintStroke(Path.ellipse(in: Rect(rect)).applying(state.ctm)) }
    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count { p.move(to: Point(points[i])); p.addLine(to: Point(points[i + 1])); i += 2 }
        paintStroke(p.applying(state.ctm))
    }
    /// Limits later painting to the area of the current path (then empties it).
    public func clip(using rule: CGPathFillRule = .winding) { setClip(path); path = Path() }
    /// Limits later painting to a rectangle.
    public func clip(to rect: CGRect) { setClip(Path.rect(Rect(rect)).applying(state.ctm)) }

    private func setClip(_ newClip: Path) {
        if let old = state.clip, old.elements.count == 5, newClip.elements.count == 5 {
            let a = old.bounds, b = newClip.bounds
            state.clip = .rect(a.intersection(b) ?? Rect(x: a.minX, y: a.minY, width: 0, height: 0))
        } else {
            state.clip = newClip
        }
    }

    private func paintFill(_ p: Path, evenOdd: Bool) {
        guard !p.isEmpty, p.isFinite else { return }
        var color = state.fill
        color.alpha *= state.alpha
        drawings.append(.init(.fill(p, color, evenOdd: evenOdd), clip: state.clip))
    }

    private func paintStroke(_ p: Path) {
        guard !p.isEmpty, p.isFinite, state.line.width > 0 else { return }
        var color = state.stroke, line = state.line
        color.alpha *= state.alpha
        let scale = state.ctm.meanScale
        line.width *= scale; line.dash = line.dash.map { $0 * scale }; line.dashPhase *= scale
        drawings.append(.init(.stroke(p, color, line), clip: state.clip))
    }

    /// Records a bitmap drawn into `rect` (user space).
    func paintImage(_ dataURI: String, in rect: CGRect, tint: PointerScene.Color?) {
        let r = Rect(rect).standardized
        guard r.isFinite, r.width > 0, r.height > 0 else { return }
        let unit = Transform2D(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX, ty: r.minY)
        drawings.append(.init(.image(.init(dataURI: dataURI, transform: unit.concatenating(state.ctm), opacity: state.alpha, tint: tint)),
                              clip: state.clip))
    }
}
#endif

extension CGColor {
    /// The colour as a scene colour.
    var sceneColor: PointerScene.Color {
        let c = components ?? []
        func at(_ i: Int) -> Double { i < c.count && c[i].isFinite ? min(max(Double(c[i]), 0), 1) : 0 }
        return c.count == 2 ? .init(red: at(0), green: at(0), blue: at(0), alpha: at(1)) : .init(red: at(0), green: at(1), blue: at(2), alpha: at(3))
    }
}

extension CGLineCap {
    var sceneCap: PointerScene.Stroke.Cap { self == .round ? .round : self == .square ? .square : .butt }
}

extension CGLineJoin {
    var sceneJoin: PointerScene.Stroke.Join { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
