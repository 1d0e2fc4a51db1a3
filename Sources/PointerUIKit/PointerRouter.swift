import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

/// The window's pointer system: turns engine events into UIKit events, hit-tests, tracks
/// hover, and delivers to recognizers and views.
///
/// Stage by stage, one pointer move goes: `receive` (queue if re-entered) → `process`
/// (hit test through `UIWindow.hitTest`, hover tracker update) → `UIApplication.sendEvent`
/// → `UIWindow.sendEvent` → `deliver` (hover recognizers, touch recognizers, views).
/// Steady-state hover moves reuse their event and touch objects and allocate nothing.
@MainActor
final class PointerRouter {
    /// The window this router serves (set once, right after the window is created).
    unowned(unsafe) var window: UIWindow! = nil
    /// The views under the pointer, hit view first, *excluding the window itself*: the window
    /// owns this router, so holding it here would be a retain cycle. `windowHovered` says
    /// whether the window is (the outermost element of) the path.
    @exclusivity(unchecked) var tracker = HoverTracker<UIView>()
    @exclusivity(unchecked) var windowHovered = false
    @exclusivity(unchecked) var windowWasHovered = false

    /// The hovered views, hit view first, the window last.
    var hoveredViews: [UIView] {
        windowHovered ? tracker.current + [window as UIView] : tracker.current
    }
    @exclusivity(unchecked) var pointerLocation = CGPoint.zero
    @exclusivity(unchecked) var pointerInWindow = false
    @exclusivity(unchecked) var needsHoverUpdate = false
    @exclusivity(unchecked) var lastTimestamp = 0.0
    @exclusivity(unchecked) var lastModifiers: UIKeyModifierFlags = []
    /// False while a frame re-evaluates hover under a still pointer: only enters and exits
    /// are delivered then, since nothing moved.
    @exclusivity(unchecked) var hoverMoved = true
    /// True while the scene's pointer is locked: motion no longer moves the pointer, hover
    /// is frozen.
    @exclusivity(unchecked) private(set) var isPointerLocked = false

    /// The click in progress (a button is held), as a touch.
    @exclusivity(unchecked) var clickTouch: UITouch?
    /// Finger and pencil contacts in progress, by contact id.
    @exclusivity(unchecked) var contactTouches: [(id: Int, touch: UITouch)] = []
    let hoverTouch = UITouch(type: .indirectPointer, phase: .regionEntered)
    let hoverEvent: UIEvent
    let touchEvent: UIEvent
    let otherEvent: UIEvent

    @exclusivity(unchecked) private var pending: [PointerEvent] = []
    @exclusivity(unchecked) private(set) var isDispatching = false
    /// Recognizers that reached ended, cancelled or failed during this dispatch.
    @exclusivity(unchecked) var finished: [UIGestureRecognizer] = []
    /// Touches whose view deliveries a recognizer's `delaysTouchesBegan` or
    /// `delaysTouchesEnded` holds back.
    @exclusivity(unchecked) var heldTouches: [UITouch] = []
    /// Recognizers waiting for others to fail before they recognise.
    @exclusivity(unchecked) var waiting: [Weak<UIGestureRecognizer>] = []
    private var lastClick: (time: Double, location: CGPoint, count: Int)?
    @exclusivity(unchecked) var singleTouch = Set<UITouch>(minimumCapacity: 1)
    @exclusivity(unchecked) var cancelTouch = Set<UITouch>(minimumCapacity: 1)
    /// The last click's touch, reused for the next click when nothing else holds it.
    @exclusivity(unchecked) nonisolated(unsafe) private var spareClickTouch: UITouch?
    @exclusivity(unchecked) private var timedSpare: [UIGestureRecognizer] = []
    /// The recognizers that took the first event of the scroll, or transform, in progress.
    @exclusivity(unchecked) var latchedScroll: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var latchedTransform: [UIGestureRecognizer] = []
    /// Where the compatibility mode's synthesised pinch touches are centred.
    var compatibilityCentre = CGPoint.zero
    /// Recognizers waiting for time to pass (see `UIGestureRecognizer.frame(at:)`).
    private var timed: [UIGestureRecognizer] = []

