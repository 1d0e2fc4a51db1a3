import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

// The router's hover stage: the hit test that builds the hover path, the hover event sent
// through `UIApplication.sendEvent` (UIKit's contract: an app that overrides `sendEvent` sees
// every event), and, when `UIWindow.sendEvent` hands it back (`deliver`), the engine's hover
// deliveries carried out (touches are delivered in `+Touches`, scroll and transform in
// `+Transform`).

extension PointerRouter {
    // MARK: Hover

    /// The pointer is in the window: hit-tests at it, rebuilds the hover path, sends the hover
    /// event and tells the presenter.
    func updateHover(_ event: PointerEvent, entering: Bool) {
        tracker.beginUpdate()
        // The hover touch carries the current touch type into the hit test.
        hoverTouch.type = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        var view = window.hitTest(pointerLocation, with: hoverEvent)
        while let current = view {
            if current === window { tracker.setRootHovered(); break }
            tracker.append(current)
            view = current.storedSuperview
        }
        sendHover(event, phase: entering ? .regionEntered : .regionMoved)
        window.pointer.pointerMoved(to: pointerLocation, event: event, path: tracker.current)
    }

    /// The pointer left the window (or its device went away): every hovered view hears it.
    func exitHover(_ event: PointerEvent) {
        tracker.beginUpdate()
        sendHover(event, phase: .regionExited)
        window.pointer.pointerExited()
    }

    private func sendHover(_ event: PointerEvent, phase: UITouch.Phase) {
        hoverTouch.type = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        hoverTouch.view = tracker.current.first ?? (tracker.rootHovered ? window : nil)
        hoverTouch.move(to: pointerLocation, phase: phase, time: event.timestamp)
        hoverEvent.update(type: .hover, source: event)
        // Known to be hover: delivered without asking the event its type (an overridable getter).
        if sendsDirectly { deliverHover(hoverEvent) } else { UIApplication.shared.sendEvent(hoverEvent) }
        // The window keeps the hover touch: it must not keep the view (or the window) alive.
        hoverTouch.view = nil
    }

    /// Sends one of the router's events as UIKit does, through `UIApplication.sendEvent(_:)`
    /// and `UIWindow.sendEvent(_:)`, so that an app or window overriding either sees every event.
    /// When neither is overridden (the application and the window are of UIKit's own classes)
    /// the router delivers it at once: what those two calls would do, without the trip up
    /// through them and back.
    func send(_ event: UIEvent) {
        if sendsDirectly { deliver(event) } else { UIApplication.shared.sendEvent(event) }
    }

    /// True when neither the application nor the window overrides `sendEvent`: both are of
    /// UIKit's own classes, so an event is delivered without the trip up through them.
    var sendsDirectly: Bool {
        guard let window else { return false }
        return type(of: UIApplication.shared) == UIApplication.self && type(of: window) == UIWindow.self
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

    /// Carries out the engine's hover deliveries (`HoverTracker.deliveries`): exits inner to
    /// outer, then enters outer to inner, then moves within; the window is the root, outermost
    /// of both paths. An active hover recognizer always hears that the pointer left, even if it
    /// would refuse the event: a gesture must never be left hanging.
    private func deliverHover(_ event: UIEvent) {
        var deliveries = tracker.deliveries(moved: hoverMoved)
        while let delivery = deliveries.next() {
            switch delivery {
            case .exit(let view): hoverExited(view, event)
            case .enter(let view), .move(let view): hoverInside(view, event)
            case .exitRoot: hoverExited(window, event)
            case .enterRoot, .moveRoot: hoverInside(window, event)
            }
        }
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
