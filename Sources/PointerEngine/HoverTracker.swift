/// Tracks which targets the pointer is over and tells what changed, in a defined order.
///
/// The host fills the new path (the hit target first, then each ancestor up to the root)
/// between `beginUpdate()` and reading the transitions. Transitions are read after the
/// update, from a copy, so callbacks may start another update safely:
/// exits come before enters; exits go inner to outer; enters go outer to inner.
///
/// No allocation once the buffers have grown to the deepest path seen. The methods are
/// inlinable so that hosts get them specialised for their target type (unspecialised generic
/// iteration allocates).
public struct HoverTracker<Target: AnyObject> {
    @usableFromInline var currentPath: [Target] = []
    @usableFromInline var previousPath: [Target] = []

    /// The targets under the pointer now, hit target first (inner to outer).
    @inlinable public var current: [Target] { currentPath }
    /// The targets that were under the pointer before the last update.
    @inlinable public var previous: [Target] { previousPath }

    /// Creates a tracker with nothing hovered.
    public init() {}

    /// Starts a new update: the current path becomes the previous one and the current path
    /// empties, ready for `append`.
    @inlinable public mutating func beginUpdate() {
        swap(&currentPath, &previousPath)
        // Paths are short: popping keeps the capacity and avoids the generic
        // `removeAll(keepingCapacity:)` path, measurably slower per pointer move.
        while currentPath.popLast() != nil {}
    }

    /// Appends the next target of the new path (hit target first, then its ancestors).
    @inlinable public mutating func append(_ target: Target) { currentPath.append(target) }

    /// Forgets everything hovered.
    @inlinable public mutating func clear() {
        currentPath.removeAll(keepingCapacity: true)
        previousPath.removeAll(keepingCapacity: true)
    }

    /// True when the last update changed the set of hovered targets.
    @inlinable public var changed: Bool {
        guard currentPath.count == previousPath.count else { return true }
        for i in currentPath.indices where currentPath[i] !== previousPath[i] { return true }
        return false
    }

    @inlinable static func holds(_ path: [Target], _ target: Target) -> Bool {
        for t in path where t === target { return true }
        return false
    }

    /// Visits targets that were hovered and no longer are, inner to outer.
    /// - Complexity: O(d²) in the path depth d; no allocation.
    @inlinable public func forEachExit(_ body: (Target) -> Void) {
        for t in previousPath where !Self.holds(currentPath, t) { body(t) }
    }

    /// Visits targets newly hovered, outer to inner.
    /// - Complexity: O(d²) in the path depth d; no allocation.
    @inlinable public func forEachEnter(_ body: (Target) -> Void) {
        var i = currentPath.count
        while i > 0 {
            i -= 1
            if !Self.holds(previousPath, currentPath[i]) { body(currentPath[i]) }
        }
    }

    /// Visits targets hovered before and after the update, outer to inner.
    @inlinable public func forEachStay(_ body: (Target) -> Void) {
        var i = currentPath.count
        while i > 0 {
            i -= 1
            if Self.holds(previousPath, currentPath[i]) { body(currentPath[i]) }
        }
    }
}
