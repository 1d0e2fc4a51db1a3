import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

// The router's hover stage: the hit test that builds the hover path, the hover event sent
// through `UIApplication.sendEvent`, and its delivery in hover order when `UIWindow.sendEvent`
// hands it back (`deliver`; touches are delivered in `+Touches`, scroll and transform in
// `+Transform`).

extension PointerRouter {
    // MARK: Hover

    /// The pointer is in the window: hit-tests at it, rebuilds the hover path, sends the hover
    /// event and tells the presenter.
    func updateHover(_ event: PointerEvent, entering: Bool) {
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

    /// The pointer left the window (or its device went away): every hovered view hears it.
    func exitHover(_ event: PointerEvent) {
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
        hoverEvent.update(type: .hover, source: event)
        UIApplication.shared.sendEvent(hoverEvent)
        // The window keeps the hover touch: it must not keep the view (or the window) alive.
        hoverTouch.view = nil
    }

    // MARK: Delivery (run by `UIWindow.sendEvent(_:)`)

    func deliver(_ event: UIEvent) {
        switch event.type {
        case .hover: deliverHover(event)
        case .touches: deliverTouches(event)
        case .presses: if let presses = event as? UIPressesEvent { window.keyboard.dispatch(presses) }
        default: deliverToRecognizersUnderPointer(event)
        }
    }

    /// Hover order: exits (inner to outer), then enters (outer to inner), then moves within.
    /// An active hover recognizer always hears that the pointer left, even if it would refuse
    /// the event: a gesture must never be left hanging.
    private func deliverHover(_ event: UIEvent) {
        // The tracker's transitions are a snapshot: callbacks may start another update.
        // The window is the outermost element of both paths when hovered (see
        // `PointerRouter.tracker`): its exit comes after the others, its enter or move first.
        let windowNow = windowHovered, windowBefore = windowWasHovered
        var windowDone = false
        var transitions = tracker.transitions
        while let (view, transition) = transitions.next() {
            if transition != .exit && !windowDone {
                windowDone = true
                deliverWindowHover(now: windowNow, before: windowBefore, event)
            }
            switch transition {
            case .exit: hoverExited(view, event)
            case .enter: hoverInside(view, event)
            case .stay: if hoverMoved { hoverInside(view, event) }
            }
        }
        if !windowDone { deliverWindowHover(now: windowNow, before: windowBefore, event) }
    }

    private func deliverWindowHover(now: Bool, before: Bool, _ event: UIEvent) {
        if before && !now { hoverExited(window, event) }
        if now && (!before || hoverMoved) { hoverInside(window, event) }
    }

    private func hoverExited(_ view: UIView, _ event: UIEvent) {
        for r in view.storedRecognizers where r.handles(.hover) { r.hoverExited(event) }
    }

    private func hoverInside(_ view: UIView, _ event: UIEvent) {
        for r in view.storedRecognizers where r.storedView === view && r.handles(.hover) && accepts(r, event) { r.hoverInside(event) }
    }

    /// Whether `r` takes `event`: asked of the subclass, then the delegate, once per event
    /// (an event carrying two touches is not asked about twice), before it is processed.
    func accepts(_ r: UIGestureRecognizer, _ event: UIEvent) -> Bool {
        guard r.isEnabled else { return false }
        if r.askedSerial == event.serial { return r.askedAnswer }
        r.askedSerial = event.serial
        r.askedAnswer = r.shouldReceive(event) && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true)
        return r.askedAnswer
    }
}

extension UIEvent {
    func update(type: EventType, source: PointerEvent) {
        self.type = type
        self.source = source
        timestamp = source.timestamp
        buttonMask = source.buttons
        modifierFlags = source.modifiers
        UIEvent.lastSerial &+= 1
        serial = UIEvent.lastSerial
    }
}
