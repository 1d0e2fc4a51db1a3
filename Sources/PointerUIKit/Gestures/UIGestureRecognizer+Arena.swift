import Foundation
import PointerEngine

/// How recognizers that share a touch decide among themselves, as UIKit does. The rules are
/// PointerEngine's `GestureArena`; this adapter applies its decisions: it sets states, sends
/// actions, enters waiting recognizers in the arena's books (`GestureBooks`) and cancels view touches.
extension UIGestureRecognizer {
    func requestState(_ requested: State) {
        guard case let .move(next, sendsAction) = GestureStateMachine.transition(from: storedState, to: requested) else {
            return
        }
        if GestureArena.needsAdmission(from: storedState, to: next) {
            guard admitRecognition(of: next) else { return }
        }
        storedState = next
        if sendsAction { sendActions() }
        if next == .failed { storedView?.window?.router.recognizerDidFail(self) }
        if next.isFinished { scheduleReset() }
    }

    /// Asks the arena before leaving `.possible` and applies its decision; false when the
    /// recognizer failed or now waits (with `pendingState` set).
    private func admitRecognition(of next: State) -> Bool {
        // The other participants are walked in place, not collected: a click resolves
        // without allocating (see the GestureArena benchmark).
        let arena = RecognizerArena(asking: self)
        let member = ArenaMember(self)
        switch GestureArena.admission(of: member, in: arena) {
        case .fail:
            fail()
            return false
        case .wait:
            pendingState = next
            arena.router?.books.wait(member)
            return false
        case .admit:
            pendingState = nil
            if GestureArena.admit(member, in: arena, failing: { $0.recognizer.fail() }) { cancelViewTouches() }
            return true
        }
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
            router.books.finish(ArenaMember(self))
        } else {
            resetNow()
        }
    }
}
