import Foundation
import Testing
@testable import PointerUIKit
import PointerGameController
import PointerTesting

/// The seed's game view controller, as written.
final class GameViewController: UIViewController {
    var shouldLockPointer: Bool = true
    override var prefersPointerLocked: Bool {
        return self.shouldLockPointer
    }
    func disablePointerLock() {
        self.shouldLockPointer = false
        self.setNeedsUpdateOfPrefersPointerLocked()
    }
}

/// Records every lock notification for one state.
@MainActor final class LockLog {
    var values: [Bool] = []
    var scenes: [UIScene?] = []
    private var token: NSObjectProtocol?
    init(_ state: UIPointerLockState) {
        token = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                       object: state, queue: nil) { [weak self] note in
            let lockState = note.object as? UIPointerLockState
            let scene = note.userInfo?[UIPointerLockState.sceneUserInfoKey] as? UIScene
            MainActor.assumeIsolated {
                guard let lockState else { return }
                self?.values.append(lockState.isLocked)
                self?.scenes.append(scene)
            }
        }
    }
    func stop() { token.map(NotificationCenter.default.removeObserver) }
}

/// A host that can refuse and that records what it was asked.
@MainActor final class FakeLockHost: PointerLockHost {
    var grants = true
    var calls: [String] = []
    func lockPointer(for scene: UIWindowScene) -> Bool { calls.append("lock"); return grants }
    func unlockPointer(for scene: UIWindowScene) { calls.append("unlock") }
}

/// Lets the main queue run what is waiting on it (lock notifications are posted from
/// `OperationQueue.main`): a bounded number of turns, no sleeping.
@MainActor func settle() async {
    for _ in 0..<50 { await Task.yield() }
}

@MainActor struct GameScene {
    let scene = UIWindowScene()
    let window: UIWindow
    let game = GameViewController()
    let log: LockLog
    init(rules: PointerLockRules = .iPad, host: (any PointerLockHost)? = nil) {
        scene.pointerLockRules = rules
        scene.pointerLockHost = host
        window = UIWindow(windowScene: scene)
        log = LockLog(scene.pointerLockState!)
        window.rootViewController = game
        window.makeKeyAndVisible()
    }
    var isLocked: Bool { scene.pointerLockState?.isLocked ?? false }
}

@Suite("Pointer lock", .serialized) @MainActor
struct PointerLockTests {
    @Test("the seed's game locks the pointer when its view controller prefers it, and unlocks on request")
    func seedGame() async {
        let g = GameScene()
        #expect(g.isLocked)
        await settle()
        #expect(g.log.values == [true])
        await settle()
        #expect(g.log.scenes.first! === g.scene)
        g.game.disablePointerLock()
        await settle()
        #expect(!g.isLocked && g.log.values == [true, false])
        g.log.stop()
    }

    @Test("presenting an alert unlocks; dismissing it relocks with nothing for the app to do")
    func alertUnlocks() async {
        let g = GameScene()
        await settle()
        let alert = UIViewController()
        g.game.present(alert, animated: true)
        #expect(!g.isLocked)
        await settle()
        alert.dismiss(animated: true)
        #expect(g.isLocked)
        await settle()
        #expect(g.log.values == [true, false, true])
        g.log.stop()
    }

    @Test("the preference follows childViewControllerForPointerLock")
    func childDecides() {
        final class Container: UIViewController {
            let game = GameViewController()
            override var childViewControllerForPointerLock: UIViewController? { game }
        }
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let container = Container()
        container.addChild(container.game)
        window.rootViewController = container
        window.makeKeyAndVisible()
        #expect(scene.pointerLockState?.isLocked == true)
        container.game.disablePointerLock()
        #expect(scene.pointerLockState?.isLocked == false)
    }

    @Test("changes that undo each other before the main queue turns are not reported")
    func coalesced() async {
        let g = GameScene()
        await settle()
        g.scene.isFullScreen = false
        g.scene.isFullScreen = true
        await settle()
        #expect(g.log.values == [true])
        g.log.stop()
    }

    @Test("a scene that cannot lock has no lock state")
    func cannotLock() {
        let scene = UIWindowScene()
        scene.supportsPointerLock = false
        #expect(scene.pointerLockState == nil)
    }

    @Test("a scene that stops supporting pointer lock releases a held lock, tells its host and notifies")
    func stopsSupportingLock() async {
        let host = FakeLockHost()
        let g = GameScene(host: host)
        let state = g.scene.pointerLockState!
        #expect(state.isLocked)
        await settle()
        g.scene.supportsPointerLock = false
        #expect(!state.isLocked && host.calls == ["lock", "unlock"])
        await settle()
        #expect(g.log.values == [true, false])
        g.log.stop()
    }

    @Test("on iPad the lock goes while Slide Over or Control Center is up and comes back by itself")
    func iPadRequirements() async {
        let g = GameScene()
        await settle()
        g.scene.isFullScreen = false
        #expect(!g.isLocked)
        await settle()
        g.scene.isFullScreen = true
        #expect(g.isLocked)
        await settle()
        g.scene.activationState = .foregroundInactive
        #expect(!g.isLocked)
        await settle()
        g.scene.activationState = .foregroundActive
        await settle()
        #expect(g.log.values == [true, false, true, false, true])
        g.log.stop()
    }

