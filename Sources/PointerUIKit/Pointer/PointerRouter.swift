import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

/// The window's pointer system: turns engine events into UIKit events, hit-tests, tracks
/// hover, and delivers to recognizers and views.
///
/// Stage by stage, one pointer move goes: `receive` (queue if re-entered) → `process` →
/// `updateHover` (hit test through `UIWindow.hitTest`, hover tracker update;
/// `PointerRouter+Hover.swift`) → `send` (through `UIApplication.sendEvent` →
/// `UIWindow.sendEvent` when either is overridden) → `deliver` (hover recognizers, touch
/// recognizers, views).
/// Steady-state hover moves reuse their event and touch objects and allocate nothing.
@MainActor
final class PointerRouter {
    /// The hovered views, hit view first, the window last.
    var hoveredViews: [UIView] {
        tracker.rootHovered ? tracker.current + [window as UIView] : tracker.current
    }
    let hoverTouch = UITouch(type: .indirectPointer, phase: .regionEntered)
    let hoverEvent: UIEvent
    let touchEvent: UIEvent
    let otherEvent: UIEvent
    /// Where the compatibility mode's synthesised pinch touches are centred.
    var compatibilityCentre = CGPoint.zero

    /// The router's state, touched several times by every pointer move. One stored value, so
    /// that one exclusivity opt-out covers it; the properties below forward to it.
    struct State {
        /// The window this router serves (set once, right after the window is created).
        unowned var window: UIWindow?
        var tracker: HoverTracker<UIView> = HoverTracker<UIView>()
        /// Where each event goes, decided by the engine from the pointer's state.
        var routing = PointerRouting()
        var hoverMoved: Bool = true
        var clickTouch: UITouch? = nil
        var contactTouches: [(id: Int, touch: UITouch)] = []
        var pending: [PointerEvent] = []
        var isDispatching: Bool = false
        /// The arena's books: who waits for whose failure, who asked for frames, who finished.
        var books = GestureBooks<ArenaMember>()
        var heldTouches: [UITouch] = []
        var singleTouch: Set<UITouch> = Set(minimumCapacity: 1)
        var cancelTouch: Set<UITouch> = Set(minimumCapacity: 1)
        var spareClickTouch: UITouch? = nil
        var latchedScroll = GestureLatch<UIGestureRecognizer>()
        var latchedTransform = GestureLatch<UIGestureRecognizer>()
    }
    // Why unchecked: the benchmark named on the next line (Benchmarks/PointerPipeline), measured with callgrind on its fixture (Speed article).
    @exclusivity(unchecked) private var state = State()  // benchmark "pointer move, 10000 views": 4,925 instructions a move without checks on this state, 5,714 with

    /// The window this router serves.
    var window: UIWindow! { get { state.window } set { state.window = newValue } }
    /// The views under the pointer, hit view first, *excluding the window itself*: the window
    /// owns this router, so holding it here would be a retain cycle. `tracker.rootHovered` says
    /// whether the window is (the outermost element of) the path.
    var tracker: HoverTracker<UIView> { get { state.tracker } _modify { yield &state.tracker } }
    /// The engine's routing of events (for the router's extensions; this file reads `state`).
    var routing: PointerRouting { get { state.routing } _modify { yield &state.routing } }
    /// Where the pointer is, window points (`PointerRouting.location`).
    var pointerLocation: CGPoint { CGPoint(state.routing.location) }
    /// True while the pointer is in the window (`PointerRouting.isInWindow`).
    var pointerInWindow: Bool { state.routing.isInWindow }
    /// The latest event time seen, never going backwards (`PointerRouting.time`).
    var lastTimestamp: Double { state.routing.time }
    /// False while a frame re-evaluates hover under a still pointer: only enters and exits
    /// are delivered then, since nothing moved.
    var hoverMoved: Bool { get { state.hoverMoved } _modify { yield &state.hoverMoved } }
    /// True while the scene's pointer is locked: motion no longer moves the pointer, hover
    /// is frozen.
    var isPointerLocked: Bool { state.routing.isLocked }
    /// The click in progress (a button is held), as a touch.
    var clickTouch: UITouch? { get { state.clickTouch } _modify { yield &state.clickTouch } }
    /// Finger and pencil contacts in progress, by contact id.
    var contactTouches: [(id: Int, touch: UITouch)] { get { state.contactTouches } _modify { yield &state.contactTouches } }
    private var pending: [PointerEvent] { get { state.pending } _modify { yield &state.pending } }
    private(set) var isDispatching: Bool { get { state.isDispatching } _modify { yield &state.isDispatching } }
    /// The engine's books of the arena (`GestureBooks`): recognizers waiting for another to
    /// fail, asking for frames, or finished and reset once their touches end. Each change is
    /// one short call; the app code a pass leads to runs between calls.
    var books: GestureBooks<ArenaMember> { get { state.books } _modify { yield &state.books } }
    /// Touches whose view deliveries a recognizer's `delaysTouchesBegan` or
    /// `delaysTouchesEnded` holds back.
    var heldTouches: [UITouch] { get { state.heldTouches } _modify { yield &state.heldTouches } }
    var singleTouch: Set<UITouch> { get { state.singleTouch } _modify { yield &state.singleTouch } }
    var cancelTouch: Set<UITouch> { get { state.cancelTouch } _modify { yield &state.cancelTouch } }
    /// The last click's touch, reused for the next click when nothing else holds it.
    var spareClickTouch: UITouch? { get { state.spareClickTouch } _modify { yield &state.spareClickTouch } }
    /// The recognizers that took the first event of the scroll, or transform, in progress.
    var latchedScroll: GestureLatch<UIGestureRecognizer> { get { state.latchedScroll } _modify { yield &state.latchedScroll } }
    var latchedTransform: GestureLatch<UIGestureRecognizer> { get { state.latchedTransform } _modify { yield &state.latchedTransform } }

