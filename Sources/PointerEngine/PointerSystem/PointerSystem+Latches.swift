import PointerInput

// The scroll and transform latches: a gesture's later events go to the members that took its
// first (`GestureLatch`). The host delivers the events (its receivers' code is app code) and
// names each member by its handle; the system keeps which are latched. An event of another
// kind has no latch: it goes under the pointer, latches nothing and finishes nothing.

extension PointerSystem {
    /// Where `event`, a scroll or a transform, goes: to the members under the pointer (latching
    /// those that take it when it begins a gesture) or to the latched members (`latched(for:)`).
    public mutating func latchRoute(_ event: PointerEvent) -> GestureLatch<HostHandle>.Route {
        switch event.kind {
        case .scroll: scrollLatch.route(event)
        case .transform: transformLatch.route(event)
        default: .underPointer(latching: false)
        }
    }

    /// `member` took the first event of `event`'s gesture: the rest of the gesture goes to it.
    public mutating func latch(_ member: HostHandle, for event: PointerEvent) {
        switch event.kind {
        case .scroll: scrollLatch.latch(member)
        case .transform: transformLatch.latch(member)
        default: break
        }
    }

    /// The members latched for `event`'s kind of gesture, in the order they latched.
    public func latched(for event: PointerEvent) -> [HostHandle] {
        switch event.kind {
        case .scroll: scrollLatch.members
        case .transform: transformLatch.members
        default: []
        }
    }

    /// `event` was delivered: its latch lets go if it ended the gesture.
    public mutating func finishLatch(_ event: PointerEvent) {
        switch event.kind {
        case .scroll: scrollLatch.finish(event)
        case .transform: transformLatch.finish(event)
        default: break
        }
    }

    /// `member` leaves any gesture it is latched to (it left the window, was removed or freed).
    public mutating func unlatch(_ member: HostHandle) {
        scrollLatch.remove(member)
        transformLatch.remove(member)
    }

    /// The members latched to the scroll and to the transform in progress (copies: the host may
    /// run code that unlatches while it walks them).
    public var latchedMembers: (scroll: [HostHandle], transform: [HostHandle]) { (scrollLatch.members, transformLatch.members) }

    /// Whether `member` is latched to a scroll or a transform.
    public func isLatched(_ member: HostHandle) -> Bool {
        scrollLatch.contains(member) || transformLatch.contains(member)
    }
}
