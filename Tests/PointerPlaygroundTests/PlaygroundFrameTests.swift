import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

@Suite("Playground frames", .serialized) @MainActor
struct PlaygroundFrameTests {
    @Test("when only the pointer moves only the pointer is sent; when the views change, the whole scene")
    func pointerOnlyFrames() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":280,"y":200}"#, at: 0.05)
        #expect(s.frameMessage(force: true)?.contains("<svg") == true, "the pointer appearing is a whole frame")
        try send(s, #"{"t":"move","x":300,"y":200}"#, at: 0.1)
        let moved = try #require(s.frameMessage())
        #expect(moved.hasPrefix(#"{"t":"pointer""#) && moved.contains(#"<g id=\"pointer\""#) && !moved.contains("<svg"))
        // A click on the spool recolours it: a view changed, so the whole scene goes out.
        try send(s, #"{"t":"move","x":600,"y":40}"#, at: 0.2)
        _ = s.frameMessage()
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 0.3)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 0.35)
        s.advance(to: 2)
        let recoloured = try #require(s.frameMessage())
        #expect(recoloured.hasPrefix(#"{"t":"frame""#) && recoloured.contains("<svg"))
        // The pointer leaving the window: its element goes (empty markup).
        try send(s, #"{"t":"move","x":300,"y":200}"#, at: 2.1)
        s.advance(to: 3)
        _ = s.frameMessage()
        try send(s, #"{"t":"leave"}"#, at: 3.1)
        s.advance(to: 4)
        let left = try #require(s.frameMessage())
        #expect(left.contains(#""region":"""#))
    }

    @Test("numbered input is answered with its number: a frame when the picture changed, an ack when not")
    func sequenceEcho() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":280,"y":200,"seq":6}"#, at: 0.05)
        _ = s.frameMessage(force: true)
        try send(s, #"{"t":"move","x":300,"y":200,"seq":7}"#, at: 0.1)
        let frame = try #require(s.frameMessage())
        #expect(frame.hasPrefix(#"{"t":"pointer","seq":7,"#), "only the pointer moved")
        try send(s, #"{"t":"mods","shift":false,"seq":8}"#, at: 0.2)
        #expect(s.frameMessage() == nil)
        #expect(s.ackMessage() == #"{"t":"ack","seq":8}"#)
    }

    @Test("frames are valid JSON whatever the SVG and names hold: quotes, backslashes, newlines, control characters")
    func jsonEscaping() throws {
        var o = JSONObject()
        let nasty = "a\"b\\c\nd\te\u{01}f é"
        o.add("s", nasty)
        o.add("n", Double.nan)
        o.add("x", 1.23456)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(o.text.utf8)) as? [String: Any])
        #expect(parsed["s"] as? String == nasty)
        #expect(parsed["n"] is NSNull)
        #expect(parsed["x"] as? Double == 1.235)
    }

    @Test("input that arrives while a frame is drawn is handled together: one frame for the batch, showing the latest")
    func batchesCoalesce() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":100,"y":120}"#, at: 0)
        _ = s.frameMessage(force: true)
        let batch = (1...50).map { i in
            (message: try! PlaygroundMessage.decode(#"{"t":"move","x":\#(100 + i),"y":120,"seq":\#(i)}"#), time: Double(i) / 1000)
        }
        let (reply, errors) = PlaygroundConnection.handle(batch, in: s)
        #expect(errors.isEmpty)
        let frame = try #require(reply)
        #expect(frame.hasPrefix(#"{"t":"pointer","seq":50,"#) && frame.contains(#""x":150"#))
        #expect(s.frameMessage() == nil, "nothing is left to draw")
    }

    @Test("a change the app makes on its own, after a notification, reaches the page without further input")
    func appChangesReachThePage() async throws {
        let s = PlaygroundSession(scene: "game")
        try send(s, #"{"t":"lock","locked":true}"#, at: 0.1)
        await drainMainQueue()
        _ = s.frameMessage()
        try send(s, #"{"t":"lock","locked":false}"#, at: 0.2)
        #expect(s.frameMessage()?.contains(#"id=\"veil\""#) == false, "the notification has not run yet")
        await drainMainQueue()
        #expect(s.tick(to: 0.3) == nil, "an idle tick draws nothing")
        #expect(s.tick(to: 0.4, look: true)?.contains(#"id=\"veil\""#) == true, "the ticker's look finds the veil")
    }
}
