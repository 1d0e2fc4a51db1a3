/// A gesture arena's host: the questions the arena asks about the recognizers (its members)
/// that take part in the input in progress.
///
/// The arena never calls recognizers, delegates or views itself and keeps nothing: it asks
/// its host and answers with plain values. A member is whatever `Hashable` identifier the host
/// chooses; the arena only compares identifiers. Requirements are asked while the arena
/// decides, so answers must reflect the members' current states.
public protocol GestureArenaHost {
    /// The host's identifier for one recognizer taking part.
    associatedtype Member: Hashable

    /// The member's current state.
    func state(of member: Member) -> GestureState
    /// Whether the member may leave `.possible` (UIKit: the delegate's `gestureRecognizerShouldBegin`).
    func shouldBegin(_ member: Member) -> Bool
    /// Whether `waiter` must see `other` fail before it may recognise (`require(toFail:)`
    /// and the delegate's failure requirements, either way round).
    func mustWait(_ waiter: Member, for other: Member) -> Bool
    /// Whether the two members may recognise together (built in, or either delegate allows it).
    func recognizesSimultaneously(_ member: Member, _ other: Member) -> Bool
    /// Whether `preventing`, once recognised, may stop `prevented` (`canPrevent(_:)`).
    func canPrevent(_ preventing: Member, _ prevented: Member) -> Bool
    /// Whether `member` may be stopped by `preventing` (`canBePrevented(by:)`).
    func canBePrevented(_ member: Member, by preventing: Member) -> Bool
    /// Whether the member, once recognised, cancels the touches its view was receiving.
    func cancelsTouches(_ member: Member) -> Bool
    /// Whether input still reaches the member (a touch, scroll or transform it takes part in,
    /// or, for a hover recognizer, the pointer over its view).
    func hasInput(_ member: Member) -> Bool
    /// Whether a member taking part in the input in progress satisfies `predicate`; walks
    /// the participants in place, stopping at the first match.
    func participantsContain(where predicate: (Member) -> Bool) -> Bool
    /// Calls `body` for each member taking part in the input in progress (one taking part
    /// several times may be visited once for each). `body` may fail members as it goes.
    func forEachParticipant(_ body: (Member) -> Void)
}

/// The gesture arena's rules, as UIKit applies them when recognizers share input.
///
/// The delegate may veto a start; a recognizer waits for those it must see fail; the first to
/// recognise makes the others (still possible, not allowed to recognise simultaneously) fail;
/// a recognised gesture may cancel its view's touches; and when a member fails, those waiting
/// for it proceed once nothing else holds them back. Every rule walks the host's participants
/// in place and returns plain values, so resolving a click allocates nothing.
public enum GestureArena {
    /// What the arena decides for a member asking to leave `.possible`.
    public enum Admission: Hashable, Sendable {
        /// The member fails: its delegate vetoed it, or a recognised member prevents it.
        case fail
        /// The member must wait for another to fail; the host keeps the requested state and
        /// asks again through `resumption(of:pending:in:)` when a member fails.
        case wait
        /// The member recognises. The host then fails each member `admit(_:in:failing:)`
        /// names and, if it says so, cancels the touches the member's view was receiving.
        case admit
    }

    /// What the arena decides for a waiting member after another failed.
    public enum Resumption: Hashable, Sendable {
        /// Another member it must see fail is still undecided.
        case keepWaiting
        /// Its input ended while it waited: a continuous gesture does not begin late.
        case fail
        /// Nothing holds it back any more: it leaves the waiting list and requests `state` again.
        case proceed(to: GestureState)
    }

    /// Whether moving from `current` to `next` enters the arena: leaving `.possible` by
    /// beginning or recognising (failing never needs the arena's consent).
    @inlinable
    public static func needsAdmission(from current: GestureState, to next: GestureState) -> Bool {
        current == .possible && (next == .began || next == .ended)
    }

    /// Decides whether `member`, still possible, may recognise now.
    @inlinable
    public static func admission<Host: GestureArenaHost>(of member: Host.Member, in host: Host) -> Admission {
        guard host.shouldBegin(member) else { return .fail }
        if isWaiting(member, in: host) { return .wait }
        let prevented = host.participantsContain { other in
            guard other != member else { return false }
            let otherState = host.state(of: other)
            return (otherState.isActive || otherState == .ended)
                && !host.recognizesSimultaneously(member, other)
                && host.canPrevent(other, member) && host.canBePrevented(member, by: other)
        }
        if prevented { return .fail }
        return .admit
    }

    /// Settles the arena once `winner` was admitted: calls `failing` with each still-possible
    /// member that must now fail (those it excludes, with no simultaneity and prevention
    /// allowed both ways, and those that had to see it fail), then returns whether the winner
    /// cancels the touches its view was receiving. Decided member by member while walking, so
    /// `failing` may fail each one at once and later members see the result.
    @inlinable
    public static func admit<Host: GestureArenaHost>(
        _ winner: Host.Member, in host: Host, failing: (Host.Member) -> Void
    ) -> Bool {
        host.forEachParticipant { other in
            guard other != winner, host.state(of: other) == .possible else { return }
            let excluded = !host.recognizesSimultaneously(winner, other)
                && host.canPrevent(winner, other) && host.canBePrevented(other, by: winner)
            if excluded || host.mustWait(other, for: winner) { failing(other) }
        }
        return host.cancelsTouches(winner)
    }

    /// Whether `member` must still wait: another participant it must see fail is undecided.
    @inlinable
    package static func isWaiting<Host: GestureArenaHost>(_ member: Host.Member, in host: Host) -> Bool {
        host.participantsContain { other in
            other != member && host.state(of: other) == .possible && host.mustWait(member, for: other)
        }
    }

    /// Decides what a member that waited with `pending` requested does now that another failed.
    @inlinable
    package static func resumption<Host: GestureArenaHost>(
        of waiter: Host.Member, pending: GestureState, in host: Host
    ) -> Resumption {
        if pending == .began, !host.hasInput(waiter) { return .fail }
        return isWaiting(waiter, in: host) ? .keepWaiting : .proceed(to: pending)
    }
}
