import PointerGeometry
import PointerInput

/// What a window does with each pointer event, decided from the pointer's own state, without a
/// view: where the pointer is, whether it is in the window, off its surface, locked or
/// clicking, and whether hover must be looked at again.
///
/// A value-type state machine in the manner of swift-nio's: `receive(_:simulatingTouches:)`
/// takes an event, updates the state and returns the ``Action`` the host carries out (hit-test
/// and deliver hover, begin, move or end the click's touch, deliver a scroll). The host reports
/// only what happens in between: a click it ended (`clickEnded(cancelled:)`, which says
/// whether hover resumes), a lock the app took or gave up (`setLocked(_:)`), a view tree
/// that changed (`invalidateHover()`). ``PointerSystem`` drives it, which is why these calls
/// are `package`: a host drives the pointer through the system; the tests step it with events
/// alone.
public struct PointerRouting: Sendable {
    /// What the host does with an event.
    public enum Action: Equatable, Sendable {
        /// Hit-test at ``location`` and deliver hover: the pointer entered the window when
        /// `entering`, moved within it otherwise.
        case hover(entering: Bool)
        /// A button went down with none held: begin a click at ``location``.
        case beginClick
        /// The pointer moved, or a button changed, while a click is held: move its touch to
        /// ``location``, a move when `moved`, stationary when only the buttons changed (or the
        /// pointer is locked).
        case moveClick(moved: Bool)
        /// The last button came up: end the click (cancelled when the device's removal cancelled
        /// the release), then ask `clickEnded(cancelled:)` whether hover resumes.
        case endClick(cancelled: Bool)
        /// The pointer left its surface (a click in progress goes on), or its device went away
        /// (a click in progress is cancelled, `cancelClick`), or a click that dragged it ended
        /// without it hovering again; every hovered view hears the exit, and the drawn pointer
        /// goes, when `exitHover` (the pointer was drawn).
        case leave(cancelClick: Bool, exitHover: Bool)
        /// A finger or pencil contact began: begin its touch at the event's location. With
        /// `replacing`, a contact with the same id was still in progress (its end was lost):
        /// the host cancels that touch first.
        case beginContact(id: Int, replacing: Bool)
        /// A contact in progress moved to the event's location, or stayed where it was
        /// (`moved` false): move its touch.
        case moveContact(id: Int, moved: Bool)
        /// A contact in progress ended, or was cancelled (its device went away): end its touch.
        case endContact(id: Int, cancelled: Bool)
        /// A scroll or a transform, at ``location``.
        case scrollOrTransform
        /// A key, for the keyboard.
        case key
        /// Nothing to do: the modifiers alone changed (``modifiers`` has them), or the pointer
        /// is locked and does not move.
        case none
    }

