import Foundation
import PointerGeometry
import PointerEngine

extension PointerObjects {
    /// The automatic effect for `view` (see `AdaptivePointer.automaticEffect`).
    func automaticEffect(for view: UIView) -> PointerEffectKind {
        AdaptivePointer.automaticEffect(size: Rect(view.bounds).size, hasVisibleBackground: view.hasVisibleBackground,
                                        tuning: configuration)
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
                                     targetCenter: target.map { Point($0.center) }, visiblePath: preview.parameters.visiblePath?.path)
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
        case .roundedRect(let rect, let radius): .roundedRect(Rect(rect), radius: Double(radius))
        case .verticalBeam(let length): .verticalBeam(length: Double(length))
        case .horizontalBeam(let length): .horizontalBeam(length: Double(length))
        }
    }
}

extension UIPointerEffect {
    /// The effect as an engine value.
    var value: PointerEffectKind {
        switch self {
        case .automatic: .automatic
        case .highlight: .highlight
        case .lift: .lift
        case .hover(_, let mode, let shadow, let scaled):
            .hover(mode == .none ? .none : mode == .overlay ? .overlay : .underlay, shadow: shadow, scaled: scaled)
        }
    }
}

extension PointerObjects {
    /// The alpha the scene draws for `view` (blended while an animator's change runs).
    func presentedAlpha(_ view: UIView) -> CGFloat {
        if LayerAnimations.onViewLayers > 0, let layer = view.animatedLayer, let v = layer.presentedValue(forKeyPath: "opacity") {
            return CGFloat(min(max(v.number, 0), 1))
        }
        for animation in viewAnimations.reversed() { if let a = animation.alpha(of: view) { return a } }
        return view.alpha
    }
    /// The background colour the scene draws.
    func presentedColor(_ view: UIView) -> UIColor? {
        if LayerAnimations.onViewLayers > 0, let layer = view.animatedLayer, let v = layer.presentedValue(forKeyPath: "backgroundColor") {
            return UIColor(cgColor: v.cgColor)
        }
        for animation in viewAnimations.reversed() { if let c = animation.color(of: view) { return c } }
        return view.drawnBackgroundColor
    }
    /// The transform the scene draws.
    func presentedTransform(_ view: UIView) -> CGAffineTransform {
        if LayerAnimations.onViewLayers > 0, let layer = view.animatedLayer, let t = layer.presentedTransform() { return t }
        for animation in viewAnimations.reversed() { if let t = animation.transform(of: view) { return t } }
        return view.storedTransform
    }
}
