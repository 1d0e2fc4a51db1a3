import Testing
import PointerGeometry
import PointerInput
import PointerUIKit
import PointerTesting
import PointerSession
import PointerSampleApp
@testable import PointerWindow

/// Lets the main queue run what waits on it (lock notifications come from `OperationQueue.main`;
/// the window's loop yields to it between GTK iterations).
@MainActor func drainMainQueue() async {
    for _ in 0..<50 { await Task.yield() }
}

/// What the window host does besides mapping events, through its GTK-free input path
/// (`WindowInput`): a resized window re-lays its scene out, a right click opens a context menu,
/// and the focused window carries out a game's pointer lock.
@Suite("The window host's resize, context menu and pointer lock", .serialized)
@MainActor
struct WindowHostLayerTests {
    /// Feeds `events` through `input`, one per 16 ms from `start`, advancing the session after
    /// each; a dropped event or refused sample fails the test.
    func feed(_ events: [GDKEvent], _ input: inout WindowInput, from start: Double = 0) {
        var time = start
        for event in events {
            var problems: [String] = []
            _ = input.feed(event, at: time) { problems.append($0) }
            #expect(problems.isEmpty)
            time += 0.016
            input.session.advance(to: time)
        }
    }

    func click(_ button: UInt32, x: Double, y: Double) -> [GDKEvent] {
        var press = GDKEvent(.buttonPress, from: .mouse, x: x, y: y)
        press.button = button
        var release = press
        release.type = GDKEvent.Kind.buttonRelease.rawValue
        return [GDKEvent(.motion, from: .mouse, x: x, y: y), press, release]
    }

    func moves(_ points: [(Double, Double)]) -> [GDKEvent] { points.map { GDKEvent(.motion, from: .mouse, x: $0.0, y: $0.1) } }

    @Test("a window resized to 900 × 600 shows the quilt at that size: the viewport grows and the ruler moves to the new lower right corner, where a click turns the guide on")
    func resizeRelaysOut() throws {
        let session = PlaygroundSession(scene: "quilt")
        var input = WindowInput(session: session)
        #expect(input.resize(width: 900, height: 600))
        let quilt = try #require(session.quiltScene)
        #expect(session.window.pointerScene().size == Size(width: 900, height: 600))
        #expect(quilt.rulerButton.frame == CGRect(x: 840, y: 540, width: 40, height: 40))
        #expect(quilt.spoolButton.frame == CGRect(x: 840, y: 20, width: 40, height: 40))
        #expect(quilt.patchwork.frame == CGRect(x: 20, y: 20, width: 800, height: 560))
        // Where the ruler was is quilt now; the ruler answers at its new place.
        feed([GDKEvent(.enter, from: .mouse, x: 600, y: 440)] + click(1, x: 600, y: 440), &input)
        #expect(quilt.quilt.straightLineGuide == false)
        feed(click(1, x: 860, y: 560), &input, from: 1)
        #expect(quilt.quilt.straightLineGuide == true)
        #expect(session.window.currentPointerView?.accessibilityIdentifier == "ruler")
    }

    @Test("the game resized to 1000 × 700 stays veiled all over until locked, and the reticle roams the whole field")
    func gameResized() async throws {
        let session = PlaygroundSession(scene: "game")
        defer { session.close() }
        let game = try #require(session.gameScene)
        var input = WindowInput(session: session)
        #expect(input.resize(width: 1000, height: 700))
        #expect(game.controller.veil.frame == CGRect(x: 0, y: 0, width: 1000, height: 700))
        input.focusChanged(true)
        await drainMainQueue()
        feed([GDKEvent(.enter, from: .mouse, x: 100, y: 100)] + moves([(700, 400)]), &input)
        #expect(game.controller.reticle.center == CGPoint(x: 920, y: 540), "beyond the 640 × 480 the game started at")
    }

    @Test("a resize to a size no window can have changes nothing")
    func badResize() {
        let session = PlaygroundSession(scene: "quilt")
        let input = WindowInput(session: session)
        #expect(!input.resize(width: .nan, height: 600))
        #expect(!input.resize(width: 0, height: 600))
        #expect(session.window.bounds.size == CGSize(width: 640, height: 480))
    }

    @Test("the Swatches app resized to 1280 × 900 lays its canvas out to the new width and height")
    func appRelaysOut() throws {
        SampleApp.register()
        let session = PlaygroundSession(scene: "app:" + SampleApp.name)
        defer { session.close() }
        session.window.layoutIfNeeded()
        let canvas = try #require(session.window.view(identifiedBy: "canvas"))
        let before = canvas.convert(canvas.bounds, to: session.window)
        let input = WindowInput(session: session)
        #expect(input.resize(width: 1280, height: 900))
        let after = canvas.convert(canvas.bounds, to: session.window)
        #expect(after.width == before.width + 256)
        #expect(after.height == before.height + 132)
        #expect(session.window.pointerScene().size == Size(width: 1280, height: 900))
    }

