import Foundation
import PointerInput

/// The second half of dispatch, run by `UIWindow.sendEvent(_:)`: hand the event to the
/// recognizers and views it concerns.
extension PointerRouter {
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .hover: deliverHover(event)
        case .touches: deliverTouches(event)
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

    private func deliverTouches(_ event: UIEvent) {
        for touch in event.touchList {
            let touches = touchSet(touch)
            for r in touch.recognizers where r.storedView != nil {
                if touch.phase == .began { r.trackedTouches.append(touch) }
                let taking = !r.storedState.isFinished && accepts(r, event)
                if taking {
                    r.process(event)
                    switch touch.phase {
                    case .began: r.touchesBegan(touches, with: event)
                    case .ended: r.touchesEnded(touches, with: event)
                    case .cancelled: r.touchesCancelled(touches, with: event)
                    default: r.touchesMoved(touches, with: event)
                    }
                }
                if touch.phase == .ended || touch.phase == .cancelled {
                    r.trackedTouches.removeAll { $0 === touch }
                    // Touches taken away (device gone): an active gesture is cancelled, an
                    // undecided one fails, so nothing waits on it forever.
                    if touch.phase == .cancelled, r.trackedTouches.isEmpty {
                        if r.storedState.isActive { r.requestState(.cancelled) } else if r.storedState == .possible { r.fail() }
                    }
                }
            }
            guard touch.deliversToView, let view = touch.view else { continue }
            switch touch.phase {
            case .began:
                if touch.recognizers.contains(where: { $0.undecided && $0.delaysTouchesBegan }) {
                    touch.heldBegan = true
                    heldTouches.append(touch)
                } else {
                    touch.viewSawBegin = true
                    view.touchesBegan(touches, with: event)
                }
            case .ended:
                if touch.heldBegan || touch.recognizers.contains(where: { $0.undecided && $0.delaysTouchesEnded }) {
                    touch.heldEnd = true
                    if !touch.heldBegan { heldTouches.append(touch) }
                } else {
                    view.touchesEnded(touches, with: event)
                }
            case .cancelled:
                if touch.heldBegan { dropHeld(touch) } else { view.touchesCancelled(touches, with: event) }
            default:
                if !touch.heldBegan { view.touchesMoved(touches, with: event) }
            }
        }
    }

    /// Delivers what the delaying recognizers held back once none of them is undecided:
    /// `touchesBegan` (if the touch was not cancelled for the view), then `touchesEnded`, or
    /// `touchesCancelled` when a recognizer that tracked the touch recognised and cancels
    /// touches in its view. Runs at the end of each dispatch, before finished recognizers reset.
    func releaseHeldTouches() {
        var index = 0
        while index < heldTouches.count {
            let touch = heldTouches[index]
            guard touch.deliversToView, let view = touch.view else { dropHeld(touch); continue }
            if touch.heldBegan {
                guard !touch.recognizers.contains(where: { $0.undecided && $0.delaysTouchesBegan }) else { index += 1; continue }
                touch.heldBegan = false
                touch.viewSawBegin = true
                deliverHeld(touch, to: view) { $0.touchesBegan($1, with: $2) }
                if !touch.heldEnd { heldTouches.remove(at: index); continue }
            }
            guard touch.heldEnd, !touch.recognizers.contains(where: { $0.undecided && $0.delaysTouchesEnded }) else {
                index += 1
                continue
            }
            touch.heldEnd = false
            heldTouches.remove(at: index)
            if touch.recognizers.contains(where: { $0.recognized && $0.cancelsTouchesInView }) {
                deliverHeld(touch, to: view) { $0.touchesCancelled($1, with: $2) }
            } else {
                deliverHeld(touch, to: view) { $0.touchesEnded($1, with: $2) }
            }
        }
    }

    private func dropHeld(_ touch: UITouch) {
        touch.heldBegan = false
        touch.heldEnd = false
        heldTouches.removeAll { $0 === touch }
    }

    private func deliverHeld(_ touch: UITouch, to view: UIView, _ send: (UIView, Set<UITouch>, UIEvent) -> Void) {
        let saved = touchEvent.touchList
        touchEvent.touchList = [touch]
        send(view, [touch], touchEvent)
        touchEvent.touchList = saved
    }

    /// Scroll and transform events go to the recognizers on the view under the pointer and
    /// its superviews that handle that event type. A gesture latches where it began: its
    /// later events (momentum included) go to the recognizers that took its first event,
    /// even if the pointer has moved elsewhere, so none is left hanging mid-gesture.
    private func deliverToRecognizersUnderPointer(_ event: UIEvent) {
        let isScroll = event.type == .scroll
        let phase = event.source.phase
        let latchedCount = isScroll ? latchedScroll.count : latchedTransform.count
        if phase == .began || latchedCount == 0 {
            if isScroll { latchedScroll.removeAll(keepingCapacity: true) } else { latchedTransform.removeAll(keepingCapacity: true) }
            var view = window.hitTest(pointerLocation, with: event)
            while let current = view {
                // A recognizer removed by an earlier one's action during this loop is skipped.
                for r in current.storedRecognizers where r.storedView === current && r.handles(event.type) && accepts(r, event) {
                    if phase == .began {
                        if isScroll { latchedScroll.append(r) } else { latchedTransform.append(r) }
                    }
                    deliverOther(event, to: r)
                }
                view = current.storedSuperview
            }
        } else {
            var index = 0
            while index < (isScroll ? latchedScroll.count : latchedTransform.count) {
                let r = isScroll ? latchedScroll[index] : latchedTransform[index]
                index += 1
                if r.storedView != nil, r.handles(event.type), accepts(r, event) { deliverOther(event, to: r) }
            }
        }
        let over = phase == .cancelled || phase == .momentumEnded || (phase == .ended && !event.source.momentumFollows)
        if over {
            if isScroll { latchedScroll.removeAll(keepingCapacity: true) } else { latchedTransform.removeAll(keepingCapacity: true) }
        }
    }

    private func deliverOther(_ event: UIEvent, to r: UIGestureRecognizer) {
        r.lastEventLocation = pointerLocation
        r.process(event)
        r.otherEvent(event)
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
