import Foundation

/// Which platform's requirements decide whether a scene may lock the pointer (the seed's
/// two lists).
public enum PointerLockRules: Sendable {
    /// iPadOS: the scene fills the screen (no Split View, nothing in Slide Over) and is
    /// foreground active.
    case iPad
    /// Mac Catalyst: the app is frontmost and the scene's window is the key window.
    case mac
}

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
    public var pointerLockRequested: Bool {
        pointerLockState != nil && prefersPointerLock && pointerLockRequirementsMet
    }

    /// True while the platform's requirements hold.
    var pointerLockRequirementsMet: Bool {
        switch pointerLockRules {
        case .iPad: isFullScreen && activationState == .foregroundActive
        case .mac: isApplicationFrontmost && windows.contains { $0.isKeyWindow } && activationState != .background
        }
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
        guard let state = pointerLockState else { return }
        let wants = prefersPointerLock
        if lockBrokenByHost, wants != lockPreferenceWhenBroken || !wants { lockBrokenByHost = false }
        let shouldLock = pointerLockRequested && !lockBrokenByHost
        if shouldLock, !state.isLocked {
            guard pointerLockHost?.lockPointer(for: self) ?? true else { return }
            setLocked(true, state)
        } else if !shouldLock, state.isLocked {
            pointerLockHost?.unlockPointer(for: self)
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
        guard let state = lockState, state.isLocked else { return }
        lockBrokenByHost = true
        lockPreferenceWhenBroken = prefersPointerLock
        setLocked(false, state)
    }

    /// PointerKit extension: the host may lock again (after a user gesture, in a browser).
    public func hostCanLockAgain() {
        lockBrokenByHost = false
        evaluatePointerLock()
    }

    /// Disconnects the scene (UIKit's scene destruction): a held lock is released with a
    /// notification, `pointerLockState` becomes nil, and the scene leaves the application.
    public func disconnect() {
        if let state = lockState, state.isLocked {
            pointerLockHost?.unlockPointer(for: self)
            setLocked(false, state)
        }
        activationState = .unattached
        UIApplication.shared.connectedScenes.removeAll { $0 === self }
    }
}
