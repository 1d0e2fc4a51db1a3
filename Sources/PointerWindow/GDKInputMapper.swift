import PointerGeometry
import PointerInput

/// Turns the events GTK 4 delivers (``GDKEvent``) into PointerKit's raw samples: the window
/// host's whole input mapping, pure Swift with no GTK, so that tests feed it what a real
/// touchpad makes GTK deliver.
///
/// - Motion, enter and leave: `.position` and `.proximity`; a button press or scroll at a new
///   place is preceded by the move there.
/// - Buttons: GDK's 1 (left), 3 (right), 2 (middle), 8 (back) and 9 (forward) are PointerKit's
///   1 (primary), 2 (secondary), 3, 4 and 5.
/// - Modifiers: a pointer event's `GdkModifierType` mask becomes a `.modifiers` sample when
///   it differs from the flags in force (shift, control, Alt as option, Super or Meta as
///   command, Lock as caps lock).
/// - Scroll: discrete steps (up, down, left, right) and smooth wheel deltas (`GDK_SCROLL_UNIT_WHEEL`
///   from a mouse, fractions of a notch on a high-resolution wheel) are wheel samples, 120 per
///   notch; a touchpad's deltas are finger scroll, and its stop event (the fingers lifted) a
///   zero finger scroll, after which momentum runs. X11 reports touchpad scrolling in wheel
///   units: one unit is ``pointsPerScrollUnit`` points.
/// - Touchpad pinch (scale since begin, rotation delta in radians) and hold, with their phases.
/// - Keys: the hardware key code (evdev + 8) as a USB HID usage, with the character typed (the
///   keyval's, in the active layout). A key with no HID usage that types a character gives
///   that character as text (``takeText()``); one that types none is dropped, the diagnostic
///   naming its keyval.
/// - While ``deliversRelativeMotion`` is true (the scene holds the pointer locked), motion is
///   relative: each motion event inside the window becomes a `.motion` sample by the
///   difference from the previous one (GTK 4 cannot confine the pointer or report raw
///   device motion, so the deltas stop at the window's edge: leaving and re-entering starts
///   afresh, without a jump), and buttons carry no move.
///
/// Events with non-finite coordinates, deltas or scales, from unknown devices, with unknown
/// buttons or keys are dropped, each with a line in ``diagnostics``.
public struct GDKInputMapper: Sendable {
    /// Why events were dropped, newest last (at most ``diagnosticLimit`` lines are kept).
    public private(set) var diagnostics: [String] = []
    /// How many events were dropped in all.
    public private(set) var droppedCount = 0
    /// The diagnostics kept: the latest 100.
    public static let diagnosticLimit = 100
    /// Points per X11 touchpad scroll unit (xf86-input-libinput's scroll distance).
    public static let pointsPerScrollUnit = 15.0
    /// The modifiers in force, as the samples sent so far set them.
    public private(set) var modifiers: ModifierFlags = []
    /// True while the scene holds the pointer locked: motion events become relative motion,
    /// the differences between successive places in the window, and no absolute place is sent.
    public var deliversRelativeMotion = false
    private var position: Point?
    /// Text typed by keys that have no HID usage, waiting for ``takeText()``.
    private var pendingText = ""

    /// The text typed since the last call by keys PointerKit cannot name (their keyval's
    /// character), for the window's first responder as committed text; "" when none.
    public mutating func takeText() -> String {
        defer { pendingText = "" }
        return pendingText
    }

    /// A mapper with no modifiers held.
    public init() {}

    /// The samples for one event at `time` (seconds on the host's clock): empty for events
    /// that carry no input PointerKit reads (focus changes, a three-finger swipe) and for
    /// dropped ones.
    public mutating func map(_ event: GDKEvent, at time: Double) -> [RawSample] {
        guard let kind = GDKEvent.Kind(rawValue: event.type) else { return [] }
        switch kind {
        case .keyPress, .keyRelease: return key(event, pressed: kind == .keyPress, at: time)
        case .touchpadSwipe: return []
        default: break
        }
        guard let device = device(of: event, kind: kind) else { return [] }
        var out: [RawSample] = []
        func emit(_ sample: SampleKind) { out.append(RawSample(timestamp: time, device: device, kind: sample)) }
        let flags = Self.flags(event.modifierState)
        if flags != modifiers {
            modifiers = flags
            emit(.modifiers(flags))
        }
        let place = Point(x: event.x, y: event.y)
        func moveIfNeeded() {
            guard position != place else { return }
            defer { position = place }
            guard deliversRelativeMotion else { emit(.position(place)); return }
            // Locked: only motion events move, by the difference from the last place seen.
            if kind == .motion, let last = position { emit(.motion(delta: place - last, unaccelerated: place - last)) }
        }
        switch kind {
        case .enter:
            guard finite(event, kind) else { return [] }
            emit(.proximity(entered: true))
            position = nil
            moveIfNeeded()
        case .leave:
            position = nil
            emit(.proximity(entered: false))
        case .motion:
            guard finite(event, kind) else { return [] }
            moveIfNeeded()
        case .buttonPress, .buttonRelease:
            guard finite(event, kind) else { return [] }
            guard let number = Self.buttonNumbers[event.button] else {
                return drop("button \(event.button) is not one PointerKit knows (1, 2, 3, 8 or 9)")
            }
            moveIfNeeded()
            emit(.button(number: number, pressed: kind == .buttonPress))
        case .scroll:
            guard let sample = scroll(event, device: device) else { return [] }
            emit(sample)
        case .touchpadPinch:
            guard event.pinchScale.isFinite, event.pinchScale > 0, event.angleDelta.isFinite else {
                return drop("a pinch with scale \(event.pinchScale) and rotation \(event.angleDelta)")
            }
            guard let phase = phase(event) else { return [] }
            emit(.pinch(phase, scale: event.pinchScale, rotationDelta: event.angleDelta))
        case .touchpadHold:
            guard let phase = phase(event) else { return [] }
            emit(.hold(phase))
        case .keyPress, .keyRelease, .touchpadSwipe:
            break
        }
        return out
    }

