import PointerUIKit

/// The browser carries out the game's pointer lock.
///
/// The engine decides (`UIWindowScene` arbitration of the view controller's preference); the
/// browser can only grant a lock inside a user gesture. So: while the scene asks for the lock
/// (`pointerLockRequested`, sent in every frame as `lockWanted`), the page requests the
/// browser's Pointer Lock API on the person's next click; when the browser reports the lock,
/// the scene may lock again and the engine locks. When the browser ends it (Escape), the engine
/// hears that the host broke the lock: `isLocked` turns false and observers are notified, and
/// the page asks again on the next click. When the engine stops wanting it, `lockWanted` turns
/// false and the page exits the browser's lock.
///
/// A native window (`pointerkit window`) uses the same host: it grants the lock while the window
/// is focused (`hostFocusChanged(_:)` sets `browserLocked`, which the panel's state reports).
@MainActor
final class BrowserLockHost: PointerLockHost {
    /// True while the browser holds its pointer lock on the page's canvas (in a native window:
    /// while the window is focused).
    var browserLocked = false

    /// Granted only while the browser holds its lock (until then the page asks for it).
    func lockPointer(for scene: UIWindowScene) -> Bool { browserLocked }

    /// The engine released the lock: the next frame says `lockWanted: false` and the page
    /// exits the browser's lock.
    func unlockPointer(for scene: UIWindowScene) {}
}

extension PlaygroundSession {
    /// True while the browser holds its pointer lock on the page's canvas.
    var browserLocked: Bool { lockHost.browserLocked }

    /// The browser's lock state changed (`{"t":"lock","locked":…}`).
    func browserDidChangeLock(_ locked: Bool) {
        lockHost.browserLocked = locked
        guard let lockScene = gameScene?.scene else { return }
        if locked {
            lockError = nil
            lockScene.hostCanLockAgain()
        } else if lockScene.pointerLockState?.isLocked == true {
            lockScene.hostDidBreakPointerLock()
        }
    }

    /// The browser refused the lock (`{"t":"lockError"}`): the engine stays unlocked, and the
    /// panel says why until a later request succeeds.
    func browserRefusedLock() {
        lockHost.browserLocked = false
        lockError = "the browser refused the pointer lock (it needs a click on the page first)"
    }

    /// True while the engine has the scene's pointer locked (the game's reticle then reads
    /// relative motion, and the adaptive pointer is hidden).
    public var engineLocked: Bool { gameScene?.isLocked ?? false }
    /// True while the scene asks for the lock (the page then requests it on the next click).
    public var lockWanted: Bool { gameScene?.scene.pointerLockRequested ?? false }
}