    @Test("a right click on the Swatches canvas opens its context menu, compact, at once; a click on Clear clears the canvas")
    func rightClickOpensMenu() throws {
        SampleApp.register()
        let session = PlaygroundSession(scene: "app:" + SampleApp.name)
        defer { session.close() }
        session.window.layoutIfNeeded()
        let canvas = try #require(session.window.view(identifiedBy: "canvas"))
        let menu = try #require(canvas.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
        let middle = canvas.convert(CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY), to: session.window)
        var input = WindowInput(session: session)
        feed([GDKEvent(.enter, from: .mouse, x: Double(middle.x), y: Double(middle.y))] + click(3, x: Double(middle.x), y: Double(middle.y)), &input)
        #expect(menu.menuAppearance == .compact)
        #expect(menu.presentedMenu?.children.count == 2)
        let clear = try #require(session.window.view(identifiedBy: "menu item Clear"))
        let place = clear.convert(CGPoint(x: clear.bounds.midX, y: clear.bounds.midY), to: session.window)
        feed(click(1, x: Double(place.x), y: Double(place.y)), &input, from: 1)
        #expect(menu.presentedMenu == nil, "choosing an item closes the menu")
    }

    @Test("in the game, the focused window locks the pointer: the pointer is hidden, the real pointer's moves steer the reticle by their differences, and losing focus unlocks it")
    func focusLocks() async throws {
        let session = PlaygroundSession(scene: "game")
        defer { session.close() }
        let game = try #require(session.gameScene)
        var input = WindowInput(session: session)
        feed([GDKEvent(.enter, from: .mouse, x: 100, y: 100)], &input)
        #expect(!session.engineLocked, "no lock before the window has the focus")
        #expect(session.lockWanted == false, "the platform's requirements (focused, frontmost) do not hold yet")

        input.focusChanged(true)
        await drainMainQueue()
        session.advance(to: 0.1)
        #expect(session.engineLocked)
        #expect(game.controller.veil.isHidden, "the game heard that the pointer is locked")
        session.advance(to: 0.15)
        let start = game.controller.reticle.center
        feed(moves([(110, 100), (130, 95), (150, 90)]), &input, from: 0.2)
        #expect(game.controller.reticle.center == CGPoint(x: start.x + 50, y: start.y - 10))

        // Leaving the window and coming back elsewhere makes no jump.
        feed([GDKEvent(.leave, from: .mouse), GDKEvent(.enter, from: .mouse, x: 400, y: 300)] + moves([(404, 303)]), &input, from: 0.3)
        #expect(game.controller.reticle.center == CGPoint(x: start.x + 54, y: start.y - 7))
        session.advance(to: 0.4)
        #expect(session.window.pointerScene().pointer == nil, "the adaptive pointer is hidden while locked")

        input.focusChanged(false)
        await drainMainQueue()
        session.advance(to: 0.5)
        #expect(!session.engineLocked, "losing the focus releases the lock")
        let unlocked = game.controller.reticle.center
        feed(moves([(420, 310), (460, 330)]), &input, from: 0.6)
        #expect(game.controller.reticle.center == unlocked, "no aiming while unlocked")
        session.advance(to: 1)
        #expect(session.window.pointerScene().pointer != nil, "the adaptive pointer is back")

        input.focusChanged(true)
        await drainMainQueue()
        session.advance(to: 0.8)
        #expect(session.engineLocked, "the focus back locks again")
    }
}

/// Where the Swatches app's canvas centre is, and where the Clear item of the context menu a
/// right click there opens, in the window (1024 × 768): laid out and clicked in a session of
/// its own, as the window under Xvfb will be.
struct SwatchesPlaces: Sendable {
    /// The canvas's centre.
    let canvas: (Double, Double)
    /// The menu's Clear item's centre, once the menu is open.
    let clearItem: (Double, Double)

    @MainActor init() {
        SampleApp.register()
        let session = PlaygroundSession(scene: "app:" + SampleApp.name)
        defer { session.close() }
        session.window.layoutIfNeeded()
        let canvas = session.window.view(identifiedBy: "canvas")
        let middle = canvas.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: session.window) } ?? .zero
        self.canvas = (Double(middle.x.rounded()), Double(middle.y.rounded()))
        var input = WindowInput(session: session)
        var press = GDKEvent(.buttonPress, from: .mouse, x: self.canvas.0, y: self.canvas.1)
        press.button = 3
        var release = press
        release.type = GDKEvent.Kind.buttonRelease.rawValue
        for (i, event) in [GDKEvent(.enter, from: .mouse, x: self.canvas.0, y: self.canvas.1), press, release].enumerated() {
            _ = input.feed(event, at: Double(i) * 0.016)
            session.advance(to: Double(i + 1) * 0.016)
        }
        let item = session.window.view(identifiedBy: "menu item Clear")
        let place = item.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: session.window) } ?? .zero
        clearItem = (Double(place.x.rounded()), Double(place.y.rounded()))
    }
}
