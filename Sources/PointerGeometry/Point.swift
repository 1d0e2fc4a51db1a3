/// A location or displacement in a 2D coordinate space, in points.
///
/// PointerKit's engine layers use this instead of `CGPoint` so they stay Foundation-free;
/// PointerUIKit converts at its boundary.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points; grows to the right.
    public var x: Double
    /// The vertical coordinate, in points; grows downward, as in UIKit.
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance from the origin, in points.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both components.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Adds in place.
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }

    /// `(x, y)` with up to three decimals, for logs and tests.
    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double
    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
}

/// Deterministic number formatting shared by logs, the CLI and the SVG renderer.
public enum Format {
    /// Formats `value` with at most `decimals` decimals, trailing zeros and `-0` removed,
    /// so the same value always prints the same text on every platform.
    public static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        // At 1e15 and beyond a double has no fraction to print and may not fit an Int:
        // Swift's shortest round-trip form ("1e+19") is exact, and SVG reads it.
        if abs(value) >= 1e15 { return "\(value.rounded())" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        let negative = rounded < 0
        let magnitude = negative ? -rounded : rounded
        let whole = magnitude.rounded(.towardZero)
        var fraction = Int(((magnitude - whole) * scale).rounded())
        var wholeInt = Int(whole)
        if Double(fraction) >= scale { fraction = 0; wholeInt += 1 }
        var text = String(wholeInt)
        if fraction > 0 {
            var digits = String(fraction)
            while digits.count < decimals { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return negative ? "-" + text : text
    }
}
