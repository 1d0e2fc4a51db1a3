import PointerGeometry
import PointerInput
import PointerEngine

/// An adaptive pointer stepped on its own, without a `PointerSystem`: it holds the place that
/// the system's routing holds in an app (where the pointer is, the time, the device, the lock)
/// and gives it to each call, so that the adaptive pointer's own tests drive it with moves and
/// frames alone. It reads and writes the adaptive pointer's state through its members.
@dynamicMemberLookup
struct LonePointer {
    var pointer = AdaptivePointer()
    var place = PointerPlace(location: .zero, time: 0, isDrawn: false)

    subscript<T>(dynamicMember key: WritableKeyPath<AdaptivePointer, T>) -> T {
        get { pointer[keyPath: key] }
        set { pointer[keyPath: key] = newValue }
    }
    subscript<T>(dynamicMember key: KeyPath<AdaptivePointer, T>) -> T { pointer[keyPath: key] }

    /// Where the pointer is.
    var location: Point { place.location }
    /// True while the pointer is locked (the routing's lock, in an app).
    var isLocked: Bool {
        get { place.isLocked }
        set { place.isLocked = newValue }
    }

    /// True while the pointer is drawn (the routing's presence, in an app).
    var isDrawn: Bool { place.isDrawn }

    /// The frame drawn now.
    var currentFrame: PointerFrame { pointer.frame(isDrawn: place.isDrawn) }

    /// A move to `point` at `time`, as the routing records it (a point or time that is not
    /// finite is dropped, and the adaptive pointer says so), then taken by the adaptive pointer.
    /// The first move, or the first after an exit, brings the pointer in, as the system does.
    mutating func move(to point: Point, at time: Double, device: DeviceKind?, isMotion: Bool, primaryHeld: Bool? = nil) -> Bool {
        var next = place
        next.location = point
        next.time = max(place.time, time)
        if let device { next.device = device }
        var moved = point != place.location
        if !place.isDrawn, point.isFinite, time.isFinite {
            next.isDrawn = true
            pointer.enterWindow(next, isMotion: isMotion)
            moved = false
        }
        let looks = pointer.move(next, moved: moved, isMotion: isMotion, primaryHeld: primaryHeld)
        if point.isFinite, time.isFinite { place = next }
        return looks
    }

    mutating func arbitrate<Host: AdaptivePointerHost>(_ found: (region: PointerRegionValue, local: Point)?, host: inout Host) -> AdaptivePointer.RegionChange {
        pointer.arbitrate(found, place: place, host: &host)
    }

    mutating func enter<Host: AdaptivePointerHost>(_ style: PointerStyleValue?, host: inout Host) {
        pointer.enter(style, place: place, host: &host)
    }

    mutating func exit<Host: AdaptivePointerHost>(host: inout Host) -> AdaptivePointer.RegionChange {
        place.isDrawn = false
        return pointer.exit(place: place, host: &host)
    }

    mutating func updateTargets<Host: AdaptivePointerHost>(host: inout Host) {
        pointer.updateTargets(place: place, host: &host)
    }

    /// A frame at `time`; a toss that lands moves the pointer to its target, as the system does.
    mutating func step<Host: AdaptivePointerHost>(to time: Double, host: inout Host, magnets: TossMagnets = TossMagnets(),
                       tosses: Bool = true) -> AdaptivePointer.FrameStep? {
        let step = pointer.step(to: time, place: place, host: &host, magnets: magnets, tosses: tosses)
        if let target = step?.toss { place.location = target }
        return step
    }

    /// A frame at `time`: true when every spring has settled.
    @discardableResult
    mutating func frame<Host: AdaptivePointerHost>(at time: Double, host: inout Host) -> Bool {
        step(to: time, host: &host)?.settled ?? pointer.isSettled
    }

    func tossLanding(at time: Double) -> Point? { pointer.tossLanding(at: time, place: place) }

    func tossTarget(landing: Point, magnets: TossMagnets, windowBounds: Rect) -> Point? {
        pointer.tossTarget(from: place.location, landing: landing, magnets: magnets, windowBounds: windowBounds)
    }
}
