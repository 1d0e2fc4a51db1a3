import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// A layer that fills its bounds with a colour gradient over its background, as Core
/// Animation's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in the layer's unit coordinate space ((0, 0) the top-left
/// corner of its bounds, (1, 1) the bottom-right). Axial gradients change colour along the line
/// between them; radial ones are ellipses centred at `startPoint` whose edge passes through
/// `endPoint`'s x and y distances; both are drawn by every renderer (SVG frames, the browser and
/// the native window). PointerKit's choices where Core Animation publishes no behaviour:
/// - A conic gradient is drawn as 90 wedges of solid colour around `startPoint`, clockwise
///   from the direction of `endPoint` (steps of 4°, visible only at close range).
/// - An entry of `colors` that is not a `CGColor` (a `UIColor` passed by mistake) is skipped.
/// - `locations` whose count differs from the colours', or that hold NaN or infinities, are
///   ignored (the colours are spread evenly); unsorted locations are sorted. Each of these
///   notes a diagnostic in `UIApplication.geometryDiagnostics`. Locations below 0 or above 1
///   (a shimmer's) extend the axis past the start and end points (a radial gradient's only
///   past its edge).
/// - A radial gradient whose ellipse has one zero radius uses the other for both (a circle);
///   with both zero, the bounds are filled with the last colour.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s, spread along the gradient; nil or empty draws no gradient.
    open var colors: [Any]? { didSet { stopsCache = nil; changed() } }
    /// Where each colour sits, 0...1 along the gradient, increasing; nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { stopsCache = nil; changed() } }
    /// Where the gradient starts, in unit coordinates: (0.5, 0), the top edge's middle.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed() } }
    /// Where the gradient ends, in unit coordinates: (0.5, 1), the bottom edge's middle.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
    /// The kind of gradient: axial (the default), radial or conic.
    open var type: CAGradientLayerType = .axial { didSet { changed() } }

    /// The cleaned stops, made at the first drawing after a change (noting what was cleaned).
    private var stopsCache: [PointerScene.Gradient.Stop]?

    /// A gradient layer with no colours.
    public override init() { super.init() }
    /// A copy of `layer`'s drawing and gradient properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint
        type = other.type
    }
    /// A gradient layer from an archive: one with no colours (PointerKit reads no archives).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var drawsBeyondFill: Bool { !(colors?.isEmpty ?? true) || super.drawsBeyondFill }
    override func presentationCopy() -> CALayer { CAGradientLayer(layer: self) }
    override func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? { gradientAnimatableValue(forKeyPath: keyPath) }
    override func setPresented(_ value: AnimatableValue, forKeyPath keyPath: String) { setGradientPresented(value, forKeyPath: keyPath) }

    override func appendContent(to items: inout [PointerScene.Drawing]) {
        var stops = gradientStops
        let b = Rect(bounds).standardized
        guard let last = stops.last, b.width > 0, b.height > 0, b.isFinite else { return }
        let area = Path.rect(b)
        guard stops.count > 1 else { items.append(.init(.fill(area, last.color, evenOdd: false))); return }
        func unit(_ p: CGPoint) -> Point {
            Point(x: b.minX + (p.x.isFinite ? Double(p.x) : 0) * b.width, y: b.minY + (p.y.isFinite ? Double(p.y) : 0) * b.height)
        }
        var start = unit(startPoint), end = unit(endPoint)
        let low = type == .axial ? min(stops[0].location, 0) : 0, high = type == .conic ? 1 : max(last.location, 1)
        if low < 0 || high > 1 {
            // Locations beyond 0...1: the axis grows to hold them, and they are mapped into it.
            let d = Point(x: end.x - start.x, y: end.y - start.y)
            (start, end) = (Point(x: start.x + d.x * low, y: start.y + d.y * low), Point(x: start.x + d.x * high, y: start.y + d.y * high))
            for i in stops.indices { stops[i].location = min(max((stops[i].location - low) / (high - low), 0), 1) }
        }
        switch type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry } else if ry == 0 { ry = rx }
            guard rx > 0 else { items.append(.init(.fill(area, last.color, evenOdd: false))); return }
            let toLayer = Transform2D(scaleX: rx, y: ry).concatenating(Transform2D(translationX: start.x, y: start.y))
            let g = PointerScene.Gradient(kind: .radial, stops: stops, start: .zero, end: Point(x: 1, y: 0), transform: toLayer)
            items.append(.init(.gradient(area, g)))
        case .conic:
            appendConic(stops, centre: start, towards: end, in: b, to: &items)
        default:
            items.append(.init(.gradient(area, PointerScene.Gradient(kind: .axial, stops: stops, start: start, end: end))))
        }
    }

    /// A conic gradient as wedges of solid colour, each clipped to the bounds.
    private func appendConic(_ stops: [PointerScene.Gradient.Stop], centre: Point, towards end: Point, in b: Rect,
                             to items: inout [PointerScene.Drawing]) {
        let wedges = 90
        let dx = end.x - centre.x, dy = end.y - centre.y
        let zero = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        let reach = corners.map { (($0.x - centre.x) * ($0.x - centre.x) + ($0.y - centre.y) * ($0.y - centre.y)).squareRoot() }.max()! + 1
        let step = 2 * Double.pi / Double(wedges), clip = Path.rect(b)
        for i in 0..<wedges {
            let a0 = zero + Double(i) * step, a1 = a0 + step * 1.02
            var wedge = Path()
            wedge.move(to: centre)
            wedge.addLine(to: Point(x: centre.x + reach * cos(a0), y: centre.y + reach * sin(a0)))
            wedge.addLine(to: Point(x: centre.x + reach * cos(a1), y: centre.y + reach * sin(a1)))
            wedge.close()
            items.append(.init(.fill(wedge, Self.color(at: (Double(i) + 0.5) / Double(wedges), in: stops), evenOdd: false), clip: clip))
        }
    }

    /// The colour at `x` (0...1) along the stops, interpolated linearly.
    static func color(at x: Double, in stops: [PointerScene.Gradient.Stop]) -> PointerScene.Color {
        guard let first = stops.first, let last = stops.last else { return PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if x <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where x <= b.location {
            let k = b.location > a.location ? (x - a.location) / (b.location - a.location) : 1
            func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * k }
            return PointerScene.Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                      blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// The colours and locations as scene stops, cleaned (see the type's documentation).
    var gradientStops: [PointerScene.Gradient.Stop] {
        if let stopsCache { return stopsCache }
        var colours: [PointerScene.Color] = []
        for (i, entry) in (colors ?? []).enumerated() {
            if let c = entry as? CGColor { colours.append(c.sceneColor) } else {
                GeometryLimits.note("CAGradientLayer: colors[\(i)] is not a CGColor (\(Swift.type(of: entry))): skipped")
            }
        }
        var places: [Double]? = locations?.map(\.doubleValue)
        if let p = places, p.count != colours.count {
            GeometryLimits.note("CAGradientLayer: \(p.count) locations for \(colours.count) colours: spread evenly instead"); places = nil
        } else if let p = places, !p.allSatisfy(\.isFinite) {
            GeometryLimits.note("CAGradientLayer: locations \(p) hold NaN or infinity: spread evenly instead"); places = nil
        }
        let n = colours.count
        let spread = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        var stops = zip(places ?? spread, colours).map { PointerScene.Gradient.Stop(location: $0, color: $1) }
        if !zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }) {
            GeometryLimits.note("CAGradientLayer: locations \(places ?? []) are not increasing: sorted")
            stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        }
        stopsCache = stops
        return stops
    }
}

/// The kind of a gradient layer's gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public var rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses centred at the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point (drawn as wedges).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
