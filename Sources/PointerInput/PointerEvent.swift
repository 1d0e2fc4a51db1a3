import PointerGeometry

/// What an event is about.
public enum EventKind: String, Hashable, Sendable {
    /// The pointer moved (absolute `location`, relative `delta`).
    case motion
    /// A button went down (`button` says which; `buttons` holds the new mask).
    case press
    /// A button went up (`button` says which; `buttons` holds the new mask).
    case release
    /// A scroll: `scrollType`, `delta` in points, and for wheels `wheelSteps`.
    case scroll
    /// A trackpad pinch or rotation: cumulative `scale` and `rotation`.
    case transform
    /// A finger or pencil touch at `location` (`touchID` identifies it).
    case touch
    /// Only the keyboard modifiers changed.
    case modifiers
    /// A keyboard key went down (`.began`), up (`.ended`), or was abandoned because its
    /// keyboard went away (`.cancelled`); `keyCode` says which key, `modifiers` holds the
    /// flags after the change (a Shift key going down carries `.shift`).
    case key
    /// The pointer entered (`.began`) or left (`.ended`) the surface the device drives.
    case proximity
    /// The device went away; active gestures were cancelled before this event.
    case deviceRemoved
}

/// Where an event stands in the gesture it belongs to. Momentum phases follow a
/// continuous scroll after the fingers lift.
public enum EventPhase: String, Hashable, Sendable {
    /// Not part of a phased gesture (motion, press, release, modifiers).
    case none
    /// The first event of a gesture.
    case began
    /// A middle event of a gesture.
    case changed
    /// The last event of a gesture, ended normally.
    case ended
    /// The gesture was abandoned (device removed, interrupted).
    case cancelled
    /// Inertia took over after the fingers lifted.
    case momentumBegan
    /// Inertia continues.
    case momentumChanged
    /// Inertia stopped (decayed, or a finger came to rest on the trackpad).
    case momentumEnded

    /// True for the momentum phases.
    public var isMomentum: Bool {
        self == .momentumBegan || self == .momentumChanged || self == .momentumEnded
    }
}

/// One input event: the single value type every stage above the converter sees.
///
/// Backends produce ``RawSample``s; ``InputConverter`` turns them into these, owning
/// button state, scroll typing and phases so that backends stay thin.
public struct PointerEvent: Hashable, Sendable {
    /// What the event is about.
    public var kind: EventKind
    /// Where the event stands in its gesture.
    public var phase: EventPhase
    /// Seconds on a monotonic clock owned by the host (never the wall clock); never decreases.
    public var timestamp: Double
    /// The kind of device that produced it.
    public var device: DeviceKind
    /// The identifier of the device that produced it, as the backend numbers devices.
    public var deviceID: Int
    /// The pointer's absolute position on the surface after this event, in points.
    public var location: Point
    /// For motion: the accelerated displacement; for scroll: the scroll delta in points.
    public var delta: Point
    /// For motion: the displacement before pointer acceleration (what pointer lock reports).
    public var unacceleratedDelta: Point
    /// The buttons held after this event.
    public var buttons: ButtonMask
    /// For press and release: the button number that changed (1-based); otherwise 0.
    public var button: Int
    /// The keyboard modifiers held.
    public var modifiers: ModifierFlags
    /// For scroll: discrete (wheel) or continuous (trackpad).
    public var scrollType: ScrollType
    /// For discrete scroll: the wheel movement in notches (fractions from hi-res wheels,
    /// kept in 1/120 units as `v120 / 120`).
    public var wheelSteps: Point
    /// For transform: the cumulative scale since the gesture began (1 = unchanged).
    public var scale: Double
    /// For transform: the cumulative rotation since the gesture began, in radians, clockwise.
    public var rotation: Double
    /// For touch: which finger or pencil contact this is.
    public var touchID: Int
    /// For a trackpad scroll's `.ended`: true when momentum phases will follow (the fingers
    /// lifted fast enough), so consumers can keep the gesture going.
    public var momentumFollows = false
    /// For key: the key's USB HID usage (``KeyUsage``, `UIKeyboardHIDUsage`'s raw values);
    /// otherwise 0.
    public var keyCode: Int

    /// Creates an event; every field not given takes its neutral value.
    public init(kind: EventKind, phase: EventPhase = .none, timestamp: Double,
                device: DeviceKind = .mouse, deviceID: Int = 0, location: Point = .zero,
                delta: Point = .zero, unacceleratedDelta: Point = .zero, buttons: ButtonMask = [],
                button: Int = 0, modifiers: ModifierFlags = [], scrollType: ScrollType = .continuous,
                wheelSteps: Point = .zero, scale: Double = 1, rotation: Double = 0, touchID: Int = 0,
                keyCode: Int = 0) {
        self.kind = kind; self.phase = phase; self.timestamp = timestamp; self.device = device
        self.deviceID = deviceID; self.location = location; self.delta = delta
        self.unacceleratedDelta = unacceleratedDelta; self.buttons = buttons; self.button = button
        self.modifiers = modifiers; self.scrollType = scrollType; self.wheelSteps = wheelSteps
        self.scale = scale; self.rotation = rotation; self.touchID = touchID; self.keyCode = keyCode
    }
}
