import Foundation
import PointerGeometry

/// View property changes made inside a pointer animator's `addAnimations` block, drawn as a
/// spring-driven blend from the old values to the new ones (alpha, transform, background
/// colour). The model values change at once; only what the scene draws is animated.
@preconcurrency @MainActor
final class ViewAnimation {
    /// The animation recording changes now (set while an animator's blocks run).
    static var recording: ViewAnimation?

    struct Entry {
        let view: UIView
        var alpha: CGFloat?
        var transform: CGAffineTransform?
        var color: UIColor??
    }
    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// 0 at the start, 1 when finished; driven by the pointer's spring.
    var progress = SpringValue(0)

    /// Set for `UIView.animate`: the blend follows this timing on its window's clock, not
    /// the pointer's spring.
    var timing: ViewAnimationTiming?

    init() { progress.target = 1 }

    /// Steps the blend by `seconds` along the pointer's spring (a `UIView.animate` blend is
    /// moved by its window's clock instead).
    func step(_ seconds: Double, spring: Spring) {
        if timing == nil { progress.step(seconds, spring: spring) }
    }

    func record(_ view: UIView, alpha old: CGFloat) {
        var e = entries[ObjectIdentifier(view)] ?? Entry(view: view)
        if e.alpha == nil { e.alpha = old }
        entries[ObjectIdentifier(view)] = e
    }
    func record(_ view: UIView, transform old: CGAffineTransform) {
        var e = entries[ObjectIdentifier(view)] ?? Entry(view: view)
        if e.transform == nil { e.transform = old }
        entries[ObjectIdentifier(view)] = e
    }
    func record(_ view: UIView, color old: UIColor?) {
        var e = entries[ObjectIdentifier(view)] ?? Entry(view: view)
        if e.color == nil { e.color = .some(old) }
        entries[ObjectIdentifier(view)] = e
    }

    var isEmpty: Bool { entries.isEmpty }
    var isFinished: Bool { timing?.isFinished ?? progress.isSettled(tolerance: 0.001) }

    /// The blend factor, clamped to 0...1 (an overshooting spring does not overshoot colours).
    var t: Double { min(max(timing?.fraction ?? progress.value, 0), 1) }

    func alpha(of view: UIView) -> CGFloat? {
        guard let from = entries[ObjectIdentifier(view)]?.alpha else { return nil }
        return from + (view.alpha - from) * CGFloat(t)
    }

    func transform(of view: UIView) -> CGAffineTransform? {
        guard let from = entries[ObjectIdentifier(view)]?.transform else { return nil }
        let a = Transform2D(from), b = Transform2D(view.transform), k = t
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * k }
        return CGAffineTransform(Transform2D(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                             tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
    }

    func color(of view: UIView) -> UIColor?? {
        guard let from = entries[ObjectIdentifier(view)]?.color else { return nil }
        let clear = UIColor.clear
        let x = from ?? view.backgroundColor?.withAlphaComponent(0) ?? clear
        let y = view.backgroundColor ?? x.withAlphaComponent(0)
        let k = CGFloat(t)
        return .some(UIColor(red: x.red + (y.red - x.red) * k, green: x.green + (y.green - x.green) * k,
                             blue: x.blue + (y.blue - x.blue) * k, alpha: x.alpha + (y.alpha - x.alpha) * k))
    }
}
