import Foundation
import PointerEngine

/// Which platform's requirements decide whether a scene may lock the pointer (the seed's
/// two lists): `.iPad` or `.mac`. The engine's `PointerLockArbiter.Rules`.
public typealias PointerLockRules = PointerLockArbiter.Rules

/// What carries a pointer lock out for real: the browser's Pointer Lock API, a libinput
/// consumer that stops moving the cursor. PointerKit extension, not UIKit.
@preconcurrency @MainActor
public protocol PointerLockHost: AnyObject {
    /// Asked to lock the pointer for `scene`; false refuses (the lock stays off, and is asked
    /// for again when conditions next change).
    func lockPointer(for scene: UIWindowScene) -> Bool
    /// Told to release the pointer.
    func unlockPointer(for scene: UIWindowScene)
}

extension UIWindowScene {
    /// The scene's lock preference: its key window's (else first window's) root view
    /// controller, up the presentation stack and down `childViewControllerForPointerLock`.
    var prefersPointerLock: Bool {
        let window = windows.first { $0.isKeyWindow } ?? windows.first
        return window?.rootViewController?.pointerLockDecider.prefersPointerLocked ?? false
    }

    /// PointerKit extension: true while the app's preference asks for the lock and the
    /// platform's requirements hold, whether or not the host has carried it out yet. A browser
    /// host reads it to know that the next click should request the browser's pointer lock
    /// (browsers grant it only inside a user gesture).
    public var pointerLockRequested: Bool { pointerLockConditions.lockRequested }

    /// True while the platform's requirements hold.
    var pointerLockRequirementsMet: Bool { pointerLockConditions.requirementsMet }

    /// What the arbiter decides from, read from the scene now.
    var pointerLockConditions: PointerLockArbiter.Conditions {
        let activation: PointerLockArbiter.Activation = switch activationState {
        case .unattached: .unattached
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        }
        return PointerLockArbiter.Conditions(
            canLock: pointerLockState != nil, prefersLock: prefersPointerLock, rules: pointerLockRules,
            isFullScreen: isFullScreen, activation: activation, isApplicationFrontmost: isApplicationFrontmost,
            hasKeyWindow: windows.contains { $0.isKeyWindow })
    }

    /// Re-evaluates the lock: called whenever the preference, the requirements or the host
    /// change. Changes made by notification observers (presenting an alert inside the
    /// notification, say) are evaluated after the current change, at most 16 rounds per
    /// call: a preference that flips on every notification settles instead of recursing.
    func evaluatePointerLock() {
        if lockIsEvaluating { lockNeedsEvaluation = true; return }
        lockIsEvaluating = true
        defer { lockIsEvaluating = false }
        var rounds = 0
        repeat {
            lockNeedsEvaluation = false
            evaluateOnce()
            rounds += 1
        } while lockNeedsEvaluation && rounds < 16
    }

    private func evaluateOnce() {
        let conditions = pointerLockConditions
        apply(lockArbiter.evaluate(conditions))
    }

    /// Carries out what the arbiter decided: asks the host (and feeds its answer back), tells
    /// it to release, and applies the lock to the state and the windows.
    private func apply(_ action: PointerLockArbiter.Action) {
        guard let state = lockState else { return }
        switch action {
        case .none:
            break
        case .askHostToLock:
            let granted = pointerLockHost?.lockPointer(for: self) ?? true
            apply(lockArbiter.hostAnswered(granted: granted))
        case .lock:
            setLocked(true, state)
        case .unlock(let tellHost):
            if tellHost { pointerLockHost?.unlockPointer(for: self) }
            setLocked(false, state)
        }
    }

    /// Applies the decision at once (`isLocked`, the windows' pointer) and posts
    /// `didChangeNotification` from the main operation queue.
    ///
    /// Why not post right here: on Linux, swift-corelibs-foundation delivers to an observer
    /// registered with `queue: OperationQueue.main` (as the seed's is) by queueing its block
    /// and *waiting* for it unless the poster runs inside that queue; main-actor code runs on
    /// the main dispatch queue but not inside `OperationQueue.main`, so it would deadlock.
    /// Posting from an operation on the main queue runs such observers inline, in order.
    /// Delivery is coalesced: a notification is posted only when `isLocked` differs from the
    /// last one posted, so observers always see a real change, alternating locked and unlocked.
    private func setLocked(_ locked: Bool, _ state: UIPointerLockState) {
        state.isLocked = locked
        for window in windows { window.router.pointerLockDidChange(locked) }
        OperationQueue.main.addOperation {
            MainActor.assumeIsolated { UIWindowScene.postLockChange(state, scene: self) }
        }
    }

    private static func postLockChange(_ state: UIPointerLockState, scene: UIWindowScene) {
        guard state.isLocked != state.lastPostedLocked else { return }
        state.lastPostedLocked = state.isLocked
        NotificationCenter.default.post(name: UIPointerLockState.didChangeNotification, object: state,
                                        userInfo: [UIPointerLockState.sceneUserInfoKey: scene])
    }

    /// PointerKit extension: the host released the lock on its own (the browser's Escape).
    /// The scene unlocks and notifies; it locks again once the app's preference changes or
    /// the host calls `hostCanLockAgain()` (browsers need a new user gesture first).
    public func hostDidBreakPointerLock() {
        let preference = prefersPointerLock
        apply(lockArbiter.hostBrokeLock(preference: preference))
    }

    /// PointerKit extension: the host may lock again (after a user gesture, in a browser).
    public func hostCanLockAgain() {
        lockArbiter.hostCanLockAgain()
        evaluatePointerLock()
    }

    /// Disconnects the scene (UIKit's scene destruction): a held lock is released with a
    /// notification, `pointerLockState` becomes nil, and the scene leaves the application.
    public func disconnect() {
        apply(lockArbiter.disconnect())
        activationState = .unattached
        UIApplication.shared.connectedScenes.removeAll { $0 === self }
    }
}