    private mutating func drop(_ reason: String) -> [RawSample] {
        droppedCount += 1
        diagnostics.append("dropped: " + reason)
        if diagnostics.count > Self.diagnosticLimit { diagnostics.removeFirst(diagnostics.count - Self.diagnosticLimit) }
        return []
    }

    private mutating func finite(_ event: GDKEvent, _ kind: GDKEvent.Kind) -> Bool {
        guard event.x.isFinite, event.y.isFinite else {
            _ = drop("a \(kind) event at (\(event.x), \(event.y)), not a finite place")
            return false
        }
        return true
    }

    /// The device kind a pointer event comes from: the touchpad is a trackpad; mice, pens and
    /// trackpoints move a mouse pointer. Anything else is dropped.
    private mutating func device(of event: GDKEvent, kind: GDKEvent.Kind) -> DeviceKind? {
        switch GDKEvent.Source(rawValue: event.source) {
        case .touchpad: return .trackpad
        case .mouse, .pen, .trackpoint: return .mouse
        case .touchscreen: _ = drop("a \(kind) event from a touchscreen (the window reads touchscreens not yet)"); return nil
        case .keyboard, .tabletPad: _ = drop("a \(kind) event from a device of source \(event.source), which does not point"); return nil
        case nil: _ = drop("a \(kind) event from an unknown device (source \(event.source))"); return nil
        }
    }

    private mutating func phase(_ event: GDKEvent) -> SamplePhase? {
        switch event.phase {
        case 0: return .begin
        case 1: return .update
        case 2: return .end
        case 3: return .cancel
        default: _ = drop("a touchpad gesture in phase \(event.phase), not one GDK defines"); return nil
        }
    }

    private mutating func scroll(_ event: GDKEvent, device: DeviceKind) -> SampleKind? {
        switch event.scrollDirection {
        case 0: return .wheel(v120: Point(x: 0, y: -120))
        case 1: return .wheel(v120: Point(x: 0, y: 120))
        case 2: return .wheel(v120: Point(x: -120, y: 0))
        case 3: return .wheel(v120: Point(x: 120, y: 0))
        case 4: break
        default: _ = drop("a scroll in direction \(event.scrollDirection), not one GDK defines"); return nil
        }
        let delta = Point(x: event.deltaX, y: event.deltaY)
        guard delta.x.isFinite, delta.y.isFinite else { _ = drop("a scroll by (\(delta.x), \(delta.y)), not a finite delta"); return nil }
        let wheelUnit = event.scrollUnit == 0
        if device == .trackpad {
            if event.isStop { return .fingerScroll(delta: .zero) }
            let points = wheelUnit ? Point(x: delta.x * Self.pointsPerScrollUnit, y: delta.y * Self.pointsPerScrollUnit) : delta
            // A zero delta would read as the fingers lifting; only the stop event means that.
            return points == .zero ? nil : .fingerScroll(delta: points)
        }
        if wheelUnit { return .wheel(v120: Point(x: delta.x * 120, y: delta.y * 120)) }
        return .smoothScroll(delta: delta)
    }

    private mutating func key(_ event: GDKEvent, pressed: Bool, at time: Double) -> [RawSample] {
        var typed: String?
        if event.unicode >= 0x20, event.unicode != 0x7F, let scalar = Unicode.Scalar(event.unicode) { typed = String(Character(scalar)) }
        guard event.keycode >= 8, let usage = EvdevKeys.usage(forEvdev: Int(event.keycode) - 8) else {
            // A key PointerKit cannot name that types a character (xdotool's spare key code for
            // "é", a layout's extra key): the character is typed as text, on its press.
            // Its release carries nothing: ignored, as the press was typed or dropped.
            guard pressed else { return [] }
            if let typed {
                pendingText.append(typed)
                return []
            }
            return drop("keyval 0x\(String(event.keyval, radix: 16)) has no Unicode character, and key code \(event.keycode) is not a key PointerKit knows")
        }
        let characters = typed.flatMap { try? KeyCharacters($0) }
        let held = KeyUsage.modifier(for: usage)
        if !held.isEmpty { if pressed { modifiers.formUnion(held) } else { modifiers.subtract(held) } }
        if usage == KeyUsage.capsLock, pressed { modifiers.formSymmetricDifference(.alphaShift) }
        return [RawSample(timestamp: time, device: .keyboard, kind: .key(code: usage, pressed: pressed, characters: characters))]
    }

    /// GDK's button numbers to PointerKit's.
    static let buttonNumbers: [UInt32: Int] = [1: 1, 3: 2, 2: 3, 8: 4, 9: 5]

    /// A `GdkModifierType` mask as modifier flags.
    static func flags(_ mask: UInt32) -> ModifierFlags {
        var flags: ModifierFlags = []
        if mask & (1 << 0) != 0 { flags.insert(.shift) }
        if mask & (1 << 1) != 0 { flags.insert(.alphaShift) }
        if mask & (1 << 2) != 0 { flags.insert(.control) }
        if mask & (1 << 3) != 0 { flags.insert(.alternate) }
        if mask & (1 << 26 | 1 << 28) != 0 { flags.insert(.command) }
        return flags
    }
}
