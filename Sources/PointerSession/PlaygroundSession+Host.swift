import PointerInput
import PointerUIKit

extension PlaygroundSession {
    /// Feeds one sample from a native host (the GTK window of `pointerkit window`), stamped at
    /// `time` on the session's clock: the same pipeline the page's messages drive, without the
    /// wire format. A mouse or trackpad sample makes that device the session's pointing
    /// device. Throws what the pipeline refuses.
    public func send(_ kind: SampleKind, from device: DeviceKind, at time: Double) throws(InputError) {
        now = max(now, time)
        if device == .mouse || device == .trackpad { self.device = device }
        try pipeline.send(RawSample(timestamp: now, device: device, kind: kind))
    }

    /// The panel's state as the page receives it in every frame (a JSON object: the scene,
    /// device, pointer place, buttons, modifiers, hovered view, region, effect, and the scene's
    /// own fields such as the quilt's `guide` and `panY`).
    public var stateJSON: String { state().text }

    /// A native host's window gained or lost the keyboard focus (GTK's `is-active`: the key
    /// window of the frontmost application). A game's scene then follows the Mac's lock
    /// requirements, which a desktop window has: the app frontmost and the window key. The
    /// native host grants the lock whenever they hold (it hides the pointer and turns motion
    /// into relative motion itself; it cannot confine the real pointer), so focus gained locks
    /// a game that prefers it, and focus lost unlocks it.
    public func hostFocusChanged(_ focused: Bool) {
        lockHost.browserLocked = focused
        guard let game = gameScene else { return }
        game.scene.pointerLockRules = .mac
        game.scene.isApplicationFrontmost = focused
        if focused {
            game.window.makeKeyAndVisible()
            game.scene.hostCanLockAgain()
        } else {
            game.window.resignKey()
        }
    }

    /// A native host's window is now `width` × `height` points: the scene's window (and its
    /// window scene's screen area) take that size, its root view controller's view fills it,
    /// the pointer may move over all of it, and the window lays out again, so the scene fills the new size. False, and nothing
    /// changes, for a size that is not finite or under one point.
    @discardableResult
    public func resize(width: Double, height: Double) -> Bool {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return false }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard window.bounds != bounds else { return true }
        switch scene {
        case .game(let game): game.scene.screenBounds = bounds
        case .app(_, let windowScene, _): windowScene.screenBounds = bounds
        default: break
        }
        window.frame = bounds
        window.rootViewController?.view.frame = bounds
        pipeline.windowDidResize()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        return true
    }
}
