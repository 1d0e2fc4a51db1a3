import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

@Suite("Playground sessions") @MainActor
struct PlaygroundSessionTests {
    @Test("browser moves and clicks reach the Quilt Simulator: the ruler turns on the guide, two clicks stitch")
    func clicksReachTheQuilt() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":600,"y":440}"#, at: 0.01)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 0.02)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 0.05)
        #expect(s.quiltScene?.quilt.straightLineGuide == true)
        try send(s, #"{"t":"move","x":100,"y":100}"#, at: 1)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 1.01)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 1.02)
        try send(s, #"{"t":"move","x":300,"y":104}"#, at: 2)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 2.01)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: 2.02)
        #expect(s.quiltScene?.quilt.stitches.count == 1)
        let frame = try #require(s.frameMessage(force: true))
        #expect(frame.contains(#""stitches":1"#) && frame.contains("<svg"))
    }

    @Test("a frame is sent only when the picture changed")
    func framesOnlyOnChange() throws {
        let s = PlaygroundSession()
        #expect(s.frameMessage() != nil)
        #expect(s.frameMessage() == nil)
        try send(s, #"{"t":"move","x":300,"y":200}"#, at: 0.1)
        #expect(s.frameMessage() != nil)
    }

    @Test("malformed, oversized and unknown messages are refused with typed errors")
    func badMessages() throws {
        #expect(throws: PlaygroundError.self) { try PlaygroundMessage.decode("{nope") }
        #expect(throws: PlaygroundError.oversized(5_000)) { try PlaygroundMessage.decode(String(repeating: " ", count: 5_000)) }
        let s = PlaygroundSession()
        #expect(throws: PlaygroundError.invalid("unknown message type 'explode'")) { try send(s, #"{"t":"explode"}"#, at: 0) }
        #expect(throws: PlaygroundError.invalid("move needs x")) { try send(s, #"{"t":"move","y":3}"#, at: 0) }
    }

    @Test("infinite coordinates are refused by the engine and the session carries on")
    func infiniteCoordinates() throws {
        let s = PlaygroundSession()
        var m = try PlaygroundMessage.decode(#"{"t":"move","x":1,"y":1}"#)
        m.x = .infinity
        #expect(throws: PlaygroundError.self) { try s.handle(m, at: 0.1) }
        try send(s, #"{"t":"move","x":600,"y":40}"#, at: 0.2)
        #expect(s.window.currentPointerView?.accessibilityIdentifier == "spool")
    }

    @Test("a tab that disconnects mid-click cancels the click: no stitch begins")
    func disconnectCancels() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":100,"y":100}"#, at: 0.1)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: 0.2)
        s.close()
        #expect(s.quiltScene?.quilt.stitchStart == nil)
        #expect(s.frameMessage(force: true)?.contains(#""buttons":0"#) == true)
    }

    @Test("each session has its own window; the gallery shows every effect")
    func sessionsAreSeparate() throws {
        let a = PlaygroundSession(), b = PlaygroundSession()
        try send(a, #"{"t":"move","x":600,"y":40}"#, at: 0.1)
        #expect(a.window !== b.window && b.window.currentPointerView == nil)
        try send(b, #"{"t":"scene","name":"gallery"}"#, at: 0.1)
        try send(b, #"{"t":"move","x":445,"y":60}"#, at: 0.2)  // the "lift" tile
        #expect(b.sceneName == "gallery" && b.window.currentPointerEffect == .lift)
    }

    @Test("region outlines are drawn on demand: off by default, the current region's rectangle when on")
    func regionOutlines() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":600,"y":40}"#, at: 0.1)
        #expect(s.frameMessage(force: true)?.contains(#"id=\"region\""#) == false)
        try send(s, #"{"t":"outlines","on":true}"#, at: 0.2)
        let frame = try #require(s.frameMessage(force: true))
        #expect(frame.contains(#"<rect id=\"region\" x=\"580\" y=\"20\" width=\"40\" height=\"40\""#))
    }
}
