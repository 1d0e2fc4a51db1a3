import Testing
import PointerGeometry
import PointerInput
import PointerSession
@testable import PointerWindow

/// The GDK values a real touchpad and mouse make GTK deliver, mapped and fed to the
/// playground session the window shows, as the window host does: what the person sees.
@Suite("Window input through the session")
@MainActor
struct WindowSessionTests {
    /// Maps each event and sends its samples to the session through the host's own input
    /// path (`WindowInput`, what `WindowHost.handle` calls), advancing the session 16 ms per
    /// event; a refused sample fails the test.
    func feed(_ events: [GDKEvent], to session: PlaygroundSession, mapper: inout GDKInputMapper, from start: Double = 0, step: Double = 0.016) throws {
        var input = WindowInput(session: session)
        input.mapper = mapper
        defer { mapper = input.mapper }
        var time = start
        for event in events {
            var refused: [String] = []
            _ = input.feed(event, at: time) { refused.append($0) }
            #expect(refused.isEmpty)
            time += step
            session.advance(to: time)
        }
    }

    @Test("a click on the quilt's ruler button turns the straight-line guide on")
    func rulerClick() throws {
        let session = PlaygroundSession(scene: "quilt")
        var mapper = GDKInputMapper()
        var press = GDKEvent(.buttonPress, from: .mouse, x: 600, y: 440)
        press.button = 1
        var release = GDKEvent(.buttonRelease, from: .mouse, x: 600, y: 440)
        release.button = 1
        try feed([GDKEvent(.enter, from: .mouse, x: 598, y: 438), GDKEvent(.motion, from: .mouse, x: 600, y: 440), press, release],
                 to: session, mapper: &mapper)
        #expect(session.quiltScene?.quilt.straightLineGuide == true)
        #expect(session.window.currentPointerView?.accessibilityIdentifier == "ruler")
    }

    @Test("a touchpad pinch over the quilt zooms it in")
    func pinchZooms() throws {
        let session = PlaygroundSession(scene: "quilt")
        var mapper = GDKInputMapper()
        var events = [GDKEvent(.motion, from: .touchpad, x: 250, y: 200)]
        for (phase, scale) in [(Int32(0), 1.0), (1, 1.2), (1, 1.5), (1, 1.8), (2, 1.8)] {
            var e = GDKEvent(.touchpadPinch, from: .touchpad, x: 250, y: 200)
            e.phase = phase
            e.pinchScale = scale
            events.append(e)
        }
        try feed(events, to: session, mapper: &mapper)
        let zoom = try #require(session.quiltScene?.patchwork.zoomScale)
        #expect(zoom > 1.5)
    }

    @Test("two fingers scrolling on a touchpad pan the quilt, momentum carries on after they lift, and a hold stops it")
    func scrollMomentumHold() throws {
        let session = PlaygroundSession(scene: "quilt")
        var mapper = GDKInputMapper()
        var events = [GDKEvent(.motion, from: .touchpad, x: 250, y: 200)]
        for _ in 0..<6 {
            var e = GDKEvent(.scroll, from: .touchpad, x: 250, y: 200)
            e.scrollDirection = 4; e.scrollUnit = 1; e.deltaY = 12
            events.append(e)
        }
        var stop = GDKEvent(.scroll, from: .touchpad, x: 250, y: 200)
        stop.scrollDirection = 4; stop.scrollUnit = 1; stop.isStop = true
        events.append(stop)
        try feed(events, to: session, mapper: &mapper)
        let lifted = try #require(session.quiltScene?.patchwork.contentOffset.y)
        #expect(lifted > 0)
        session.advance(to: 0.25)
        let coasting = try #require(session.quiltScene?.patchwork.contentOffset.y)
        #expect(coasting > lifted, "momentum carries the quilt on after the fingers lift")
        var hold = GDKEvent(.touchpadHold, from: .touchpad, x: 250, y: 200)
        hold.phase = 0
        try feed([hold], to: session, mapper: &mapper, from: 0.25)
        let held = try #require(session.quiltScene?.patchwork.contentOffset.y)
        session.advance(to: 0.6)
        #expect(session.quiltScene?.patchwork.contentOffset.y == held, "resting fingers stop the momentum")
    }

    @Test("a key pressed in the window is held by the scene's keyboard until it is released")
    func keyHeld() throws {
        let session = PlaygroundSession(scene: "quilt")
        var mapper = GDKInputMapper()
        var key = GDKEvent(.keyPress, from: .keyboard)
        key.keycode = 30 + 8
        key.unicode = 0x61
        try feed([key], to: session, mapper: &mapper)
        #expect(session.stateJSON.contains("\"keysDown\":1"))
        key.type = GDKEvent.Kind.keyRelease.rawValue
        try feed([key], to: session, mapper: &mapper, from: 0.1)
        #expect(session.stateJSON.contains("\"keysDown\":0"))
    }
}
