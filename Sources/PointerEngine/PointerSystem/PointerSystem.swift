import PointerGeometry
import PointerInput

/// The pointer as one value: it owns the routing of events (`PointerRouting`: where the pointer
/// is, the time, the device, whether it is in the window, clicking or locked), the hover path
/// (`HoverTracker`), the adaptive pointer (`AdaptivePointer`: region, style, springs, toss) and
/// the scroll and transform latches (`GestureLatch`, of the host's handles), and it conducts
/// them. The stage order of a move, and of a frame, is written here once:
///
/// - an event: route it; for a move, hit-test → deliver hover → look up the region → (region
///   changed) tell of the exit → ask the style → the style is in force;
/// - a frame: hover again if the view tree changed (the same stages) → toss magnets → springs →
///   the host's own animations → warp the device to a toss's target → hover again there.
///
/// It takes inputs (`receive(_:simulatingTouches:)`, `frame(at:host:)`, `setLocked(_:)`,
/// `invalidateHover()`) and answers (`hitPath`, `region`, `style`, `magnets`, `next`), and
/// each returns a `PointerRequest` for the host. The host carries out each request, which is
/// where app code runs, between two calls: no app code ever runs inside the system's mutation,
/// so app code may read the system (the pointer's drawn position, the hovered views, the lock)
/// from anywhere. A host that answers out of turn gets `.done` and a diagnostic; the stage it
/// broke off is dropped.
///
/// Flutter's `GestureBinding` is one such conductor; swift-nio's handlers switch over the
/// actions their state machines return, as hosts switch over requests here.
public struct PointerSystem<Target: HoverTarget> {
    /// Where events go, and the one copy of the pointer's location, time, device, presence
    /// (in the window, off its surface) and lock.
    @inlinable public var routing: PointerRouting { _routing }
    @usableFromInline var _routing = PointerRouting()
    /// The targets under the pointer, hit target first (the root kept out: `rootHovered`); read
    /// through `hoverPath`, `rootHovered` and `hoverDeliveries(moved:)`.
    @usableFromInline var _hover = HoverTracker<Target>()
    /// The adaptive pointer: region, style, springs.
    @usableFromInline var pointer = AdaptivePointer()
    /// The members a scroll, and a transform, latched where its gesture began: host handles,
    /// so the system holds none of the host's objects (`PointerSystem+Latches.swift`).
    @usableFromInline var scrollLatch = GestureLatch<HostHandle>()
    @usableFromInline var transformLatch = GestureLatch<HostHandle>()
    /// What the system waits for from its host.
    @usableFromInline var awaiting = Awaiting.nothing
    /// What the region stage needs of the event being handled (a frame's hover update and a
    /// toss's warp make their own): a few fields, not the whole event, which is large to copy.
    @usableFromInline var input = MoveInput()

    /// The fields of an event a move's stages read.
    @usableFromInline struct MoveInput {
        @usableFromInline var timestamp = 0.0
        @usableFromInline var device = DeviceKind.mouse
        @usableFromInline var isMotion = true
        @usableFromInline var buttons: ButtonMask = []
        @usableFromInline var modifiers: ModifierFlags = []
        @inlinable init() {}
        @inlinable init(_ event: PointerEvent) {
            timestamp = event.timestamp; device = event.device; isMotion = event.kind == .motion
            buttons = event.buttons; modifiers = event.modifiers
        }
    }
    /// True when the event being handled moved the routing's pointer (false in a frame): a
    /// motion that moved is a velocity sample for the adaptive pointer (`regionStage`); a scroll,
    /// a press or a release at a new place (motion was missed) brings hover, or a click's region,
    /// there when the event ends (`endOfEvent`), which clears it.
    @usableFromInline var routedMoved = false
    /// True when the event being handled started the drawn pointer (`PointerRouting.isDrawn`):
    /// its motion was recorded as it entered (`AdaptivePointer.enterWindow`), not again by the
    /// region stage.
    @usableFromInline var enteredWindow = false
    /// The phase of the hover update in progress, and whether the pointer moved for it (false
    /// while a frame looks at hover again under a still pointer: only enters and exits then).
    @usableFromInline var hoverPhase = HoverPhase.moved
    @usableFromInline var hoverMoved = true
    /// Where the frame in progress is (none outside a frame), and its time.
    @usableFromInline var framePhase = FramePhase.none
    @usableFromInline var frameTime = 0.0
    /// True from a frame's step in which a toss landed (the routing's pointer is at its target
    /// already) until the host is asked to move its device there.
    @usableFromInline var tossed = false

