import Foundation
import PointerGeometry
import PointerEngine
import PointerInput

// The pointer objects as the system's host: the handles it gives the engine's questions and the
// views behind them, the regions it looks up from the app's interactions, and letting go of
// a view that leaves the window.

/// The handles the engine knows views and interactions by: serial numbers, one given to each
/// object when it is made and never given again. A handle can outlive its object (the engine
/// keeps the effect view's while its springs settle): it then resolves to nothing, never to a
/// new object the allocator put at the freed one's address, as an address-based handle would.
/// The serial is the handle's generation; 64 bits do not wrap in any process's life.
@MainActor enum HostHandles {
    private static var last: UInt = 0
    /// A handle no object has had.
    static func next() -> HostHandle {
        last &+= 1
        return HostHandle(last)
    }
}

/// The objects behind handles the system keeps (the recognizers it latched): a table that
/// holds nothing strongly. A handle is a serial never given twice, so it is its own generation:
/// one that outlived its object resolves to nothing, never to another object. A few entries at
/// a time (the members of one scroll and one transform), so a list, walked.
struct HostHandleTable<Object: AnyObject> {
    private var entries: [(handle: HostHandle, object: Weak<Object>)] = []

    /// Names `object` by `handle` (once).
    mutating func insert(_ object: Object, as handle: HostHandle) {
        for entry in entries where entry.handle == handle { return }
        entries.append((handle, Weak(object)))
    }

    /// The object named `handle`, nil when it is not in the table or has been freed.
    func object(for handle: HostHandle) -> Object? {
        for entry in entries where entry.handle == handle { return entry.object.value }
        return nil
    }

    /// Forgets `handle`.
    mutating func remove(_ handle: HostHandle) { entries.removeAll { $0.handle == handle } }

    /// True when the table names nothing.
    var isEmpty: Bool { entries.isEmpty }

    /// Forgets every handle but those `keep` says to keep.
    mutating func removeAll(keeping keep: (HostHandle) -> Bool) {
        entries.removeAll { !keep($0.handle) || $0.object.value == nil }
    }
}

extension PointerObjects {
    // MARK: What the engine asks, answered from views

    /// The handle the engine knows `view` by (`HostHandles`).
    static func handle(_ view: UIView) -> HostHandle { view.pointerHandle }
    /// The handle the engine knows `interaction` by (`HostHandles`).
    static func handle(_ interaction: UIPointerInteraction) -> HostHandle { interaction.pointerHandle }

    /// A region the app gave at the pointer, with the objects behind it.
    struct Found {
        let value: PointerRegionValue
        let local: Point
        let interaction: UIPointerInteraction
        let view: UIView
        let region: UIPointerRegion
    }

    /// The system's host for one call: the pointer objects, and the view of the region just found
    /// (named in diagnostics before it is entered, and located once: `found`). Its answers read
    /// views' stored geometry only, never app code.
    @MainActor struct Host: @MainActor PointerSystemHost {
        let presenter: PointerObjects
        var candidate: UIView? = nil
        /// The found region's view, its transform to the window and its bounds, measured after
        /// the app's `regionFor` returned: a move in an unchanged region asks for nothing else.
        var found: (handle: HostHandle, transform: Transform2D, bounds: Rect)? = nil

        func windowTransform(of handle: HostHandle) -> Transform2D? {
            if let found, found.handle == handle { return found.transform }
            return presenter.windowTransform(of: handle)
        }
        func bounds(of handle: HostHandle) -> Rect {
            if let found, found.handle == handle { return found.bounds }
            // No `Optional.map` closure: each call of a closure made here checks the main actor.
            guard let view = presenter.view(for: handle) else { return .zero }
            return Rect(view.bounds)
        }
        func hasVisibleBackground(_ handle: HostHandle) -> Bool { presenter.view(for: handle)?.hasVisibleBackground ?? false }
        var windowBounds: Rect { Rect(presenter.window.bounds) }
        /// Forgets the found region's view (its geometry holds only until app code runs).
        mutating func forgetFound() {
            if candidate != nil { candidate = nil; found = nil }
        }
        /// A view's superview: the hover path's next element.
        func parent(of target: UIView) -> UIView? { target.storedSuperview }
        /// The window is the hover path's root.
        func isRoot(_ target: UIView) -> Bool { ObjectIdentifier(target) == presenter.state.windowID }
        func describe(_ handle: HostHandle) -> String {
            if let candidate, PointerObjects.handle(candidate) == handle { return candidate.describe }
            return presenter.view(for: handle)?.describe ?? "a view"
        }
    }

    /// The view behind a handle the engine holds: the current region's view, the current
    /// style's preview view or container, or the view the effect draws on. Handles are compared
    /// first; only the matching view is loaded.
    func view(for handle: HostHandle) -> UIView? {
        if state.regionHandle == handle { return state.current?.view }
        if state.previewHandle == handle { return state.previewView }
        if state.containerHandle == handle { return state.containerView }
        if state.effectHandle == handle { return state.effectView }
        for entry in state.leavingViews where entry.handle == handle { return entry.view }
        return nil
    }