    /// Asks for `frame(at:)` calls on `recognizer` until it stops waiting.
    func waitForFrame(_ recognizer: UIGestureRecognizer) {
        if !timed.contains(where: { $0 === recognizer }) { timed.append(recognizer) }
    }

    init() {
        let neutral = PointerEvent(kind: .motion, timestamp: 0)
        hoverEvent = UIEvent(type: .hover, source: neutral)
        touchEvent = UIEvent(type: .touches, source: neutral)
        otherEvent = UIEvent(type: .scroll, source: neutral)
        hoverEvent.touchList = [hoverTouch]
        hoverTouch.retainsView = false
    }

    func attach(to window: UIWindow) {
        self.window = window
        hoverTouch.window = window
    }

    /// Clears the links of the reused touch and events to a window being deallocated (they
    /// may outlive it if an app kept them).
    nonisolated func windowWillDeallocate() {
        hoverTouch.unownedWindow = nil
        hoverTouch.unownedView = nil
        for event in [hoverEvent, touchEvent, otherEvent] { event.window = nil }
        if let spare = spareClickTouch {
            spare.unownedWindow = nil
            if !spare.retainsOwnView { spare.unownedView = nil }
        }
    }

    // MARK: Entry points

    func receive(_ event: PointerEvent) {
        if isDispatching { pending.append(event); return }
        isDispatching = true
        process(event)
        while !pending.isEmpty { process(pending.removeFirst()) }
        isDispatching = false
    }

    func pointerLockDidChange(_ locked: Bool) {
        isPointerLocked = locked
        if !locked { needsHoverUpdate = true }
    }

    func frame(at time: Double) {
        if !timed.isEmpty, !isDispatching { runTimers(at: time) }
        if window.pointer.needsUpdate, !isDispatching { needsHoverUpdate = true }
        defer { window.pointer.frame(at: time) }
        guard needsHoverUpdate, !isDispatching, !isPointerLocked else { return }
        needsHoverUpdate = false
        guard pointerInWindow, clickTouch == nil else { return }
        let t = max(time, lastTimestamp)
        hoverMoved = false
        defer { hoverMoved = true }
        receive(PointerEvent(kind: .motion, timestamp: t, location: pointerLocation.pk, modifiers: lastModifiers))
    }

    private func runTimers(at time: Double) {
        isDispatching = true
        // Two buffers swapped, so a frame with timers allocates nothing.
        swap(&timed, &timedSpare)
        for recognizer in timedSpare where recognizer.frame(at: time) { waitForFrame(recognizer) }
        timedSpare.removeAll(keepingCapacity: true)
        finishDispatch()
        while !pending.isEmpty { process(pending.removeFirst()) }
        isDispatching = false
    }

    private func process(_ event: PointerEvent) {
        lastTimestamp = max(lastTimestamp, event.timestamp)
        lastModifiers = event.modifiers
        switch event.kind {
        case .motion:
            guard !isPointerLocked else { break }
            pointerLocation = CGPoint(event.location)
            if clickTouch != nil {
                moveClick(event)
                window.pointer.pointerMoved(to: pointerLocation, event: event, path: tracker.current)
            } else {
                updateHover(event, entering: !pointerInWindow)
            }
        case .press:
            if !isPointerLocked { pointerLocation = CGPoint(event.location) }
            if clickTouch == nil { beginClick(event) } else { moveClick(event) }
            window.pointer.buttons = event.buttons
        case .release:
            if !isPointerLocked { pointerLocation = CGPoint(event.location) }
            if event.buttons.isEmpty, clickTouch != nil {
                endClick(event, phase: event.phase == .cancelled ? .cancelled : .ended)
                if !isPointerLocked { updateHover(event, entering: !pointerInWindow) }
            } else if clickTouch != nil {
                moveClick(event)
            }
        case .proximity:
            if event.phase == .ended { exitHover(event) } else {
                pointerLocation = CGPoint(event.location)
                updateHover(event, entering: true)
            }
        case .touch:
            contact(event)
        case .scroll, .transform:
            // They act where the pointer is, which may not have moved yet in this window.
            if !isPointerLocked && !compatibilityTouchesActive { pointerLocation = CGPoint(event.location) }
            if event.kind == .transform && (!UIApplication.shared.supportsIndirectInputEvents || compatibilityTouchesActive) {
                simulateTransformTouches(event)
            } else {
                deliverOther(event)
            }
        case .deviceRemoved:
            if clickTouch != nil { endClick(event, phase: .cancelled) }
        case .modifiers:
            break
        }
        finishDispatch()
    }

