import PointerGeometry

/// A small shape shown beside the pointer (UIKit's `UIPointerAccessory`, as engine values).
public struct PointerAccessoryValue: Equatable, Sendable {
    /// The outline, centred on the origin, pointing up.
    public var shape: PointerShapeValue
    /// Distance from the pointer's shape to the accessory's centre, points: measured from where
    /// a ray from the pointer's centre at `angle` leaves the shape (Apple's header: "offset from
    /// the primary pointer shape"), so accessories sit beside a wide shape, not inside it.
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
    /// The farthest an accessory sits from the pointer: 10,000 pt, beyond any screen, so that
    /// its outline's coordinates stay finite.
    public static let maximumOffset = 10_000.0

    /// The accessory as it can be drawn, or why it cannot: a NaN offset or angle, or a shape
    /// with a non-finite coordinate or length, is refused; an infinite or larger offset is
    /// clamped to ±`maximumOffset`; an angle is reduced to one turn.
    func drawable() -> (value: PointerAccessoryValue?, note: String?) {
        guard !offset.isNaN, angle.isFinite, shape.isFinite else {
            return (nil, "accessory at offset \(offset), angle \(angle) has a NaN or infinite value: not shown")
        }
        var value = self
        value.angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
        guard abs(offset) <= Self.maximumOffset else {
            value.offset = offset < 0 ? -Self.maximumOffset : Self.maximumOffset
            return (value, "accessory offset \(offset) is beyond ±\(Self.maximumOffset) pt: clamped")
        }
        return (value, nil)
    }

    /// The outline in window coordinates around a pointer centred at `center` whose shape is a
    /// `size` rounded rectangle with corners of `cornerRadius` (the 19 pt circle by default).
    public func outline(around center: Point, size: Size = Size(width: 19, height: 19), cornerRadius: Double = 9.5) -> Path {
        let base: Path
        switch shape {
        case .path(let p): base = p
        case .roundedRect(let r, let radius): base = .roundedRect(r.offsetBy(dx: -r.midX, dy: -r.midY), radius: radius)
        case .verticalBeam(let l): base = .rect(Rect(x: -1, y: -l / 2, width: 2, height: l))
        case .horizontalBeam(let l): base = .rect(Rect(x: -l / 2, y: -1, width: l, height: 2))
        }
        let rotation = orientationMatchesAngle ? Transform2D(rotationAngle: angle) : .identity
        // (0, −distance) turned by the angle, the distance being the shape's edge plus the offset.
        let distance = Self.edgeDistance(angle: angle, size: size, cornerRadius: cornerRadius) + offset
        let spoke = Transform2D(rotationAngle: angle).apply(to: Point(x: 0, y: -distance))
        let place = Transform2D(translationX: center.x + spoke.x, y: center.y + spoke.y)
        return base.applying(rotation.concatenating(place))
    }
}

extension PointerAccessoryValue {
    /// How far from its centre a ray at `angle` (0 up, clockwise) leaves a `size` rounded
    /// rectangle with corners of `cornerRadius`: half the width or height along the axes, the
    /// corner's circle in between (for the 19 pt circle, 9.5 pt at every angle).
    static func edgeDistance(angle: Double, size: Size, cornerRadius: Double) -> Double {
        let hx = max(size.width.isFinite ? size.width : 0, 0) / 2, hy = max(size.height.isFinite ? size.height : 0, 0) / 2
        let r = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), hx, hy)
        let direction = Transform2D(rotationAngle: angle).apply(to: Point(x: 0, y: -1))
        let dx = direction.x, dy = direction.y
        // The rectangle's edge.
        var t = Double.infinity
        if abs(dx) > 1e-12 { t = min(t, hx / abs(dx)) }
        if abs(dy) > 1e-12 { t = min(t, hy / abs(dy)) }
        guard t.isFinite else { return 0 }
        let px = abs(t * dx), py = abs(t * dy)
        guard r > 0, px > hx - r, py > hy - r else { return t }
        // In a corner: where the ray leaves the corner's circle, centred at (hx − r, hy − r).
        let cx = hx - r, cy = hy - r, ax = abs(dx), ay = abs(dy)
        let b = ax * cx + ay * cy, c = cx * cx + cy * cy - r * r
        return b + (max(b * b - c, 0)).squareRoot()
    }
}

extension AdaptivePointer {
    /// Sets the accessories shown around the pointer: the first four, with a diagnostic beyond.
    @usableFromInline package mutating func setAccessories(_ accessories: [PointerAccessoryValue]) {
        if accessories.count > PointerAccessoryValue.limit {
            note("\(accessories.count) accessories given: only the first 4 are shown, as on iPadOS")
        }
        // Refused or clamped values never reach a frame (no NaN or infinity in an outline).
        self.accessories = accessories.prefix(PointerAccessoryValue.limit).compactMap { accessory in
            let (value, diagnostic) = accessory.drawable()
            if let diagnostic { note(diagnostic) }
            return value
        }
    }

    /// The accessories' outlines around the drawn pointer (its shape as drawn now, so they
    /// move out as it morphs), window coordinates.
    package var accessoryOutlines: [Path] {
        let center = Point(x: centerX.value, y: centerY.value)
        let size = Size(width: width.value, height: height.value), corner = radius.value
        return accessories.map { $0.outline(around: center, size: size, cornerRadius: corner) }
    }
}
