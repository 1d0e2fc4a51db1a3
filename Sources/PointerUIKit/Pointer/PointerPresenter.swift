import Foundation
import PointerGeometry
import PointerEngine
import PointerInput

/// A window's adaptive pointer, as UIKit presents it: the adapter between UIKit objects and
/// the engine's `AdaptivePointer`. It answers the engine's questions from UIViews
/// (`AdaptivePointerHost`), turns UIKit styles into engine values, calls the delegates
/// (`willEnter`, `willExit` with an animator) and runs animator blocks (the host's answers
/// are in `PointerPresenter+Host.swift`, the value conversions in `+Values`). The router calls
/// `pointerMoved` after each hover update and `frame(at:)` every frame;
/// `UIWindow.pointerScene()` reads it.
@preconcurrency @MainActor
final class PointerPresenter {
    /// A region the app gave, with the objects behind it. Its view, and its style (whose
    /// preview may hold views), are let go of as soon as such a view leaves the window
    /// (`viewLeftWindow`); the region itself is left at the next hover evaluation.
    struct Current {
        let interaction: UIPointerInteraction
        var view: UIView?
        let region: UIPointerRegion
        var style: UIPointerStyle?
    }

    /// The adapter's UIKit-side state, one stored value so that one exclusivity opt-out covers
    /// it; the properties below forward to it.
    struct State {
        unowned var window: UIWindow? = nil
        var current: Current? = nil
        /// The current style's preview view and the container its shape is read in.
        var previewView: UIView? = nil
        var containerView: UIView? = nil
        /// The view the effect springs draw on (kept until they settle after it is left).
        var effectView: UIView? = nil
        /// The handles of the views above, compared before any view is loaded (a view's
        /// reference count lives in a side table once it is weakly referenced: loading it is slow).
        var regionHandle: HostHandle? = nil
        var previewHandle: HostHandle? = nil
        var containerHandle: HostHandle? = nil
        var effectHandle: HostHandle? = nil
        /// The views the pointer left, still settling back (the engine's `leaving`), with
        /// their handles; each is let go of once it has settled or leaves the window.
        var leavingViews: [(handle: HostHandle, view: UIView)] = []
        /// The engine's token for the current region's identifier, and the last token given.
        var identifierToken: UInt = 0
        /// The current region's identifier (compared without loading the region's objects).
        var currentIdentifier: AnyHashable? = nil
        var currentHasIdentifier = false
        var lastToken: UInt = 0
        var buttons: UIEvent.ButtonMask = []
        var modifiers: UIKeyModifierFlags = []
        var needsUpdate: Bool = false
        var showsRegions: Bool = false
        /// A copy of the engine's tuning, for host answers given while the engine is busy.
        var tuning = PointerConfiguration()
        var transitions: [PointerAnimator] = []
        var spareAnimator: PointerAnimator
        var viewAnimations: [ViewAnimation] = []
        /// `UIView.transition` blends running, oldest first.
        var viewTransitions: [ViewTransition] = []
        /// The view whose scene layers the next `pointerScene()` keeps (a transition's "before").
        weak var capturing: UIView?
        var captured: [PointerScene.Layer] = []
    }
    // Why unchecked: the benchmark named on the next line (Benchmarks/PointerPipeline), measured with callgrind on its fixture (Speed article).
    @exclusivity(unchecked) var state = State(spareAnimator: PointerAnimator())  // benchmark "pointer move, 10000 views": 4,925 instructions a move without checks on this state, 5,736 with
    /// The engine: input, region, style, springs. Host answers read only `state`, and app code
    /// runs only between engine calls, so no access to it overlaps another.
    // Exclusivity checks stay on: they cost about 5 % of a move (benchmark "pointer move,
    // 10000 views", p50 733-759 ns with them, 699-711 ns without, one session).
    var engine = AdaptivePointer()

