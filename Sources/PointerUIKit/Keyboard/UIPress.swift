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

    /// Which button a press is, as UIKit's `UIPress.PressType`, with its raw values.
    ///
    /// PointerKit's choice, as iPadOS does not publish the mapping for keyboards: the arrow
    /// keys are the arrows, Return and keypad Enter `.select`, Escape `.menu`, Page Up and
    /// Page Down `.pageUp` and `.pageDown`, and every other key `.keyboardKey` (tell keys apart
    /// by `key.keyCode`). An enum, as UIKit's is seen from Swift, so ported switches with
    /// `@unknown default` compile.
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow = 0
        /// The down arrow.
        case downArrow = 1
        /// The left arrow.
        case leftArrow = 2
        /// The right arrow.
        case rightArrow = 3
        /// Select (Return on a keyboard).
        case select = 4
        /// Menu (Escape on a keyboard).
        case menu = 5
        /// Play/pause (a remote's; never a keyboard's).
        case playPause = 6
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
        /// The Siri Remote's 1-2-3 button (never a keyboard's).
        case tvRemoteOneTwoThree = 32
        /// The Siri Remote's four-colours button (never a keyboard's).
        case tvRemoteFourColors = 33
        /// PointerKit extension: any other keyboard key. UIKit gives such presses a type it
        /// does not publish; a Swift enum needs a case for it.
        case keyboardKey = 0x10000

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
            default: .keyboardKey
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