    /// Where the pointer is, window points. A locked pointer stays where it was locked.
    public private(set) var location = Point.zero
    /// True once an event has put the pointer somewhere; until then `location` is the window's
    /// origin by default, not a place any device put it (a device attached then keeps its own).
    public private(set) var isPlaced = false
    /// Where the pointer is with respect to the window: one state, so that it is never both in
    /// the window and off its surface, and whether it is drawn follows from it (`isDrawn`).
    public enum Presence: Equatable, Sendable {
        /// Outside the window (or not yet seen).
        case outside
        /// In the window, from the hover that put it there until it leaves.
        case inWindow
        /// Off its surface, or its device went away, until it moves or enters again: a click
        /// ending meanwhile does not bring hover back.
        case offSurface
        /// Dragged by a click that went on after the pointer left its surface (or that began
        /// outside the window): drawn where the click takes it, while hover stays off until the
        /// click ends.
        case dragging
    }
    /// Where the pointer is with respect to the window.
    public private(set) var presence = Presence.outside
    /// True from the hover that put the pointer in the window until it leaves.
    public var isInWindow: Bool { presence == .inWindow }
    /// True while the pointer is drawn: in the window, or dragged by a click.
    public var isDrawn: Bool { presence == .inWindow || presence == .dragging }
    /// True after the pointer left its surface, or its device went away, until it moves or
    /// enters again: a click ending meanwhile does not bring hover back.
    package var isOffSurface: Bool { presence == .offSurface }
    /// True while a button is held (the host's click touch exists).
    public private(set) var isClicking = false
    /// True while the scene's pointer is locked: motion no longer moves the pointer, hover is
    /// frozen.
    public private(set) var isLocked = false
    /// True when hover must be looked at again under a still pointer (the view tree or a region
    /// changed, the lock ended).
    public private(set) var needsHoverUpdate = false
    /// The latest event time seen: never goes backwards, whatever the events' timestamps do.
    public private(set) var time = 0.0
    /// The modifier flags of the latest event.
    public private(set) var modifiers: ModifierFlags = []
    /// The device of the latest pointer event (motion, button, scroll or transform).
    public private(set) var device: DeviceKind = .mouse
    /// The last click's time, place and tap count (`tapCount(interval:distance:)`).
    public private(set) var lastClick: (time: Double, location: Point, count: Int)?
    /// The finger and pencil contacts in progress, by id, where each last was, in the order
    /// they began. A move or an end for an id not listed is dropped (``Action/none``).
    public private(set) var contacts: [(id: Int, location: Point)] = []
    /// Where the click's touch was last put (its begin or its last move).
    private var clickLocation = Point.zero

    /// A pointer at the window's origin, outside it, with nothing held.
    public init() {}

    /// Takes `event` and says what the host does with it (a location that is not finite counts
    /// as the pointer's current one). `simulatingTouches` is asked only
    /// for a scroll or a transform: true while the host turns transforms into two touches
    /// (UIKit's compatibility mode), which then hold the pointer where the touches are centred.
    @usableFromInline package mutating func receive(_ event: PointerEvent, simulatingTouches: @autoclosure () -> Bool = false) -> Action {
        defer { _checkInvariants() }
        time = max(time, event.timestamp)
        modifiers = event.modifiers
        // A location that is not finite (a host that skipped the converter's checks) is dropped:
        // the pointer stays where it was.
        var event = event
        if !event.location.isFinite { event.location = location }
        switch event.kind {
        case .motion:
            device = event.device
            guard !isLocked else { return .none }
            put(at: event.location)
            guard isClicking else { return hover(entering: !isInWindow) }
            if presence != .inWindow { presence = .dragging }
            return moveClick()
        case .press:
            device = event.device
            if !isLocked { put(at: event.location) }
            if isClicking { return moveClick() }
            isClicking = true
            clickLocation = location
            return .beginClick
        case .release:
            device = event.device
            if !isLocked { put(at: event.location) }
            guard isClicking else { return .none }
            guard event.buttons.isEmpty else { return moveClick() }
            isClicking = false
            return .endClick(cancelled: event.phase == .cancelled)
        case .proximity:
            guard event.phase == .ended else {
                put(at: event.location)
                return hover(entering: true)
            }
            // The click, if any, goes on: its release ends it, and hover stays off.
            return leave(cancelClick: false)
        case .touch:
            return contact(event)
        case .scroll, .transform:
            device = event.device
            if !isLocked && !simulatingTouches() { put(at: event.location) }
            return .scrollOrTransform
        case .deviceRemoved:
            // The pointer comes back with the next input from any device (PointerKit's choice).
            return leave(cancelClick: isClicking)
        case .modifiers:
            return .none
        case .key:
            return .key
        }
    }

    /// The host ended the click `.endClick` asked for (its app code has run, and may have
    /// locked the pointer): hover resumes where the pointer is, unless it is locked, left its
    /// surface, or the release was the device's removal cancelling it.
    /// A pointer the click dragged (`Presence.dragging`) that does not hover again leaves:
    /// `.leave`, so that the drawn pointer goes too.
    @usableFromInline package mutating func clickEnded(cancelled: Bool) -> Action {
        defer { _checkInvariants() }
        guard !isLocked, !isOffSurface, !cancelled else {
            guard presence == .dragging else { return .none }
            presence = .outside
            return .leave(cancelClick: false, exitHover: true)
        }
        return hover(entering: !isInWindow)
    }