    /// An answer the system waits for.
    /// (No payloads: comparing two is comparing two integers.)
    @usableFromInline enum Awaiting: Equatable {
        case nothing
        /// After `.hitTest`: `hitPath`.
        case hitPath
        /// After `.deliverHover`: `next`, then the region stage.
        case hoverDelivered
        /// After `.deliverHover` for an exit: `next`, then the region is left.
        case exitDelivered
        /// After `.lookUpRegion`: `region`.
        case region
        /// After `.regionWillChange`: `next`, then the entered region's style (if any: the
        /// adaptive pointer's region is the one entered).
        case exitTold
        /// After `.style`: `style`.
        case style
        /// After `.regionEntered`: `next`.
        case entered
        /// After `.tossMagnets`: `magnets`.
        case magnets
        /// After `.framed`: `next`, then the warp.
        case framed
        /// After `.moveDevice`: `next`, then hover at the pointer.
        case deviceMoved
        /// After `.route(.moveClick)` for a motion: `next`, then the region stage.
        case clickMoved
        /// After `.route(.endClick)`: `next`, then hover resumes if the routing says so.
        case clickEnded
        /// After `.route(.endClick)` for a cancelled release: `next` ends the event.
        case clickCancelled
        /// After `.route(.leave)` that cancelled a click: `next`, then the hover exit.
        case clickCancelledThenExit
        /// After any other `.route`: `next` ends the event.
        case routed
    }

    /// Where a frame is.
    @usableFromInline enum FramePhase: Equatable {
        /// Not in a frame.
        case none
        /// Hover looked at again: the springs come next.
        case beforeSprings
        /// Hover at a toss's target: the frame ends after it.
        case afterWarp
    }

    /// A pointer outside the window, with nothing hovered and the default configuration.
    public init() {}

    // MARK: What hosts read

    /// How the pointer looks and feels.
    @inlinable public var configuration: PointerConfiguration {
        get { pointer.tuning }
        set { pointer.tuning = newValue }
    }
    /// The adaptive pointer's state (its springs, region, style, effect); set only by tests in
    /// this package.
    @inlinable public package(set) var adaptivePointer: AdaptivePointer {
        get { pointer }
        set { pointer = newValue }
    }
    /// Where the pointer is drawn now (the springs' centre), window coordinates.
    @inlinable public var visibleLocation: Point { Point(x: pointer.centerX.value, y: pointer.centerY.value) }
    /// This frame as a value: the drawn pointer and the effect on its view.
    @inlinable public var currentFrame: PointerFrame { pointer.frame(isDrawn: _routing.isDrawn) }
    /// The effect in force (`automatic` resolved).
    @inlinable public var effect: PointerEffectKind { pointer.effect }
    /// The view the effect springs act on (kept until they settle after it is left).
    @inlinable public var effectView: HostHandle? { pointer.effectView }
    /// The views the pointer left, still settling back, oldest first.
    @inlinable public var leaving: [AdaptivePointer.LeavingEffect] { pointer.leaving }
    /// The region the pointer is in.
    @inlinable public var region: PointerRegionValue? { pointer.region }
    /// True once every spring is at rest.
    @inlinable public var isSettled: Bool { pointer.isSettled }
    /// What was clamped, ignored or dropped, most recent last (at most 32).
    @inlinable public var diagnostics: [String] { pointer.diagnostics }

    /// Records a diagnostic (said once while it lasts).
    public mutating func note(_ message: String) { pointer.note(message) }

