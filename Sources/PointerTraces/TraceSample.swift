import PointerGeometry
import PointerInput

/// One sample line of a trace: a `RawSample` as flat JSON.
///
/// Every line has `t` (seconds, monotonic), `device` (a `DeviceKind` raw value), `id` (the
/// device number) and `kind`; the other fields depend on the kind:
///
/// | kind | fields |
/// |---|---|
/// | `motion` | `dx`, `dy` accelerated points; `ux`, `uy` unaccelerated |
/// | `position` | `x`, `y` points |
/// | `button` | `button` (1 primary, 2 secondary, 3 middle, …), `pressed` |
/// | `wheel` | `dx`, `dy` in v120 units (120 per notch) |
/// | `fingerScroll`, `smoothScroll` | `dx`, `dy` points |
/// | `pinch` | `phase`, `scale` (cumulative), `rotation` (radians since the previous sample) |
/// | `hold` | `phase` |
/// | `modifiers` | `flags` (`ModifierFlags` raw value) |
/// | `key` | `code` (USB HID usage, `KeyUsage`), `pressed`, optional `characters` (what the key typed) |
/// | `touch` | `touch` id, `phase`, `x`, `y` |
/// | `proximity` | `entered` |
/// | `removed` | none |
public struct TraceSample: Codable, Hashable, Sendable {
    /// Seconds on the recorder's monotonic clock.
    public var t: Double
    /// The device kind's raw value.
    public var device: String
    /// The device number from the header.
    public var id: Int
    /// The sample kind (see the table above).
    public var kind: String
    /// Horizontal delta (motion, wheel, scroll).
    public var dx: Double?
    /// Vertical delta (motion, wheel, scroll).
    public var dy: Double?
    /// Horizontal unaccelerated delta (motion).
    public var ux: Double?
    /// Vertical unaccelerated delta (motion).
    public var uy: Double?
    /// Horizontal position (position, touch).
    public var x: Double?
    /// Vertical position (position, touch).
    public var y: Double?
    /// Button number (button).
    public var button: Int?
    /// True when the button or key went down (button, key).
    public var pressed: Bool?
    /// The key's USB HID usage (key).
    public var code: Int?
    /// What the key typed, when the recorder knew (key).
    public var characters: String?
    /// Gesture phase: begin, update, end, cancel (pinch, hold, touch).
    public var phase: String?
    /// Cumulative scale (pinch).
    public var scale: Double?
    /// Rotation change in radians (pinch).
    public var rotation: Double?
    /// Modifier flags (modifiers).
    public var flags: Int?
    /// Touch id (touch).
    public var touch: Int?
    /// True when the pointer entered the surface (proximity).
    public var entered: Bool?

    /// The line for `sample`.
    public init(_ sample: RawSample) {
        t = sample.timestamp; device = sample.device.rawValue; id = sample.deviceID
        switch sample.kind {
        case .motion(let d, let u): kind = "motion"; dx = d.x; dy = d.y; ux = u.x; uy = u.y
        case .position(let p): kind = "position"; x = p.x; y = p.y
        case .button(let n, let down): kind = "button"; button = n; pressed = down
        case .wheel(let v): kind = "wheel"; dx = v.x; dy = v.y
        case .fingerScroll(let d): kind = "fingerScroll"; dx = d.x; dy = d.y
        case .smoothScroll(let d): kind = "smoothScroll"; dx = d.x; dy = d.y
        case .pinch(let p, let s, let r): kind = "pinch"; phase = p.rawValue; scale = s; rotation = r
        case .hold(let p): kind = "hold"; phase = p.rawValue
        case .modifiers(let m): kind = "modifiers"; flags = m.rawValue
        case .key(let c, let down, let text): kind = "key"; code = c; pressed = down; characters = text?.string
        case .touch(let i, let p, let l): kind = "touch"; touch = i; phase = p.rawValue; x = l.x; y = l.y
        case .proximity(let e): kind = "proximity"; entered = e
        case .removed: kind = "removed"
        }
    }

    /// The sample kinds version 1 defines.
    public static let knownKinds: Set<String> = ["motion", "position", "button", "wheel", "fingerScroll",
                                                 "smoothScroll", "pinch", "hold", "modifiers", "touch",
                                                 "proximity", "removed", "key"]

    /// The sample this line describes; throws a description of the first missing or invalid
    /// field. Kinds outside ``knownKinds`` return nil.
    public func rawSample() throws(FieldError) -> RawSample? {
        guard let deviceKind = DeviceKind(rawValue: device) else { throw FieldError("unknown device \"\(device)\"") }
        let sampleKind: SampleKind
        switch kind {
        case "motion": sampleKind = .motion(delta: Point(x: try need(dx, "dx"), y: try need(dy, "dy")),
                                            unaccelerated: Point(x: ux ?? dx ?? 0, y: uy ?? dy ?? 0))
        case "position": sampleKind = .position(Point(x: try need(x, "x"), y: try need(y, "y")))
        case "button": sampleKind = .button(number: try need(button, "button"), pressed: try need(pressed, "pressed"))
        case "wheel": sampleKind = .wheel(v120: Point(x: dx ?? 0, y: dy ?? 0))
        case "fingerScroll": sampleKind = .fingerScroll(delta: Point(x: dx ?? 0, y: dy ?? 0))
        case "smoothScroll": sampleKind = .smoothScroll(delta: Point(x: dx ?? 0, y: dy ?? 0))
        case "pinch": sampleKind = .pinch(try samplePhase(), scale: try need(scale, "scale"), rotationDelta: rotation ?? 0)
        case "hold": sampleKind = .hold(try samplePhase())
        case "modifiers": sampleKind = .modifiers(ModifierFlags(rawValue: try need(flags, "flags")))
        case "key":
            let usage = try need(code, "code")
            guard KeyUsage.isKnown(usage) else { throw FieldError("key code \(usage) is not a known keyboard usage") }
            var text: KeyCharacters?
            if let characters {
                do { text = try KeyCharacters(characters) } catch { throw FieldError("\(error)") }
            }
            sampleKind = .key(code: usage, pressed: try need(pressed, "pressed"), characters: text)
        case "touch": sampleKind = .touch(id: try need(touch, "touch"), phase: try samplePhase(),
                                          location: Point(x: try need(x, "x"), y: try need(y, "y")))
        case "proximity": sampleKind = .proximity(entered: try need(entered, "entered"))
        case "removed": sampleKind = .removed
        default: return nil
        }
        return RawSample(timestamp: t, device: deviceKind, deviceID: id, kind: sampleKind)
    }

    private func need<T>(_ value: T?, _ field: String) throws(FieldError) -> T {
        guard let value else { throw FieldError("\(kind) sample has no \"\(field)\"") }
        return value
    }

    private func samplePhase() throws(FieldError) -> SamplePhase {
        let raw = try need(phase, "phase")
        guard let p = SamplePhase(rawValue: raw) else { throw FieldError("unknown phase \"\(raw)\"") }
        return p
    }

    /// A missing or invalid field in a sample line.
    public struct FieldError: Error, Hashable, Sendable {
        /// What is wrong.
        public var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
