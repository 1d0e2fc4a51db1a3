import PointerGeometry

/// Turns raw device samples into ``PointerEvent``s, owning what backends should not have to:
/// the pointer position, held buttons, keyboard modifiers, scroll typing and phases, wheel
/// bursts, trackpad momentum, pinch accumulation and active touches.
///
/// A value type whose `convert` either emits events or throws and changes nothing. Time is a
/// parameter: timers (the end of a wheel burst, momentum steps) fire in `advance(to:)`, or
/// before a later sample is converted.
public struct InputConverter: Sendable {
    /// Tunable numbers. iPadOS publishes none of these; each default says why it was chosen.
    public struct Configuration: Sendable, Hashable {
        /// The surface the pointer moves on; the position is clamped inside it (maximum edges
        /// excluded, like `CGRect.contains`). Default: 1024 × 768 pt, the classic iPad.
        public var surface: Rect
        /// Points scrolled per wheel notch. Default 40 pt: about two lines of body text, close to
        /// what browsers scroll for one notch (Chromium: 40 px per tick on Linux).
        public var pointsPerWheelNotch: Double
        /// Seconds without wheel or smooth-scroll input that end a burst. Default 0.15 s: longer
        /// than the gap between notches of one flick (≤ 0.1 s in the recordings), shorter than a
        /// deliberate pause.
        public var scrollQuietInterval: Double
        /// Momentum velocity kept per millisecond. Default 0.998: `UIScrollView`'s normal
        /// deceleration rate.
        public var momentumDecayPerMillisecond: Double
        /// Momentum ends below this speed, in points per second. Default 10 pt/s: slower than
        /// the eye follows as motion.
        public var momentumStopSpeed: Double
        /// Seconds of finger-scroll history that estimate the lift-off velocity. Default 0.1 s.
        public var velocityWindow: Double

        /// Creates a configuration; every argument has the default documented on its property.
        public init(surface: Rect = Rect(x: 0, y: 0, width: 1024, height: 768), pointsPerWheelNotch: Double = 40,
                    scrollQuietInterval: Double = 0.15, momentumDecayPerMillisecond: Double = 0.998,
                    momentumStopSpeed: Double = 10, velocityWindow: Double = 0.1) {
            self.surface = surface; self.pointsPerWheelNotch = pointsPerWheelNotch
            self.scrollQuietInterval = scrollQuietInterval
            self.momentumDecayPerMillisecond = momentumDecayPerMillisecond
            self.momentumStopSpeed = momentumStopSpeed; self.velocityWindow = velocityWindow
        }
    }

    enum Burst: Sendable { case none, wheel, smooth, finger }

    struct Momentum: Sendable {
        var velocity: Point
        var time: Double
        var started = false
    }

    /// The tunable numbers; the surface may change at any time (a resized window).
    public var configuration: Configuration
    /// The pointer's position on the surface.
    public internal(set) var location: Point
    /// The buttons held.
    public internal(set) var buttons: ButtonMask = []
    /// The keyboard modifiers held.
    public internal(set) var modifiers: ModifierFlags = []
    /// The timestamp of the last event emitted; starts at minus infinity.
    public internal(set) var lastTimestamp = -Double.infinity
    /// The most recent repairs made to input (at most `diagnosticsLimit`, oldest first).
    public internal(set) var diagnostics: [InputDiagnostic] = []
    /// How many diagnostics are kept.
    public static let diagnosticsLimit = 64

    var burst = Burst.none
    var lastScrollTime = 0.0
    /// The finger scroll's travel so far and its recent positions, for the lift-off velocity.
    var fingerTravel = Point.zero
    var fingerVelocity = VelocityTracker()
    var momentum: Momentum?
    var pinchRotation: Double?
    var activeTouches: [Int] = []
    /// The keys held down, oldest first, with the keyboard that holds each.
    var heldKeys: [HeldKey] = []
    var source: (device: DeviceKind, id: Int) = (.mouse, 0)

    /// Creates a converter with the pointer at `location` (clamped), or the surface's centre.
    public init(configuration: Configuration = .init(), location: Point? = nil) {
        self.configuration = configuration
        self.location = .zero
        self.location = clamp(location ?? configuration.surface.center)
    }

    /// True while a wheel burst, finger scroll or momentum is in progress.
    public var isScrolling: Bool { burst != .none || momentum != nil }
    /// The keys held down (USB HID usages), oldest first, across all keyboards.
    public var keysDown: [Int] { heldKeys.map(\.code) }
    /// True while a pinch or rotation is in progress.
    public var isTransforming: Bool { pinchRotation != nil }

    /// Moves the pointer without an event (clamped to the surface).
    public mutating func warp(to point: Point) {
        guard point.isFinite else { return }
        location = clamp(point)
    }

    func clamp(_ p: Point) -> Point {
        let s = configuration.surface.standardized
        let maxX = max(s.minX, s.maxX.nextDown), maxY = max(s.minY, s.maxY.nextDown)
        return Point(x: min(max(p.x, s.minX), maxX), y: min(max(p.y, s.minY), maxY))
    }

    func event(_ kind: EventKind, _ phase: EventPhase = .none, at time: Double) -> PointerEvent {
        PointerEvent(kind: kind, phase: phase, timestamp: time, device: source.device, deviceID: source.id,
                     location: location, buttons: buttons, modifiers: modifiers)
    }

    mutating func note(_ diagnostic: InputDiagnostic) {
        if diagnostics.count >= Self.diagnosticsLimit { diagnostics.removeFirst() }
        diagnostics.append(diagnostic)
    }
}
