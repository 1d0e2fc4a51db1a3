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
        for r in view.storedRecognizers where r.handles(.hover) && accepts(r, event) { r.hoverInside(event) }
    }


    func accepts(_ r: UIGestureRecognizer, _ event: UIEvent) -> Bool {
        r.isEnabled && r.shouldReceive(event) && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true)
    }

    private func deliverTouches(_ event: UIEvent) {
        for touch in event.touchList {
            let touches: Set<UITouch> = [touch]
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
            case .began: touch.viewSawBegin = true; view.touchesBegan(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            default: view.touchesMoved(touches, with: event)
            }
        }
    }

    /// Scroll and transform events go to the recognizers on the view under the pointer and
    /// its superviews that handle that event type.
    private func deliverToRecognizersUnderPointer(_ event: UIEvent) {
        var view = window.hitTest(pointerLocation, with: event)
        while let current = view {
            for r in current.storedRecognizers where r.handles(event.type) && accepts(r, event) {
                r.lastEventLocation = pointerLocation
                r.process(event)
                r.otherEvent(event)
            }
            view = current.storedSuperview
        }
    }
}

extension UIEvent {
    func update(type: EventType, source: PointerEvent, window: UIWindow?) {
        self.type = type
        self.source = source
        timestamp = source.timestamp
        buttonMask = source.buttons
        modifierFlags = source.modifiers
        self.window = window
    }
}
