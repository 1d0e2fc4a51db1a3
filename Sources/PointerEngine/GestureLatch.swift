import PointerInput

/// Where a scroll's, or a transform's, events go: a gesture latches where it began.
///
/// Its first event goes to the recognizers under the pointer that take it, and they are
/// latched; its later events (momentum included) go to them alone, even after the pointer has
/// moved elsewhere, so none is left hanging mid-gesture. The latch lets go when the gesture is
/// over: cancelled, its momentum ended, or ended with no momentum to follow. A gesture whose
/// beginning was missed (no member latched) goes to whatever is under the pointer, event by
/// event, unlatched. (UIKit and AppKit latch scrolls the same way; neither documents it.)
///
/// A value-type state machine the host steps: ``route(_:)`` for each event, ``latch(_:)`` for
/// each member that takes a first event, ``finish(_:)`` after delivery. The members are the
/// host's names for its receivers, compared with `==`: ``PointerSystem`` latches
/// ``HostHandle``s (PointerUIKit's gesture recognizers' handles), so it holds no host object.
public struct GestureLatch<Member: Equatable> {
    /// Where an event goes.
    public enum Route: Equatable, Sendable {
        /// To the members under the pointer that take it, latching them when `latching` (the
        /// gesture's first event).
        case underPointer(latching: Bool)
        /// To the latched members, in the order they were latched.
        case latched
    }

    /// The latched members, in the order they took the gesture's first event.
    public private(set) var members: [Member] = []

    /// No gesture latched.
    public init() {}

    /// Where `event` goes. A first event (`.began`) lets go of any earlier latch.
    public mutating func route(_ event: PointerEvent) -> Route {
        if event.phase == .began || members.isEmpty {
            members.removeAll(keepingCapacity: true)
            return .underPointer(latching: event.phase == .began)
        }
        return .latched
    }

    /// `member` took the gesture's first event: the rest of the gesture goes to it.
    public mutating func latch(_ member: Member) {
        if !contains(member) { members.append(member) }
        _checkInvariants()
    }

    /// `event` was delivered: the latch lets go if it ended the gesture.
    public mutating func finish(_ event: PointerEvent) {
        let over = event.phase == .cancelled || event.phase == .momentumEnded
            || (event.phase == .ended && !event.momentumFollows)
        if over { members.removeAll(keepingCapacity: true) }
    }

    /// `member` leaves the gesture (its view left the window, it was removed or disabled).
    public mutating func remove(_ member: Member) {
        members.removeAll { $0 == member }
    }

    /// Whether `member` is latched.
    public func contains(_ member: Member) -> Bool {
        members.contains { $0 == member }
    }

    /// Whether a latched member satisfies `predicate`.
    public func contains(where predicate: (Member) -> Bool) -> Bool {
        members.contains(where: predicate)
    }
}
