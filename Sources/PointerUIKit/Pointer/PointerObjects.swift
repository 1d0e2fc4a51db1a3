import Foundation
import PointerGeometry
import PointerEngine
import PointerInput
import PointerRender

/// The UIKit objects behind a window's pointer system: the current region and style the app
/// gave, the handles of the objects the system names (the region's interaction and view, the
/// preview's views, the effect's, those settling back: resolved through `HostObjects`, held by
/// nothing here), the transitions' animators and the view animations. It decides nothing: the router's driver
/// (`PointerRouter+Driver.swift`) carries out the system's requests with it, calling the
/// delegates (`regionFor`, `styleFor`, `willEnter`, `willExit` with an animator) and running
/// animator blocks; its answers to the system's geometry questions are in `+Host.swift`, the
/// value conversions in `+Values`. `UIWindow.pointerScene()` reads it.
@preconcurrency @MainActor
final class PointerObjects {
    /// A region the app gave, and the handles of the interaction and view behind it (what its
    /// style is, `State.styleFacts`, is kept beside it, so that copying this stays cheap). The
    /// view is no longer named, and the style is forgotten, as soon as such a view leaves the
    /// window (`viewLeftWindow`); the region itself is left at the next hover evaluation.
    @MainActor struct Current {
        let interactionHandle: HostHandle
        var viewHandle: HostHandle?
        let region: UIPointerRegion
        /// The region's interaction; nil once it has been freed.
        var interaction: UIPointerInteraction? { HostObjects.interaction(interactionHandle) }
        /// The region's view; nil once it has left the window or been freed.
        var view: UIView? {
            guard let viewHandle else { return nil }
            return HostObjects.view(viewHandle)
        }
    }

    /// The adapter's UIKit-side state, one stored value so that one exclusivity opt-out covers
    /// it; the properties below forward to it.
    struct State {
        unowned var window: UIWindow? = nil
        /// The window's handle, the hover path's root, compared without loading the unowned
        /// reference.
        var windowHandle: HostHandle? = nil
        var current: Current? = nil
        /// The current region's view's handle (the region's own: nil once the view left).
        var regionHandle: HostHandle? { current?.viewHandle }
        /// The handles of the other views the system names: the current style's preview view
        /// and the container its shape is read in, and the view the effect springs draw on
        /// (named until they settle after it is left). Each is dropped when its view leaves the
        /// window.
        var previewHandle: HostHandle? = nil
        var containerHandle: HostHandle? = nil
        var effectHandle: HostHandle? = nil
        /// The views the pointer left, still settling back (the engine's `leaving`); each is
        /// dropped once it has settled or leaves the window.
        var leavingHandles: [HostHandle] = []
        /// What the current region's style is (never the style itself, whose preview holds
        /// views: `StyleFacts`); nil with no region or no style, or once its view left.
        var styleFacts: StyleFacts? = nil
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
        var transitions: [PointerAnimator] = []
        var spareAnimator: PointerAnimator
        var viewAnimations: [ViewAnimation] = []
        /// `UIView.transition` blends running, oldest first.
        var viewTransitions: [ViewTransition] = []
        /// The view whose scene layers the next `pointerScene()` keeps (a transition's "before").
        weak var capturing: UIView?
        var captured: [PointerScene.Layer] = []
        /// The region just found (`.lookUpRegion`), with its objects, kept for the style and the
        /// entry that may follow in the same dispatch; let go of when the dispatch ends.
        var found: Found? = nil
    }
    // Why unchecked: the benchmark named on the next line (Benchmarks/PointerPipeline), measured with callgrind on its fixture (Speed article).
    @exclusivity(unchecked) var state = State(spareAnimator: PointerAnimator())  // benchmark "pointer move, 10000 views": 4,925 instructions a move without checks on this state, 5,736 with
    var window: UIWindow! {
        get { state.window }
        set {
            state.window = newValue
            state.windowHandle = newValue?.pointerHandle
        }
    }
    var current: Current? { get { state.current } set { state.current = newValue } }
    var buttons: UIEvent.ButtonMask { get { state.buttons } _modify { yield &state.buttons } }
    var modifiers: UIKeyModifierFlags { get { state.modifiers } _modify { yield &state.modifiers } }
    var needsUpdate: Bool { get { state.needsUpdate } _modify { yield &state.needsUpdate } }
    var showsRegions: Bool { get { state.showsRegions } _modify { yield &state.showsRegions } }
    /// The view the effect springs act on.
    var effectView: UIView? {
        guard let handle = state.effectHandle else { return nil }
        return HostObjects.view(handle)
    }
    var transitions: [PointerAnimator] { get { state.transitions } _modify { yield &state.transitions } }
    var spareAnimator: PointerAnimator { get { state.spareAnimator } _modify { yield &state.spareAnimator } }
    /// View property changes drawn as blends, oldest first.
    var viewAnimations: [ViewAnimation] { get { state.viewAnimations } _modify { yield &state.viewAnimations } }
    /// `UIView.transition` blends running, oldest first.
    var viewTransitions: [ViewTransition] { get { state.viewTransitions } _modify { yield &state.viewTransitions } }
    var capturing: UIView? { get { state.capturing } set { state.capturing = newValue } }
    var captured: [PointerScene.Layer] { get { state.captured } _modify { yield &state.captured } }