    /// Resets the recognizers that finished, once their touches have all ended (as UIKit
    /// does: a tap that failed on the press must not take the release as a new tap).
    /// Those still tracking touches stay listed for a later dispatch. `reset()` overrides may
    /// finish other recognizers: those are appended past `count` and kept. No allocation.
    private func finishDispatch() {
        if !heldTouches.isEmpty { releaseHeldTouches() }
        guard !finished.isEmpty else { return }
        let count = finished.count
        var kept = 0
        for index in 0..<count {
            let recognizer = finished[index]
            guard recognizer.storedState.isFinished else { continue }
            if recognizer.trackedTouches.isEmpty {
                recognizer.resetNow()
            } else {
                finished[kept] = recognizer
                kept += 1
            }
        }
        finished.removeSubrange(kept..<count)
    }

    // MARK: Hover

    private func updateHover(_ event: PointerEvent, entering: Bool) {
        pointerInWindow = true
        needsHoverUpdate = false
        tracker.beginUpdate()
        windowWasHovered = windowHovered
        windowHovered = false
        // The hover touch carries the current touch type into the hit test.
        hoverTouch.type = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        var view = window.hitTest(pointerLocation, with: hoverEvent)
        while let current = view {
            if current === window { windowHovered = true; break }
            tracker.append(current)
            view = current.storedSuperview
        }
        sendHover(event, phase: entering ? .regionEntered : .regionMoved)
        window.pointer.pointerMoved(to: pointerLocation, event: event, path: tracker.current)
    }

    private func exitHover(_ event: PointerEvent) {
        guard pointerInWindow else { return }
        pointerInWindow = false
        tracker.beginUpdate()
        windowWasHovered = windowHovered
        windowHovered = false
        sendHover(event, phase: .regionExited)
        window.pointer.pointerExited()
    }

    private func sendHover(_ event: PointerEvent, phase: UITouch.Phase) {
        hoverTouch.type = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        hoverTouch.view = tracker.current.first ?? (windowHovered ? window : nil)
        hoverTouch.move(to: pointerLocation, phase: phase, time: event.timestamp)
        hoverEvent.update(type: .hover, source: event, window: window)
        UIApplication.shared.sendEvent(hoverEvent)
        // The hover touch does not retain its view: drop the link before the view can go away.
        hoverTouch.unownedView = nil
    }

    // MARK: Clicks

    private func beginClick(_ event: PointerEvent) {
        let type: UITouch.TouchType = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        // The event and the reused sets must let go of the last touch before it can be found
        // unreferenced.
        touchEvent.touchList.removeAll(keepingCapacity: true)
        singleTouch.removeAll(keepingCapacity: true)
        cancelTouch.removeAll(keepingCapacity: true)
        let touch: UITouch
        if spareClickTouch != nil, isKnownUniquelyReferenced(&spareClickTouch) {
            touch = spareClickTouch!
            touch.reuse(type: type)
        } else {
            touch = UITouch(type: type, phase: .began)
        }
        spareClickTouch = nil
        touch.window = window
        touch.locationInWindow = pointerLocation
        touch.previousLocationInWindow = pointerLocation
        touch.timestamp = event.timestamp
        touch.tapCount = nextTapCount(event)
        // Hit-tested with the new touch in the event, so views can read its type.
        touchEvent.update(type: .touches, source: event, window: window, touch: touch)
        touch.view = window.hitTest(pointerLocation, with: touchEvent)
        attachRecognizers(to: touch, for: touchEvent)
        clickTouch = touch
        UIApplication.shared.sendEvent(touchEvent)
    }

    private func moveClick(_ event: PointerEvent) {
        guard let touch = clickTouch else { return }
        let moved = touch.locationInWindow != pointerLocation
        touch.move(to: pointerLocation, phase: moved ? .moved : .stationary, time: event.timestamp)
        sendTouch(touch, event: event)
    }

