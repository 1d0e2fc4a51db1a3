import PointerGeometry

/// A small shape shown beside the pointer (UIKit's `UIPointerAccessory`, as engine values).
public struct PointerAccessoryValue: Equatable, Sendable {
    /// The outline, centred on the origin, pointing up.
    public var shape: PointerShapeValue
    /// Distance from the pointer's centre to the accessory's centre, points.
    public var offset: Double
    /// Angle in radians, 0 pointing up, increasing clockwise.
    public var angle: Double
    /// True rotates the shape to point along `angle`.
    public var orientationMatchesAngle: Bool

    /// An accessory.
    public init(shape: PointerShapeValue, offset: Double, angle: Double, orientationMatchesAngle: Bool = true) {
        self.shape = shape; self.offset = offset; self.angle = angle; self.orientationMatchesAngle = orientationMatchesAngle
    }

    /// The most accessories shown at once: 4 (the first four), as iPadOS.
    public static let limit = 4

    /// The outline in window coordinates around a pointer centred at `center`.
    public func outline(around center: Point) -> Path {
        let base: Path
        switch shape {
        case .path(let p): base = p
        case .roundedRect(let r, let radius): base = .roundedRect(r.offsetBy(dx: -r.midX, dy: -r.midY), radius: radius)
        case .verticalBeam(let l): base = .rect(Rect(x: -1, y: -l / 2, width: 2, height: l))
        case .horizontalBeam(let l): base = .rect(Rect(x: -l / 2, y: -1, width: l, height: 2))
        }
        let rotation = orientationMatchesAngle ? Transform2D(rotationAngle: angle) : .identity
        // (0, −offset) turned by the angle: (offset · sin a, −offset · cos a) from the centre.
        let spoke = Transform2D(rotationAngle: angle).apply(to: Point(x: 0, y: -offset))
        let place = Transform2D(translationX: center.x + spoke.x, y: center.y + spoke.y)
        return base.applying(rotation.concatenating(place))
    }
}

extension AdaptivePointer {
    /// Sets the accessories shown around the pointer: the first four, with a diagnostic beyond.
    public mutating func setAccessories(_ accessories: [PointerAccessoryValue]) {
        if accessories.count > PointerAccessoryValue.limit {
            note("\(accessories.count) accessories given: only the first 4 are shown, as on iPadOS")
        }
        self.accessories = Array(accessories.prefix(PointerAccessoryValue.limit))
    }

    /// The accessories' outlines around the drawn pointer, window coordinates.
    public var accessoryOutlines: [Path] {
        let center = Point(x: cx.value, y: cy.value)
        return accessories.map { $0.outline(around: center) }
    }
}