    /// The window's pointer system (the router's).
    var system: PointerSystem<HostHandle> { _read { yield state.window!.router.system } }
    /// How the pointer looks and feels: the system's, the one copy (read between two calls into
    /// the system, where every user of it runs; the default before a window is attached).
    var configuration: PointerConfiguration {
        get { state.window?.router.system.configuration ?? PointerConfiguration() }
        set { state.window?.router.system.configuration = newValue }
    }
    /// Diagnostics about delegate answers that were clamped or ignored, most recent last.
    var diagnostics: [String] { system.diagnostics }
    /// The effect in force, `automatic` resolved.
    var effectKind: PointerEffectKind { system.effect }
    /// Where the pointer is drawn now.
    var visibleLocation: Point { system.visibleLocation }
    var isSettled: Bool { viewAnimations.isEmpty && viewTransitions.isEmpty && system.isSettled }

    func attach(to window: UIWindow) { self.window = window }

    /// Records a diagnostic with the system's.
    func note(_ message: String) { state.window?.router.system.note(message) }

    /// The system's host for one call: this object's answers.
    func host() -> Host { Host(presenter: self) }

    // MARK: What the system asks (carried out by `PointerRouter+Driver.swift`)

    /// `.lookUpRegion`: the first enabled pointer interaction on `path` asked for its region at
    /// `point` (app code: `regionFor`); nil when there is none, or it gave none. What it found is
    /// kept (`state.found`) for the style and entry that may follow, its view located in `host`
    /// for the answer, after the app's `regionFor` returned.
    func lookUpRegion(at point: Point, path: [HostHandle], event: PointerEvent, host: inout Host) -> (PointerRegionValue, Point)? {
        buttons = event.buttons
        modifiers = event.modifiers
        guard let (interaction, view) = firstPointerInteraction(on: path, host: host),
              let found = lookUpRegion(interaction, on: view, at: CGPoint(point)) else {
            forgetFound()
            return nil
        }
        let answer = (found.value, found.local)
        locate(found, in: &host)
        state.found = consume found
        return answer
    }

    /// Lets go of the region found in this dispatch, and its objects.
    func forgetFound() { if state.found != nil { state.found = nil } }

    /// Locates `found`'s view for the answer that gives it (`host.found`): once, after the
    /// app's `regionFor` returned, for the arbitration and the springs.
    func locate(_ found: Found, in host: inout Host) {
        host.candidate = found.view
        host.found = (found.value.view, toWindow(found.view), Rect(found.view.storedBounds))
    }

    /// `.regionWillChange`: the old region's exit is told (app code: `willExit`), before the new
    /// region's style and entry. Returns the transition's animator.
    func regionWillChange(exited: Bool) -> PointerAnimator {
        let animator = beginTransition()
        if exited, let old = current, let interaction = old.interaction {
            interaction.activeDelegate?.pointerInteraction(interaction, willExit: old.region, animator: animator)
        }
        current = nil
        if state.styleFacts != nil { state.styleFacts = nil }
        setStyleViews(nil)
        return animator
    }