    /// Where the pointer is, window points (`PointerRouting.location`).
    @inlinable public var location: Point { _routing.location }
    /// True once an event has placed the pointer (`PointerRouting.isPlaced`).
    @inlinable package var isPlaced: Bool { _routing.isPlaced }
    /// The latest event time seen, never going backwards (`PointerRouting.time`).
    @inlinable public var time: Double { _routing.time }
    /// True while the scene's pointer is locked (`PointerRouting.isLocked`).
    @inlinable public var isLocked: Bool { _routing.isLocked }
    /// The targets under the pointer, hit target first (`HoverTracker.current`).
    @inlinable public var hoverPath: [Target] { _hover.current }
    /// True when the root (the window) is hovered (`HoverTracker.rootHovered`).
    @inlinable public var rootHovered: Bool { _hover.rootHovered }
    /// The last hover update's deliveries (`HoverTracker.deliveries(moved:)`).
    @inlinable public func hoverDeliveries(moved: Bool) -> HoverTracker<Target>.Deliveries { _hover.deliveries(moved: moved) }
    /// The motion a frame made to look at hover again or to follow a toss (or, after an event,
    /// that event's time, device, buttons and modifiers at the pointer's location).
    @inlinable public var currentEvent: PointerEvent {
        PointerEvent(kind: input.isMotion ? .motion : .proximity, timestamp: input.timestamp, device: input.device,
                     location: _routing.location, buttons: input.buttons, modifiers: input.modifiers)
    }

    /// Forgets `target` (it went away, and its host told its hover recognizers so): the hover
    /// path no longer holds it, and the next update neither exits nor enters it.
    public mutating func forgetHovered(_ target: Target) { _hover.forget(target) }

    // MARK: Inputs

    /// Takes `event` and returns the first request for it. `simulatingTouches` is asked only
    /// for a scroll or a transform (see `PointerRouting.receive(_:simulatingTouches:)`).
    /// An event given while the system waits for an answer breaks that stage off (diagnostic).
    public mutating func receive(_ event: PointerEvent, simulatingTouches: @autoclosure () -> Bool = false) -> PointerRequest {
        if awaiting != .nothing { abandon("event \(event.kind)") } else if framePhase == .none { _checkInvariants() }
        input = MoveInput(event)
        hoverMoved = true
        let before = _routing.location
        let wasDrawn = _routing.isDrawn
        let action = _routing.receive(event, simulatingTouches: simulatingTouches())
        routedMoved = _routing.location != before
        // The routing started drawing the pointer: it starts where it came in, before app code runs.
        enteredWindow = !wasDrawn && _routing.isDrawn
        if enteredWindow { pointer.enterWindow(_routing.place, isMotion: input.isMotion) }
        switch action {
        case .hover(let entering):
            return hitTest(phase: entering ? .entered : .moved)
        case .moveClick:
            awaiting = event.kind == .motion ? .clickMoved : .routed
        case .endClick(let cancelled):
            awaiting = cancelled ? .clickCancelled : .clickEnded
        case .leave(let cancelClick, let exit):
            guard cancelClick else { return exit ? exitHover() : .done }
            awaiting = exit ? .clickCancelledThenExit : .routed
        case .none:
            return endOfEvent()
        case .beginClick, .beginContact, .moveContact, .endContact, .scrollOrTransform, .key:
            awaiting = .routed
        }
        return .route(action)
    }

    /// The scene's pointer was locked, or unlocked (unlocking looks at hover again at the next frame).
    public mutating func setLocked(_ locked: Bool) { _routing.setLocked(locked) }

    /// Something under a still pointer changed (views, regions): hover is looked at again at
    /// the next frame.
    public mutating func invalidateHover() { _routing.invalidateHover() }

    /// The tap count of the click just begun (see `PointerRouting.tapCount(interval:distance:)`).
    public mutating func tapCount(interval: Double, distance: Double) -> Int {
        _routing.tapCount(interval: interval, distance: distance)
    }

    /// The configuration changed: the springs are aimed again.
    public mutating func updateTargets<Host: AdaptivePointerHost>(host: inout Host) {
        pointer.updateTargets(place: _routing.place, host: &host)
    }

    /// Records that `answer` came out of turn.
    @usableFromInline mutating func refuse(_ answer: StaticString) {
        note("\(answer) answered while the pointer system waited for \(awaiting): ignored")
    }

    /// Breaks off the stage in progress for `cause` (a host that answered out of turn).
    @usableFromInline mutating func abandon(_ cause: String) {
        note("\(cause) came while the pointer system waited for \(awaiting): that stage was dropped")
        awaiting = .nothing
        framePhase = .none
        tossed = false
    }

    /// Checks that `expected` is the answer awaited; else records a diagnostic and stops.
    @inlinable mutating func take(_ expected: Awaiting, _ answer: StaticString) -> Bool {
        guard awaiting == expected else {
            refuse(answer)
            return false
        }
        awaiting = .nothing
        return true
    }
}
