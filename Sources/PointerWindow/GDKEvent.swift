/// One input event as GTK 4 delivers it: the values a `GdkEvent`'s accessors return
/// (`gdk_event_get_event_type`, `gdk_event_get_position`, `gdk_button_event_get_button`,
/// `gdk_scroll_event_get_deltas`, `gdk_touchpad_event_get_pinch_scale`, …), read by the window
/// host and handed to ``GDKInputMapper``. A plain value, so that tests feed the mapper what a
/// real touchpad makes GTK deliver without any X server or GTK library.
///
/// Numbers keep GDK's own encodings (its enums' values in GTK 4.8's `gdkevents.h`,
/// `gdkenums.h` and `gdkdevice.h`), so that the host copies them without translating.
public struct GDKEvent: Hashable, Sendable {
    /// `GdkEventType`'s values that the mapper reads.
    public enum Kind: Int32, Hashable, Sendable {
        /// `GDK_MOTION_NOTIFY`: the pointer moved.
        case motion = 1
        /// `GDK_BUTTON_PRESS`.
        case buttonPress = 2
        /// `GDK_BUTTON_RELEASE`.
        case buttonRelease = 3
        /// `GDK_KEY_PRESS`.
        case keyPress = 4
        /// `GDK_KEY_RELEASE`.
        case keyRelease = 5
        /// `GDK_ENTER_NOTIFY`: the pointer entered the drawing area.
        case enter = 6
        /// `GDK_LEAVE_NOTIFY`: the pointer left the drawing area.
        case leave = 7
        /// `GDK_SCROLL`: a wheel step or a touchpad scroll.
        case scroll = 15
        /// `GDK_TOUCHPAD_SWIPE`: three or more fingers swiping.
        case touchpadSwipe = 21
        /// `GDK_TOUCHPAD_PINCH`: a touchpad pinch and rotation.
        case touchpadPinch = 22
        /// `GDK_TOUCHPAD_HOLD`: fingers resting on the touchpad.
        case touchpadHold = 28
    }

    /// `GdkInputSource`: what kind of device sent the event.
    public enum Source: Int32, Hashable, Sendable {
        /// `GDK_SOURCE_MOUSE` (also what X11's core pointer reports).
        case mouse = 0
        /// `GDK_SOURCE_PEN`.
        case pen = 1
        /// `GDK_SOURCE_KEYBOARD`.
        case keyboard = 2
        /// `GDK_SOURCE_TOUCHSCREEN`.
        case touchscreen = 3
        /// `GDK_SOURCE_TOUCHPAD`.
        case touchpad = 4
        /// `GDK_SOURCE_TRACKPOINT`.
        case trackpoint = 5
        /// `GDK_SOURCE_TABLET_PAD`.
        case tabletPad = 6
    }

    /// `GdkEventType`'s raw value (``Kind`` names the ones the mapper reads).
    public var type: Int32
    /// `GdkInputSource`'s raw value of the event's device (``Source``); -1 when the event had
    /// no device.
    public var source: Int32
    /// Where the pointer is, in the drawing area's coordinates (points).
    public var x: Double
    /// Where the pointer is, in the drawing area's coordinates (points).
    public var y: Double
    /// `gdk_event_get_modifier_state`: a `GdkModifierType` mask.
    public var modifierState: UInt32 = 0
    /// `gdk_button_event_get_button`: 1 left, 2 middle, 3 right, 8 back, 9 forward.
    public var button: UInt32 = 0
    /// `gdk_key_event_get_keycode`: the hardware key code (X11's, the Linux evdev code + 8).
    public var keycode: UInt32 = 0
    /// `gdk_keyval_to_unicode(gdk_key_event_get_keyval(…))`: the character the key typed with
    /// the modifiers applied, 0 for none.
    public var unicode: UInt32 = 0
    /// `gdk_key_event_get_keyval`: the key's symbol in the active layout (XKB's keysym).
    public var keyval: UInt32 = 0
    /// `gdk_scroll_event_get_direction`: 0 up, 1 down, 2 left, 3 right, 4 smooth.
    public var scrollDirection: Int32 = 0
    /// `gdk_scroll_event_get_unit` (GTK 4.8): 0 wheel (deltas in notches), 1 surface (deltas in
    /// pixels, a touchpad's).
    public var scrollUnit: Int32 = 0
    /// `gdk_scroll_event_get_deltas` of a smooth scroll.
    public var deltaX: Double = 0
    /// `gdk_scroll_event_get_deltas` of a smooth scroll.
    public var deltaY: Double = 0
    /// `gdk_scroll_event_is_stop`: the fingers left the touchpad (the scroll's last event).
    public var isStop = false
    /// `gdk_touchpad_event_get_gesture_phase`: 0 begin, 1 update, 2 end, 3 cancel.
    public var phase: Int32 = 0
    /// `gdk_touchpad_event_get_pinch_scale`: the scale since the pinch began.
    public var pinchScale: Double = 1
    /// `gdk_touchpad_event_get_pinch_angle_delta`: the rotation since the previous event, in
    /// radians, clockwise positive.
    public var angleDelta: Double = 0

    /// An event of `type` from a device of `source`, at (`x`, `y`) in the drawing area; the
    /// other values are set field by field.
    public init(type: Int32, source: Int32, x: Double = 0, y: Double = 0) {
        self.type = type; self.source = source; self.x = x; self.y = y
    }

    /// An event of a kind the mapper reads.
    public init(_ kind: Kind, from source: Source, x: Double = 0, y: Double = 0) {
        self.init(type: kind.rawValue, source: source.rawValue, x: x, y: y)
    }
}
