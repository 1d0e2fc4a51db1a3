import PointerGeometry

/// The phase of a device gesture as a backend reports it (libinput's begin/update/end,
/// a browser's gesturestart/change/end).
public enum SamplePhase: String, Hashable, Sendable {
    /// The gesture started.
    case begin
    /// The gesture moved on.
    case update
    /// The gesture finished normally.
    case end
    /// The gesture was cancelled by the device or the system.
    case cancel
}

/// What a device reported, before any interpretation: the thin vocabulary every backend
/// (libinput, the browser, trace files, the test driver) speaks.
public enum SampleKind: Hashable, Sendable {
    /// Relative motion in points: accelerated and unaccelerated deltas.
    case motion(delta: Point, unaccelerated: Point)
    /// The pointer is at an absolute position on the surface, in points.
    case position(Point)
    /// A button changed; `number` is 1-based (1 primary, 2 secondary, 3 middle, 4 and up others).
    case button(number: Int, pressed: Bool)
    /// A wheel turned: high-resolution units, 120 per notch (libinput's v120), x and y.
    case wheel(v120: Point)
    /// Fingers scrolling on a trackpad, in points. A zero delta means the fingers lifted:
    /// the scroll ends and momentum may start (libinput's convention for finger scroll).
    case fingerScroll(delta: Point)
    /// Smooth scrolling with no finger phases (a browser's pixel wheel deltas), in points.
    case smoothScroll(delta: Point)
    /// A trackpad pinch/rotate: `scale` is cumulative since begin, `rotationDelta` is the
    /// change in radians since the previous sample (clockwise).
    case pinch(SamplePhase, scale: Double, rotationDelta: Double)
    /// Fingers resting on the trackpad (libinput's hold gesture): `.begin` stops momentum.
    case hold(SamplePhase)
    /// The keyboard modifiers changed (a backend that reports flags rather than keys).
    case modifiers(ModifierFlags)
    /// A keyboard key went down (`pressed`) or up. `code` is the key's USB HID usage (see
    /// ``KeyUsage``: `UIKeyboardHIDUsage`'s numbers); `characters` is what the key typed with
    /// the modifiers applied, when the backend knows it (a browser's `KeyboardEvent.key`),
    /// stored inline (``KeyCharacters``) so that samples stay plain values.
    /// Nil or empty characters mean "not known": the US layout's are used
    /// (``USKeyboardLayout``). Modifier keys (0xE0–0xE7) also change the converter's
    /// ``InputConverter/modifiers``, so the pointer events that follow carry them.
    case key(code: Int, pressed: Bool, characters: KeyCharacters?)
    /// A finger or pencil contact at an absolute position.
    case touch(id: Int, phase: SamplePhase, location: Point)
    /// The pointer entered (true) or left (false) the surface.
    case proximity(entered: Bool)
    /// The device was unplugged or otherwise vanished: what it held is cancelled. A
    /// keyboard's removal cancels only the keys it held (the pointer carries on).
    case removed
}

/// One raw device report with its time and origin.
public struct RawSample: Hashable, Sendable {
    /// Seconds on the host's monotonic clock.
    public var timestamp: Double
    /// What kind of device reported it.
    public var device: DeviceKind
    /// Which device reported it, as the backend numbers them.
    public var deviceID: Int
    /// What it reported.
    public var kind: SampleKind

    /// Creates a sample.
    public init(timestamp: Double, device: DeviceKind, deviceID: Int = 0, kind: SampleKind) {
        self.timestamp = timestamp; self.device = device; self.deviceID = deviceID; self.kind = kind
    }
}
