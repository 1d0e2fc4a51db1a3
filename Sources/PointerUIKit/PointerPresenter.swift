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
    /// What the pointer is over.
    struct Current {
        let interaction: UIPointerInteraction
        let view: UIView
        let region: UIPointerRegion
        let style: UIPointerStyle?
        let generation: Int
    }

    /// Everything the presenter reads and writes while resolving a move and stepping its
    /// springs. One stored value, so that one exclusivity opt-out covers it; the properties
    /// below forward to it.
    struct State {
        unowned var window: UIWindow? = nil
        var configuration: PointerConfiguration = PointerConfiguration()
        var current: Current? = nil
        var location: CGPoint = .zero
        var inWindow: Bool = false
        var buttons: UIEvent.ButtonMask = []
        var modifiers: UIKeyModifierFlags = []
        var device: DeviceKind = .mouse
        var lastMotion: Double = 0
        var now: Double = 0
        var lastFrame: Double = 0
        var followingX: Bool = true
        var followingY: Bool = true
        var velocity: Point = .zero
        var fingerDown: Bool = false
        var needsUpdate: Bool = false
        var showsRegions: Bool = false
        var diagnostics: [String] = []
        var cx: SpringValue = SpringValue(0)
        var cy: SpringValue = SpringValue(0)
        var width: SpringValue = SpringValue(19)
        var height: SpringValue = SpringValue(19)
        var radius: SpringValue = SpringValue(9.5)
        var opacity: SpringValue = SpringValue(1)
        var effectScale: SpringValue = SpringValue(1)
        var effectDX: SpringValue = SpringValue(0)
        var effectDY: SpringValue = SpringValue(0)
        var effectShadow: SpringValue = SpringValue(0)
        var effectTint: SpringValue = SpringValue(0)
        var effectView: UIView? = nil
        var effectKind: ResolvedEffect = .none
        var customPath: Path? = nil
        var transitions: [PointerAnimator] = []
        var spareAnimator: PointerAnimator
        var viewAnimations: [ViewAnimation] = []
        var pendingWarp: CGPoint? = nil
    }
    // Benchmarks `pointer move, 10000 views` and `region and style per move` (callgrind,
    // instructions per move): 5,736 with dynamic exclusivity checks on this state,
    // 4,925 without (others unchecked; README, Speed).
    @exclusivity(unchecked) private var state = State(spareAnimator: PointerAnimator())

    var window: UIWindow! { get { state.window } set { state.window = newValue } }
    var configuration: PointerConfiguration { get { state.configuration } _modify { yield &state.configuration } }
    var current: Current? { get { state.current } _modify { yield &state.current } }
    var location: CGPoint { get { state.location } _modify { yield &state.location } }
    var inWindow: Bool { get { state.inWindow } _modify { yield &state.inWindow } }
    var buttons: UIEvent.ButtonMask { get { state.buttons } _modify { yield &state.buttons } }
    var modifiers: UIKeyModifierFlags { get { state.modifiers } _modify { yield &state.modifiers } }
    var device: DeviceKind { get { state.device } _modify { yield &state.device } }
    var lastMotion: Double { get { state.lastMotion } _modify { yield &state.lastMotion } }
    var now: Double { get { state.now } _modify { yield &state.now } }
    /// The time of the last frame the springs were stepped to.
    var lastFrame: Double { get { state.lastFrame } _modify { yield &state.lastFrame } }
    /// True while the drawn pointer sits exactly on the device's position along x (along y).
    var followingX: Bool { get { state.followingX } _modify { yield &state.followingX } }
    var followingY: Bool { get { state.followingY } _modify { yield &state.followingY } }
    var velocity: Point { get { state.velocity } _modify { yield &state.velocity } }
    var fingerDown: Bool { get { state.fingerDown } _modify { yield &state.fingerDown } }
    var needsUpdate: Bool { get { state.needsUpdate } _modify { yield &state.needsUpdate } }
    var showsRegions: Bool { get { state.showsRegions } _modify { yield &state.showsRegions } }
    /// Diagnostics about delegate answers that were clamped or ignored, most recent last
    /// (at most 32 kept).
    var diagnostics: [String] { get { state.diagnostics } _modify { yield &state.diagnostics } }
    /// Springs: the pointer outline (centre, size, corner radius), its opacity, and the effect on
    /// the current view (scale, parallax shift, shadow, tint).
    var cx: SpringValue { get { state.cx } _modify { yield &state.cx } }
    var cy: SpringValue { get { state.cy } _modify { yield &state.cy } }
    var width: SpringValue { get { state.width } _modify { yield &state.width } }
    var height: SpringValue { get { state.height } _modify { yield &state.height } }
    var radius: SpringValue { get { state.radius } _modify { yield &state.radius } }
    var opacity: SpringValue { get { state.opacity } _modify { yield &state.opacity } }
    var effectScale: SpringValue { get { state.effectScale } _modify { yield &state.effectScale } }
    var effectDX: SpringValue { get { state.effectDX } _modify { yield &state.effectDX } }
    var effectDY: SpringValue { get { state.effectDY } _modify { yield &state.effectDY } }
    var effectShadow: SpringValue { get { state.effectShadow } _modify { yield &state.effectShadow } }
    var effectTint: SpringValue { get { state.effectTint } _modify { yield &state.effectTint } }
    /// The view the effect springs act on (kept until they settle back after it is left).
    var effectView: UIView? { get { state.effectView } _modify { yield &state.effectView } }
    var effectKind: ResolvedEffect { get { state.effectKind } _modify { yield &state.effectKind } }
    var customPath: Path? { get { state.customPath } _modify { yield &state.customPath } }
    var transitions: [PointerAnimator] { get { state.transitions } _modify { yield &state.transitions } }
    var spareAnimator: PointerAnimator { get { state.spareAnimator } _modify { yield &state.spareAnimator } }
    /// View property changes drawn as blends, oldest first.
    var viewAnimations: [ViewAnimation] { get { state.viewAnimations } _modify { yield &state.viewAnimations } }
    /// Where a toss asked the pointer to go; the device's pipeline applies it.
    var pendingWarp: CGPoint? { get { state.pendingWarp } _modify { yield &state.pendingWarp } }

    /// The effect in force, after `automatic` is resolved.
    enum ResolvedEffect: Equatable {
        case none, highlight, lift, hover(UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)
    }

    func attach(to window: UIWindow) { self.window = window }

    func note(_ message: String) {
        // Said once while it lasts: a bad style is met again on every move.
        if diagnostics.last == message { return }
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
            // Velocity is measured between positions in the window: the first move after the
            // pointer enters has no previous position to measure from.
            if !inWindow {
                velocity = .zero
            } else if event.timestamp > lastMotion {
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
        guard var region = interaction.region(at: local, modifiers: modifiers, in: view) else { transition(to: nil); return }
        var rect = region.rect.pk
        guard rect.isFinite, rect.width > 0 || rect.height > 0 else {
            note("region \(rect) of \(view.describe) is not a finite rectangle: ignored")
            transition(to: nil); return
        }
        let limit = Double(GeometryLimits.coordinate), r = rect.standardized
        if r.minX < -limit || r.minY < -limit || r.maxX > limit || r.maxY > limit {
            rect = r.intersection(Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)) ?? .zero
            note("region \(region.rect) of \(view.describe) reaches beyond ±1e9 pt: clamped")
            let clamped = UIPointerRegion(rect: CGRect(rect), identifier: region.identifier)
            clamped.latchingAxes = region.latchingAxes
            region = clamped
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
