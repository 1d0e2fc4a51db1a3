import Foundation

/// The edges of a rectangle, the horizontal ones following the reading direction, as UIKit's
/// `NSDirectionalRectEdge` (UIKit's bits; PointerKit lays out left to right: leading is left).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Configuration values PointerKit accepts from apps: lengths (corner radii, stroke widths,
/// paddings) and insets a configuration is given. NaN becomes 0, a negative length 0, an
/// infinite value ±1e9 pt (`GeometryLimits.coordinate`), each noted in
/// `UIApplication.geometryDiagnostics`. UIKit publishes no behaviour for them.
enum ConfigurationLimits {
    /// A length that must be a finite number ≥ 0.
    static func length(_ v: CGFloat, _ what: String) -> CGFloat {
        if v >= 0, v <= 1e9 { return v }
        let clean: CGFloat = v.isNaN || v < 0 ? 0 : 1e9
        GeometryLimits.note("\(what) \(v) is not a length from 0 to 1e9 pt: clamped to \(clean)")
        return clean
    }

    /// An offset that may be negative but must be finite.
    static func offset(_ v: CGFloat, _ what: String) -> CGFloat {
        if abs(v) <= 1e9 { return v }
        let clean: CGFloat = v.isNaN ? 0 : (v < 0 ? -1e9 : 1e9)
        GeometryLimits.note("\(what) \(v) is not a finite offset within ±1e9 pt: clamped to \(clean)")
        return clean
    }

    /// Insets whose edges are finite (negative edges are outsets, as in UIKit).
    static func insets(_ i: NSDirectionalEdgeInsets, _ what: String) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: offset(i.top, "\(what).top"), leading: offset(i.leading, "\(what).leading"),
                                bottom: offset(i.bottom, "\(what).bottom"), trailing: offset(i.trailing, "\(what).trailing"))
    }
}
