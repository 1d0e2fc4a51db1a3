import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

@Suite("Playground live tuning and the panel's words") @MainActor
struct PlaygroundTuningTests {
    /// The panel's sentence, as the page shows it.
    func doing(_ s: PlaygroundSession) throws -> String? { try state(s)["doing"] as? String }

    @Test("a tune message changes how the pointer looks at once: a 40 pt system pointer")
    func tuneApplies() throws {
        let s = PlaygroundSession(scene: "gallery")
        try send(s, #"{"t":"move","x":195,"y":65}"#, at: 0.1)  // the system tile
        try send(s, #"{"t":"tune","values":{"systemPointerDiameter":40}}"#, at: 0.2)
        s.advance(to: 2)
        #expect(s.window.pointerConfiguration.systemPointerDiameter == 40)
        let frame = try #require(s.window.pointerScene().pointer)
        #expect(abs(frame.path.bounds.width - 40) < 0.5)
    }

    @Test("hostile tune messages get a typed error naming the key, and nothing is applied")
    func hostileTunes() throws {
        let s = PlaygroundSession()
        let before = s.configuration
        for (json, words) in [
            (#"{"t":"tune","values":{"springResponse":9}}"#, "springResponse: 9 is outside 0.05…2 s"),
            (#"{"t":"tune","values":{"magnetRadius":80,"parallaxFactor":-1}}"#, "parallaxFactor"),
            (#"{"t":"tune","values":{"rm -rf":1}}"#, "unknown key 'rm -rf'"),
            (#"{"t":"tune","values":{"liftGrowth":1e308}}"#, "liftGrowth"),
            (#"{"t":"tune"}"#, "tune needs values"),
            (#"{"t":"tune","values":{}}"#, "tune needs values"),
            (#"{"t":"tuneFile","text":"- [1, 2"}"#, "tuneFile: not a configuration"),
            (#"{"t":"tuneFile","text":"idleFadeDelay: soon"}"#, "idleFadeDelay: 'soon' is not a number"),
            (#"{"t":"tuneFile"}"#, "tuneFile needs text"),
        ] {
            do {
                try send(s, json, at: 0.1)
                Issue.record("accepted \(json)")
            } catch {
                guard case .invalid(let why)? = error as? PlaygroundError else { Issue.record("\(json): \(error)"); continue }
                #expect(why.contains(words), "\(json): \(why)")
            }
            #expect(s.configuration == before && s.window.pointerConfiguration == before, "\(json) changed nothing")
        }
        // A value of the wrong JSON type is a malformed message, as for every other type.
        #expect(throws: PlaygroundError.self) { try PlaygroundMessage.decode(#"{"t":"tune","values":{"liftGrowth":"big"}}"#) }
    }

    @Test("reset returns to the configuration the session began with; a loaded file replaces the tuning")
    func resetAndLoad() throws {
        var start = PointerConfiguration()
        start.magnetRadius = 120
        let s = PlaygroundSession(configuration: start)
        #expect(s.window.pointerConfiguration.magnetRadius == 120, "--config reaches the scene's window")
        try send(s, #"{"t":"tune","values":{"magnetRadius":10,"liftGrowth":20}}"#, at: 0.1)
        #expect(s.window.pointerConfiguration.magnetRadius == 10 && s.window.pointerConfiguration.liftGrowth == 20)
        try send(s, #"{"t":"scene","name":"gallery"}"#, at: 0.2)
        #expect(s.window.pointerConfiguration.liftGrowth == 20, "a new scene keeps the tuning")
        try send(s, #"{"t":"tune","reset":true}"#, at: 0.3)
        #expect(s.window.pointerConfiguration == start)
        try send(s, #"{"t":"tuneFile","text":"springResponse: 0.5\n"}"#, at: 0.4)
        #expect(s.configuration.spring.response == 0.5 && s.configuration.magnetRadius == PointerConfiguration().magnetRadius)
    }

    @Test("the page is sent the tuning once at the start and again only after it changes")
    func tuningMessages() throws {
        let s = PlaygroundSession()
        let first = try #require(s.takeTuningMessage())
        #expect(first.contains(#""key":"springResponse","unit":"s","min":0.05,"max":2.0,"default":0.25,"value":0.25"#))
        #expect(first.contains(#""max":0.9995"#), "ranges keep full precision")
        #expect(s.takeTuningMessage() == nil)
        try send(s, #"{"t":"tune","values":{"springResponse":0.4}}"#, at: 0.1)
        let next = try #require(s.takeTuningMessage())
        #expect(next.contains(#""value":0.4"#) && next.contains("springResponse: 0.4"))
    }

    @Test("the panel says in words what the pointer is doing")
    func panelWords() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"move","x":600,"y":440}"#, at: 0.1)
        let ruler = try doing(s)
        #expect(ruler == "highlight on ruler, snapped, shaped as a rounded rect")
        try send(s, #"{"t":"move","x":600,"y":40}"#, at: 0.2)
        #expect(try doing(s) == "lift on spool, pointer hidden under it, shaped as a custom path")
        try send(s, #"{"t":"move","x":300,"y":200}"#, at: 0.3)
        #expect(try doing(s) == "custom path on quilt")
        s.quiltScene?.quilt.straightLineGuide = true
        try send(s, #"{"t":"move","x":300,"y":75}"#, at: 0.4)
        #expect(try doing(s) == "custom path on guide row 3, constrained vertically")
        try send(s, #"{"t":"leave"}"#, at: 0.5)
        #expect(try doing(s) == "system pointer over nothing")
    }

    @Test("Show regions draws every pointer region at once, even with the pointer outside the scene")
    func regionsAtOnce() throws {
        let s = PlaygroundSession(scene: "gallery")
        try send(s, #"{"t":"leave"}"#, at: 0.1)
        try send(s, #"{"t":"outlines","on":true}"#, at: 0.2)
        let frame = try #require(s.frameMessage())
        #expect(frame.components(separatedBy: #"class=\"region\""#).count - 1 == 20, "one outline per tile")
        try send(s, #"{"t":"outlines","on":false}"#, at: 0.3)
        #expect(try #require(s.frameMessage()).contains(#"class=\"region\""#) == false)
    }
}
