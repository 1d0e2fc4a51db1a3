import Foundation

/// One contact: a finger or pencil on the screen, a click of a pointing device, or the
/// pointer hovering, with UIKit's names.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// What produced the touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen, or any pointer click in the compatibility mode.
        case direct = 0
        /// A touch not on the screen (the Siri Remote; not produced by PointerKit).
        case indirect = 1
        /// A pencil.
        case pencil = 2
        /// A click of a mouse or trackpad, when the app supports indirect input events.
        case indirectPointer = 3
        /// The deprecated name of `pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// Where a touch stands, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The contact started.
        case began = 0
        /// The contact moved.
        case moved = 1
        /// The contact is down and did not move.
        case stationary = 2
        /// The contact lifted.
        case ended = 3
        /// The system cancelled the contact.
        case cancelled = 4
        /// The pointer entered the window.
        case regionEntered = 5
        /// The pointer moved inside the window without pressing.
        case regionMoved = 6
        /// The pointer left the window.
        case regionExited = 7
    }

    /// What every delivery reads and writes on a touch. One stored value, so that one
    /// exclusivity opt-out covers it; the properties below forward to it.
    struct Storage {
        var type: TouchType
        var phase: Phase
        var timestamp: TimeInterval = 0
        var view: UIView?
        var recognizers: [UIGestureRecognizer] = []
        var locationInWindow = CGPoint.zero
        var previousLocationInWindow = CGPoint.zero
        var deliversToView = true
        var viewSawBegin = false
        var heldBegan = false
        var heldEnd = false
        var fromPointer = false
    }
    // Exclusivity checks stay on: they cost about 176 of 4,925 instructions a move (callgrind,
    // benchmark "pointer move, 10000 views"), too little to justify an opt-out.
    var storage: Storage

    /// What produced the touch.
    open internal(set) var type: TouchType { get { storage.type } set { storage.type = newValue } }
    /// Where the touch stands.
    open internal(set) var phase: Phase { get { storage.phase } set { storage.phase = newValue } }
    /// True until the touch's last phase (ended or cancelled): it is still input.
    var isDown: Bool { storage.phase != .ended && storage.phase != .cancelled }
    /// When the touch last changed, in seconds on the host's monotonic clock.
    open internal(set) var timestamp: TimeInterval { get { storage.timestamp } set { storage.timestamp = newValue } }
    /// How many times in quick succession the pointer clicked, or the finger tapped,
    /// here (1 for a single click).
    open internal(set) var tapCount: Int = 1
    /// The view the touch began in (the hit-test view), kept for the touch's lifetime.
    open internal(set) var view: UIView? { get { storage.view } set { storage.view = newValue } }
    /// The window the touch is in: its view's window (nil once the view left the window, or
    /// for a click outside every view). Derived rather than stored: the window owns the
    /// touches it reuses, and a stored link back would be a cycle or a weak reference.
    open var window: UIWindow? { view?.window }

    /// The gesture recognizers receiving this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    var recognizers: [UIGestureRecognizer] { get { storage.recognizers } _modify { yield &storage.recognizers } }
    var locationInWindow: CGPoint { get { storage.locationInWindow } _modify { yield &storage.locationInWindow } }
    var previousLocationInWindow: CGPoint {
        get { storage.previousLocationInWindow } _modify { yield &storage.previousLocationInWindow }
    }
    /// False once a recognizer cancelled the touch for its view.
    var deliversToView: Bool { get { storage.deliversToView } _modify { yield &storage.deliversToView } }
    /// True once the view received `touchesBegan` for this touch.
    var viewSawBegin: Bool { get { storage.viewSawBegin } _modify { yield &storage.viewSawBegin } }
    /// True while a recognizer's `delaysTouchesBegan` holds the view's `touchesBegan` back.
    var heldBegan: Bool { get { storage.heldBegan } _modify { yield &storage.heldBegan } }
    /// True while a recognizer's `delaysTouchesEnded` holds the view's `touchesEnded` back.
    var heldEnd: Bool { get { storage.heldEnd } _modify { yield &storage.heldEnd } }
    /// True for a click's touch: made by a mouse or trackpad, whatever `type` says (`.direct`
    /// for an app without `UIApplicationSupportsIndirectInputEvents`). What PointerKit's own
    /// interactions ask, as iPadOS's drag and context menu know a pointer in either mode.
    var isFromPointer: Bool { get { storage.fromPointer } _modify { yield &storage.fromPointer } }

    init(type: TouchType, phase: Phase) {
        storage = Storage(type: type, phase: phase)
        super.init()
    }

    /// Makes a finished click's touch new again for the next click (the router reuses it
    /// only when nothing else holds it).
    func reuse(type: TouchType) {
        self.type = type
        phase = .began
        timestamp = 0
        tapCount = 1
        view = nil
        recognizers.removeAll(keepingCapacity: true)
        locationInWindow = .zero
        previousLocationInWindow = .zero
        deliversToView = true
        viewSawBegin = false
        heldBegan = false
        heldEnd = false
        isFromPointer = false
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return window.map { view.convert(locationInWindow, from: $0) } ?? locationInWindow
    }

    /// The touch's previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return window.map { view.convert(previousLocationInWindow, from: $0) } ?? previousLocationInWindow
    }

    func move(to location: CGPoint, phase: Phase, time: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.phase = phase
        timestamp = time
    }
}