    /// Asks for `frame(at:)` calls on `recognizer` until it stops waiting.
    func waitForFrame(_ recognizer: UIGestureRecognizer) { books.requestFrames(ArenaMember(recognizer)) }

    init() {
        let neutral = PointerEvent(kind: .motion, timestamp: 0)
        hoverEvent = UIEvent(type: .hover, source: neutral)
        touchEvent = UIEvent(type: .touches, source: neutral)
        otherEvent = UIEvent(type: .scroll, source: neutral)
        hoverEvent.touchList = [hoverTouch]
    }

    func attach(to window: UIWindow) {
        self.window = window
        for event in [hoverEvent, touchEvent, otherEvent] { event.window = window }
    }

    // MARK: Entry points

    func receive(_ event: PointerEvent) {
        if isDispatching { pending.append(event); return }
        isDispatching = true
        process(event)
        while !pending.isEmpty { process(pending.removeFirst()) }
        isDispatching = false
    }

    /// `view` is leaving the window: the hover path and the hover touch let go of it at once
    /// (its hover recognizers already ended, `detach`), and so does the presenter; a view the
    /// app removes is freed then, even the one under the pointer.
    func viewLeftWindow(_ view: UIView) {
        tracker.forget(view)
        if hoverTouch.view === view { hoverTouch.view = nil }
        // A click held back from the view (a double tap delaying its end) is never delivered to
        // it now, and the last click's touch kept for reuse must not keep it either.
        for touch in heldTouches where touch.view === view { dropHeld(touch) }
        if let spare = spareClickTouch, spare.view === view { spare.view = nil }
        // A click or finger still down on the view no longer reaches it (its recognizers were
        // cancelled as it left): UIKit's touch keeps its view until the touch ends; PointerKit
        // lets go, so that the app's removal frees the view at once.
        if let click = clickTouch, click.view === view { click.view = nil; click.deliversToView = false }
        for entry in contactTouches where entry.touch.view === view {
            entry.touch.view = nil
            entry.touch.deliversToView = false
        }
        window.pointer.viewLeftWindow(view)
    }

    func pointerLockDidChange(_ locked: Bool) { state.routing.setLocked(locked) }

    /// The view tree under the pointer changed: hover is looked at again at the next frame.
    func invalidateHover() { state.routing.invalidateHover() }

    func frame(at time: Double) {
        if !state.books.timed.isEmpty, !isDispatching { runTimers(at: time) }
        if window.pointer.needsUpdate, !isDispatching { state.routing.invalidateHover() }
        defer {
            window.pointer.frame(at: time)
            followToss(at: time)
        }
        guard !isDispatching, let motion = state.routing.hoverUpdate(at: time) else { return }
        hoverMoved = false
        defer { hoverMoved = true }
        receive(motion)
    }

