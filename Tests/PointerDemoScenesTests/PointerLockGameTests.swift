import Foundation
import Testing
import PointerUIKit
import PointerGameController
import PointerTesting
import PointerDemoScenes

/// A host that behaves as a browser does: it holds the lock only once granted (on a click in
/// the page), and Escape takes it away.
@MainActor final class BrowserLockHost: PointerLockHost {
    var granted = false
    var calls: [String] = []
    func lockPointer(for scene: UIWindowScene) -> Bool { calls.append("lock"); return granted }
    func unlockPointer(for scene: UIWindowScene) { calls.append("unlock"); granted = false }
}

@Suite("The pointer lock game", .serialized) @MainActor
struct PointerLockGameTests {
    /// The game, a mouse on its window, and the game reading that mouse through GCMouse.
    static func play(host: BrowserLockHost? = nil) throws -> (PointerLockGame, SimulatedPointer) {
        let game = PointerLockGame(host: host)
        let mouse = SimulatedPointer(.mouse, in: game.window, at: CGPoint(x: 320, y: 240))
        game.use(try #require(GCMouse.mouse(attachedTo: mouse.pipeline)))
        return (game, mouse)
    }

    @Test("the lock game locks on the click the browser grants, and Escape releases it: the veil comes back")
    func lockOnClickEscapeReleases() async throws {
        let browser = BrowserLockHost()
        let (game, mouse) = try Self.play(host: browser)
        defer { game.close() }
        await drainMainQueue()
        #expect(!game.isLocked && game.scene.pointerLockRequested, "the game asks; the browser has not granted yet")
        #expect(!game.controller.veil.isHidden)
        try mouse.click()
        #expect(game.controller.shots == 0, "the click that asks for the lock does not fire")
        browser.granted = true                 // the browser grants the lock inside that click
        game.scene.hostCanLockAgain()
        await drainMainQueue()
        #expect(game.isLocked && game.controller.veil.isHidden)
        browser.granted = false                // Escape
        game.scene.hostDidBreakPointerLock()
        await drainMainQueue()
        #expect(!game.isLocked)
        #expect(!game.controller.veil.isHidden, "the veil covers the field again")
        #expect(game.scene.pointerLockRequested, "and the game asks again, for the next click")
    }

    /// The game locked as in a browser: the pointer comes in, a click asks, the browser grants.
    static func lockedGame() async throws -> (PointerLockGame, SimulatedPointer) {
        let browser = BrowserLockHost()
        let (game, mouse) = try play(host: browser)
        try mouse.move(to: CGPoint(x: 320, y: 250))
        try mouse.click()
        browser.granted = true
        game.scene.hostCanLockAgain()
        await drainMainQueue()
        return (game, mouse)
    }

    @Test("locked, relative motion steers the reticle onto a target, and a click hits it once")
    func aimAndFire() async throws {
        let (game, mouse) = try await Self.lockedGame()
        defer { game.close() }
        #expect(game.isLocked)
        let target = game.controller.targets[0], other = game.controller.targets[1]
        let start = game.controller.reticle.center
        try mouse.move(by: CGVector(dx: target.center.x - start.x, dy: target.center.y - start.y))
        #expect(game.controller.reticle.center == target.center)
        #expect(mouse.location == CGPoint(x: 320, y: 250), "the locked pointer itself stays put")
        let untouched = target.backgroundColor
        try mouse.click()
        #expect(game.controller.shots == 1 && game.controller.hits == 1)
        #expect(target.backgroundColor != untouched && other.backgroundColor == untouched, "the hit target changes colour")
        try mouse.click()
        #expect(game.controller.shots == 2 && game.controller.hits == 1, "a target counts once")
    }

    @Test("with no host to ask the game locks at once, and the reticle stays on the field however far the mouse goes")
    func reticleStaysOnTheField() throws {
        let (game, mouse) = try Self.play()
        defer { game.close() }
        #expect(game.isLocked && game.controller.veil.isHidden)
        try mouse.move(by: CGVector(dx: -5000, dy: 9000))
        #expect(game.controller.reticle.center == CGPoint(x: 0, y: 480))
    }

    @Test("a pointer locked before the window saw it stays where it was, however the mouse moves")
    func lockedBeforeFirstMotionStaysPut() throws {
        let (game, mouse) = try Self.play()   // no host: locked at once, before any pointer event
        defer { game.close() }
        #expect(game.isLocked)
        try mouse.move(by: CGVector(dx: 5, dy: 0))
        try mouse.move(by: CGVector(dx: 30, dy: -20))
        #expect(mouse.location == CGPoint(x: 320, y: 240), "not at the window's origin: \(mouse.location)")
    }

    @Test("unlocked, motion does not aim and clicks do not fire")
    func unlockedDoesNothing() async throws {
        let (game, mouse) = try Self.play(host: BrowserLockHost())
        defer { game.close() }
        let start = game.controller.reticle.center
        try mouse.move(by: CGVector(dx: 40, dy: 40))
        try mouse.click()
        #expect(game.controller.reticle.center == start && game.controller.shots == 0)
    }

    @Test("closing the game releases a held lock and tells the host")
    func closeReleases() async throws {
        let browser = BrowserLockHost()
        browser.granted = true
        let (game, _) = try Self.play(host: browser)
        #expect(game.isLocked && browser.calls == ["lock"])
        game.close()
        #expect(!game.isLocked && browser.calls == ["lock", "unlock"])
        #expect(game.scene.pointerLockState == nil)
    }
}
