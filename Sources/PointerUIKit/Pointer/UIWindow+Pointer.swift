import Foundation
import PointerGeometry
import PointerEngine
// The effect the adaptive pointer applies now (`UIWindow.currentPointerEffect`): the engine's
// `PointerEffectKind`, re-exported so that code importing only PointerUIKit can spell it.
@_exported import enum PointerEngine.PointerEffectKind
import PointerRender

extension UIWindow {
    /// How the window's adaptive pointer looks and feels (PointerKit extension; see
    /// `PointerConfiguration` for every default and why).
    public var pointerConfiguration: PointerConfiguration {
        get { pointer.configuration }
        set { pointer.configuration = newValue; router.updateTargets() }
    }

    /// What the pointer system draws now: the views and the adaptive pointer, in window
    /// coordinates (PointerKit extension; renderers such as `PointerSVG` read it).
    public func pointerScene() -> PointerScene {
        layoutIfPending()
        var layers: [PointerScene.Layer] = []
        var pointerBelow: Int?
        var regions: [Rect] = []
        let p = pointer, drawsRegions = showsPointerRegions
        // The engine's frame, as a value: the pointer, and the effect on the view it acts on.
        let frame = p.system.currentFrame
        let transitions = p.viewTransitions, capturing = p.capturing
        // Dynamic colours resolve for the traits of the view being drawn, as UIKit's.
        // (`UITraitCollection.current` is set only where the appearance changes along the walk.)
        let savedTraits = TraitState.current
        defer { TraitState.current = savedTraits }
        var drawnStyle = hostStyle
        TraitState.current = .padTraits(drawnStyle)
        func use(_ style: UIUserInterfaceStyle) {
            guard style != drawnStyle else { return }
            drawnStyle = style
            TraitState.current = .padTraits(style)
        }
        func visit(_ view: UIView, opacity: Double, effect: Transform2D, clip: Rect?, style inherited: UIUserInterfaceStyle) {
            let viewAlpha = p.presentedAlpha(view)
            guard !view.isHidden, viewAlpha > 0, !(clip?.isEmpty ?? false) else { return }
            let style = view.overriddenStyle ?? inherited
            use(style)
            var alpha = opacity * Double(viewAlpha)
            let firstLayer = layers.count
            // A `UIView.transition`: the subtree as it was fades out over the subtree as it is.
            if !transitions.isEmpty, let transition = transitions.last(where: { $0.view === view }) {
                let t = min(max(transition.timing.fraction, 0), 1)
                for var old in transition.before { old.opacity *= 1 - t; layers.append(old) }
                alpha *= t
            }
            var transform = effect
            let toWindow = p.toWindow(view, presented: true)
            var bounds = view.bounds
            if LayerAnimations.onViewLayers > 0, let animated = view.animatedLayer {
                bounds = animated.presentedGeometry(bounds: bounds, center: view.storedCenter).0
            }
            var layer = PointerScene.Layer(name: view.accessibilityIdentifier,
                                           frame: toWindow.apply(to: Rect(bounds)),
                                           fill: p.presentedColor(view).map(\.sceneColor), opacity: alpha)
            if toWindow.b != 0 || toWindow.c != 0 { layer.outline = Path.rect(Rect(bounds)).applying(toWindow) }
            layer.clip = clip
            view.applyDrawing(to: &layer, toWindow: toWindow)
            view.addSceneContent(to: &layer, toWindow: toWindow)
            if drawsRegions, view.interactions.contains(where: { $0 is UIPointerInteraction }),
               let visible = clip == nil ? layer.frame : clip?.intersection(layer.frame) {
                regions.append(visible)
            }
            if let target = frame.target, view.pointerHandle == p.state.effectHandle, view !== self {
                transform = p.draw(target, on: &layer, of: view).concatenating(effect)
                if p.effectKind == .highlight { pointerBelow = layers.count }
                if p.effectKind != .highlight, layer.underlay == nil, let background = p.previewBackground { layer.underlay = background.sceneColor }
            } else if !frame.leaving.isEmpty, view !== self,
                      let left = frame.leaving.last(where: { $0.view == view.pointerHandle }) {
                // A view the pointer left, sinking back.
                transform = p.draw(left, on: &layer, of: view).concatenating(effect)
            }
            layer.effect = transform
            // A layer wholly outside its clip is not drawn (its subviews may still show).
            let visible = clip.map { $0.intersects(layer.frame) } ?? true
            if visible, view !== self || view.backgroundColor != nil { layers.append(layer) }
            var childClip = clip
            if view.clipsToBounds {
                // An empty clip (no overlap) hides the whole subtree.
                childClip = clip.map { $0.intersection(layer.frame) ?? Rect(x: 0, y: 0, width: 0, height: 0) } ?? layer.frame
            }
            for child in view.storedSubviews { visit(child, opacity: alpha, effect: transform, clip: childClip, style: style) }
            use(style)
            view.appendOverlays(to: &layers, toWindow: toWindow, opacity: alpha, clip: childClip)
            if view === capturing { p.captured = Array(layers[firstLayer...]) }
        }
        if backgroundColor == nil, (overriddenStyle ?? hostStyle) == .dark {
            // The backdrop behind a window with no colour of its own: renderers draw white, the
            // light `systemBackground`; in the dark appearance it is the dark one, black.
            layers.append(PointerScene.Layer(name: nil, frame: Rect(bounds), fill: .init(red: 0, green: 0, blue: 0, alpha: 1), opacity: 1))
        }
        visit(self, opacity: 1, effect: .identity, clip: nil, style: hostStyle)
        var scene = PointerScene(size: Size(width: Double(bounds.width), height: Double(bounds.height)),
                                 layers: layers, pointer: p.sceneItem(frame, below: pointerBelow))
        if drawsRegions { scene.regionOutlines = regions }
        if drawsRegions, let current = p.current, let view = current.view {
            scene.regionOutline = p.toWindow(view).apply(to: Rect(current.region.rect).standardized)
        }
        return scene
    }