    /// Where a toss moved the pointer this frame, for the device's pipeline (`takePointerWarp`).
    var tossWarp: Point?

    /// A toss landed in the frame just run: the engine moved the pointer onto its target
    /// (`AdaptivePointer.pendingWarp`), and hover follows it there, as for a move (hover
    /// recognizers hear it move, the region there is looked up). No input event is made: the
    /// routing moves the pointer (`PointerRouting.warp`), and the device's pipeline moves the
    /// device after the frame. A lock, a click or a pointer outside the window drops the toss.
    private func followToss(at time: Double) {
        guard let target = window.pointer.engine.pendingWarp else { return }
        window.pointer.engine.pendingWarp = nil
        guard !isDispatching, let motion = state.routing.warp(to: target, at: time) else { return }
        tossWarp = target
        dispatch { updateHover(motion, entering: false) }
    }

    private func runTimers(at time: Double) {
        dispatch {
            // The books swap two buffers, so a frame with timers allocates nothing.
            var due = books.takeFrames()
            for member in due {
                let recognizer = member.recognizer
                if recognizer.isEnabled, recognizer.storedView?.window === window, recognizer.frame(at: time) { books.requestFrames(member) }
            }
            books.recycleFrames(&due)
        }
    }

    /// Runs `body` as one dispatch outside any event: the recognizers it finished are reset,
    /// then the events it queued are processed.
    private func dispatch(_ body: () -> Void) {
        isDispatching = true
        body()
        finishDispatch()
        while !pending.isEmpty { process(pending.removeFirst()) }
        isDispatching = false
    }

    /// Carries out what the engine's routing says `event` calls for.
    private func process(_ event: PointerEvent) {
        switch state.routing.receive(event, simulatingTouches: compatibilityTouchesActive) {
        case .hover(let entering):
            updateHover(event, entering: entering)
        case .beginClick:
            beginClick(event)
        case .moveClick(let moved):
            moveClick(event, moved: moved)
            if event.kind == .motion { window.pointer.pointerMoved(to: pointerLocation, event: event, path: tracker.current) }
        case .endClick(let cancelled):
            endClick(event, phase: cancelled ? .cancelled : .ended)
            // Hover resumes only where the pointer still is (the click's app code may have
            // locked it meanwhile).
            if case .hover(let entering) = state.routing.clickEnded(cancelled: cancelled) { updateHover(event, entering: entering) }
        case .leave(let cancelClick, let exit):
            if cancelClick { endClick(event, phase: .cancelled) }
            if exit { exitHover(event) }
        case .beginContact(_, let replacing):
            beginContact(event, replacing: replacing)
        case .moveContact(_, let moved):
            moveContact(event, moved: moved)
        case .endContact(_, let cancelled):
            endContact(event, cancelled: cancelled)
        case .scrollOrTransform:
            if event.kind == .transform && (!UIApplication.shared.supportsIndirectInputEvents || compatibilityTouchesActive) {
                simulateTransformTouches(event)
            } else {
                deliverOther(event)
            }
        case .key:
            receiveKey(event)
        case .none:
            break
        }
        if event.kind == .press { window.pointer.buttons = event.buttons }
        finishDispatch()
    }

    /// Keys do not touch the pointer: the window's keyboard routes them (out of line, so that
    /// the pointer's path stays as it was before keys).
    @inline(never)
    private func receiveKey(_ event: PointerEvent) {
        window.keyboard.receive(event, characters: nil)
    }

    /// Resets the recognizers that finished, once their touches have all ended (as UIKit
    /// does: a tap that failed on the press must not take the release as a new tap).
    /// Those still tracking touches stay in the books for a later dispatch, and so do those
    /// that `reset()` overrides finish meanwhile. No allocation (the books swap two buffers).
    private func finishDispatch() {
        if !heldTouches.isEmpty { releaseHeldTouches() }
        guard !state.books.finished.isEmpty else { return }
        var done = books.takeFinished()
        for member in done {
            let recognizer = member.recognizer
            guard recognizer.storedState.isFinished else { continue }
            if recognizer.trackedTouches.isEmpty { recognizer.resetNow() } else { books.finish(member) }
        }
        books.recycleFinished(&done)
    }
}
