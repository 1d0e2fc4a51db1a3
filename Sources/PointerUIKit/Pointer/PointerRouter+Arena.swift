import Foundation
import PointerEngine

/// The router's side of the gesture arena: who takes part in the input in progress, and
/// waking recognizers that waited for another to fail. Walks lists in place and reuses
/// sets, so a click resolves without allocating.
extension PointerRouter {
    /// Whether a recognizer taking part in the touches, scroll or transform in progress
    /// satisfies `predicate`.
    func participantsContain(where predicate: (UIGestureRecognizer) -> Bool) -> Bool {
        if let click = clickTouch, click.recognizers.contains(where: predicate) { return true }
        for entry in contactTouches where entry.touch.recognizers.contains(where: predicate) { return true }
        let (scroll, transform) = system.latchedMembers
        for handle in scroll { if let r = HostObjects.recognizer(handle), predicate(r) { return true } }
        for handle in transform { if let r = HostObjects.recognizer(handle), predicate(r) { return true } }
        return false
    }

    /// Calls `body` for each recognizer taking part in the touches, scroll or transform in
    /// progress (one taking part in several is visited once for each).
    func forEachParticipant(_ body: (UIGestureRecognizer) -> Void) {
        if let click = clickTouch { for r in click.recognizers { body(r) } }
        for entry in contactTouches { for r in entry.touch.recognizers { body(r) } }
        let (scroll, transform) = system.latchedMembers
        for handle in scroll { if let r = HostObjects.recognizer(handle) { body(r) } }
        for handle in transform { if let r = HostObjects.recognizer(handle) { body(r) } }
    }

    /// A one-touch set reused for every delivery (a literal would allocate per event).
    func touchSet(_ touch: UITouch) -> Set<UITouch> {
        singleTouch.removeAll(keepingCapacity: true)
        singleTouch.insert(touch)
        return singleTouch
    }

    /// The same, kept apart for cancellations sent while a delivery's set is in use.
    func cancelSet(_ touch: UITouch) -> Set<UITouch> {
        cancelTouch.removeAll(keepingCapacity: true)
        cancelTouch.insert(touch)
        return cancelTouch
    }

    // MARK: Arena bookkeeping

    /// Takes `recognizer` out of the input in progress: the touches, scroll and transform it
    /// takes part in (and touches kept after theirs ended), the waiting list and the timers.
    /// Its own state is left to the caller. Those that waited for it to fail no longer wait
    /// for it: they are asked about again, as when a recognizer fails.
    func forget(_ recognizer: UIGestureRecognizer, resumingWaiters: Bool = true) {
        clickTouch?.recognizers.removeAll { $0 === recognizer }
        for entry in contactTouches { entry.touch.recognizers.removeAll { $0 === recognizer } }
        // Touches kept after their input ended (held back from a view, or kept for reuse) must
        // not keep it either.
        for touch in heldTouches { touch.recognizers.removeAll { $0 === recognizer } }
        spareClickTouch?.recognizers.removeAll { $0 === recognizer }
        system.unlatch(recognizer.pointerHandle)
        books.forget(ArenaMember(recognizer))
        if resumingWaiters { resumeWaiters() }
    }

    /// A view's recognizers left this window with it: they leave the input in progress and
    /// their gestures are cancelled (a hover gesture ends, since the pointer is no longer over
    /// the view); then those that waited for them are asked about again (not before, so that a
    /// recognizer leaving does not begin because another on its view left first).
    func detach(_ recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizers { forget(recognizer, resumingWaiters: false) }
        for recognizer in recognizers { recognizer.inputWentAway(ending: recognizer.handles(.hover) ? .ended : .cancelled) }
        resumeWaiters()
    }

