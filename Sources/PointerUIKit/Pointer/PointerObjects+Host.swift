import Foundation
import PointerGeometry
import PointerEngine
import PointerInput

// The pointer objects as the system's host: the handles it gives the engine's questions and the
// views behind them, the regions it looks up from the app's interactions, and letting go of
// a view that leaves the window.

extension PointerObjects {
    // MARK: What the engine asks, answered from views

    /// The handle the engine knows `view` by (`HostObjects`).
    static func handle(_ view: UIView) -> HostHandle { view.pointerHandle }
    /// The handle the engine knows `interaction` by (`HostObjects`).
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
        /// The view the driver's last hit test found, held for the loop: the hover path's first
        /// handle names it, so the path's walk, the hover touch and the deliveries need not
        /// look it up in `HostObjects`.
        var hit: UIView? = nil
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
        func parent(of target: HostHandle) -> HostHandle? {
            guard let superview = view(target)?.storedSuperview else { return nil }
            return superview.pointerHandle
        }
        /// The view `handle` names: the hit view, or one looked up in `HostObjects`.
        func view(_ handle: HostHandle) -> UIView? {
            if let hit, hit.pointerHandle == handle { return hit }
            return HostObjects.view(handle)
        }
        /// The window is the hover path's root.
        func isRoot(_ target: HostHandle) -> Bool { target == presenter.state.windowHandle }
        func describe(_ handle: HostHandle) -> String {
            if let candidate, PointerObjects.handle(candidate) == handle { return candidate.describe }
            return presenter.view(for: handle)?.describe ?? "a view"
        }
    }

    /// The view behind a handle the engine holds, through `HostObjects`: the current region's
    /// view, the current style's preview view or container, the view the effect draws on, or
    /// one settling back. Nil for any other handle (one whose view left the window, which is no
    /// longer named) and once the view has been freed.
    func view(for handle: HostHandle) -> UIView? {
        guard isNamed(handle) else { return nil }
        return HostObjects.view(handle)
    }

    /// True when `handle` is one of the views named here.
    func isNamed(_ handle: HostHandle) -> Bool {
        if state.regionHandle == handle || state.previewHandle == handle || state.containerHandle == handle
            || state.effectHandle == handle { return true }
        for leaving in state.leavingHandles where leaving == handle { return true }
        return false
    }

    /// Keeps `leavingHandles` in step with the engine's `leaving`: drops the views that
    /// settled, and names each view the pointer just left (while it is still named as the
    /// effect view, before the pointer objects move on to the new one). In place: no allocation
    /// once the list has grown. Plain loops: each call of a closure made here checks the main
    /// actor at run time.
    func syncLeavingViews() {
        let leaving = system.leaving
        var kept = 0
        for index in state.leavingHandles.indices {
            let handle = state.leavingHandles[index]
            var stillLeaving = false
            for effect in leaving where effect.view == handle { stillLeaving = true; break }
            guard stillLeaving else { continue }
            if kept != index { state.leavingHandles.swapAt(kept, index) }
            kept += 1
        }
        if kept < state.leavingHandles.count { state.leavingHandles.removeSubrange(kept...) }
        for effect in leaving {
            var held = false
            for handle in state.leavingHandles where handle == effect.view { held = true; break }
            if !held, isNamed(effect.view) { state.leavingHandles.append(effect.view) }
        }
    }

    /// The first enabled pointer interaction on the hover path, with its view; on one view, an
    /// app's own interaction before one PointerKit provides (a text view's beam).
    func firstPointerInteraction(on path: [HostHandle], host: Host) -> (UIPointerInteraction, UIView)? {
        for handle in path {
            guard let view = host.view(handle) else { continue }
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

    /// `view` is leaving the window: it is no longer named here, and the style whose preview
    /// holds it is let go of, so that an app's removal frees it (Apple's
    /// PointerInteractionRetainingViews sample asserts it). The engine keeps only its handle,
    /// which now resolves to nothing; a region it carried is left at the next hover evaluation,
    /// as its view left (no app code runs inside the removal).
    func viewLeftWindow(_ view: UIView) {
        let handle = Self.handle(view)
        if state.regionHandle == handle {
            state.current?.viewHandle = nil
            state.styleFacts = nil
        }
        if state.previewHandle == handle || state.containerHandle == handle {
            // The style's preview had the view.
            state.styleFacts = nil
            state.previewHandle = nil; state.containerHandle = nil
        }
        if state.effectHandle == handle { state.effectHandle = nil }
        state.leavingHandles.removeAll { $0 == handle }
    }
}