    var window: UIWindow! { get { state.window } set { state.window = newValue } }
    var current: Current? {
        get { state.current }
        set {
            state.current = newValue
            // No `Optional.map` closure: each call of a closure made here checks the main actor.
            if let view = newValue?.view { state.regionHandle = Self.handle(view) } else { state.regionHandle = nil }
        }
    }
    var buttons: UIEvent.ButtonMask { get { state.buttons } _modify { yield &state.buttons } }
    var modifiers: UIKeyModifierFlags { get { state.modifiers } _modify { yield &state.modifiers } }
    var needsUpdate: Bool { get { state.needsUpdate } _modify { yield &state.needsUpdate } }
    var showsRegions: Bool { get { state.showsRegions } _modify { yield &state.showsRegions } }
    /// The view the effect springs act on.
    var effectView: UIView? { state.effectView }
    /// The views the pointer left that are still settling back.
    var leavingViews: [(handle: HostHandle, view: UIView)] { state.leavingViews }
    var transitions: [PointerAnimator] { get { state.transitions } _modify { yield &state.transitions } }
    var spareAnimator: PointerAnimator { get { state.spareAnimator } _modify { yield &state.spareAnimator } }
    /// View property changes drawn as blends, oldest first.
    var viewAnimations: [ViewAnimation] { get { state.viewAnimations } _modify { yield &state.viewAnimations } }
    /// `UIView.transition` blends running, oldest first.
    var viewTransitions: [ViewTransition] { get { state.viewTransitions } _modify { yield &state.viewTransitions } }
    var capturing: UIView? { get { state.capturing } set { state.capturing = newValue } }
    var captured: [PointerScene.Layer] { get { state.captured } _modify { yield &state.captured } }

    /// How the pointer looks and feels.
    var configuration: PointerConfiguration {
        get { state.tuning }
        set { state.tuning = newValue; engine.tuning = newValue }
    }
    /// Diagnostics about delegate answers that were clamped or ignored, most recent last.
    var diagnostics: [String] { engine.diagnostics }
    /// The effect in force, `automatic` resolved.
    var effectKind: PointerEffectKind { engine.effect }
    /// The springs the scene draws.
    var centerX: SpringValue { engine.centerX }
    var centerY: SpringValue { engine.centerY }
    var isSettled: Bool { viewAnimations.isEmpty && viewTransitions.isEmpty && engine.isSettled }

    func attach(to window: UIWindow) { self.window = window }

    func note(_ message: String) { engine.note(message) }

    // MARK: Input

    /// The pointer moved (or hover was re-evaluated): the engine arbitrates the region.
    func pointerMoved(to point: CGPoint, event: PointerEvent, path: [UIView]) {
        buttons = event.buttons
        modifiers = event.modifiers
        let held = event.buttons.contains(.primary), isMotion = event.kind == .motion
        guard let (interaction, view) = firstPointerInteraction(on: path) else {
            // No interaction under the pointer: one engine call.
            var host = Host(presenter: self)
            let change = engine.moveOutsideRegions(to: Point(point), at: event.timestamp, device: event.device, isMotion: isMotion,
                                                   primaryHeld: held, host: &host)
            apply(change, found: nil)
            return
        }
        guard engine.move(to: Point(point), at: event.timestamp, device: event.device, isMotion: isMotion, primaryHeld: held) else {
            // A latching region holds: only the springs follow the pointer.
            var host = Host(presenter: self)
            engine.updateTargets(host: &host)
            return
        }
        // The app's regionFor runs here, outside any engine call.
        guard let found = lookUpRegion(interaction, on: view, at: point) else {
            var host = Host(presenter: self)
            apply(engine.arbitrate(nil, host: &host), found: nil)
            return
        }
        // No app code runs from here until the engine has answered: the found view is located
        // once, for the arbitration and the springs.
        var host = Host(presenter: self, candidate: found.view,
                        found: (found.value.view, toWindow(found.view), Rect(found.view.storedBounds)))
        let change = engine.arbitrate((found.value, found.local), host: &host)
        // An unchanged region (most moves) hands nothing on: no copy of the found objects.
        if case .changed = change { apply(change, found: found) }
    }

    /// The pointer left the window.
    func pointerExited() {
        var host = Host(presenter: self)
        apply(engine.exit(host: &host), found: nil)
    }

    /// Steps the springs and the blends of animated view properties; completes transitions
    /// once everything has settled.
    func frame(at time: Double) {
        if needsUpdate { needsUpdate = false }
        var host = Host(presenter: self)
        // A toss asks for the magnets at its landing point, and finding them runs app code (the
        // hit test's overrides, `isHidden`): asked here, before the frame mutates the engine.
        if let landing = engine.tossLanding(at: time) {
            var onHitPath: [Rect] = [], all: [Rect] = []
            forEachKnownMagnet(onHitPathAt: landing) { onHitPath.append($0); return false }
            forEachKnownMagnet { all.append($0) }
            host.tossMagnets = (onHitPath, all)
        }
        guard let step = engine.step(to: time, host: &host) else { return }
        if state.leavingViews.count != engine.leaving.count { syncLeavingViews() }
        if !viewAnimations.isEmpty {
            let spring = state.tuning.spring
            for animation in viewAnimations { animation.step(step.seconds, spring: spring) }
            viewAnimations.removeAll { $0.isFinished }
        }
        guard step.settled, viewAnimations.isEmpty else { return }
        if !transitions.isEmpty {
            let done = transitions
            transitions.removeAll(keepingCapacity: true)
            for animator in done { animator.complete(finished: true) }
        }
        if !step.hasEffectView { state.effectView = nil; state.effectHandle = nil }
    }

