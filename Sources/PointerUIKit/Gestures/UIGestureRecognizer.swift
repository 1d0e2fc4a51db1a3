import Foundation
import PointerEngine

/// The base of every gesture recognizer, with UIKit's state machine, delegate, target–action
/// and subclass hooks.
///
/// Target–action without Objective-C: pass an unbound method, `Owner.handle`, where UIKit
/// takes `#selector(handle)`. The method may take the concrete recognizer or nothing.
/// Targets are held weakly, as in UIKit; closures given to `init(handler:)` are held strongly.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's states, with UIKit's raw values.
    public typealias State = GestureState

    /// What every delivery reads and writes on a recognizer, grouped in one stored value.
    /// Its exclusivity checks stay on: without them the `pointer move, 10000 views`
    /// benchmark gains only 42 of 4,967 instructions per move (callgrind).
    struct Storage {
        var actions: [Action] = []
        var state = State.possible
        var pendingState: State?
        unowned var view: UIView?
        var trackedTouches: [UITouch] = []
        var lastEventLocation: CGPoint?
        var askedSerial = -1
        var askedAnswer = false
        var isEnabled = true
        var buttonMask: UIEvent.ButtonMask = []
        var modifierFlags: UIKeyModifierFlags = []
    }
    var storage = Storage()
    /// The handle the pointer system latches this recognizer by (`HostObjects`).
    let pointerHandle = HostObjects.reserve()

    var actions: [Action] { get { storage.actions } _modify { yield &storage.actions } }
    var storedState: State { get { storage.state } _modify { yield &storage.state } }
    var pendingState: State? { get { storage.pendingState } _modify { yield &storage.pendingState } }
    var storedRequiredToFail: [Weak<UIGestureRecognizer>] = []
    /// The view; `unowned` rather than `weak` for speed (see UIView's back-pointers), cleared
    /// by the view's deinit and by `removeGestureRecognizer`.
    var storedView: UIView? { get { storage.view } set { storage.view = newValue } }
    /// The touches this recognizer is tracking.
    var trackedTouches: [UITouch] { get { storage.trackedTouches } _modify { yield &storage.trackedTouches } }
    /// The last location reported for a non-touch event (hover, scroll), in window coordinates.
    var lastEventLocation: CGPoint? { get { storage.lastEventLocation } _modify { yield &storage.lastEventLocation } }
    /// The event `shouldReceive` was last asked about (`UIEvent.serial`) and the answer.
    var askedSerial: Int { get { storage.askedSerial } _modify { yield &storage.askedSerial } }
    var askedAnswer: Bool { get { storage.askedAnswer } _modify { yield &storage.askedAnswer } }

    /// Creates a recognizer with no action.
    public override init() {
        super.init()
        HostObjects.insert(self, as: pointerHandle)
    }

    /// Creates a recognizer that calls `action` on `target` (an unbound method taking the
    /// concrete recognizer: `UIHoverGestureRecognizer(target: self, action: Owner.handleHover)`).
    @preconcurrency public init<T: AnyObject, R: UIGestureRecognizer>(target: T, action: @escaping @MainActor (T) -> (R) -> Void) {
        super.init()
        HostObjects.insert(self, as: pointerHandle)
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action` on `target` (an unbound method taking nothing).
    @preconcurrency public init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> () -> Void) {
        super.init()
        HostObjects.insert(self, as: pointerHandle)
        addTarget(target, action: action)
    }

    // Isolated to the main actor, as UIView's: the table's entry goes with the recognizer.
    @MainActor deinit { HostObjects.remove(pointerHandle) }

    /// Creates a recognizer that calls `handler` with itself on every action (PointerKit's
    /// closure form; the closure is held strongly, so capture owners weakly).
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        actions.append(Action(target: nil, holdsTarget: false, invoke: { _, r in
            if let r = r as? Self { handler(r) }
        }))
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as UIKit's subclass header allows; illegal
    /// transitions are ignored, leaving `.possible` asks the delegate and the other
    /// recognizers first, and every move to began, changed, ended or cancelled calls the actions.
    open var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// False detaches the recognizer from input: an active gesture is cancelled, an undecided
    /// one (a long press waiting for its time, a tap waiting for its next tap) is dropped.
    open var isEnabled: Bool {
        get { storage.isEnabled }
        set {
            let oldValue = storage.isEnabled
            storage.isEnabled = newValue
            guard !newValue, oldValue else { return }
            storedView?.window?.router.forget(self)
            inputWentAway()
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { storedView }

    /// True (default) cancels the view's own touches once the gesture is recognised.
    open var cancelsTouchesInView = true
    /// True holds back `touchesBegan` from the view until the gesture fails.
    open var delaysTouchesBegan = false
    /// True (default) holds back `touchesEnded` from the view until the gesture decides.
    open var delaysTouchesEnded = true

    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values in
    /// `NSNumber`s (UIKit's type). Default: every type.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// True (default) stops the recognizer from mixing touch types in one gesture.
    open var requiresExclusiveTouchType = true

    /// The buttons held in the last event this recognizer processed.
    open internal(set) var buttonMask: UIEvent.ButtonMask {
        get { storage.buttonMask }
        set { storage.buttonMask = newValue }
    }
    /// The keyboard modifiers held in the last event this recognizer processed.
    open internal(set) var modifierFlags: UIKeyModifierFlags {
        get { storage.modifierFlags }
        set { storage.modifierFlags = newValue }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognises;
    /// if the other recognises, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        storedRequiredToFail.append(Weak(otherGestureRecognizer))
    }

    /// The number of touches tracked (0 while driven by hover, scroll or transform events).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (or the pointer, for hover and scroll) in `view`'s
    /// coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let inWindow: CGPoint
        if trackedTouches.isEmpty {
            inWindow = lastEventLocation ?? .zero
        } else {
            let sum = trackedTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
            inWindow = CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
        }
        guard let view, let window = storedView?.window ?? view.window else { return inWindow }
        return view.convert(inWindow, from: window)
    }

    /// The location of one tracked touch. Asking for a touch the recognizer does not have
    /// (for example while driven by a scroll or transform event, when `numberOfTouches` is 0)
    /// is a programmer error and stops the program, as UIKit raises an exception.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "location(ofTouch: \(touchIndex)) on \(type(of: self)) with \(trackedTouches.count) touches: "
                     + "a recognizer driven by scroll or transform events has no touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Asked once per event before the recognizer sees it; false hides the event from it.
    /// Read the event's `buttonMask` and `modifierFlags` here, not the recognizer's. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
    /// Touches began for this recognizer.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer returns to `.possible` after finishing; clear per-gesture state.
    open func reset() {}
    /// True when this recognizer, once recognised, may stop `preventedGestureRecognizer`. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// True when `preventingGestureRecognizer` may stop this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The event types this recognizer takes part in (touches; hover for hover recognizers).
    func handles(_ type: UIEvent.EventType) -> Bool { type == .touches }
    /// Takes the event's buttons and modifiers as "the last event processed": after
    /// `shouldReceive` (which still sees the previous values), before the recognizer's own
    /// handling and actions (which see these).
    func process(_ event: UIEvent) {
        buttonMask = event.buttonMask
        modifierFlags = event.modifierFlags
    }

    /// The pointer is inside the view (entered or moved); hover recognizers override.
    func hoverInside(_ event: UIEvent) {}
    /// The pointer left the view; hover recognizers override.
    func hoverExited(_ event: UIEvent) {}
    /// A scroll or transform event under the pointer; pan, pinch and rotation override.
    func otherEvent(_ event: UIEvent) {}
    /// True when PointerKit's own recognizers pair up without a delegate (a scroll view's
    /// pan and pinch, which UIKit runs together).
    func builtInSimultaneity(with other: UIGestureRecognizer) -> Bool { false }
    /// A frame at `time` for a recognizer that asked to wait for time to pass (a tap waiting
    /// for its next tap); returns true to keep waiting.
    func frame(at time: Double) -> Bool { false }

    // MARK: Internals

    /// The recognizer's input can no longer reach it (disabled, its view left the window or
    /// was freed): an active gesture is cancelled (or, with `ending: .ended`, ended), with its
    /// actions, and everything returns to `.possible`.
    func inputWentAway(ending: State = .cancelled) {
        if storedState.isActive { requestState(ending) }
        if storedState != .possible { resetNow() } else { pendingState = nil; trackedTouches.removeAll() }
    }

    /// The view is being freed: forget it, then end whatever gesture was going on.
    func viewWillDeallocate() {
        storedView = nil
        // The owner is the view being freed, or something that lives for it: the cancellation
        // below must not call it (an unowned read of an object in its deinit traps).
        actions.removeAll { $0.isOwnerAction }
        inputWentAway()
    }

    func resetNow() {
        storedState = .possible
        pendingState = nil
        if !trackedTouches.isEmpty { trackedTouches.removeAll(keepingCapacity: true) }
        reset()
    }


    /// Still attached and not yet decided (possible, or waiting for another to fail).
    var undecided: Bool { storedView != nil && storedState == .possible }
    /// Recognised: began, changed or ended (recognized).
    var recognized: Bool { storedState.isActive || storedState == .ended }
}

/// A weak reference, for lists that must not keep their elements alive.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
