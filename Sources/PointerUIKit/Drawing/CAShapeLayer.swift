import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`. The path is in
/// the layer's coordinates and is drawn above the background, below sublayers.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path drawn, nil for none.
    open var path: CGPath? { didSet { changed() } }
    /// The fill: opaque black, Core Animation's default; nil fills nothing.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    /// How the fill decides the inside: non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// The stroke colour: nil (no stroke), Core Animation's default.
    open var strokeColor: CGColor? { didSet { changed() } }
    /// The stroke width: 1.
    open var lineWidth: CGFloat = 1 { didSet { changed() } }
    /// The longest miter, in line widths: 10.
    open var miterLimit: CGFloat = 10 { didSet { changed() } }
    /// End caps: butt.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// Corner joins: miter.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// Dash and gap lengths, nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { changed() } }
    /// Where along the path (0...1 of its length) the stroke starts: 0.
    open var strokeStart: CGFloat = 0 { didSet { changed() } }
    /// Where along the path (0...1 of its length) the stroke ends: 1.
    open var strokeEnd: CGFloat = 1 { didSet { changed() } }

    /// A shape layer with no path.
    public override init() { super.init() }
    /// A copy of `layer`'s drawing and shape properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        lineWidth = other.lineWidth; lineCap = other.lineCap; lineJoin = other.lineJoin; miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }
    /// A shape layer from an archive: one with no path (PointerKit reads no archives).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var drawsBeyondFill: Bool { path != nil || super.drawsBeyondFill }
    override func presentationCopy() -> CALayer { CAShapeLayer(layer: self) }
    override func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? { shapeAnimatableValue(forKeyPath: keyPath) }
    override func setPresented(_ value: AnimatableValue, forKeyPath keyPath: String) { setShapePresented(value, forKeyPath: keyPath) }
    override var shapeOutline: Path? { path?.path }
    override func appendContent(to items: inout [PointerScene.Drawing]) {
        guard let shape = path?.path, !shape.isEmpty else { return }
        if let fillColor { items.append(.init(.fill(shape, fillColor.sceneColor, evenOdd: fillRule == .evenOdd))) }
        if let strokeColor, lineWidth > 0, lineWidth.isFinite {
            let trimmed = shape.trimmed(from: Double(strokeStart), to: Double(strokeEnd))
            if !trimmed.isEmpty { items.append(.init(.stroke(trimmed, strokeColor.sceneColor, sceneStroke))) }
        }
    }

    /// The stroke as a scene stroke.
    var sceneStroke: PointerScene.Stroke {
        PointerScene.Stroke(width: Double(lineWidth), cap: lineCap.sceneCap, join: lineJoin.sceneJoin, miterLimit: Double(miterLimit),
                            dash: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase))
    }
}

/// A shape layer's end caps, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Flat at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var sceneCap: PointerScene.Stroke.Cap { self == .round ? .round : self == .square ? .square : .butt }
}

/// A shape layer's corner joins, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var sceneJoin: PointerScene.Stroke.Join { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// A shape layer's fill rule, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

extension Path {
    /// The part of the path between fractions `start` and `end` of its length (curves
    /// flattened), as open polylines: what a shape layer's `strokeStart`/`strokeEnd` draw.
    /// Fractions are clamped to 0...1; NaN draws nothing.
    func trimmed(from start: Double, to end: Double) -> Path {
        guard start.isFinite, end.isFinite else { return Path() }
        let a = min(max(start, 0), 1), b = min(max(end, 0), 1)
        guard b > a else { return Path() }
        if a == 0, b == 1 { return self }
        var runs: [[Point]] = []
        var current: [Point] = []
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { runs.append(current) }
                current = [p]; subpathStart = p
            case .close:
                if !current.isEmpty { current.append(subpathStart); runs.append(current); current = [subpathStart] }
            default:
                let piece = Path([.move(current.last ?? subpathStart), element]).polygons().first ?? []
                if current.isEmpty { current = [subpathStart] }
                current += piece.dropFirst()
            }
        }
        if current.count > 1 { runs.append(current) }
        func length(_ p: Point, _ q: Point) -> Double { ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot() }
        let total = runs.reduce(0.0) { sum, run in sum + zip(run, run.dropFirst()).reduce(0.0) { $0 + length($1.0, $1.1) } }
        let from = a * total, to = b * total
        var out = Path(), walked = 0.0
        for run in runs {
            var drawing = false
            for (p, q) in zip(run, run.dropFirst()) {
                let l = length(p, q), s = walked, e = walked + l
                walked = e
                guard e > from, s < to, l > 0 else { drawing = false; continue }
                func at(_ d: Double) -> Point { let t = (d - s) / l; return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
                if !drawing { out.move(to: at(max(from, s))); drawing = true }
                out.addLine(to: at(min(to, e)))
            }
        }
        return out
    }
}
