import Foundation
import PointerGeometry

/// The corners of a rectangle, as UIKit's `UIRectCorner` (UIKit's bits).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How rounded corners curve, as UIKit's `UICornerCurve` (iOS 17; UIKit's raw values).
/// PointerKit draws every curve as a circular arc.
public enum UICornerCurve: Int, Sendable {
    /// The system's choice (circular here).
    case automatic = 0
    /// A quarter circle.
    case circular = 1
    /// Apple's continuous curve (drawn circular here).
    case continuous = 2
}

/// A shape that fits a view, for hover styles, as UIKit's `UIShape` (iOS 17; a Swift struct
/// over the Objective-C class). Most shapes resolve against the view's bounds when used;
/// `fixedRect` and `path` are given in the view's coordinates and ignore its size.
///
/// Bad values: a NaN, infinite or negative corner radius counts as 0, and a fixed rectangle
/// holding NaN or infinity becomes `.rect`, each with a note in
/// `UIApplication.geometryDiagnostics`; a radius larger than half the shorter side is drawn as
/// half the shorter side, as Core Animation draws it.
public struct UIShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case rect(radius: CGFloat, corners: UIRectCorner)
        case capsule
        case circle
        case fixed(CGRect, radius: CGFloat, corners: UIRectCorner)
        case path(Path)
    }
    let kind: Kind
    /// The corner curve asked for (drawn circular).
    public let cornerCurve: UICornerCurve

    /// The view's bounds, square-cornered.
    public static var rect: UIShape { UIShape(kind: .rect(radius: 0, corners: .allCorners), cornerCurve: .automatic) }
    /// The bounds with fully rounded ends: the corner radius is half the shorter side.
    public static var capsule: UIShape { UIShape(kind: .capsule, cornerCurve: .automatic) }
    /// The largest circle centred in the bounds (diameter: the shorter side).
    public static var circle: UIShape { UIShape(kind: .circle, cornerCurve: .automatic) }

    /// The bounds with rounded corners (only `maskedCorners` rounded).
    public static func rect(cornerRadius: CGFloat, cornerCurve: UICornerCurve = .automatic,
                            maskedCorners: UIRectCorner = .allCorners) -> UIShape {
        UIShape(kind: .rect(radius: checked(cornerRadius), corners: maskedCorners), cornerCurve: cornerCurve)
    }

    /// A rectangle fixed in the view's coordinates, whatever its size.
    public static func fixedRect(_ rect: CGRect, cornerRadius: CGFloat = 0, cornerCurve: UICornerCurve = .automatic,
                                 maskedCorners: UIRectCorner = .allCorners) -> UIShape {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            GeometryLimits.note("UIShape.fixedRect(\(rect)) is not finite: the view's bounds (.rect) are used")
            return .rect
        }
        return UIShape(kind: .fixed(r, radius: checked(cornerRadius), corners: maskedCorners), cornerCurve: cornerCurve)
    }

    /// An outline in the view's coordinates.
    public static func path(_ path: UIBezierPath) -> UIShape { UIShape(kind: .path(path.path), cornerCurve: .automatic) }

    private static func checked(_ radius: CGFloat) -> CGFloat {
        guard radius.isFinite, radius >= 0 else {
            GeometryLimits.note("UIShape: a corner radius of \(radius) counts as 0")
            return 0
        }
        return radius
    }

    /// The outline in the coordinates of a view whose bounds are `bounds`.
    func outline(in bounds: CGRect) -> Path {
        switch kind {
        case .rect(let radius, let corners): return Self.rounded(bounds, radius, corners)
        case .capsule: return Self.rounded(bounds, min(bounds.width, bounds.height) / 2, .allCorners)
        case .circle:
            let side = min(bounds.width, bounds.height)
            let square = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            return Self.rounded(square, side / 2, .allCorners)
        case .fixed(let rect, let radius, let corners): return Self.rounded(rect, radius, corners)
        case .path(let path): return path
        }
    }

    /// The shape as a rounded rectangle, when it is one with all corners alike (what a pointer
    /// shape draws best); nil otherwise.
    func roundedRect(in bounds: CGRect) -> (rect: CGRect, radius: CGFloat)? {
        func limit(_ r: CGRect, _ radius: CGFloat) -> CGFloat { min(radius, min(r.width, r.height) / 2) }
        switch kind {
        case .rect(let radius, let corners) where corners == .allCorners || radius == 0: return (bounds, limit(bounds, radius))
        case .capsule: return (bounds, min(bounds.width, bounds.height) / 2)
        case .circle:
            let side = min(bounds.width, bounds.height)
            return (CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side), side / 2)
        case .fixed(let rect, let radius, let corners) where corners == .allCorners || radius == 0: return (rect, limit(rect, radius))
        default: return nil
        }
    }

    /// A rectangle with `corners` rounded by `radius` (limited to half the shorter side).
    static func rounded(_ frame: CGRect, _ radius: CGFloat, _ corners: UIRectCorner) -> Path {
        let rect = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        let radius = Double(min(radius, min(frame.width, frame.height) / 2))
        guard radius > 0, !corners.isEmpty else { return .rect(rect) }
        if corners == .allCorners { return .roundedRect(rect, radius: radius) }
        let k = 0.5523 * radius
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        func r(_ c: UIRectCorner) -> Double { corners.contains(c) ? radius : 0 }
        func kk(_ c: UIRectCorner) -> Double { corners.contains(c) ? k : 0 }
        var p = Path()
        p.move(to: Point(x: x0 + r(.topLeft), y: y0))
        p.addLine(to: Point(x: x1 - r(.topRight), y: y0))
        p.addCurve(to: Point(x: x1, y: y0 + r(.topRight)), control1: Point(x: x1 - r(.topRight) + kk(.topRight), y: y0),
                   control2: Point(x: x1, y: y0 + r(.topRight) - kk(.topRight)))
        p.addLine(to: Point(x: x1, y: y1 - r(.bottomRight)))
        p.addCurve(to: Point(x: x1 - r(.bottomRight), y: y1), control1: Point(x: x1, y: y1 - r(.bottomRight) + kk(.bottomRight)),
                   control2: Point(x: x1 - r(.bottomRight) + kk(.bottomRight), y: y1))
        p.addLine(to: Point(x: x0 + r(.bottomLeft), y: y1))
        p.addCurve(to: Point(x: x0, y: y1 - r(.bottomLeft)), control1: Point(x: x0 + r(.bottomLeft) - kk(.bottomLeft), y: y1),
                   control2: Point(x: x0, y: y1 - r(.bottomLeft) + kk(.bottomLeft)))
        p.addLine(to: Point(x: x0, y: y0 + r(.topLeft)))
        p.addCurve(to: Point(x: x0 + r(.topLeft), y: y0), control1: Point(x: x0, y: y0 + r(.topLeft) - kk(.topLeft)),
                   control2: Point(x: x0 + r(.topLeft) - kk(.topLeft), y: y0))
        p.close()
        return p
    }
}