    /// Re-aims the springs (after the configuration changed).
    func updateTargets() {
        var host = Host(presenter: self)
        engine.updateTargets(host: &host)
    }

    // MARK: Region changes

    /// Tells the app of a region change the engine made (the springs already follow an
    /// unchanged region), asks the new region's style and hands it to the engine.
    private func apply(_ change: AdaptivePointer.RegionChange, found: consuming Found?) {
        guard case .changed(let exited, let entered) = change else { return }
        var host = Host(presenter: self)
        // The old region's exit comes before the new region's style and entry.
        let animator = beginTransition()
        if exited != nil, let old = current {
            old.interaction.activeDelegate?.pointerInteraction(old.interaction, willExit: old.region, animator: animator)
        }
        current = nil
        guard entered != nil, let new = found else {
            setStyleViews(nil)
            engine.enter(nil, host: &host)
            finish(animator)
            return
        }
        let style = new.interaction.style(for: new.region)
        guard new.view.window === window, new.view.storedInteractions.containsObject(new.interaction) else {
            note("\(new.view.describe) or its interaction went away while being asked for a style")
            engine.dropRegion()
            setStyleViews(nil)
            engine.enter(nil, host: &host)
            finish(animator)
            return
        }
        current = Current(interaction: new.interaction, view: new.view, region: new.region, style: style)
        state.identifierToken = new.value.identifier
        state.currentIdentifier = new.region.identifier
        state.currentHasIdentifier = new.region.hasIdentifier
        new.interaction.activeDelegate?.pointerInteraction(new.interaction, willEnter: new.region, animator: animator)
        setStyleViews(style)
        // The region's view is located once, after the last app code (`willEnter`) ran: the
        // engine asks for its transform and bounds several times while it enters the style.
        host.found = (new.value.view, toWindow(new.view), Rect(new.view.storedBounds))
        host.candidate = new.view
        engine.enter(value(of: style, in: new.view), host: &host)
        // A view just left is appended: the count or the last handle tells.
        if state.leavingViews.count != engine.leaving.count || state.leavingViews.last?.handle != engine.leaving.last?.view {
            syncLeavingViews()
        }
        if let handle = engine.effectView, handle != state.effectHandle, let view = view(for: handle) {
            state.effectView = view; state.effectHandle = handle
        }
        if let style, !style.accessories.isEmpty { engine.setAccessories(style.accessories.map(\.value)) }
        new.interaction.remember(new.region, magnetic: engine.effect.isMagnetic)
        finish(animator)
    }

    func beginTransition() -> PointerAnimator {
        // A new transition interrupts those still running: their completions get false.
        if !state.transitions.isEmpty {
            for running in transitions { running.complete(finished: false) }
            transitions.removeAll(keepingCapacity: true)
        }
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

    private func setStyleViews(_ style: UIPointerStyle?) {
        if case .effect(let effect, _)? = style?.kind {
            state.previewView = effect.preview.view
            state.containerView = effect.preview.shapeContainer
            state.previewHandle = Self.handle(effect.preview.view)
            state.containerHandle = Self.handle(effect.preview.shapeContainer)
        } else {
            state.previewView = nil; state.containerView = nil
            state.previewHandle = nil; state.containerHandle = nil
        }
    }
}

extension UIView {
    /// A short description for diagnostics.
    var describe: String { accessibilityIdentifier.map { "view '\($0)'" } ?? "a \(type(of: self))" }
}

extension Array where Element == any UIInteraction {
    /// Whether `interaction` is one of the elements: a loop, not `contains(where:)`, since each
    /// call of a closure made in main-actor code checks the actor at run time.
    func containsObject(_ interaction: UIPointerInteraction) -> Bool {
        for element in self where element === interaction { return true }
        return false
    }
}