    @Test("on the Mac the lock needs the app frontmost and the window key")
    func macRequirements() {
        let g = GameScene(rules: .mac)
        #expect(g.isLocked)
        g.scene.isApplicationFrontmost = false
        #expect(!g.isLocked)
        g.scene.isApplicationFrontmost = true
        #expect(g.isLocked)
        g.window.resignKey()
        #expect(!g.isLocked)
        g.window.makeKeyAndVisible()
        #expect(g.isLocked)
        g.scene.isFullScreen = false
        #expect(g.isLocked, "full screen is an iPad rule only")
        g.log.stop()
    }

    @Test("the host may refuse the lock; isLocked is the system's decision")
    func hostRefuses() async {
        let host = FakeLockHost()
        host.grants = false
        let g = GameScene(host: host)
        await settle()
        #expect(!g.isLocked && g.log.values.isEmpty)
        host.grants = true
        g.scene.isFullScreen = false
        g.scene.isFullScreen = true
        #expect(g.isLocked && host.calls.last == "lock")
        g.game.disablePointerLock()
        #expect(host.calls.last == "unlock")
        g.log.stop()
    }

    @Test("when the host breaks the lock (Escape in a browser) the app hears of it, and it relocks when allowed")
    func hostBreaks() async {
        let host = FakeLockHost()
        let g = GameScene(host: host)
        await settle()
        g.scene.hostDidBreakPointerLock()
        #expect(!g.isLocked)
        await settle()
        g.scene.isFullScreen = false
        g.scene.isFullScreen = true
        #expect(!g.isLocked, "no relock until the host can lock again")
        g.scene.hostCanLockAgain()
        #expect(g.isLocked)
        await settle()
        #expect(g.log.values == [true, false, true])
        g.log.stop()
    }

    @Test("while locked the pointer stays put, hover freezes, and the game gets relative motion, clicks and scrolls")
    func lockedMotion() throws {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        let game = GameViewController()
        game.shouldLockPointer = false
        window.rootViewController = game
        window.makeKeyAndVisible()
        let target = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = Log()
        target.accessibilityIdentifier = "target"; target.log = log
        game.view.addSubview(target)
        _ = HoverProbe("target", on: target, log: log)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100))
        var deltas: [(Float, Float)] = []
        GCMouse.current?.mouseInput?.mouseMovedHandler = { _, dx, dy in deltas.append((dx, dy)) }
        try mouse.move(by: CGVector(dx: 1, dy: 1))
        #expect(log.take() == ["target began"])
        game.shouldLockPointer = true
        game.setNeedsUpdateOfPrefersPointerLocked()
        #expect(window.isPointerLocked)
        try mouse.move(by: CGVector(dx: 500, dy: -20))
        #expect(mouse.location == CGPoint(x: 101, y: 101))
        #expect(mouse.hoveredView === target)
        #expect(log.take() == [], "hover is frozen")
        #expect(deltas.last.map { $0.0 == 500 && $0.1 == 20 } == true, "deltas are raw, y up as in GameController")
        try mouse.click()
        #expect(log.take() == ["target touchesBegan", "target touchesEnded"])
        #expect(GCMouse.current?.mouseInput?.leftButton.isPressed == false)
        let original = UIApplication.shared
        let app = RecordingApplication()
        UIApplication.shared = app
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        UIApplication.shared = original
        #expect(app.types == [.scroll], "scrolls still arrive while locked")
        game.disablePointerLock()
        try mouse.move(by: CGVector(dx: 200, dy: 0))
        #expect(log.take() == ["target ended"])
    }

    @Test("a preference toggled every frame never leaves a stale lock; notifications stay balanced")
    func toggledEveryFrame() async {
        let g = GameScene()
        for frame in 0..<100 {
            g.game.shouldLockPointer.toggle()
            g.game.setNeedsUpdateOfPrefersPointerLocked()
            if frame % 3 == 0 { await settle() }
        }
        #expect(g.isLocked == g.game.shouldLockPointer)
        await settle()
        #expect(zip(g.log.values, g.log.values.dropFirst()).allSatisfy { $0 != $1 })
        await settle()
        #expect(g.log.values.last == g.isLocked)
        g.log.stop()
    }

    @Test("presenting and dismissing inside a lock notification settles without recursion")
    func presentInsideNotification() async {
        let g = GameScene()
        let alert = UIViewController()
        var presented = 0
        let token = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification,
                                                           object: g.scene.pointerLockState, queue: nil) { note in
            let state = note.object as? UIPointerLockState
            MainActor.assumeIsolated {
                guard let state else { return }
                if state.isLocked, presented < 3 { presented += 1; g.game.present(alert, animated: false) }
                else if !state.isLocked { alert.dismiss(animated: false) }
            }
        }
        g.game.disablePointerLock()
        g.game.shouldLockPointer = true
        g.game.setNeedsUpdateOfPrefersPointerLocked()
        NotificationCenter.default.removeObserver(token)
        await settle()
        #expect(g.log.values.last == g.isLocked)
        await settle()
        #expect(zip(g.log.values, g.log.values.dropFirst()).allSatisfy { $0 != $1 })
        g.log.stop()
    }

    @Test("a scene disconnected while locked releases the lock with a notification")
    func sceneDestroyed() async {
        let host = FakeLockHost()
        let g = GameScene(host: host)
        await settle()
        g.scene.disconnect()
        await settle()
        #expect(g.log.values == [true, false])
        #expect(host.calls == ["lock", "unlock"])
        #expect(g.scene.pointerLockState == nil)
        g.game.setNeedsUpdateOfPrefersPointerLocked()
        await settle()
        #expect(g.log.values == [true, false])
        g.log.stop()
    }
}