    /// `recognizer` failed: asks the arena about each recognizer waiting for failures and
    /// applies its decision (keep waiting, fail, or request the state it waited with).
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        books.stopWaiting(ArenaMember(recognizer))
        resumeWaiters()
    }

    /// Asks the arena about each recognizer waiting for failures (one it waited for failed or
    /// left the input) and applies its decisions, one at a time (`GestureBooks.ResumptionPass`):
    /// each waiter leaves the books before its failure or recognition runs app code.
    func resumeWaiters() {
        guard !books.waiting.isEmpty else { return }
        // Waiters decided elsewhere (their input went away) no longer have a state to wait with.
        books.stopWaiting { $0.recognizer.pendingState == nil }
        let arena = RecognizerArena(router: self)
        var pass = books.resumptions()
        while let (member, decision) = pass.next(in: arena, pending: { $0.recognizer.pendingState }) {
            books.stopWaiting(member)
            let waiter = member.recognizer
            switch decision {
            case .keepWaiting:
                continue
            case .fail:
                waiter.fail()
            case let .proceed(state):
                waiter.pendingState = nil
                waiter.requestState(state)
            }
        }
    }
}

extension PointerRouter {
    /// Whether input still reaches `recognizer`: a touch, scroll or transform in progress it
    /// takes part in, or, for a hover recognizer, the pointer over its view.
    /// A touch that is ending (its last phase delivered now) is no longer input.
    func hasInput(_ recognizer: UIGestureRecognizer) -> Bool {
        if let click = clickTouch, click.isDown, click.recognizers.contains(where: { $0 === recognizer }) { return true }
        for entry in contactTouches where entry.touch.isDown && entry.touch.recognizers.contains(where: { $0 === recognizer }) {
            return true
        }
        if system.isLatched(recognizer.pointerHandle) { return true }
        guard recognizer.handles(.hover), let view = recognizer.storedView else { return false }
        return view === window ? system.rootHovered : system.hoverPath.contains(view.pointerHandle)
    }
}

/// A recognizer as a member of PointerEngine's gesture arena: its identity is the identifier.
struct ArenaMember: Hashable {
    let recognizer: UIGestureRecognizer
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    static func == (a: ArenaMember, b: ArenaMember) -> Bool { a.recognizer === b.recognizer }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(recognizer)) }
}

/// The arena's host: answers `GestureArenaHost`'s questions from recognizers, their delegates
/// and the router's input in progress. With no router (the recognizer is not in a window),
/// nothing else takes part.
@MainActor
struct RecognizerArena {
    private let fixedRouter: PointerRouter?
    private let asker: UIGestureRecognizer?

    /// The arena of the input `router` delivers.
    init(router: PointerRouter) { fixedRouter = router; asker = nil }
    /// The arena of the window `recognizer` is in, looked up each time it is walked (as the
    /// delegate asked first may have moved the recognizer).
    init(asking recognizer: UIGestureRecognizer) { fixedRouter = nil; asker = recognizer }

    var router: PointerRouter? { fixedRouter ?? asker?.storedView?.window?.router }
}

extension RecognizerArena: @MainActor GestureArenaHost {
    func state(of member: ArenaMember) -> GestureState { member.recognizer.storedState }

    func shouldBegin(_ member: ArenaMember) -> Bool {
        member.recognizer.delegate?.gestureRecognizerShouldBegin(member.recognizer) ?? true
    }

    func mustWait(_ waiter: ArenaMember, for other: ArenaMember) -> Bool {
        waiter.recognizer.mustWait(for: other.recognizer)
    }

    func recognizesSimultaneously(_ member: ArenaMember, _ other: ArenaMember) -> Bool {
        member.recognizer.recognizesSimultaneously(with: other.recognizer)
    }

    func canPrevent(_ preventing: ArenaMember, _ prevented: ArenaMember) -> Bool {
        preventing.recognizer.canPrevent(prevented.recognizer)
    }

    func canBePrevented(_ member: ArenaMember, by preventing: ArenaMember) -> Bool {
        member.recognizer.canBePrevented(by: preventing.recognizer)
    }

    func cancelsTouches(_ member: ArenaMember) -> Bool { member.recognizer.cancelsTouchesInView }

    func hasInput(_ member: ArenaMember) -> Bool { router?.hasInput(member.recognizer) ?? false }

    func participantsContain(where predicate: (ArenaMember) -> Bool) -> Bool {
        router?.participantsContain { predicate(ArenaMember($0)) } ?? false
    }

    func forEachParticipant(_ body: (ArenaMember) -> Void) {
        router?.forEachParticipant { body(ArenaMember($0)) }
    }
}
