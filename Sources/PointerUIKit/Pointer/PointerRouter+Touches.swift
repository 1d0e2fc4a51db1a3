import Foundation
import PointerInput

/// Clicks, finger and pencil contacts, scroll and transform: turned into touches and events,
/// and delivered (by `UIWindow.sendEvent(_:)`) to the recognizers and views they concern.
/// Hover, the pointer-move path, is carried out in `PointerRouter+Driver.swift`.
extension PointerRouter {
    // MARK: Clicks

    func beginClick(_ event: PointerEvent) {
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
        touch.isFromPointer = true
        touch.locationInWindow = pointerLocation
        touch.previousLocationInWindow = pointerLocation
        touch.timestamp = event.timestamp
        touch.tapCount = nextTapCount(event)
        // Hit-tested with the new touch in the event, so views can read its type.
        touchEvent.update(type: .touches, source: event, touch: touch)
        touch.view = window.hitTest(pointerLocation, with: touchEvent)
        attachRecognizers(to: touch, for: touchEvent)
        clickTouch = touch
        send(touchEvent)
    }

    /// The click's touch follows the pointer (`moved`), or stays while the buttons change.
    func moveClick(_ event: PointerEvent, moved: Bool) {
        guard let touch = clickTouch else { return }
        touch.move(to: pointerLocation, phase: moved ? .moved : .stationary, time: event.timestamp)
        sendTouch(touch, event: event)
    }

    /// Ends the click. Its last touch event carries the buttons that were down until this
    /// release, as UIKit's does, so a recognizer that filters on the mask sees its click end.
    func endClick(_ event: PointerEvent, phase: UITouch.Phase) {
        guard let touch = clickTouch else { return }
        touch.move(to: pointerLocation, phase: phase, time: event.timestamp)
        var last = event
        if event.kind == .release { last.buttons.insert(.button(event.button)) }
        sendTouch(touch, event: last)
        clickTouch = nil
        // Kept for reuse, it must hold nothing: not the window (window → router → touch →
        // window), and not the view clicked or its recognizers, which the app may remove and
        // expect freed at once (Apple's PointerInteractionRetainingViews sample asserts it).
        // (A touch whose began or ended delivery is still held for a recognizer keeps its view
        // until that delivery.)
        if !touch.heldBegan, !touch.heldEnd { touch.view = nil }
        spareClickTouch = touch
    }

    /// The click's tap count (`PointerRouting.tapCount`), with the app's double-click limits.
    func nextTapCount(_ event: PointerEvent) -> Int {
        let app = UIApplication.shared
        return system.tapCount(interval: app.multiClickInterval, distance: Double(app.multiClickDistance))
    }

    // MARK: Finger and pencil contacts

    /// A contact began (`PointerRouting.Action.beginContact`): a touch hit-tested at it, given
    /// to the recognizers there. One still in progress under the same id (its end was lost)
    /// is cancelled first, so no recognizer is left holding it.
    func beginContact(_ event: PointerEvent, replacing: Bool) {
        if replacing { endContact(event, cancelled: true) }
        let location = CGPoint(event.location)
        let touch = UITouch(type: event.device == .pencil ? .pencil : .direct, phase: .began)
        touch.locationInWindow = location
        touch.previousLocationInWindow = location
        touch.timestamp = event.timestamp
        touchEvent.update(type: .touches, source: event, touches: [touch])
        touch.view = window.hitTest(location, with: touchEvent)
        // A second finger on a view without multiple touch goes to its recognizers only.
        if let view = touch.view, !view.isMultipleTouchEnabled,
           contactTouches.contains(where: { $0.touch.view === view && $0.touch.deliversToView }) {
            touch.deliversToView = false
        }
        attachRecognizers(to: touch, for: touchEvent)
        contactTouches.append((event.touchID, touch))
        send(touchEvent)
    }

    /// A contact in progress moved, or stayed (`moved` false).
    func moveContact(_ event: PointerEvent, moved: Bool) {
        guard let index = contactTouches.firstIndex(where: { $0.id == event.touchID }) else { return }
        let touch = contactTouches[index].touch
        touch.move(to: CGPoint(event.location), phase: moved ? .moved : .stationary, time: event.timestamp)
        sendTouch(touch, event: event)
    }

