import Foundation
import PointerGeometry
import PointerInput
import PointerEngine

// The router as the pointer system's driver: it carries out each request the engine's
// `PointerSystem` returns, and gives the answer back, until the system is done. It makes no
// pointer decision of its own; this is where app code runs (hit-test overrides, hover
// recognizers, `sendEvent` overrides, pointer-interaction delegates, touches), always between
// two calls into the system. Touches are delivered in `+Touches`, scroll and transform in
// `+Transform`.

extension PointerRouter {
    // MARK: The loop

    /// Carries out `first` and every request after it until the system is done. `event` is
    /// the event received; in a frame (`inFrame`), hover is sent with the motion the system made
    /// for it (`PointerSystem.currentEvent`, read when it is needed: a toss's warp makes its own).
    func carryOut(_ first: PointerRequest, event: borrowing PointerEvent, inFrame: Bool = false) {
        var request = first
        // Read once for the move: whether the app takes pointer touches as indirect ones.
        let touchType: UITouch.TouchType = UIApplication.shared.supportsIndirectInputEvents ? .indirectPointer : .direct
        // The transition a region change carries from one request to the next (the region found
        // is kept by the pointer objects).
        var animator: PointerAnimator?
        let pointer = window.pointer
        // One host for the whole loop: it holds nothing but the pointer objects, and the region just
        // found while the system takes it.
        var host = pointer.host()
        while true {
            switch request {
            case .done:
                pointer.forgetFound()
                return
            case .hitTest(let point):
                // The hover touch carries the current touch type into the hit test.
                hoverTouch.type = touchType
                let hit = window.hitTest(CGPoint(point), with: hoverEvent)
                host.hit = hit
                request = system.hitPath(hit?.pointerHandle, host: &host)
            case .deliverHover(let phase, let moved):
                if inFrame {
                    sendHover(system.currentEvent, phase: phase, moved: moved, touchType: touchType, host: host)
                } else {
                    sendHover(event, phase: phase, moved: moved, touchType: touchType, host: host)
                }
                request = system.next(host: &host)
            case .lookUpRegion(let point):
                let found: (PointerRegionValue, Point)?
                if inFrame {
                    found = pointer.lookUpRegion(at: point, path: system.hoverPath, event: system.currentEvent, host: &host)
                } else {
                    found = pointer.lookUpRegion(at: point, path: system.hoverPath, event: event, host: &host)
                }
                request = system.region(found, host: &host)
                host.forgetFound()
            case .regionWillChange(let exiting, _):
                animator = pointer.regionWillChange(exited: exiting)
                request = system.next(host: &host)
            case .style:
                let answer = pointer.style(entering: system.region, animator: animator ?? pointer.beginTransition(), host: &host)
                request = system.style(answer, host: &host)
                host.forgetFound()
            case .regionEntered:
                pointer.regionEntered(animator: animator ?? pointer.beginTransition())
                animator = nil
                request = system.next(host: &host)
            case .tossMagnets(let landing):
                request = system.magnets(pointer.tossMagnets(landing: landing), host: &host)
            case .framed(let step):
                pointer.framed(step)
                request = system.next(host: &host)
            case .moveDevice(let point):
                // Every device driving this window follows the pointer: it is one pointer.
                for device in PointerDevices.connected where device.window === window { device.warpDevice(to: point) }
                request = system.next(host: &host)
            case .route(let action):
                route(action, copy event)
                request = system.next(host: &host)
            }
        }
    }

    /// Carries out the routing's action for `event`: a click, a contact, a scroll, a key.
    private func route(_ action: PointerRouting.Action, _ event: PointerEvent) {
        switch action {
        case .beginClick: beginClick(event)
        case .moveClick(let moved): moveClick(event, moved: moved)
        case .endClick(let cancelled): endClick(event, phase: cancelled ? .cancelled : .ended)
        case .leave(let cancelClick, _): if cancelClick { endClick(event, phase: .cancelled) }
        case .beginContact(_, let replacing): beginContact(event, replacing: replacing)
        case .moveContact(_, let moved): moveContact(event, moved: moved)
        case .endContact(_, let cancelled): endContact(event, cancelled: cancelled)
        case .scrollOrTransform:
            if event.kind == .transform && (!UIApplication.shared.supportsIndirectInputEvents || compatibilityTouchesActive) {
                simulateTransformTouches(event)
            } else {
                deliverOther(event)
            }
        case .key: receiveKey(event)
        case .hover, .none: break  // the system asks for hover itself
        }
    }

    // MARK: Hover

    /// Sends the hover event for the update the system just made (`phase`; `moved` false when
    /// hover was looked at again under a still pointer: only enters and exits are delivered).
    private func sendHover(_ event: borrowing PointerEvent, phase: HoverPhase, moved: Bool, touchType: UITouch.TouchType,
                           host: PointerObjects.Host) {
        hoverMoved = moved
        defer { hoverMoved = true }
        hoverTouch.type = touchType
        if let hit = system.hoverPath.first { hoverTouch.view = host.view(hit) } else { hoverTouch.view = system.rootHovered ? window : nil }
        let touchPhase: UITouch.Phase = phase == .entered ? .regionEntered : phase == .moved ? .regionMoved : .regionExited
        hoverTouch.move(to: pointerLocation, phase: touchPhase, time: event.timestamp)
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
        var deliveries = system.hoverDeliveries(moved: hoverMoved)
        while let delivery = deliveries.next() {
            switch delivery {
            case .exit(let handle): if let view = hovered(handle) { hoverExited(view, event) }
            case .enter(let handle), .move(let handle): if let view = hovered(handle) { hoverInside(view, event) }
            case .exitRoot: hoverExited(window, event)
            case .enterRoot, .moveRoot: hoverInside(window, event)
            }
        }
    }

    /// The view a hover delivery names: the hover touch's (the hit view) or one looked up.
    private func hovered(_ handle: HostHandle) -> UIView? {
        if let view = hoverTouch.view, view.pointerHandle == handle { return view }
        return HostObjects.view(handle)
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
