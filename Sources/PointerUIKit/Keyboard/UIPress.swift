import Foundation
import PointerInput

/// One physical button or key held down, as UIKit's `UIPress`: PointerKit's presses are
/// hardware keyboard keys, so `key` is never nil.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began = 0
        /// The press's value changed (not sent for keys).
        case changed = 1
        /// Held, unchanged.
        case stationary = 2
        /// The key went up.
        case ended = 3
        /// The press was abandoned (its keyboard went away).
        case cancelled = 4
    }

    /// Which button a press is, as UIKit's `UIPress.PressType` (a raw-value type here, so keys
    /// that match none of UIKit's constants can still be told apart).
    ///
    /// PointerKit's choice, as iPadOS does not publish the mapping for keyboards: the arrow
    /// keys are the arrows, Return and keypad Enter `.select`, Escape `.menu`, Page Up and
    /// Page Down `.pageUp` and `.pageDown`; every other key gets `0x10000` plus its HID usage,
    /// a value no UIKit constant has.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// The type's number.
        public let rawValue: Int
        /// A type from its number.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// Select (Return on a keyboard).
        public static let select = PressType(rawValue: 4)
        /// Menu (Escape on a keyboard).
        public static let menu = PressType(rawValue: 5)
        /// Play/pause (a remote's; never a keyboard's).
        public static let playPause = PressType(rawValue: 6)
        /// Page up.
        public static let pageUp = PressType(rawValue: 30)
        /// Page down.
        public static let pageDown = PressType(rawValue: 31)

        /// The press type of a keyboard key.
        static func of(_ usage: UIKeyboardHIDUsage) -> PressType {
            switch usage {
            case .keyboardUpArrow: .upArrow
            case .keyboardDownArrow: .downArrow
            case .keyboardLeftArrow: .leftArrow
            case .keyboardRightArrow: .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter: .select
            case .keyboardEscape: .menu
            case .keyboardPageUp: .pageUp
            case .keyboardPageDown: .pageDown
            default: PressType(rawValue: 0x10000 + usage.rawValue)
            }
        }
    }

    /// Where the press is in its life.
    open internal(set) var phase: Phase
    /// Which button or key it is.
    open private(set) var type: PressType
    /// Seconds on the host's monotonic clock of the press's last change.
    open internal(set) var timestamp: TimeInterval
    /// The window the press was delivered in.
    open var window: UIWindow? { storedWindow }
    /// The window, `unowned` rather than `weak` as `UIEvent.window` is (a weak reference would
    /// slow every retain of the window on the pointer's path); reading it from a press kept
    /// past its window traps instead of reading freed memory.
    unowned var storedWindow: UIWindow?
    /// The responder the press was delivered to first (the start of the chain when it began).
    /// Held strongly until the press ends: its end goes to the same responder.
    open internal(set) var responder: UIResponder?
    /// The recognizers receiving the press: none (PointerKit's recognizers take no presses).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// How hard the button is pressed: 1 for a key held (keys are on or off).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The keyboard key (never nil for PointerKit's presses).
    open private(set) var key: UIKey?

    /// Set by the responder chain's end (`UIResponder.pressesBegan`'s default with no next
    /// responder): the press went through every responder unhandled.
    var reachedEnd = false
    /// True once responders were sent the press (key commands consume a press before that).
    var wasDelivered = false

    init(key: UIKey, timestamp: TimeInterval, window: UIWindow) {
        self.key = key
        type = PressType.of(key.keyCode)
        phase = .began
        self.timestamp = timestamp
        storedWindow = window
        super.init()
    }

    /// Marks presses that reached the end of the responder chain unhandled.
    static func reachedEndOfChain(_ presses: Set<UIPress>) {
        for press in presses { press.reachedEnd = true }
    }
}

/// An event carrying presses, as UIKit's `UIPressesEvent` (`type` is `.presses`). Reused
/// between deliveries, as the pointer's events are: keep the values, not the event.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var storedPresses: Set<UIPress> = []

    init() { super.init(type: .presses, source: PointerEvent(kind: .key, timestamp: 0)) }

    /// Every press the event carries.
    open var allPresses: Set<UIPress> { storedPresses }

    /// The presses delivered to `gesture`: none, as PointerKit's gesture recognizers receive
    /// touches only.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }

    /// Points the event at a key event and its presses.
    func update(source: PointerEvent, presses: Set<UIPress>) {
        type = .presses
        self.source = source
        timestamp = source.timestamp
        buttonMask = source.buttons
        modifierFlags = source.modifiers
        storedPresses = presses
    }
}
