/// The set of pointing-device buttons held down, with `UIEvent.ButtonMask`'s raw values:
/// bit `n - 1` stands for button number `n` (1 primary, 2 secondary, 3 and up the others).
public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The bits; bit 0 is button 1.
    public var rawValue: Int
    /// Creates a mask from its bits.
    @inlinable public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary button (a mouse's left button, a trackpad click).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (a mouse's right button, a two-finger click).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The highest button number a mask can hold (UIKit's `UIEventButtonMaskForButtonNumber`
    /// covers 1...32).
    public static let maximumButtonNumber = 32

    /// The mask for one button, numbered from 1; numbers outside 1...32 give an empty mask,
    /// as `UIEventButtonMaskForButtonNumber` does.
    @inlinable public static func button(_ buttonNumber: Int) -> ButtonMask {
        guard (1...maximumButtonNumber).contains(buttonNumber) else { return [] }
        return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
}

/// The keyboard modifiers held during an event, with `UIKeyModifierFlags`' raw values.
public struct ModifierFlags: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit defines them.
    public var rawValue: Int
    /// Creates flags from their bits.
    @inlinable public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock (1 << 16).
    public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
    /// Shift (1 << 17).
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    /// Control (1 << 18).
    public static let control = ModifierFlags(rawValue: 1 << 18)
    /// Option / Alt (1 << 19).
    public static let alternate = ModifierFlags(rawValue: 1 << 19)
    /// Command (1 << 20).
    public static let command = ModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad (1 << 21).
    public static let numericPad = ModifierFlags(rawValue: 1 << 21)
}

/// What kind of device produced an input.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
    /// A mouse: relative motion, buttons, a (possibly high-resolution) wheel.
    case mouse
    /// A trackpad: relative motion, clicks, continuous two-finger scroll, pinch and rotate.
    case trackpad
    /// A finger on a touchscreen: direct touches at absolute positions.
    case finger
    /// A pencil on a touchscreen: direct touches at absolute positions.
    case pencil
    /// A hardware keyboard: key presses and the modifiers they hold. It never moves the
    /// pointer; its removal cancels only the keys it holds.
    case keyboard

    /// True for the devices that drive the pointer (mouse and trackpad).
    public var isIndirect: Bool { self == .mouse || self == .trackpad }
}

/// How a scroll was produced, as `UIScrollType` distinguishes it.
public enum ScrollType: Int, Hashable, Sendable {
    /// Wheel notches: discrete steps.
    case discrete = 0
    /// Trackpad or smooth-scrolling deltas: continuous.
    case continuous = 1
}
