import Foundation
import PointerGeometry
import PointerEngine

/// A small shape shown beside the pointer (arrows hinting at a drag), as UIKit's
/// `UIPointerAccessory`.
@preconcurrency @MainActor
public final class UIPointerAccessory: NSObject {
    /// Where an accessory sits: how far from the pointer's shape and at what angle.
    public struct Position: Hashable, Sendable {
        /// Distance from the pointer's shape (where a ray from its centre at `angle` leaves it)
        /// to the accessory's centre, points: "offset from the primary pointer shape", as
        /// Apple's header says.
        public var offset: CGFloat
        /// Angle in radians, 0 pointing up, increasing clockwise.
        public var angle: CGFloat
        /// Creates a position.
        public init(offset: CGFloat, angle: CGFloat) { self.offset = offset; self.angle = angle }
        /// The default offset: 4.5 pt beyond the pointer's shape (its centre 14 pt from the 19 pt
        /// pointer's). iPadOS publishes none.
        public static let defaultOffset: CGFloat = 4.5
        /// Above the pointer.
        public static let top = Position(offset: defaultOffset, angle: 0)
        /// Above and right.
        public static let topRight = Position(offset: defaultOffset, angle: .pi / 4)
        /// Right.
        public static let right = Position(offset: defaultOffset, angle: .pi / 2)
        /// Below and right.
        public static let bottomRight = Position(offset: defaultOffset, angle: 3 * .pi / 4)
        /// Below.
        public static let bottom = Position(offset: defaultOffset, angle: .pi)
        /// Below and left.
        public static let bottomLeft = Position(offset: defaultOffset, angle: 5 * .pi / 4)
        /// Left.
        public static let left = Position(offset: defaultOffset, angle: 3 * .pi / 2)
        /// Above and left.
        public static let topLeft = Position(offset: defaultOffset, angle: 7 * .pi / 4)
    }

    /// The accessory's outline, centred on the origin, pointing up.
    public let shape: UIPointerShape
    /// Where it sits.
    public let position: Position
    /// True rotates the shape to point along its position's angle.
    public var orientationMatchesAngle = true

    /// Creates an accessory.
    public init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape; self.position = position
        super.init()
    }

    /// A small triangular arrow (8 × 6 pt) pointing away from the pointer.
    public static func arrow(_ position: Position) -> UIPointerAccessory {
        let arrow = Path([.move(Point(x: 0, y: -3)), .line(Point(x: 4, y: 3)), .line(Point(x: -4, y: 3)), .close])
        return UIPointerAccessory(.path(arrow), position: position)
    }

    /// The accessory as an engine value.
    var value: PointerAccessoryValue {
        PointerAccessoryValue(shape: shape.value, offset: Double(position.offset), angle: Double(position.angle),
                              orientationMatchesAngle: orientationMatchesAngle)
    }
}
