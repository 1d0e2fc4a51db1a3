import PointerGeometry

/// What a `PointerSystem` asks its host while it handles an answer: the adaptive pointer's
/// geometry (`AdaptivePointerHost`) and the hover path's shape. The answers must not call app
/// code or the system: they run inside the system's mutation.
public protocol PointerSystemHost: AdaptivePointerHost {
    /// What the pointer hovers: the host's views, or handles.
    associatedtype Target: HoverTarget
    /// The target that contains `target` on the hover path (its superview); nil when it has none.
    func parent(of target: Target) -> Target?
    /// True when `target` is the root (the window), which the hover path keeps out of itself
    /// (`HoverTracker.setRootHovered()`).
    func isRoot(_ target: Target) -> Bool
}
