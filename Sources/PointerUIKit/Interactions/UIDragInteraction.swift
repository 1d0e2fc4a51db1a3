import Foundation

/// One thing being dragged, as UIKit's `UIDragItem` (minimal: PointerKit has no
/// `NSItemProvider`; the item carries a local object).
@preconcurrency @MainActor
public final class UIDragItem: NSObject {
    /// The app's object for this item, visible only inside the app.
    public var localObject: Any?
    /// Creates an item.
    public init(localObject: Any?) {
        self.localObject = localObject
        super.init()
    }
}

/// A drag in progress, as UIKit's `UIDragSession` (minimal).
@preconcurrency @MainActor
public final class UIDragSession: NSObject {
    /// The items being dragged.
    public internal(set) var items: [UIDragItem] = []
    weak var window: UIWindow?
    var locationInWindow = CGPoint.zero
    /// The drag's current location in `view`'s coordinates.
    public func location(in view: UIView) -> CGPoint {
        guard let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }
}

/// The object that supplies the items of a drag, as UIKit's `UIDragInteractionDelegate`
/// (the required method and the session's start, move and end).
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// The items to drag; an empty array means no drag starts.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The session is about to begin.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// The session moved.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The session ended (after any drop on a `UIDropInteraction`).
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidEnd session: UIDragSession)
    /// The session ended with `operation`: `.copy` or `.move` when a drop target took the
    /// items, `.cancel` otherwise (called just before `sessionDidEnd`).
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
}

extension UIDragInteractionDelegate {
    /// Default: nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    /// Default: nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    /// Default: nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidEnd session: UIDragSession) {}
    /// Default: nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
}

/// An interaction that drags content out of its view, as UIKit's `UIDragInteraction`.
///
/// As the seed describes: a pointer starts a drag at once with a click-and-drag (the primary
/// button held and moved `pointerDragDistance`, 3 pt as a pan's pointer hysteresis); a
/// finger has to press for `liftDelay` (0.5 s) without moving more than 10 pt first.
/// Both numbers are PointerKit's choices: UIKit publishes neither.
///
/// Dropping: as the drag moves, the deepest view under the pointer with a `UIDropInteraction`
/// whose delegate can handle the session becomes the target: the delegate is asked `canHandle`
/// once per session, then told `sessionDidEnter`, asked `sessionDidUpdate` on every move and
/// told `sessionDidExit` when the drag leaves. Released over a target whose last proposal was
/// `.copy` or `.move`, the target gets `performDrop` then `concludeDrop`; every interaction that
/// could handle the session then gets `sessionDidEnd`; and this delegate gets
/// `session(_:didEndWith:)` and `sessionDidEnd`. PointerKit draws no drag preview.
@preconcurrency @MainActor
public final class UIDragInteraction: NSObject, UIInteraction, UnownedViewInteraction {
    /// The delegate (held weakly).
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    public var view: UIView? { storedView }
    private unowned var storedView: UIView?
    /// False stops new drags (default true).
    public var isEnabled: Bool {
        get { recognizer.isEnabled }
        set { recognizer.isEnabled = newValue }
    }
    /// PointerKit extension: the session in progress, nil when none is.
    public private(set) var activeSession: UIDragSession?
    /// PointerKit extension: how long a finger presses before a drag can start (0.5 s).
    public var liftDelay: TimeInterval {
        get { recognizer.liftDelay }
        set { recognizer.liftDelay = newValue }
    }
    /// PointerKit extension: how far a click must move before a drag starts (3 pt).
    public var pointerDragDistance: CGFloat {
        get { recognizer.pointerDistance }
        set { recognizer.pointerDistance = newValue }
    }

    private let recognizer = DragStartRecognizer()
    /// The drop side of the session in progress.
    private var drop: DropTracker?

    /// Creates the interaction.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        recognizer.interaction = self
        recognizer.addOwnerAction(self, action: UIDragInteraction.handle)
    }

    /// The view is being freed (see `UnownedViewInteraction`).
    func viewDidDeallocate() { storedView = nil }

    /// Detaches the recognizer from the old view.
    public func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(recognizer) }

    /// Attaches the recognizer to the new view.
    public func didMove(to view: UIView?) {
        storedView = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Asks the delegate for items; false (no items) makes the recognizer fail.
    func prepareSession(at point: CGPoint) -> Bool {
        let session = UIDragSession()
        session.window = view?.window
        session.locationInWindow = point
        guard let delegate else { return false }
        session.items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !session.items.isEmpty else { return false }
        activeSession = session
        return true
    }

    private func handle(_ r: DragStartRecognizer) {
        guard let session = activeSession, let delegate else { return }
        session.locationInWindow = r.location(in: nil)
        switch r.state {
        case .began:
            delegate.dragInteraction(self, sessionWillBegin: session)
            drop = DropTracker(session: session)
            drop?.move(to: session.locationInWindow, in: session.window)
        case .changed:
            delegate.dragInteraction(self, sessionDidMove: session)
            drop?.move(to: session.locationInWindow, in: session.window)
        case .ended, .cancelled:
            activeSession = nil
            let tracker = drop
            drop = nil
            let operation = tracker?.end(dropped: r.state == .ended) ?? .cancel
            delegate.dragInteraction(self, session: session, didEndWith: operation)
            delegate.dragInteraction(self, sessionDidEnd: session)
        default: break
        }
    }
}

/// Starts a drag: at once on a pointer's click-and-drag, after a press for a finger.
@MainActor
final class DragStartRecognizer: UIGestureRecognizer {
    weak var interaction: UIDragInteraction?
    var liftDelay: TimeInterval = 0.5
    var pointerDistance: CGFloat = 3
    private var start: CGPoint?
    private var pressedAt: Double?
    private var lifted = false
    private var pointer = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first, trackedTouches.count == 1 else {
            if state == .possible { state = .failed }
            return
        }
        // A mouse or trackpad, with or without UIApplicationSupportsIndirectInputEvents (whose
        // absence makes the touch's public type `.direct`): session 10094's "with or without".
        pointer = touch.isFromPointer
        if pointer, event.buttonMask != .primary { state = .failed; return }
        start = touch.location(in: nil)
        pressedAt = event.timestamp
        if !pointer { view?.window?.router.waitForFrame(self) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .changed; return }
        guard state == .possible, let start, let p = touches.first?.location(in: nil) else { return }
        let moved = hypot(p.x - start.x, p.y - start.y)
        if pointer || lifted {
            guard moved >= (pointer ? pointerDistance : 0) else { return }
            if interaction?.prepareSession(at: p) == true { state = .began } else { state = .failed }
        } else if moved > 10 {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    override func reset() {
        start = nil
        pressedAt = nil
        lifted = false
        pointer = false
    }

    override func frame(at time: Double) -> Bool {
        guard state == .possible, let pressedAt, !lifted else { return false }
        if time - pressedAt >= liftDelay { lifted = true; return false }
        return true
    }
}
