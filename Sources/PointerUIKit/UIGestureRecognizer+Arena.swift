import Foundation
import PointerEngine

/// How recognizers that share a touch decide among themselves, as UIKit does:
/// the delegate may veto a start; a recognizer waits for those it must see fail; the first
/// to recognise makes the others (still possible, not allowed to recognise simultaneously)
/// fail; and a recognised gesture with `cancelsTouchesInView` cancels its view's touches.
extension UIGestureRecognizer {
    func requestState(_ requested: State) {
        guard case let .move(next, sendsAction) = GestureStateMachine.transition(from: storedState, to: requested) else {
            return
        }
        if storedState == .possible, next == .began || next == .ended {
            guard admitRecognition(of: next) else { return }
        }
        storedState = next
        if sendsAction { sendActions() }
        if next == .failed { storedView?.window?.router.recognizerDidFail(self) }
        if next.isFinished { scheduleReset() }
    }

    /// Runs the arena's checks before leaving `.possible`; false when the recognizer failed
    /// or now waits (with `pendingState` set).
    private func admitRecognition(of next: State) -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            fail()
            return false
        }
        // The other participants are walked in place, not collected: a click resolves
        // without allocating (see the GestureArena benchmark).
        guard let router = storedView?.window?.router else {
            pendingState = nil
            if cancelsTouchesInView { cancelViewTouches() }
            return true
        }
        if router.participantsContain(where: { $0 !== self && $0.storedState == .possible && mustWait(for: $0) }) {
            pendingState = next
            router.waiting.append(Weak(self))
            return false
        }
        let preventedBy = router.participantsContain { o in
            o !== self && (o.storedState.isActive || o.storedState == .ended) && !recognizesSimultaneously(with: o)
                && o.canPrevent(self) && canBePrevented(by: o)
        }
        if preventedBy { fail(); return false }
        pendingState = nil
        router.forEachParticipant { o in
            guard o !== self, o.storedState == .possible else { return }
            let excluded = !recognizesSimultaneously(with: o) && canPrevent(o) && o.canBePrevented(by: self)
            if excluded || o.mustWait(for: self) { o.fail() }
        }
        if cancelsTouchesInView { cancelViewTouches() }
        return true
    }

    func fail() {
        pendingState = nil
        requestState(.failed)
    }

    func mustWait(for other: UIGestureRecognizer) -> Bool {
        storedRequiredToFail.contains { $0.value === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        builtInSimultaneity(with: other) || other.builtInSimultaneity(with: self)
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    private func cancelViewTouches() {
        for touch in trackedTouches where touch.deliversToView {
            touch.deliversToView = false
            if touch.viewSawBegin, let view = touch.view, let router = storedView?.window?.router {
                view.touchesCancelled(router.cancelSet(touch), with: router.touchEvent)
            }
        }
    }

    private func scheduleReset() {
        if let router = storedView?.window?.router, router.isDispatching {
            router.finished.append(self)
        } else {
            resetNow()
        }
    }
}
