import Foundation
import PointerGeometry
import PointerEngine

extension PointerPresenter {
    /// The handle the engine knows `object` by: its address.
    nonisolated static func handle(_ object: AnyObject) -> HostHandle {
        HostHandle(UInt(bitPattern: ObjectIdentifier(object)))
    }

    /// A region the app gave at the pointer, with the objects behind it.
    struct Found {
        let value: PointerRegionValue
        let local: Point
        let interaction: UIPointerInteraction
        let view: UIView
        let region: UIPointerRegion
    }

    /// The engine's host for one call: the presenter, and the view of the region just found
    /// (named in diagnostics before it is entered).
    @MainActor struct Host: @MainActor AdaptivePointerHost {
        let presenter: PointerPresenter
        var candidate: UIView? = nil

        func windowTransform(of handle: HostHandle) -> Transform2D? { presenter.windowTransform(of: handle) }
        func bounds(of handle: HostHandle) -> Rect { presenter.view(for: handle)?.bounds.pk ?? .zero }
        func hasVisibleBackground(_ handle: HostHandle) -> Bool { presenter.view(for: handle)?.hasVisibleBackground ?? false }
        var isPointerLocked: Bool { presenter.window.isPointerLocked }
        var windowBounds: Rect { presenter.window.bounds.pk }
        func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) { presenter.forEachKnownMagnet(onHitPathAt: point, body) }
        func forEachKnownMagnet(_ body: (Rect) -> Void) { presenter.forEachKnownMagnet(body) }
        func describe(_ handle: HostHandle) -> String {
            if let candidate, PointerPresenter.handle(candidate) == handle { return candidate.describe }
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
        return nil
    }

    /// The region the app gives at `point`: the first enabled pointer interaction on the hover
    /// path, asked (delegate `regionFor`) for its region there.
    func lookUpRegion(at point: CGPoint, path: [UIView]) -> Found? {
        var found: (UIPointerInteraction, UIView)?
        search: for view in path {
            for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
                found = (interaction, view)
                break search
            }
        }
        guard let (interaction, view) = found else { return nil }
        let local = view.convert(point, from: window)
        guard let region = interaction.region(at: local, modifiers: modifiers, in: view) else { return nil }
        // The identifier as a token: the current region's token when the identifiers are equal.
        let token: UInt
        if state.regionHandle != nil, state.currentIdentifier == region.identifier {
            token = state.identifierToken
        } else {
            state.lastToken &+= 1
            token = state.lastToken
        }
        let value = PointerRegionValue(interaction: Self.handle(interaction), view: Self.handle(view), rect: region.rect.pk,
                                       identifier: token, latchingAxes: PointerAxes(rawValue: region.latchingAxes.rawValue),
                                       generation: interaction.generation)
        return Found(value: value, local: local.pk, interaction: interaction, view: view, region: region)
    }

    func windowTransform(of handle: HostHandle) -> Transform2D? {
        let window = state.window
        guard let view = view(for: handle), view === window || view.storedWindow === window else { return nil }
        return toWindow(view)
    }

    func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) {
        guard let hit = window.hitTest(CGPoint(point), with: nil) else { return }
        var view: UIView? = hit
        while let v = view, v !== window {
            let t = toWindow(v)
            for rect in magnets(of: v) where body(t.apply(to: rect)) { return }
            view = v.storedSuperview
        }
    }

    func forEachKnownMagnet(_ body: (Rect) -> Void) {
        var stack: [UIView] = window.storedSubviews
        while let v = stack.popLast() {
            stack.append(contentsOf: v.storedSubviews)
            guard !v.isHidden, v.alpha >= 0.01, v.storedInteractions.contains(where: { $0 is UIPointerInteraction }) else { continue }
            let t = toWindow(v)
            for rect in magnets(of: v) { body(t.apply(to: rect)) }
        }
    }

    /// The known magnetic rectangles of `view`'s first enabled pointer interaction, in the
    /// view's coordinates.
    func magnets(of view: UIView) -> [Rect] {
        for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
            return interaction.knownMagnets(in: view, tuning: state.tuning)
        }
        return []
    }

    /// The automatic effect for `view` (see `AdaptivePointer.automaticEffect`).
    func automaticEffect(for view: UIView) -> ResolvedPointerEffect {
        AdaptivePointer.automaticEffect(size: view.bounds.pk.size, hasVisibleBackground: view.hasVisibleBackground,
                                        tuning: state.tuning)
    }

    /// The transform from a view's coordinates to the window's (with the transforms being
    /// animated as drawn when `presented`).
    func toWindow(_ view: UIView, presented: Bool = false) -> Transform2D {
        // The window is read once: each read of an unowned reference retains it.
        let window = state.window
        let blended = presented && !viewAnimations.isEmpty
        var t = Transform2D.identity
        var v: UIView? = view
        while let current = v, current !== window {
            let b = current.storedBounds, c = current.storedCenter
            t = t.concatenating(Transform2D(translationX: -Double(b.midX), y: -Double(b.midY)))
                .concatenating((blended ? presentedTransform(current) : current.storedTransform).pk)
                .concatenating(Transform2D(translationX: Double(c.x), y: Double(c.y)))
            v = current.storedSuperview
        }
        return t
    }

    /// A UIKit style as the engine applies it.
    func value(of style: UIPointerStyle?, in view: UIView) -> PointerStyleValue? {
        guard let style else { return nil }
        if style === UIPointerStyle.notImplemented { return .notImplemented }
        switch style.kind {
        case .system: return .system
        case .hidden: return .hidden
        case .shape(let shape, let axes): return .shape(shape.value, constrainedAxes: PointerAxes(rawValue: axes.rawValue))
        case .effect(let effect, let shape):
            let preview = effect.preview
            let target = preview.explicitTarget
            let value = PreviewValue(view: Self.handle(preview.view), container: Self.handle(preview.shapeContainer),
                                     targetCenter: target.map { $0.center.pk }, visiblePath: preview.parameters.visiblePath?.path)
            return .effect(effect.value, preview: value, shape: shape?.value)
        }
    }
}