    /// Ends the click. Its last touch event carries the buttons that were down until this
    /// release, as UIKit's does, so a recognizer that filters on the mask sees its click end.
    private func endClick(_ event: PointerEvent, phase: UITouch.Phase) {
        guard let touch = clickTouch else { return }
        touch.move(to: pointerLocation, phase: phase, time: event.timestamp)
        var last = event
        if event.kind == .release { last.buttons.insert(.button(event.button)) }
        sendTouch(touch, event: last)
        clickTouch = nil
        // Kept for reuse, it must not keep the window alive (window → router → touch → window).
        touch.releaseWindowLinks(window)
        spareClickTouch = touch
    }

    private func nextTapCount(_ event: PointerEvent) -> Int {
        var count = 1
        let app = UIApplication.shared
        if let last = lastClick, event.timestamp - last.time <= app.multiClickInterval,
           hypot(last.location.x - pointerLocation.x, last.location.y - pointerLocation.y) <= app.multiClickDistance {
            count = last.count + 1
        }
        lastClick = (event.timestamp, pointerLocation, count)
        return count
    }

    // MARK: Finger and pencil contacts

    private func contact(_ event: PointerEvent) {
        let location = CGPoint(event.location)
        switch event.phase {
        case .began:
            let touch = UITouch(type: event.device == .pencil ? .pencil : .direct, phase: .began)
            touch.window = window
            touch.locationInWindow = location
            touch.previousLocationInWindow = location
            touch.timestamp = event.timestamp
            touchEvent.update(type: .touches, source: event, window: window, touches: [touch])
            touch.view = window.hitTest(location, with: touchEvent)
            attachRecognizers(to: touch, for: touchEvent)
            contactTouches.append((event.touchID, touch))
            UIApplication.shared.sendEvent(touchEvent)
        default:
            guard let index = contactTouches.firstIndex(where: { $0.id == event.touchID }) else { return }
            let touch = contactTouches[index].touch
            let phase: UITouch.Phase = switch event.phase {
            case .ended: .ended
            case .cancelled: .cancelled
            default: location == touch.locationInWindow ? .stationary : .moved
            }
            touch.move(to: location, phase: phase, time: event.timestamp)
            sendTouch(touch, event: event)
            if phase == .ended || phase == .cancelled { contactTouches.remove(at: index) }
        }
    }

    /// Gives a new touch to the recognizers of its view and the view's ancestors that take
    /// its type and accept the touch. `shouldReceive(event)` is asked first (once per event);
    /// a recognizer that refuses the event is not asked about the touch, but stays a
    /// participant that never processes it (so recognizers required to wait for it still do).
    func attachRecognizers(to touch: UITouch, for event: UIEvent) {
        var view = touch.view
        let typeNumber = touch.type.rawValue
        while let current = view {
            for r in current.storedRecognizers where r.isEnabled && r.handles(.touches)
                && r.allowedTouchTypes.contains(where: { $0.intValue == typeNumber })
                && (!accepts(r, event) || (r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true)) {
                touch.recognizers.append(r)
            }
            view = current.storedSuperview
        }
    }

    private func sendTouch(_ touch: UITouch, event: PointerEvent) {
        touchEvent.update(type: .touches, source: event, window: window, touch: touch)
        UIApplication.shared.sendEvent(touchEvent)
        // A finished touch holds its window: let it go, or the window could never be freed.
        if touch.phase == .ended || touch.phase == .cancelled {
            touchEvent.touchList.removeAll(keepingCapacity: true)
            singleTouch.removeAll(keepingCapacity: true)
            cancelTouch.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Scroll and transform

    private func deliverOther(_ event: PointerEvent) {
        var event = event
        if event.kind == .scroll && !ScrollSettings.natural {
            event.delta = .init(x: -event.delta.x, y: -event.delta.y)
            event.wheelSteps = .init(x: -event.wheelSteps.x, y: -event.wheelSteps.y)
        }
        otherEvent.update(type: event.kind == .scroll ? .scroll : .transform, source: event, window: window, touches: [])
        UIApplication.shared.sendEvent(otherEvent)
    }
}
