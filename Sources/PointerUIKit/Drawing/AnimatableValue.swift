import Foundation
import PointerGeometry

/// A value of an animatable layer property, as numbers that blend.
enum AnimatableValue: Equatable {
    case number(Double)
    case point(Double, Double)
    case size(Double, Double)
    case rect(Double, Double, Double, Double)
    case color(Double, Double, Double, Double)
    case path(Path)
    /// Numbers of a list (a gradient's locations).
    case list([Double])
    /// The red, green, blue and alpha of each colour of a list (a gradient's colours).
    case colorList([Double])

    var kind: String {
        switch self {
        case .number: "number"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .color: "CGColor"
        case .path: "CGPath"
        case .list: "list of numbers"
        case .colorList: "list of CGColors"
        }
    }

    /// The components, in order (none for a path).
    var components: [Double] {
        switch self {
        case .number(let v): [v]
        case .point(let x, let y), .size(let x, let y): [x, y]
        case .rect(let x, let y, let w, let h), .color(let x, let y, let w, let h): [x, y, w, h]
        case .path: []
        case .list(let v), .colorList(let v): v
        }
    }

    /// The same kind with other components.
    func with(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .number: .number(c[0])
        case .point: .point(c[0], c[1])
        case .size: .size(c[0], c[1])
        case .rect: .rect(c[0], c[1], c[2], c[3])
        case .color: .color(c[0], c[1], c[2], c[3])
        case .path: self
        case .list: .list(c)
        case .colorList: .colorList(c)
        }
    }

    /// A value an app gave (`fromValue`, a keyframe) as the kind `model` is; nil when it is
    /// absent, of another kind, or holds NaN or infinities.
    @MainActor init?(_ any: Any?, like model: AnimatableValue) {
        guard let any else { return nil }
        let made: AnimatableValue? = switch (model, any) {
        case (.number, let v as NSNumber): .number(v.doubleValue)
        case (.number, let v as Double): .number(v)
        case (.number, let v as CGFloat): .number(Double(v))
        case (.number, let v as Float): .number(Double(v))
        case (.number, let v as Int): .number(Double(v))
        case (.point, let p as CGPoint): .point(Double(p.x), Double(p.y))
        case (.size, let s as CGSize): .size(Double(s.width), Double(s.height))
        case (.rect, let r as CGRect): .rect(Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height))
        case (.color, let c as CGColor): .color(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        case (.color, let c as UIColor): .color(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        case (.path, let p as CGPath): p.path.isFinite ? .path(p.path) : nil
        case (.list, let v as [NSNumber]): .list(v.map(\.doubleValue))
        case (.list, let v as [Double]): .list(v)
        case (.list, let v as [CGFloat]): .list(v.map { Double($0) })
        case (.colorList, let v as [Any]): Self.colors(v)
        default: nil
        }
        guard let made, made.components.allSatisfy(\.isFinite) else { return nil }
        self = made
    }

    /// A list of `CGColor`s as flat components, nil when one is not a `CGColor`.
    static func colors(_ list: [Any]) -> AnimatableValue? {
        var out: [Double] = []
        for entry in list {
            guard let c = entry as? CGColor else { return nil }
            out += [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        }
        return .colorList(out)
    }

    /// The list as `NSNumber`s.
    var numbers: [NSNumber] { components.map { NSNumber(value: $0) } }
    /// The list as `CGColor`s.
    var cgColors: [CGColor] {
        let c = components.map { min(max($0, 0), 1) }
        return stride(from: 0, to: c.count - 3, by: 4).map { CGColor(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3]) }
    }

    /// The value `k` of the way to `other` (paths blend point by point when they have the same
    /// elements, else switch halfway).
    func interpolated(to other: AnimatableValue, _ k: Double) -> AnimatableValue {
        if case .path(let a) = self, case .path(let b) = other { return .path(a.blended(to: b, k) ?? (k < 0.5 ? a : b)) }
        let a = components, b = other.components
        guard a.count == b.count else { return k < 0.5 ? self : other }
        return with(zip(a, b).map { $0 + ($1 - $0) * k })
    }

    /// The sum of the components (a `byValue`).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        let a = components, b = other.components
        guard a.count == b.count, !a.isEmpty else { return self }
        return with(zip(a, b).map { $0 + $1 })
    }

    /// The components times `k`.
    func scaled(_ k: Double) -> AnimatableValue { components.isEmpty ? self : with(components.map { $0 * k }) }

    var number: Double { components.first ?? 0 }
    var cgPoint: CGPoint { let c = components; return CGPoint(x: c[0], y: c[1]) }
    var cgSize: CGSize { let c = components; return CGSize(width: c[0], height: c.count > 1 ? c[1] : 0) }
    var cgRect: CGRect { let c = components; return CGRect(x: c[0], y: c[1], width: c[2], height: c[3]) }
    var cgColor: CGColor {
        let c = components.map { min(max($0, 0), 1) }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    var cgPath: CGPath? { if case .path(let p) = self { return CGPath(path: p) }; return nil }
}

extension Path {
    /// The path `k` of the way to `other`, point by point; nil when their elements differ in kind.
    func blended(to other: Path, _ k: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): out.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(mix(p, q)))
            case (.quad(let p, let c), .quad(let q, let d)): out.append(.quad(mix(p, q), control: mix(c, d)))
            case (.cubic(let p, let c1, let c2), .cubic(let q, let d1, let d2)): out.append(.cubic(mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return Path(out)
    }
}