extension UIView {
    /// True when the view draws a visible background.
    var hasVisibleBackground: Bool { (backgroundColor?.alpha ?? 0) > 0 }
}

extension UIPointerShape {
    /// The shape as an engine value.
    var value: PointerShapeValue {
        switch self {
        case .path(let path): .path(path)
        case .roundedRect(let rect, let radius): .roundedRect(rect.pk, radius: Double(radius))
        case .verticalBeam(let length): .verticalBeam(length: Double(length))
        case .horizontalBeam(let length): .horizontalBeam(length: Double(length))
        }
    }
}

extension UIPointerEffect {
    /// The effect as an engine value.
    var value: PointerEffectValue {
        switch self {
        case .automatic: .automatic
        case .highlight: .highlight
        case .lift: .lift
        case .hover(_, let mode, let shadow, let scaled):
            .hover(mode == .none ? .none : mode == .overlay ? .overlay : .underlay, shadow: shadow, scaled: scaled)
        }
    }
}

extension PointerPresenter {
    /// The alpha the scene draws for `view` (blended while an animator's change runs).
    func presentedAlpha(_ view: UIView) -> CGFloat {
        for animation in viewAnimations.reversed() { if let a = animation.alpha(of: view) { return a } }
        return view.alpha
    }
    /// The background colour the scene draws.
    func presentedColor(_ view: UIView) -> UIColor? {
        for animation in viewAnimations.reversed() { if let c = animation.color(of: view) { return c } }
        return view.backgroundColor
    }
    /// The transform the scene draws.
    func presentedTransform(_ view: UIView) -> CGAffineTransform {
        for animation in viewAnimations.reversed() { if let t = animation.transform(of: view) { return t } }
        return view.storedTransform
    }
}