    /// A contact in progress ended, or was cancelled: its touch ends, and is let go of.
    func endContact(_ event: PointerEvent, cancelled: Bool) {
        guard let index = contactTouches.firstIndex(where: { $0.id == event.touchID }) else { return }
        let touch = contactTouches.remove(at: index).touch
        // Where the contact was last (a cancellation carries no place of its own).
        let location = cancelled ? touch.locationInWindow : CGPoint(event.location)
        touch.move(to: location, phase: cancelled ? .cancelled : .ended, time: event.timestamp)
        sendTouch(touch, event: event)
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

    func sendTouch(_ touch: UITouch, event: PointerEvent) {
        touchEvent.update(type: .touches, source: event, touch: touch)
        send(touchEvent)
        // A finished touch holds its window: let it go, or the window could never be freed.
        if touch.phase == .ended || touch.phase == .cancelled {
            touchEvent.touchList.removeAll(keepingCapacity: true)
            singleTouch.removeAll(keepingCapacity: true)
            cancelTouch.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Scroll and transform

    func deliverOther(_ event: PointerEvent) {
        var event = event
        if event.kind == .scroll && !ScrollSettings.natural {
            event.delta = .init(x: -event.delta.x, y: -event.delta.y)
            event.wheelSteps = .init(x: -event.wheelSteps.x, y: -event.wheelSteps.y)
        }
        // Pointer Control's Scrolling Speed (`PointerConfiguration.scrollingSpeed`).
        if event.kind == .scroll, let speed = window?.pointerConfiguration.scrollingSpeed, speed != 1 {
            event.delta = .init(x: event.delta.x * speed, y: event.delta.y * speed)
        }
        otherEvent.update(type: event.kind == .scroll ? .scroll : .transform, source: event, touches: [])
        send(otherEvent)
    }

    // MARK: Touch, scroll and transform delivery

    func deliverTouches(_ event: UIEvent) {
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

    func dropHeld(_ touch: UITouch) {
        touch.heldBegan = false
        touch.heldEnd = false
        heldTouches.removeAll { $0 === touch }
    }

    func deliverHeld(_ touch: UITouch, to view: UIView, _ send: (UIView, Set<UITouch>, UIEvent) -> Void) {
        let saved = touchEvent.touchList
        touchEvent.touchList = [touch]
        send(view, [touch], touchEvent)
        touchEvent.touchList = saved
    }

    /// Scroll and transform events go to the recognizers on the view under the pointer and
    /// its superviews that handle that event type, latched where the gesture began
    /// (`GestureLatch`: its later events, momentum included, go to the recognizers that took
    /// its first, even if the pointer has moved elsewhere).
    func deliverToRecognizersUnderPointer(_ event: UIEvent) {
        let source = event.source
        switch system.latchRoute(source) {
        case .underPointer(let latching):
            var view = window.hitTest(pointerLocation, with: event)
            while let current = view {
                // A recognizer removed by an earlier one's action during this loop is skipped.
                for r in current.storedRecognizers where r.storedView === current && r.handles(event.type) && accepts(r, event) {
                    if latching {
                        system.latch(r.pointerHandle, for: source)
                    }
                    deliverOther(event, to: r)
                }
                view = current.storedSuperview
            }
        case .latched:
            // Read by index: a recognizer's action may unlatch another.
            var index = 0
            while true {
                let members = system.latched(for: source)
                guard index < members.count else { break }
                let handle = members[index]
                index += 1
                if let r = HostObjects.recognizer(handle), r.storedView != nil, r.handles(event.type), accepts(r, event) {
                    deliverOther(event, to: r)
                }
            }
        }
        system.finishLatch(source)
    }

    func deliverOther(_ event: UIEvent, to r: UIGestureRecognizer) {
        r.lastEventLocation = pointerLocation
        r.process(event)
        r.otherEvent(event)
    }
}
