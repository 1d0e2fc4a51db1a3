import Foundation

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
        // A snapshot: callbacks may start another hover update. Plain loops rather than the
        // tracker's closure-taking visitors: this runs on every pointer move. The window is
        // the outermost element of both paths when hovered (see `PointerRouter.tracker`).
        let now = tracker.current, before = tracker.previous
        let windowNow = windowHovered, windowBefore = windowWasHovered
        for view in before where !Self.contains(now, view) { hoverExited(view, event) }
        if windowBefore && !windowNow { hoverExited(window, event) }
        if windowNow && (!windowBefore || hoverMoved) { hoverInside(window, event) }
        var i = now.count
        while i > 0 {
            i -= 1
            let view = now[i]
            if !hoverMoved && Self.contains(before, view) { continue }
            hoverInside(view, event)
        }
    }

    private func hoverExited(_ view: UIView, _ event: UIEvent) {
        for r in view.storedRecognizers where r.handles(.hover) { r.hoverExited(event) }
    }

    private func hoverInside(_ view: UIView, _ event: UIEvent) {
        for r in view.storedRecognizers where r.handles(.hover) && accepts(r, event) { r.hoverInside(event) }
    }

    /// Enters (outer to inner) come before moves within in the tracker's order; here both
    /// walk outer to inner in one pass, which is that order restricted to each view.
    private static func contains(_ path: [UIView], _ view: UIView) -> Bool {
        for v in path where v === view { return true }
        return false
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

import PointerInput
