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

    /// What produced the touch.
    @exclusivity(unchecked) open internal(set) var type: TouchType
    /// Where the touch stands.
    @exclusivity(unchecked) open internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the host's monotonic clock.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0
    /// How many times in quick succession the pointer clicked, or the finger tapped,
    /// here (1 for a single click).
    open internal(set) var tapCount: Int = 1
    /// The view the touch began in (the hit-test view), kept for the touch's lifetime.
    open internal(set) var view: UIView? {
        get { unownedView }
        set { unownedView = newValue; if retainsView { strongView = newValue } }
    }
    /// The window the touch is in.
    open internal(set) var window: UIWindow? {
        get { unownedWindow }
        set { unownedWindow = newValue; if retainsView { strongWindow = newValue } }
    }
    /// Click and contact touches keep their view and window alive, as UIKit's do. The window's
    /// reused hover touch does not (the window owns it: a strong link would be a cycle): the
    /// router clears its view after each delivery and the window's deinit clears its window.
    /// The links are `unowned(unsafe)` rather than `weak` for speed (see UIView's back-pointers).
    var retainsView = true
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var unownedView: UIView?
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var unownedWindow: UIWindow?
    @exclusivity(unchecked) nonisolated(unsafe) private var strongView: UIView?
    private var strongWindow: UIWindow?

    /// True while the touch holds its view strongly.
    nonisolated var retainsOwnView: Bool { strongView != nil }

    /// Stops holding `window` (and its view, when that is the window itself) strongly, keeping
    /// the links: for a finished touch the window keeps for reuse. The window's deinit clears
    /// the links it left.
    func releaseWindowLinks(_ window: UIWindow) {
        strongWindow = nil
        if strongView === window { strongView = nil }
    }
    /// The gesture recognizers receiving this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var locationInWindow = CGPoint.zero
    @exclusivity(unchecked) var previousLocationInWindow = CGPoint.zero
    /// False once a recognizer cancelled the touch for its view.
    @exclusivity(unchecked) var deliversToView = true
    /// True once the view received `touchesBegan` for this touch.
    @exclusivity(unchecked) var viewSawBegin = false
    /// True while a recognizer's `delaysTouchesBegan` holds the view's `touchesBegan` back.
    @exclusivity(unchecked) var heldBegan = false
    /// True while a recognizer's `delaysTouchesEnded` holds the view's `touchesEnded` back.
    @exclusivity(unchecked) var heldEnd = false

    init(type: TouchType, phase: Phase) {
        self.type = type
        self.phase = phase
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
