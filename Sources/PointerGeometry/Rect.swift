/// An axis-aligned rectangle: an origin (its minimum corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The minimum corner (top left in UIKit's flipped coordinates).
    public var origin: Point
    /// The extent; negative sizes are allowed and normalised by `standardized`.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its four numbers.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x of the rectangle.
    @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x of the rectangle.
    @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle.
    @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y of the rectangle.
    @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// The absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { abs(size.height) }

    /// True when every number is finite.
    @inlinable public var isFinite: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite
    }
    /// True when the rectangle has no area.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative size.
    @inlinable public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// True when `point` lies inside: minimum edges included, maximum edges excluded, as
    /// `CGRect.contains` does. An empty or non-finite rectangle contains nothing.
    /// - Complexity: O(1).
    @inlinable public func contains(_ point: Point) -> Bool {
        guard !isEmpty else { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when the two rectangles overlap with positive area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX
            && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        return Rect(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    /// `(x, y, w, h)` with up to three decimals.
    public var description: String {
        "(\(Format.number(origin.x)), \(Format.number(origin.y)), "
            + "\(Format.number(size.width)), \(Format.number(size.height)))"
    }
}
