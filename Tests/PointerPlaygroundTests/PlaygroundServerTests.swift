import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Hummingbird
import NIOWebSocket
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages

/// What one WebSocket client saw.
actor Transcript {
    var texts: [String] = []
    func add(_ text: String) { texts.append(text) }
    var frames: Int { texts.filter { $0.hasPrefix(#"{"state""#) || $0.contains(#""t":"frame""#) }.count }
    var errors: [String] { texts.filter { $0.contains(#""t":"error""#) } }
}

/// Runs a playground server on a free loopback port for the duration of `body`; `ended`
/// hears each tab's session once its connection is gone.
func withPlayground(messagesPerSecond: Int = PlaygroundLimits.maximumMessagesPerSecond,
                    ended: @escaping @MainActor @Sendable (PlaygroundSession) -> Void = { _ in },
                    _ body: @Sendable (Int) async throws -> Void) async throws {
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    var server = PlaygroundServer(host: "127.0.0.1", port: 0)
    server.messagesPerSecond = messagesPerSecond
    let app = server.makeApplication(onReady: { port in continuation.yield(port) },
                                                                            onSessionEnd: ended)
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
        group.cancelAll()
    }
}

/// Connects, sends `messages`, then reads until the server closes (its close code is returned)
/// or `until` is satisfied (the client closes, and nil is returned).
func session(port: Int, send messages: [String], until done: @escaping @Sendable ([String]) -> Bool) async throws -> (Transcript, WebSocketErrorCode?) {
    let transcript = Transcript()
    let close = try await LoopbackWebSocket.run(port: port, send: messages) { text in
        await transcript.add(text)
        return done(await transcript.texts)
    }
    return (transcript, close)
}

/// Each test has two minutes (a few seconds on a quiet machine; the playground's evaluations
/// and the rest of the suite run beside it in CI): a server that never answers fails its test
/// instead of hanging the run.
@Suite("Playground server", .serialized, .timeLimit(.minutes(2)))
struct PlaygroundServerTests {
    @Test("the page and its scripts are served on loopback")
    func servesPage() async throws {
        try await withPlayground { port in
            let configuration = URLSessionConfiguration.ephemeral
            configuration.connectionProxyDictionary = [:]  // loopback: never through a proxy
            let (data, response) = try await URLSession(configuration: configuration).data(from: URL(string: "http://127.0.0.1:\(port)/logic.js")!)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: data, as: UTF8.self).contains("export function wheelMessages"))
        }
    }

    @Test("a move over the ruler comes back as a frame with the pointer highlighting it")
    func moveGivesFrame() async throws {
        try await withPlayground { port in
            let (t, _) = try await session(port: port, send: [#"{"t":"move","x":600,"y":440}"#]) { texts in
                texts.contains { $0.contains(#""region":"ruler""#) }
            }
            #expect(await t.texts.contains { $0.contains(#""effect":"highlight""#) && $0.contains("<svg") })
        }
    }

    @Test("a malformed message gets an error frame and the connection is closed; another tab is unaffected")
    func malformedClosesOnlyItsTab() async throws {
        try await withPlayground { port in
            let (bad, close) = try await session(port: port, send: ["{this is not json"]) { _ in false }
            #expect(await bad.errors.first?.contains("malformed") == true)
            #expect(close == .policyViolation)
            let (good, _) = try await session(port: port, send: [#"{"t":"move","x":600,"y":40}"#]) { texts in
                texts.contains { $0.contains(#""region":"spool""#) }
            }
            #expect(await good.errors.isEmpty)
        }
    }

    @Test("an oversized message closes the connection as too large")
    func oversized() async throws {
        try await withPlayground { port in
            let huge = #"{"t":"move","x":1,"y":1,"pad":""# + String(repeating: "x", count: 8_000) + #""}"#
            let (_, close) = try await session(port: port, send: [huge]) { _ in false }
            #expect(close == .messageTooLarge)
        }
    }

    @Test("a study message larger than one trial is refused by name and closes only that tab, before any study starts")
    func oversizedStudyMessage() async throws {
        try await withPlayground { port in
            let big = #"{"t":"study","action":"start","device":"mouse","plan":"short","participant":""# + String(repeating: "x", count: 1_100) + #""}"#
            let (t, close) = try await session(port: port, send: [big]) { _ in false }
            #expect(await t.errors.first?.contains("larger than one trial") == true)
            #expect(close == .messageTooLarge)
            #expect(await !t.texts.contains { $0.contains(#""studyStatus""#) }, "no study started")
            let (good, _) = try await session(port: port, send: [#"{"t":"move","x":600,"y":40}"#]) { texts in
                texts.contains { $0.contains(#""region":"spool""#) }
            }
            #expect(await good.errors.isEmpty)
        }
    }

    @Test("flooding past the rate limit gets an error frame and a close")
    func flooding() async throws {
        // A limit of 100 (the default is 2,000): a burst of 400 reaches the server within a
        // second even on a loaded machine, where 2,050 decoded in a debug build may not.
        try await withPlayground(messagesPerSecond: 100) { port in
            let burst = Array(repeating: #"{"t":"mods","shift":false}"#, count: 400)
            let (t, close) = try await session(port: port, send: burst) { _ in false }
            #expect(await t.errors.contains { $0.contains("more than 100 messages a second") })
            #expect(close == .policyViolation)
        }
    }

    @Test("a message the engine refuses gets an error frame and the tab carries on")
    func refusedKeepsTab() async throws {
        try await withPlayground { port in
            // Both the error and the move's frame must arrive; under load either may come first.
            let (t, _) = try await session(port: port, send: [#"{"t":"button","button":1}"#, #"{"t":"move","x":600,"y":40}"#]) { texts in
                texts.contains { $0.contains(#""region":"spool""#) } && texts.contains { $0.contains(#""t":"error""#) }
            }
            #expect(await t.errors.first?.contains("button needs button and down") == true)
        }
    }

    @Test("a burst of numbered moves is answered up to its last number, and the last frame shows the last position")
    func burstIsAnswered() async throws {
        try await withPlayground { port in
            let moves = (1...300).map { #"{"t":"move","x":\#(100 + $0),"y":200,"seq":\#($0)}"# }
            let (t, _) = try await session(port: port, send: moves) { texts in texts.contains { $0.contains(#""seq":300"#) } }
            let last = try #require(await t.texts.last { $0.contains(#""t":"frame""#) || $0.contains(#""t":"pointer""#) })
            #expect(last.contains(#""seq":300"#) && last.contains(#""x":400"#))
        }
    }

    @Test("a tab that disconnects mid-click, or while its game holds the lock, leaves nothing pressed or locked")
    func disconnectMidGesture() async throws {
        let (ends, ended) = AsyncStream<PlaygroundSession>.makeStream()
        try await withPlayground(ended: { ended.yield($0) }) { port in
            // A press with no release, then the socket closes.
            _ = try await session(port: port, send: [#"{"t":"move","x":100,"y":100}"#, #"{"t":"button","button":1,"down":true,"seq":2}"#]) { texts in
                texts.contains { $0.contains(#""seq":2"#) }
            }
            var iterator = ends.makeAsyncIterator()
            let pressed = try #require(await iterator.next())
            let frame = await MainActor.run { pressed.frameMessage(force: true) ?? "" }
            #expect(frame.contains(#""buttons":0"#), "the click was cancelled, not left held")
            // A game tab locks, then goes away.
            _ = try await session(port: port, send: [#"{"t":"scene","name":"game"}"#, #"{"t":"lock","locked":true,"seq":2}"#]) { texts in
                texts.contains { $0.contains(#""locked":true"#) }
            }
            let game = try #require(await iterator.next())
            let released = await MainActor.run { game.gameScene.map { !$0.isLocked && $0.scene.activationState == .unattached } }
            #expect(released == true)
        }
    }
}
