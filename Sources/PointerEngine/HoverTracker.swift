/// Tracks which targets the pointer is over and tells what changed, in a defined order.
///
/// The host fills the new path (the hit target first, then each ancestor up to the root)
/// between `beginUpdate()` and reading the transitions. Transitions are read after the
/// update, from a copy, so callbacks may start another update safely:
/// exits come before enters; exits go inner to outer; enters go outer to inner.
///
/// No allocation once the buffers have grown to the deepest path seen.
public struct HoverTracker<Target: AnyObject> {
    /// The targets under the pointer now, hit target first (inner to outer).
    public private(set) var current: [Target] = []
    /// The targets that were under the pointer before the last update.
    public private(set) var previous: [Target] = []

    /// Creates a tracker with nothing hovered.
    public init() {}

    /// Starts a new update: the current path becomes the previous one and the current path
    /// empties, ready for `append`.
    public mutating func beginUpdate() {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
    }

    /// Appends the next target of the new path (hit target first, then its ancestors).
    public mutating func append(_ target: Target) { current.append(target) }

    /// Forgets a target everywhere (used when a target is destroyed outright).
    public mutating func clear() {
        current.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
    }

    /// True when the last update changed the set of hovered targets.
    public var changed: Bool {
        current.count != previous.count || zip(current, previous).contains { $0 !== $1 }
    }

    /// Visits targets that were hovered and no longer are, inner to outer.
    /// - Complexity: O(d²) in the path depth d.
    public func forEachExit(_ body: (Target) -> Void) {
        for t in previous where !current.contains(where: { $0 === t }) { body(t) }
    }

    /// Visits targets newly hovered, outer to inner.
    /// - Complexity: O(d²) in the path depth d.
    public func forEachEnter(_ body: (Target) -> Void) {
        for t in current.reversed() where !previous.contains(where: { $0 === t }) { body(t) }
    }

    /// Visits targets hovered before and after the update, outer to inner.
    public func forEachStay(_ body: (Target) -> Void) {
        for t in current.reversed() where previous.contains(where: { $0 === t }) { body(t) }
    }
}
