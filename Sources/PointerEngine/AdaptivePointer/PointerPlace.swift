import PointerGeometry
import PointerInput

/// What the adaptive pointer reads of the pointer for one call: where it is, the latest time,
/// the device that last drove it, whether it is drawn and whether it is locked. `PointerSystem` makes it from its
/// routing (`PointerRouting`), which holds the one copy of each; the adaptive pointer keeps
/// none, so the two can never disagree.
public struct PointerPlace: Sendable, Equatable {
    /// Where the pointer is, window points.
    public var location: Point
    /// The latest event time seen, seconds (never going backwards).
    public var time: Double
    /// The kind of the device that last drove the pointer.
    public var device: DeviceKind
    /// True while the pointer is drawn in the window (`PointerRouting.isDrawn`).
    public var isDrawn: Bool
    /// True while the scene's pointer is locked: it is not drawn.
    public var isLocked: Bool

    /// A place; the defaults are a mouse pointer at `location`, drawn, unlocked.
    @inlinable public init(location: Point, time: Double, device: DeviceKind = .mouse, isDrawn: Bool = true, isLocked: Bool = false) {
        self.location = location; self.time = time; self.device = device
        self.isDrawn = isDrawn; self.isLocked = isLocked
    }
}

extension PointerRouting {
    /// The pointer's place as the routing has it (see `PointerPlace`).
    @inlinable public var place: PointerPlace {
        PointerPlace(location: location, time: time, device: device, isDrawn: isDrawn, isLocked: isLocked)
    }
}
