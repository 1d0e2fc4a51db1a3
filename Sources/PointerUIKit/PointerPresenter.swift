import Foundation
import PointerGeometry
import PointerEngine
import PointerInput

/// A window's adaptive pointer: finds the pointer interaction and region under the pointer,
/// asks delegates for regions and styles, and keeps the springs that draw the pointer and
/// the effects. The router calls `pointerMoved` after each hover update and `frame(at:)`
/// every frame; `UIWindow.pointerScene()` reads it.
@preconcurrency @MainActor
final class PointerPresenter {
    unowned(unsafe) var window: UIWindow! = nil
    var configuration = PointerConfiguration()

    /// What the pointer is over.
    struct Current {
        let interaction: UIPointerInteraction
        unowned(unsafe) let view: UIView
        let region: UIPointerRegion
        let style: UIPointerStyle?
        let generation: Int
    }
    var current: Current?
    var location = CGPoint.zero
    var inWindow = false
    var buttons: UIEvent.ButtonMask = []
    var modifiers: UIKeyModifierFlags = []
    var device: DeviceKind = .mouse
    var lastMotion = 0.0
    var now = 0.0
    /// The time of the last frame the springs were stepped to.
    var lastFrame = 0.0
    /// True while the drawn pointer sits exactly on the device's position.
    var followingPointer = true
    var velocity = Point.zero
    var fingerDown = false
    var needsUpdate = false
    var showsRegions = false
    /// Diagnostics about delegate answers that were clamped or ignored, most recent last
    /// (at most 32 kept).
    var diagnostics: [String] = []

    // Springs: the pointer outline (centre, size, corner radius), its opacity, and the
    // effect on the current view (scale, parallax shift, shadow, tint).
    var cx = SpringValue(0), cy = SpringValue(0), width = SpringValue(19), height = SpringValue(19)
    var radius = SpringValue(9.5), opacity = SpringValue(1)
    var effectScale = SpringValue(1), effectDX = SpringValue(0), effectDY = SpringValue(0)
    var effectShadow = SpringValue(0), effectTint = SpringValue(0)
    /// The view the effect springs act on (kept until they settle back after it is left).
    var effectView: UIView?
    var effectKind: ResolvedEffect = .none
    var customPath: Path?
    var transitions: [PointerAnimator] = []
    var spareAnimator = PointerAnimator()
    /// View property changes drawn as blends, oldest first.
    var viewAnimations: [ViewAnimation] = []
    /// Where a toss asked the pointer to go; the device's pipeline applies it.
    var pendingWarp: CGPoint?

    /// The effect in force, after `automatic` is resolved.
    enum ResolvedEffect: Equatable {
        case none, highlight, lift, hover(UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)
    }

    func attach(to window: UIWindow) { self.window = window }

    func note(_ message: String) {
        if diagnostics.count == 32 { diagnostics.removeFirst() }
        diagnostics.append(message)
    }

    // MARK: Input

    /// The pointer moved (or hover was re-evaluated): resolve region and style.
    func pointerMoved(to point: CGPoint, event: PointerEvent, path: [UIView]) {
        let moved = point != location || !inWindow
        // Hover re-evaluations under a still pointer carry no device: only real moves count.
        if moved, event.device == .trackpad || event.device == .mouse { device = event.device }
        if moved, event.kind == .motion {
            if event.timestamp > lastMotion {
                let dt = event.timestamp - lastMotion
                let instant = Point(x: Double(point.x - location.x) / dt, y: Double(point.y - location.y) / dt)
                velocity = dt > 0.1 || !fingerDown ? instant : velocity * 0.5 + instant * 0.5
            }
            lastMotion = max(lastMotion, event.timestamp)
            fingerDown = device == .trackpad
        }
        if !inWindow { cx.snap(to: Double(point.x)); cy.snap(to: Double(point.y)) }
        location = point
        inWindow = true
        buttons = event.buttons
        modifiers = event.modifiers
        now = max(now, event.timestamp)
        resolve(path: path)
    }

    /// The pointer left the window.
    func pointerExited() {
        inWindow = false
        transition(to: nil)
    }

    var currentStyleShowsPointer: Bool {
        guard let current else { return true }
        if case .hidden? = current.style?.kind { return false }
        return true
    }

    // MARK: Region and style

    func resolve(path: [UIView]) {
        // Latching: while the primary button is held in a region with latching axes, the
        // style stays and the pointer moves freely.
        if let current, buttons.contains(.primary), !current.region.latchingAxes.isEmpty { updateTargets(); return }
        var found: (UIPointerInteraction, UIView)?
        search: for view in path {
            for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
                found = (interaction, view)
                break search
            }
        }
        guard let (interaction, view) = found else { transition(to: nil); return }
        let local = view.convert(location, from: window)
        guard let region = interaction.region(at: local, modifiers: modifiers, in: view) else { transition(to: nil); return }
        let rect = region.rect.pk
        guard rect.isFinite, rect.width > 0 || rect.height > 0 else {
            note("region \(rect) of \(view.describe) is not a finite rectangle: ignored")
            transition(to: nil); return
        }
        guard rect.standardized.insetBy(dx: -1e-9, dy: -1e-9).contains(local.pk) else {
            note("region \(rect) of \(view.describe) does not contain the pointer \(local.pk): ignored")
            transition(to: nil); return
        }
        if let current, current.interaction === interaction, current.view === view,
           current.region.rect.pk.standardized == rect.standardized, current.region.identifier == region.identifier,
           current.generation == interaction.generation {
            updateTargets()
            return
        }
        // The old region's exit comes before the new region's style and entry.
        let animator = beginTransition()
        if let old = current { old.interaction.delegate?.pointerInteraction(old.interaction, willExit: old.region, animator: animator) }
        current = nil
        let generation = interaction.generation
        let style = interaction.style(for: region)
        guard view.window === window, view.storedInteractions.contains(where: { $0 === interaction }) else {
            note("\(view.describe) or its interaction went away while being asked for a style")
            applyStyle(); finish(animator); return
        }
        current = Current(interaction: interaction, view: view, region: region, style: style, generation: generation)
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        applyStyle()
        finish(animator)
    }

    func transition(to nothing: Void?) {
        guard let old = current else { applyStyle(); return }
        let animator = beginTransition()
        current = nil
        old.interaction.delegate?.pointerInteraction(old.interaction, willExit: old.region, animator: animator)
        applyStyle()
        finish(animator)
    }

    func beginTransition() -> PointerAnimator {
        // A new transition interrupts those still running: their completions get false.
        for running in transitions { running.complete(finished: false) }
        transitions.removeAll(keepingCapacity: true)
        // Reuse the last animator when nothing kept it (no completions, not captured): a
        // region change then allocates nothing.
        if isKnownUniquelyReferenced(&spareAnimator) { spareAnimator.reset(); return spareAnimator }
        spareAnimator = PointerAnimator()
        return spareAnimator
    }

    func finish(_ animator: PointerAnimator) {
        if animator.hasAnimations {
            let animation = ViewAnimation()
            ViewAnimation.recording = animation
            animator.runAnimations()
            ViewAnimation.recording = nil
            if !animation.isEmpty { viewAnimations.append(animation) }
        }
        if animator.hasCompletions { transitions.append(animator) }
    }
}

extension UIView {
    /// A short description for diagnostics.
    var describe: String { accessibilityIdentifier.map { "view '\($0)'" } ?? "a \(type(of: self))" }
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