    /// True draws pointer regions in `pointerScene()`: every pointer interaction's view at once
    /// (whether or not the pointer is in the window), and the region in force (PointerKit
    /// extension: a designer's aid; the playground's *Show regions* box).
    public var showsPointerRegions: Bool {
        get { pointer.showsRegions }
        set { pointer.showsRegions = newValue }
    }

    /// The position the adaptive pointer's springs are drawing it at, in window coordinates.
    public var visiblePointerLocation: CGPoint { CGPoint(router.system.visibleLocation) }
}

extension PointerObjects {
    /// Draws an effect's shadow and tint on `view`'s layer; returns the effect's transform.
    func draw(_ target: PointerFrame.TargetEffect, on layer: inout PointerScene.Layer, of view: UIView) -> Transform2D {
        if target.shadow > 0.01 {
            layer.shadow = .init(path: shadowOutline(for: view), radius: 10, opacity: configuration.shadowOpacity * target.shadow,
                                 offset: Point(x: 0, y: configuration.shadowOffset * target.shadow))
        }
        if target.tint > 0.01, target.tintMode != .none {
            var tint = configuration.hoverTint
            tint.alpha *= target.tint
            if target.tintMode == .overlay { layer.overlay = tint } else { layer.underlay = tint }
        }
        return target.transform(about: layer.frame.center)
    }

    func shadowOutline(for view: UIView) -> Path {
        let t = toWindow(view)
        if current != nil, state.effectHandle == view.pointerHandle, let parameters = state.styleFacts?.previewParameters {
            if let shadow = parameters.shadowPath ?? parameters.visiblePath { return shadow.path.applying(t) }
        }
        return Path.roundedRect(Rect(view.bounds), radius: Double(UIPointerShape.defaultCornerRadius)).applying(t)
    }

    /// The current preview's background colour (`UIPreviewParameters.backgroundColor`), drawn
    /// behind a lifted or hovered view.
    var previewBackground: UIColor? {
        guard current != nil, let parameters = state.styleFacts?.previewParameters,
              state.previewHandle != nil, state.previewHandle == state.effectHandle else { return nil }
        return parameters.backgroundColor
    }

    /// The engine frame's pointer as the scene draws it, in the configured colours; a
    /// highlight is drawn beneath the layer at `layer`.
    func sceneItem(_ frame: PointerFrame, below layer: Int?) -> PointerScene.Pointer? {
        guard let outline = frame.outline else { return nil }
        let highlighted = frame.isHighlight && current != nil
        let c = configuration
        var fill = highlighted ? c.highlightColor : c.pointerColor
        if c.increasesContrast {
            // Pointer Control's Increase Contrast (see `PointerConfiguration.increasesContrast`).
            if highlighted { fill.alpha = min(fill.alpha * 2, 0.6) } else { fill = c.contrastPointerColor }
        }
        let border = c.pointerBorderWidth > 0 ? PointerScene.Pointer.Border(color: c.pointerBorderColor, width: c.pointerBorderWidth) : nil
        return .init(path: outline, fill: fill, opacity: frame.opacity, accessories: frame.accessories,
                     belowLayer: highlighted ? layer : nil, border: border)
    }
}

extension UIColor {
    /// The colour as a scene colour.
    var sceneColor: PointerScene.Color {
        .init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}


extension UIWindow {
    /// The region the pointer is in, if any.
    public var currentPointerRegion: UIPointerRegion? { pointer.current?.region }
    /// The view whose pointer interaction owns the current region.
    public var currentPointerView: UIView? { pointer.current?.view }
    /// The effect in force (automatic resolved).
    public var currentPointerEffect: PointerEffectKind {
        pointer.current != nil ? pointer.effectKind : .none
    }
    /// True while the pointer's springs, view animations or layer animations are moving (hosts
    /// draw frames until it turns false).
    public var isPointerAnimating: Bool { !pointer.isSettled || LayerAnimations.isRunning && LayerAnimations.isRunning(in: self) }
    /// What the pointer system clamped or ignored in delegate answers, most recent last.
    public var pointerDiagnostics: [String] { pointer.diagnostics }
}
