import Foundation
import PointerInput

/// One input event as apps see it, with UIKit's names: its type, the buttons and modifiers
/// held, its time and the touches it carries.
///
/// The pointer system reuses event objects between deliveries, as UIKit does: keep the
/// values you need, not the event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches: fingers, pencils, and clicks of pointing devices.
        case touches = 0
        /// Device motion (not produced by PointerKit).
        case motion = 1
        /// Remote-control commands (not produced by PointerKit).
        case remoteControl = 2
        /// Hardware keyboard presses (`UIPressesEvent`).
        case presses = 3
        /// A scroll from a wheel or trackpad.
        case scroll = 10
        /// Pointer movement with no button pressed.
        case hover = 11
        /// A trackpad pinch or rotation (only with `supportsIndirectInputEvents`).
        case transform = 14
    }

    /// Event subtypes; pointer events have none.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
    }

    /// The set of pointing-device buttons pressed (`UIEvent.ButtonMask`, UIKit's raw values).
    public typealias ButtonMask = PointerInput.ButtonMask

    /// What every delivery writes and reads on a reused event. One stored value, so that one
    /// exclusivity opt-out covers it; the properties below forward to it.
    struct Storage {
        var type: EventType
        var timestamp: TimeInterval = 0
        var buttonMask: ButtonMask = []
        var modifierFlags: UIKeyModifierFlags = []
        var touchList: [UITouch] = []
        var source: PointerEvent
        var serial = 0
    }
    // Exclusivity checks stay on: they cost about 180 of 4,925 instructions a move (callgrind,
    // benchmark "pointer move, 10000 views"), too little to justify an opt-out.
    var storage: Storage

    /// The event's type.
    open internal(set) var type: EventType { get { storage.type } set { storage.type = newValue } }
    /// The event's subtype (always `.none` here).
    open var subtype: EventSubtype { .none }
    /// Seconds on the host's monotonic clock.
    open internal(set) var timestamp: TimeInterval { get { storage.timestamp } set { storage.timestamp = newValue } }
    /// The buttons pressed as of this event.
    open internal(set) var buttonMask: ButtonMask { get { storage.buttonMask } set { storage.buttonMask = newValue } }
    /// The keyboard modifiers held as of this event.
    open internal(set) var modifierFlags: UIKeyModifierFlags {
        get { storage.modifierFlags } set { storage.modifierFlags = newValue }
    }

    /// The window whose router owns and reuses this event (set once). `unowned`, not `weak`
    /// (see UIView's back-pointers): PointerKit reads it only while delivering, when the window
    /// is alive; an app that keeps an event past its window gets a clean trap, never a read of
    /// freed memory.
    unowned var window: UIWindow?
    /// The touches carried, in a stable order.
    var touchList: [UITouch] { get { storage.touchList } _modify { yield &storage.touchList } }
    /// The engine event this one was made from.
    var source: PointerEvent { get { storage.source } _modify { yield &storage.source } }
    /// Identifies the delivery this object currently carries (events are reused): bumped by
    /// every `update`, so recognizers are asked `shouldReceive(_:)` once per event.
    var serial: Int { get { storage.serial } _modify { yield &storage.serial } }
    static var lastSerial = 0

    init(type: EventType, source: PointerEvent) {
        storage = Storage(type: type, source: source)
        super.init()
    }

    /// Every touch in the event, or nil when it carries none (scroll and transform events).
    open var allTouches: Set<UITouch>? { touchList.isEmpty ? nil : Set(touchList) }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchList.filter { touch in touch.recognizers.contains { $0 === gesture } }
        return found.isEmpty ? nil : Set(found)
    }

    /// `update(type:source:touches:)` for one touch, reusing the list's storage.
    func update(type: EventType, source: PointerEvent, touch: UITouch) {
        update(type: type, source: source)
        if touchList.count != 1 || touchList[0] !== touch {
            touchList.removeAll(keepingCapacity: true)
            touchList.append(touch)
        }
    }

    func update(type: EventType, source: PointerEvent, touches: [UITouch]) {
        self.type = type
        self.source = source
        self.timestamp = source.timestamp
        self.buttonMask = source.buttons
        self.modifierFlags = source.modifiers
        UIEvent.lastSerial &+= 1
        serial = UIEvent.lastSerial
        if touchList.count != touches.count || !zip(touchList, touches).allSatisfy({ $0 === $1 }) {
            touchList = touches
        }
    }
}
