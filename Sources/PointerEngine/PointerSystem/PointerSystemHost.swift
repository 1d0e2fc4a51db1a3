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

/// A host whose toss questions are answered from magnets gathered before the frame (the host's
/// own answers may run app code): everything else is `base`'s.
@usableFromInline
struct GatheredMagnets<Base: AdaptivePointerHost>: AdaptivePointerHost {
    @usableFromInline var base: Base
    @usableFromInline let onHitPath: [Rect]
    @usableFromInline let all: [Rect]

    @inlinable init(base: Base, onHitPath: [Rect], all: [Rect]) { self.base = base; self.onHitPath = onHitPath; self.all = all }
    @inlinable func windowTransform(of view: HostHandle) -> Transform2D? { base.windowTransform(of: view) }
    @inlinable func bounds(of view: HostHandle) -> Rect { base.bounds(of: view) }
    @inlinable func hasVisibleBackground(_ view: HostHandle) -> Bool { base.hasVisibleBackground(view) }
    @inlinable var windowBounds: Rect { base.windowBounds }
    @inlinable func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) {
        for rect in onHitPath where body(rect) { return }
    }
    @inlinable func forEachKnownMagnet(_ body: (Rect) -> Void) { for rect in all { body(rect) } }
    @inlinable func describe(_ view: HostHandle) -> String { base.describe(view) }
}