    /// `.style`: asks the found region's interaction for its style and tells the app the region
    /// is entered (app code: `styleFor`, `willEnter`). `entering` is the region the system
    /// entered: the one found just before (its rectangle standardised), anything else has no
    /// objects here. Returns the answer; `host` has the region's view located after the last
    /// app code ran.
    func style(entering entered: PointerRegionValue?, animator: PointerAnimator, host: inout Host) -> StyleAnswer {
        if let entered, let candidate = state.found,
           candidate.value.view != entered.view || candidate.value.interaction != entered.interaction {
            state.found = nil
        }
        guard let new = state.found else { return .regionGone }
        let style = new.interaction.style(for: new.region)
        guard new.view.window === window, new.view.storedInteractions.containsObject(new.interaction) else {
            note("\(new.view.describe) or its interaction went away while being asked for a style")
            state.found = nil
            return .regionGone
        }
        current = Current(interactionHandle: new.value.interaction, viewHandle: new.value.view, region: new.region)
        // A delegate's default answer (the system pointer) has no facts worth keeping: the
        // activity reads "system pointer" for no facts, as for it.
        if let style, style !== UIPointerStyle.notImplemented { state.styleFacts = StyleFacts(style) }
        state.identifierToken = new.value.identifier
        state.currentIdentifier = new.region.identifier
        state.currentHasIdentifier = new.region.hasIdentifier
        new.interaction.activeDelegate?.pointerInteraction(new.interaction, willEnter: new.region, animator: animator)
        setStyleViews(style)
        var accessories: [PointerAccessoryValue] = []
        if let style, !style.accessories.isEmpty { accessories = style.accessories.map(\.value) }
        locate(new, in: &host)
        return .style(value(of: style, in: new.view), accessories: accessories)
    }

    /// `.regionEntered`: holds the views the system now names (the effect's, those settling
    /// back), lets the interaction remember the region for tosses, and runs the transition's
    /// animations (app code). The found region is let go of.
    func regionEntered(animator: PointerAnimator) {
        let found = state.found.take()
        let system = self.system
        // A view just left is appended: the count or the last handle tells.
        if state.leavingHandles.count != system.leaving.count || state.leavingHandles.last != system.leaving.last?.view {
            syncLeavingViews()
        }
        if let handle = system.effectView, handle != state.effectHandle, isNamed(handle) { state.effectHandle = handle }
        if let found, current != nil { found.interaction.remember(found.region, magnetic: system.effect.isMagnetic) }
        finish(animator)
    }

    /// `.tossMagnets`: the known magnets on the hit path at `landing` and all of them (finding
    /// them runs app code: the hit test's overrides, `isHidden`).
    func tossMagnets(landing: Point) -> TossMagnets {
        var magnets = TossMagnets()
        forEachKnownMagnet(onHitPathAt: landing) { magnets.onHitPath.append($0); return false }
        forEachKnownMagnet { magnets.all.append($0) }
        return magnets
    }

    /// `.framed`: steps the blends of animated view properties with the springs; completes the
    /// transitions once everything has settled (app code).
    func framed(_ step: AdaptivePointer.FrameStep) {
        if state.leavingHandles.count != system.leaving.count { syncLeavingViews() }
        if !viewAnimations.isEmpty {
            let spring = configuration.spring
            for animation in viewAnimations { animation.step(step.seconds, spring: spring) }
            viewAnimations.removeAll { $0.isFinished }
        }
        guard step.settled, viewAnimations.isEmpty else { return }
        if !transitions.isEmpty {
            let done = transitions
            transitions.removeAll(keepingCapacity: true)
            for animator in done { animator.complete(finished: true) }
        }
        if !step.hasEffectView { state.effectHandle = nil }
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

    func setStyleViews(_ style: UIPointerStyle?) {
        if case .effect(let effect, _)? = style?.kind {
            state.previewHandle = Self.handle(effect.preview.view)
            state.containerHandle = Self.handle(effect.preview.shapeContainer)
        } else {
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
