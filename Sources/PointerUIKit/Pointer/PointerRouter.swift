import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

/// The window's pointer system: turns engine events into UIKit events, hit-tests, tracks
/// hover, and delivers to recognizers and views.
///
/// It decides nothing about the pointer: the engine's `PointerSystem` does, and returns
/// requests that the router carries out (`PointerRouter+Driver.swift`): one pointer move goes
/// `receive` (queue if re-entered) → `process` → `system.receive` → `.hitTest` (through
/// `UIWindow.hitTest`) → `.deliverHover` (through `UIApplication.sendEvent` →
/// `UIWindow.sendEvent` when either is overridden, then the hover recognizers) →
/// `.lookUpRegion` (the first pointer interaction's `regionFor`) → when the region changes,
/// `.regionWillChange` (`willExit`), `.style` (`styleFor`, `willEnter`), `.regionEntered`.
/// App code runs only while a request is carried out, never inside the system.
/// Steady-state hover moves reuse their event and touch objects and allocate nothing.
@MainActor
final class PointerRouter {
    /// The hovered views, hit view first, the window last (the system's hover path resolved
    /// through `HostObjects`).
    var hoveredViews: [UIView] {
        var views: [UIView] = []
        for handle in system.hoverPath { if let view = HostObjects.view(handle) { views.append(view) } }
        if system.rootHovered { views.append(window) }
        return views
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
        /// The pointer: routing, hover path, adaptive pointer, and the order of their stages
        /// (see `system`).
        var system = PointerSystem<HostHandle>()
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
    }
    #if POINTERKIT_INVARIANTS
    /// Checked in debug builds (every test, the property tester): app code that ran inside a
    /// call into the pointer system, and touched it, would trap here.
    private var state = State()
    #else
    // Why unchecked: the benchmark named on the next line (Benchmarks/PointerPipeline), measured with callgrind on its fixture (Speed article).
    @exclusivity(unchecked) private var state = State()  // benchmark "pointer move, 10000 views": 6,2xx instructions a move without checks on this state, 8,426 with
    #endif

    /// The pointer: routing, hover path, adaptive pointer, and the order of their stages. The
    /// hover path holds views, hit view first, *excluding the window itself*: the window owns
    /// this router, so holding it there would be a retain cycle (`hover.rootHovered` says
    /// whether the window is the outermost element of the path).
    /// App code runs only between two calls into the system (debug builds check it: `state`).
    /// (Read in place: a getter would copy the whole system for each field read.)
    var system: PointerSystem<HostHandle> { _read { yield state.system } _modify { yield &state.system } }
    /// The window this router serves.
    var window: UIWindow! { get { state.window } set { state.window = newValue } }
    /// Where the pointer is, window points (`PointerRouting.location`).
    var pointerLocation: CGPoint { CGPoint(system.location) }
    /// Where the pointer is, once an event has placed it (`PointerRouting.isPlaced`); nil before.
    var placedLocation: Point? { state.system.isPlaced ? state.system.location : nil }
    /// True while the pointer is in the window (`PointerRouting.isInWindow`).
    var pointerInWindow: Bool { system.routing.isInWindow }
    /// The latest event time seen, never going backwards (`PointerRouting.time`).
    var lastTimestamp: Double { system.time }
    /// True while the scene's pointer is locked: motion no longer moves the pointer, hover
    /// is frozen.
    var isPointerLocked: Bool { system.isLocked }
    /// The frame asked for while an event was being delivered (from inside app code): it runs
    /// once that delivery is over.
    var deferredFrame: Double? = nil
    /// False while a frame re-evaluates hover under a still pointer: only enters and exits
    /// are delivered then, since nothing moved (`PointerRequest.deliverHover`).
    var hoverMoved: Bool { get { state.hoverMoved } _modify { yield &state.hoverMoved } }
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
        endDispatch()
    }

    /// `view` is leaving the window: the hover path and the hover touch let go of it at once
    /// (its hover recognizers already ended, `detach`), and so do the pointer objects; a view the
    /// app removes is freed then, even the one under the pointer.
    func viewLeftWindow(_ view: UIView) {
        system.forgetHovered(view.pointerHandle)
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

    func pointerLockDidChange(_ locked: Bool) { system.setLocked(locked) }

    /// The view tree under the pointer changed: hover is looked at again at the next frame.
    func invalidateHover() { system.invalidateHover() }

    /// Runs the pointer system's frame (`PointerSystem.frame(at:host:)`: hover again if the view
    /// tree changed, a toss, the springs, the warp). A frame asked for from inside app code
    /// (while an event is delivered) runs once that delivery is over.
    func frame(at time: Double) {
        guard !isDispatching else { deferredFrame = max(deferredFrame ?? time, time); return }
        if !state.books.timed.isEmpty { runTimers(at: time) }
        if window.pointer.needsUpdate {
            window.pointer.needsUpdate = false
            system.invalidateHover()
        }
        var host = window.pointer.host()
        let first = state.system.frame(at: time, host: &host)
        dispatch { carryOut(first, event: Self.frameEvent, inFrame: true) }
    }

    /// What a frame's requests are carried out with: no event (hover uses the system's motion).
    private static let frameEvent = PointerEvent(kind: .motion, timestamp: 0)

    /// Re-aims the springs (after the configuration changed).
    func updateTargets() {
        var host = window.pointer.host()
        system.updateTargets(host: &host)
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
        endDispatch()
    }

    /// Ends a dispatch: processes the events queued meanwhile, then runs a frame asked for
    /// meanwhile.
    private func endDispatch() {
        while !pending.isEmpty { process(pending.removeFirst()) }
        isDispatching = false
        if let time = deferredFrame {
            deferredFrame = nil
            frame(at: time)
        }
    }

    /// Hands `event` to the pointer system and carries out what it asks.
    private func process(_ event: PointerEvent) {
        // Asked before the call (it reads the router's touches), and only where it matters.
        let simulating = (event.kind == .scroll || event.kind == .transform) && compatibilityTouchesActive
        carryOut(system.receive(event, simulatingTouches: simulating), event: event)
        if event.kind == .press { window.pointer.buttons = event.buttons }
        finishDispatch()
    }

    /// Keys do not touch the pointer: the window's keyboard routes them (out of line, so that
    /// the pointer's path stays as it was before keys).
    @inline(never)
    func receiveKey(_ event: PointerEvent) {
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
