/// Something the pointer can hover: a host's object compared by identity, or a handle.
public protocol HoverTarget {
    /// True when `a` and `b` are the same target.
    static func isSame(_ a: Self, _ b: Self) -> Bool
}

extension HoverTarget where Self: AnyObject {
    /// Objects are the same target when they are the same object.
    @inlinable public static func isSame(_ a: Self, _ b: Self) -> Bool { a === b }
}

extension HostHandle: HoverTarget {
    /// Handles are the same target when they are equal.
    @inlinable public static func isSame(_ a: HostHandle, _ b: HostHandle) -> Bool { a == b }
}

/// Tracks which targets the pointer is over and tells what changed, in a defined order.
///
/// `PointerSystem` fills the new path from the host's hit test (the hit target first, then each
/// ancestor up to the root) between `beginUpdate()` and reading the transitions; those update
/// methods are `package`, and hosts read what it holds through the system (`PointerSystem.hoverPath`, `hoverDeliveries(moved:)`). Transitions are read after the
/// update, from a copy, so callbacks may start another update safely:
/// exits come before enters; exits go inner to outer; enters go outer to inner.
///
/// No allocation once the buffers have grown to the deepest path seen. The methods are
/// inlinable so that hosts get them specialised for their target type (unspecialised generic
/// iteration allocates).
public struct HoverTracker<Target: HoverTarget> {
    @usableFromInline var currentPath: [Target] = []
    @usableFromInline var previousPath: [Target] = []
    @usableFromInline var rootNow = false
    @usableFromInline var rootBefore = false

    /// The targets under the pointer now, hit target first (inner to outer).
    @inlinable public var current: [Target] { currentPath }
    /// The targets that were under the pointer before the last update.
    @inlinable public var previous: [Target] { previousPath }

    /// Creates a tracker with nothing hovered.
    public init() {}

    /// Starts a new update: the current path becomes the previous one and the current path
    /// empties (the root too), ready for `append` and `setRootHovered()`.
    @inlinable package mutating func beginUpdate() {
        swap(&currentPath, &previousPath)
        rootBefore = rootNow
        rootNow = false
        // Paths are short: popping keeps the capacity and avoids the generic
        // `removeAll(keepingCapacity:)` path, measurably slower per pointer move.
        while currentPath.popLast() != nil {}
    }

    /// Appends the next target of the new path (hit target first, then its ancestors).
    @inlinable package mutating func append(_ target: Target) { currentPath.append(target) }

    /// Forgets `target` (it went away, and was told so by its host): it leaves both paths, so
    /// the tracker no longer holds it and the next update neither exits nor enters it.
    /// - Complexity: O(depth).
    package mutating func forget(_ target: Target) {
        currentPath.removeAll { Target.isSame($0, target) }
        previousPath.removeAll { Target.isSame($0, target) }
    }

    /// True when the last update changed the set of hovered targets (the root included).
    @inlinable public var changed: Bool {
        guard rootNow == rootBefore, currentPath.count == previousPath.count else { return true }
        for i in currentPath.indices where !Target.isSame(currentPath[i], previousPath[i]) { return true }
        return false
    }

    @inlinable static func holds(_ path: [Target], _ target: Target) -> Bool {
        for t in path where Target.isSame(t, target) { return true }
        return false
    }

    /// What happened to one target in the last update.
    public enum Transition: Hashable, Sendable {
        /// It was hovered and no longer is.
        case exit
        /// It is newly hovered.
        case enter
        /// It was hovered before the update and still is.
        case stay
    }

    /// The last update's transitions in the defined order: exits (inner to outer), then the
    /// current path outer to inner, each target an enter or a stay. A cursor, not a closure,
    /// so hot loops pay no closure costs; it works on a snapshot, so callbacks may start
    /// another update while it runs.
    @inlinable public var transitions: Transitions { Transitions(current: currentPath, previous: previousPath) }

    /// A cursor over one update's transitions (see `transitions`).
    public struct Transitions: IteratorProtocol {
        @usableFromInline let current: [Target]
        @usableFromInline let previous: [Target]
        @usableFromInline var exitIndex = 0
        @usableFromInline var currentIndex: Int

        @inlinable init(current: [Target], previous: [Target]) {
            self.current = current
            self.previous = previous
            currentIndex = current.count
        }

        /// The next target and what happened to it, or nil when done.
        /// - Complexity: O(d) per step in the path depth d; no allocation.
        @inlinable public mutating func next() -> (target: Target, transition: Transition)? {
            while exitIndex < previous.count {
                let t = previous[exitIndex]
                exitIndex += 1
                if !HoverTracker.holds(current, t) { return (t, .exit) }
            }
            guard currentIndex > 0 else { return nil }
            currentIndex -= 1
            let t = current[currentIndex]
            return (t, HoverTracker.holds(previous, t) ? .stay : .enter)
        }
    }
}
