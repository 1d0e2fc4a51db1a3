import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

extension CALayer {
    /// Adds an animation under `key`, as Core Animation's `add(_:forKey:)`, replacing any
    /// animation with the same key (whose delegate is told it did not finish).
    ///
    /// It runs on the frame clock of the window the layer is in, from the first frame after it
    /// is added (a layer in no window starts it at the first frame that draws it); frames draw
    /// the animated values while the layer's own properties keep the app's. A property
    /// animation of a key path PointerKit does not animate on this layer (see
    /// `CAPropertyAnimation`) is dropped with a diagnostic in `UIApplication.geometryDiagnostics`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard anim.validate(on: self) else { return }
        if let key, let old = animationRuns.first(where: { $0.isNamed && $0.key == key }) {
            detach(old)
            old.end(finished: false)
            LayerAnimations.runs.removeAll { $0 === old }
        }
        let run = LayerAnimationRun(key: key, animation: anim, layer: self)
        if anim is CATransition { beginTransition(run) }
        animationRuns.append(run)
        if owner != nil { LayerAnimations.onViewLayers += 1; run.countsOnView = true }
        LayerAnimations.runs.append(run)
        changed()
    }

    /// Removes the animation under `key` (its delegate is told it did not finish).
    public func removeAnimation(forKey key: String) {
        guard let run = animationRuns.first(where: { $0.isNamed && $0.key == key }) else { return }
        detach(run)
        run.end(finished: false)
        LayerAnimations.runs.removeAll { $0 === run }
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        for run in animationRuns {
            detach(run)
            run.end(finished: false)
            LayerAnimations.runs.removeAll { $0 === run }
        }
    }

    /// The animation added under `key`, nil when there is none.
    public func animation(forKey key: String) -> CAAnimation? {
        animationRuns.first { $0.isNamed && $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order added; nil when it has none.
    public func animationKeys() -> [String]? {
        let keys = animationRuns.filter(\.isNamed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer with its animated values as the last frame drew them (Core
    /// Animation's presentation layer): of the layer's class, standing alone (its sublayers are
    /// shared, not copied). Without animations it holds the model values.
    public func presentation() -> Self? { presentedCopy() as? Self }

    /// The layer itself: the model layer holds the values the app set.
    public func model() -> Self { self }

    /// The presented value of `keyPath` now, nil when no animation changes it.
    func presentedValue(forKeyPath keyPath: String) -> AnimatableValue? {
        var value: AnimatableValue?
        for run in animationRuns where run.animation.animatedKeyPaths.contains(keyPath) {
            guard let (progress, seconds) = run.progress, let model = animatableValue(forKeyPath: keyPath) else { continue }
            if let v = run.animation.value(for: keyPath, progress: progress, seconds: seconds, model: model) { value = v }
        }
        return value
    }

    /// A presentation copy with every running animation's values set.
    func presentedCopy() -> CALayer {
        // Making and filling the copy changes nothing any frame has cached.
        let generation = DrawingGeneration.value
        defer { DrawingGeneration.value = generation }
        let copy = presentationCopy()
        copy.drawsForView = owner ?? drawsForView
        copy.storedSublayers = storedSublayers
        copy.name = name
        for run in animationRuns {
            guard let (progress, seconds) = run.progress else { continue }
            for keyPath in run.animation.animatedKeyPaths {
                guard let model = animatableValue(forKeyPath: keyPath),
                      let v = run.animation.value(for: keyPath, progress: progress, seconds: seconds, model: model) else { continue }
                copy.setPresented(v, forKeyPath: keyPath)
            }
        }
        return copy
    }

    /// What frames draw for this layer: itself, or its presentation while animations run.
    var forDrawing: CALayer { animationRuns.isEmpty ? self : presentedCopy() }

    /// A running transition's before-drawings faded out, and the blend of the new drawing.
    var transitionBlend: (before: [PointerScene.Drawing], t: Double)? {
        guard let run = animationRuns.last(where: { $0.animation is CATransition }), let (progress, _) = run.progress else { return nil }
        return (run.before, min(max(progress, 0), 1))
    }
}

extension UIView {
    /// The view's layer when it has animations, else nil (without making a layer).
    var animatedLayer: CALayer? {
        guard let layer = drawingState.layer, !layer.animationRuns.isEmpty else { return nil }
        return layer
    }
}

extension CALayer {
    /// A view layer's presented bounds and centre (position), given the model ones.
    func presentedGeometry(bounds: CGRect, center: CGPoint) -> (CGRect, CGPoint) {
        var b = bounds, c = center
        for run in animationRuns {
            guard let (progress, seconds) = run.progress else { continue }
            for keyPath in run.animation.animatedKeyPaths where keyPath.hasPrefix("position") || keyPath.hasPrefix("bounds") {
                guard let model = animatableValue(forKeyPath: keyPath),
                      let v = run.animation.value(for: keyPath, progress: progress, seconds: seconds, model: model) else { continue }
                switch keyPath {
                case "position": c = v.cgPoint
                case "position.x": c.x = v.number
                case "position.y": c.y = v.number
                case "bounds": b = v.cgRect
                case "bounds.size": b.size = v.cgSize
                case "bounds.size.width": b.size.width = v.number
                case "bounds.size.height": b.size.height = v.number
                case "bounds.origin": b.origin = v.cgPoint
                default: break
                }
            }
        }
        let finite = [b.origin.x, b.origin.y, b.width, b.height, c.x, c.y].allSatisfy(\.isFinite)
        return finite ? (b, c) : (bounds, center)
    }

    /// A view layer's presented transform while `transform.*` key paths animate, else nil.
    func presentedTransform() -> CGAffineTransform? {
        guard let view = owner else { return nil }
        let m = view.storedTransform
        var sx = Double((m.a * m.a + m.b * m.b).squareRoot()), sy = Double((m.c * m.c + m.d * m.d).squareRoot())
        var r = Double(atan2(m.b, m.a)), tx = Double(m.tx), ty = Double(m.ty)
        var animated = false
        for run in animationRuns {
            guard let (progress, seconds) = run.progress else { continue }
            for keyPath in run.animation.animatedKeyPaths where keyPath.hasPrefix("transform.") {
                guard let model = animatableValue(forKeyPath: keyPath),
                      let v = run.animation.value(for: keyPath, progress: progress, seconds: seconds, model: model)?.number,
                      v.isFinite else { continue }
                animated = true
                switch keyPath {
                case "transform.scale": sx = v; sy = v
                case "transform.scale.x": sx = v
                case "transform.scale.y": sy = v
                case "transform.rotation", "transform.rotation.z": r = v
                case "transform.translation.x": tx = v
                case "transform.translation.y": ty = v
                default: break
                }
            }
        }
        guard animated else { return nil }
        let t = CGAffineTransform(scaleX: sx, y: sy).concatenating(CGAffineTransform(rotationAngle: r))
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: tx, ty: ty)
    }
}
