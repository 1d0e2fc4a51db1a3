/// What the host does for one target after a hover update: the engine's hover delivery as
/// actions, in hover order (see ``HoverTracker/deliveries(moved:)``).
public enum HoverDelivery<Target: HoverTarget> {
    /// The pointer left `target`: its hover recognizers hear the exit.
    case exit(Target)
    /// The pointer came over `target`.
    case enter(Target)
    /// The pointer moved while over `target` (it was hovered before and still is).
    case move(Target)
    /// The pointer left the root (the host's window, kept out of the path; see
    /// `HoverTracker.setRootHovered()`).
    case exitRoot
    /// The pointer came over the root.
    case enterRoot
    /// The pointer moved while over the root.
    case moveRoot
}

extension HoverTracker {
    /// True when the root (the outermost element, which the host keeps out of the path so
    /// that the tracker does not hold the object that owns it) is hovered after the update.
    @inlinable public var rootHovered: Bool { rootNow }

    /// Marks the root as hovered in the update in progress: the hit walk reached it.
    @inlinable package mutating func setRootHovered() { rootNow = true }

    /// The last update's deliveries in hover order: exits inner to outer, the root's exit
    /// after them; then the root's enter or move, then the path's enters and moves outer to
    /// inner. With `moved` false (the host re-evaluated hover under a still pointer), targets
    /// that stay hovered hear nothing: only enters and exits are delivered.
    ///
    /// A cursor over a snapshot, as ``transitions`` is: delivering may start another update.
    @inlinable public func deliveries(moved: Bool) -> Deliveries {
        Deliveries(transitions: transitions, rootNow: rootNow, rootBefore: rootBefore, moved: moved)
    }

    /// A cursor over one update's deliveries (see ``deliveries(moved:)``).
    public struct Deliveries: IteratorProtocol {
        @usableFromInline var transitions: Transitions
        @usableFromInline let rootNow: Bool
        @usableFromInline let rootBefore: Bool
        @usableFromInline let moved: Bool
        @usableFromInline var rootDone = false
        @usableFromInline var held: (target: Target, transition: Transition)?

        @inlinable init(transitions: Transitions, rootNow: Bool, rootBefore: Bool, moved: Bool) {
            self.transitions = transitions
            self.rootNow = rootNow
            self.rootBefore = rootBefore
            self.moved = moved
        }

        /// The next delivery, or nil when done.
        /// - Complexity: O(d) per step in the path depth d; no allocation.
        @inlinable public mutating func next() -> HoverDelivery<Target>? {
            if let (target, transition) = held {
                held = nil
                if let step = delivery(target, transition) { return step }
            }
            while let (target, transition) = transitions.next() {
                // The root is the outermost element: it goes between the exits and the rest.
                if transition != .exit && !rootDone {
                    rootDone = true
                    if let step = rootDelivery() {
                        held = (target, transition)
                        return step
                    }
                }
                if let step = delivery(target, transition) { return step }
            }
            guard !rootDone else { return nil }
            rootDone = true
            return rootDelivery()
        }

        @inlinable func delivery(_ target: Target, _ transition: Transition) -> HoverDelivery<Target>? {
            switch transition {
            case .exit: .exit(target)
            case .enter: .enter(target)
            case .stay: moved ? .move(target) : nil
            }
        }

        @inlinable func rootDelivery() -> HoverDelivery<Target>? {
            switch (rootBefore, rootNow) {
            case (true, false): .exitRoot
            case (false, true): .enterRoot
            case (true, true): moved ? .moveRoot : nil
            case (false, false): nil
            }
        }
    }
}