    /// The tap count of the click `.beginClick` just began: one more than the last click's when
    /// it began within `interval` seconds and `distance` points of this one, else 1 (a double
    /// click is 2). Times are the routing's, which never go backwards.
    @usableFromInline package mutating func tapCount(interval: Double, distance: Double) -> Int {
        defer { _checkInvariants() }
        var count = 1
        if let last = lastClick, time - last.time <= interval,
           (location - last.location).length <= distance {
            count = last.count + 1
        }
        lastClick = (time, location, count)
        return count
    }

    /// A toss landed in a frame's step (`AdaptivePointer.FrameStep.toss`): the pointer itself
    /// moves to `target`.
    /// Returns the motion to deliver hover with there, stamped at `time` or the latest event's
    /// time, whichever is later; nil, and the pointer stays, while it is locked, clicking or
    /// outside the window.
    @usableFromInline package mutating func warp(to target: Point, at time: Double) -> PointerEvent? {
        defer { _checkInvariants() }
        guard !isLocked, !isClicking, isInWindow, target.x.isFinite, target.y.isFinite else { return nil }
        location = target
        needsHoverUpdate = false
        return PointerEvent(kind: .motion, timestamp: max(time, self.time), device: device, location: target, modifiers: modifiers)
    }

    /// The scene's pointer was locked, or unlocked: unlocking looks at hover again.
    @usableFromInline package mutating func setLocked(_ locked: Bool) {
        defer { _checkInvariants() }
        isLocked = locked
        if !locked { needsHoverUpdate = true }
    }

    /// Something under a still pointer changed (views, regions): hover is looked at again at
    /// the next frame.
    @usableFromInline package mutating func invalidateHover() { needsHoverUpdate = true }

    /// At a frame: the motion to deliver at the still pointer when hover must be looked at
    /// again, or nil (nothing changed, the pointer is locked, outside the window or clicking).
    /// The motion is stamped at `time` or the latest event's time, whichever is later.
    @usableFromInline package mutating func hoverUpdate(at time: Double) -> PointerEvent? {
        defer { _checkInvariants() }
        guard needsHoverUpdate, !isLocked else { return nil }
        needsHoverUpdate = false
        guard isInWindow, !isClicking else { return nil }
        return PointerEvent(kind: .motion, timestamp: max(time, self.time), location: location, modifiers: modifiers)
    }

    /// An event put the pointer at `point`.
    @inline(__always) private mutating func put(at point: Point) {
        location = point
        isPlaced = true
    }

    private mutating func moveClick() -> Action {
        let moved = location != clickLocation
        clickLocation = location
        return .moveClick(moved: moved)
    }

    private mutating func contact(_ event: PointerEvent) -> Action {
        let id = event.touchID
        let index = contacts.firstIndex { $0.id == id }
        switch event.phase {
        case .began:
            if let index { contacts[index].location = event.location } else { contacts.append((id, event.location)) }
            return .beginContact(id: id, replacing: index != nil)
        case .ended, .cancelled:
            guard let index else { return .none }
            contacts.remove(at: index)
            return .endContact(id: id, cancelled: event.phase == .cancelled)
        default:
            guard let index else { return .none }
            let moved = contacts[index].location != event.location
            contacts[index].location = event.location
            return .moveContact(id: id, moved: moved)
        }
    }

    private mutating func hover(entering: Bool) -> Action {
        presence = .inWindow
        needsHoverUpdate = false
        return .hover(entering: entering)
    }

    private mutating func leave(cancelClick: Bool) -> Action {
        let exitHover = isDrawn
        if cancelClick { isClicking = false }
        presence = .offSurface
        return cancelClick || exitHover ? .leave(cancelClick: cancelClick, exitHover: exitHover) : .none
    }
}
