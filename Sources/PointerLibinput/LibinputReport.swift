import PointerInput

/// What the libinput backend reports: PointerKit samples, plus the device and gesture news
/// that are not samples (logged, not turned into app events).
public enum LibinputReport: Hashable, Sendable {
    /// A sample for `InputConverter` (or a trace).
    case sample(RawSample)
    /// A pointing device appeared; `id` is the `deviceID` its samples carry.
    case deviceAdded(id: Int, kind: DeviceKind, name: String)
    /// Something reported for diagnostics only: swipes (iPadOS reserves multi-finger swipes
    /// for the system, so apps never see them), ignored buttons, devices that are not pointers.
    case note(String)
}

/// Maps evdev button codes to PointerKit's 1-based button numbers.
public enum EvdevButton {
    /// BTN_LEFT, 0x110 (linux/input-event-codes.h): the first mouse button code.
    public static let left: UInt32 = 0x110
    /// BTN_TASK, 0x117: the last of the eight mouse button codes.
    public static let lastMouseButton: UInt32 = 0x117

    /// The button number for an evdev code: BTN_LEFT 1 (primary), BTN_RIGHT 2 (secondary),
    /// BTN_MIDDLE 3, BTN_SIDE 4, BTN_EXTRA 5, BTN_FORWARD 6, BTN_BACK 7, BTN_TASK 8; nil for
    /// codes that are not mouse buttons (they are dropped with a note).
    public static func number(forCode code: UInt32) -> Int? {
        guard code >= left, code <= lastMouseButton else { return nil }
        return Int(code - left) + 1
    }
}