    /// Keeps `leavingViews` in step with the engine's `leaving`: lets go of the views that
    /// settled, and holds each view the pointer just left (resolved while it is still the
    /// effect view, before the pointer objects move on to the new one). In place: no allocation
    /// once the list has grown. Plain loops: each call of a closure made here checks the main
    /// actor at run time.
    func syncLeavingViews() {
        let leaving = system.leaving
        // Handles are read in place: copying an entry out retains and releases its view.
        var kept = 0
        for index in state.leavingViews.indices {
            let handle = state.leavingViews[index].handle
            var stillLeaving = false
            for effect in leaving where effect.view == handle { stillLeaving = true; break }
            guard stillLeaving else { continue }
            if kept != index { state.leavingViews.swapAt(kept, index) }
            kept += 1
        }
        if kept < state.leavingViews.count { state.leavingViews.removeSubrange(kept...) }
        for effect in leaving {
            var held = false
            for index in state.leavingViews.indices where state.leavingViews[index].handle == effect.view { held = true; break }
            if !held, let view = view(for: effect.view) { state.leavingViews.append((effect.view, view)) }
        }
    }

    /// The first enabled pointer interaction on the hover path, with its view; on one view, an
    /// app's own interaction before one PointerKit provides (a text view's beam).
    func firstPointerInteraction(on path: [UIView]) -> (UIPointerInteraction, UIView)? {
        for view in path {
            var system: UIPointerInteraction?
            for interaction in view.storedPointerInteractions where interaction.isEnabled {
                if !interaction.isSystemProvided { return (interaction, view) }
                if system == nil { system = interaction }
            }
            if let system { return (system, view) }
        }
        return nil
    }

    /// Whether `region`'s identifier equals the current region's (two nils are equal). Without
    /// an identifier on either side the flags answer: comparing two optional `AnyHashable`s
    /// copies both through their boxes (a region change: 362 instructions fewer with the flags,
    /// callgrind).
    private func hasCurrentIdentifier(_ region: UIPointerRegion) -> Bool {
        guard region.hasIdentifier, state.currentHasIdentifier else { return region.hasIdentifier == state.currentHasIdentifier }
        return state.currentIdentifier == region.identifier
    }

    /// The region `interaction` gives at `point` (its delegate's `regionFor`), as the engine
    /// takes it.
    func lookUpRegion(_ interaction: UIPointerInteraction, on view: UIView, at point: CGPoint) -> Found? {
        let local = view.convert(point, from: window)
        guard let region = interaction.region(at: local, modifiers: modifiers, in: view) else { return nil }
        // The identifier as a token: the current region's token when the identifiers are equal.
        let token: UInt
        if state.regionHandle != nil, state.current?.region === region || hasCurrentIdentifier(region) {
            token = state.identifierToken
        } else {
            state.lastToken &+= 1
            token = state.lastToken
        }
        let value = PointerRegionValue(interaction: Self.handle(interaction), view: Self.handle(view), rect: Rect(region.rect),
                                       identifier: token, latchingAxes: PointerAxes(rawValue: region.latchingAxes.rawValue),
                                       generation: interaction.generation)
        return Found(value: value, local: Point(local), interaction: interaction, view: view, region: region)
    }

    func windowTransform(of handle: HostHandle) -> Transform2D? {
        let window = state.window
        guard let view = view(for: handle), view === window || view.storedWindow === window else { return nil }
        return toWindow(view)
    }

    /// The transform from a view's coordinates to the window's (with the transforms being
    /// animated as drawn when `presented`).
    func toWindow(_ view: UIView, presented: Bool = false) -> Transform2D {
        // The window is read once: each read of an unowned reference retains it.
        let window = state.window
        let layered = presented && LayerAnimations.onViewLayers > 0
        let blended = presented && (!viewAnimations.isEmpty || layered)
        var t = Transform2D.identity
        var v: UIView? = view
        while let current = v, current !== window {
            var b = current.storedBounds, c = current.storedCenter
            if layered, let layer = current.animatedLayer { (b, c) = layer.presentedGeometry(bounds: b, center: c) }
            let m = blended ? presentedTransform(current) : current.storedTransform
            if m.isIdentity {
                // Most views: a translation, added without multiplying matrices.
                t.tx = (t.tx - Double(b.midX)) + Double(c.x); t.ty = (t.ty - Double(b.midY)) + Double(c.y)
            } else {
                t = t.concatenating(Transform2D(translationX: -Double(b.midX), y: -Double(b.midY)))
                    .concatenating(Transform2D(m))
                    .concatenating(Transform2D(translationX: Double(c.x), y: Double(c.y)))
            }
            v = current.storedSuperview
        }
        return t
    }

    /// `view` is leaving the window: every reference to it is let go of at once, so that an
    /// app's removal frees it (Apple's PointerInteractionRetainingViews sample asserts it). The
    /// engine keeps only its handle, which now resolves to nothing; a region it carried is left
    /// at the next hover evaluation, as its view left (no app code runs inside the removal).
    func viewLeftWindow(_ view: UIView) {
        let handle = Self.handle(view)
        if state.regionHandle == handle, state.current?.view === view {
            state.current?.view = nil
            state.current?.style = nil
        }
        if state.previewHandle == handle || state.containerHandle == handle {
            // The style's preview holds the view.
            state.current?.style = nil
            state.previewView = nil; state.containerView = nil
            state.previewHandle = nil; state.containerHandle = nil
        }
        if state.effectHandle == handle { state.effectView = nil; state.effectHandle = nil }
        state.leavingViews.removeAll { $0.handle == handle }
    }
}
