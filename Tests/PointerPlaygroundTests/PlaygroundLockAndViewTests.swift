import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

/// Lets the main queue run what waits on it (lock notifications come from `OperationQueue.main`).
@MainActor func drainMainQueue() async {
    for _ in 0..<50 { await Task.yield() }
}

@MainActor func send(_ s: PlaygroundSession, _ json: String, at t: Double) throws {
    try s.handle(try PlaygroundMessage.decode(json), at: t)
}

/// The frame's state, parsed as the page parses it.
@MainActor func state(_ s: PlaygroundSession) throws -> [String: Any] {
    let frame = try #require(s.frameMessage(force: true))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
    return try #require(object["state"] as? [String: Any])
}

@Suite("Playground pointer lock and the quilt's scroll view", .serialized) @MainActor
struct PlaygroundLockAndViewTests {
    @Test("the game asks the page for the lock, locks once the browser grants it, and aims with relative motion")
    func gameLocksThroughTheBrowser() async throws {
        let s = PlaygroundSession(scene: "game")
        let game = try #require(s.gameScene)
        var st = try state(s)
        #expect(st["lockWanted"] as? Bool == true && st["locked"] as? Bool == false,
                "the engine wants the lock but the browser has not granted it yet")
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        #expect(game.isLocked)
        await drainMainQueue()
        #expect(game.controller.veil.isHidden, "the game heard the lock notification")
        let start = game.controller.reticle.center
        let pointer = s.window.pointerLocation
        try send(s, #"{"t":"rel","dx":12,"dy":-30}"#, at: 0.2)
        #expect(game.controller.reticle.center == CGPoint(x: start.x + 12, y: start.y - 30))
        #expect(s.window.pointerLocation == pointer, "the locked pointer does not move")
        st = try state(s)
        #expect(st["locked"] as? Bool == true && st["reticleX"] as? Double == Double(start.x + 12))
        #expect(st["doing"] as? String == "pointer locked: relative motion only", "the panel says so in words")
    }

    @Test("a click with the reticle on a target hits it, only while locked")
    func firingHitsTargets() async throws {
        let s = PlaygroundSession(scene: "game")
        let game = try #require(s.gameScene)
        let target = game.controller.targets[0]
        let r = game.controller.reticle.center
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 0.05)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 0.06)
        #expect(game.controller.shots == 0, "the click that asks for the lock does not fire")
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        await drainMainQueue()
        let dx = target.center.x - r.x, dy = target.center.y - r.y
        try send(s, #"{"t":"rel","dx":\#(dx),"dy":\#(dy)}"#, at: 0.2)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 0.3)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 0.35)
        #expect(game.controller.hits == 1 && game.controller.shots == 1)
    }

    @Test("Escape in the browser breaks the lock: the engine unlocks and notifies, and the page asks again on the next click")
    func escapeReleases() async throws {
        let s = PlaygroundSession(scene: "game")
        let game = try #require(s.gameScene)
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        await drainMainQueue()
        try send(s, #"{"t":"lock","locked":false}"#, at: 0.5)
        #expect(!game.isLocked)
        await drainMainQueue()
        #expect(!game.controller.veil.isHidden, "the game shows its veil again")
        let st = try state(s)
        #expect(st["locked"] as? Bool == false && st["lockWanted"] as? Bool == true)
        try send(s, #"{"t":"rel","dx":50,"dy":0}"#, at: 0.6)
        #expect(game.controller.reticle.center.x == 320, "no aiming while unlocked")
        try send(s, #"{"t":"lock","locked":true}"#, at: 1)
        #expect(game.isLocked, "the next grant locks again")
    }

    @Test("a refused lock is reported in the panel and the engine stays unlocked")
    func refusedLock() throws {
        let s = PlaygroundSession(scene: "game")
        try send(s, #"{"t":"lockError"}"#, at: 0.1)
        let st = try state(s)
        #expect(st["locked"] as? Bool == false)
        #expect((st["lockError"] as? String)?.contains("refused") == true)
    }

    @Test("leaving the game or closing the tab releases the lock and disconnects the game's scene")
    func leavingReleases() async throws {
        let s = PlaygroundSession(scene: "game")
        let game = try #require(s.gameScene)
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        try send(s, #"{"t":"scene","name":"quilt"}"#, at: 0.2)
        #expect(!game.isLocked && game.scene.pointerLockState == nil)
        #expect(!UIApplication.shared.connectedScenes.contains { $0 === game.scene })
        #expect(try state(s)["lockWanted"] as? Bool == false, "the page is told to exit the browser's lock")
        let t = PlaygroundSession(scene: "game")
        let other = try #require(t.gameScene)
        try send(t, #"{"t":"lock","locked":true}"#, at: 0.1)
        t.close()
        #expect(!other.isLocked && other.scene.activationState == .unattached)
    }

    @Test("scenes other than the game never ask for the lock, and a browser lock there is not honoured")
    func otherScenesDoNotLock() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        let st = try state(s)
        #expect(st["lockWanted"] as? Bool == false && st["locked"] as? Bool == false)
        let refusal = #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"scene","name":"moon"}"#, at: 0.2) }
        guard case .invalid(let why)? = refusal else { Issue.record("not an invalid-message error"); return }
        #expect(why.hasPrefix("unknown scene 'moon' (one of quilt, gallery, game"), "registered apps may follow")
    }

    @Test("two-finger scrolls pan the quilt and a pinch zooms it, and the panel shows both")
    func quiltPansAndZooms() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":300,"y":240}"#, at: 0.01)
        for i in 1...4 { try send(s, #"{"t":"scroll","dx":10,"dy":20}"#, at: 0.01 + Double(i) / 120) }
        s.advance(to: 2)
        var st = try state(s)
        #expect((st["panX"] as? Double ?? 0) > 20 && (st["panY"] as? Double ?? 0) > 40)
        try send(s, #"{"t":"pinch","phase":"begin","scale":1}"#, at: 2.1)
        try send(s, #"{"t":"pinch","phase":"update","scale":1.5}"#, at: 2.12)
        try send(s, #"{"t":"pinch","phase":"end","scale":1.5}"#, at: 2.14)
        st = try state(s)
        #expect(abs((st["zoom"] as? Double ?? 0) - 1.5) < 0.01)
    }
}
