import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import PointerPlaygroundMessages
@_exported import PointerSession
import PointerUIKit
import PointerEngine
import PointerEvaluation

/// The playground's web server: serves the page and one WebSocket per tab, each tab its own
/// `PlaygroundSession`. Binds to 127.0.0.1 unless told otherwise.
public struct PlaygroundServer: Sendable {
    /// The interface to listen on.
    public var host: String
    /// The port (0 picks a free one).
    public var port: Int
    /// The pointer configuration each new tab's session begins with (and resets to).
    public var configuration: PointerConfiguration
    /// Where the study tab writes its logs (one `.jsonl` per study), served as CSV at
    /// `/studies/<study>.csv`.
    public var studyDirectory: URL
    /// The most messages a tab may send in one second (counted as they arrive); past it the
    /// tab gets an error frame and a close with 1008. Tests lower it to flood reliably.
    public var messagesPerSecond = PlaygroundLimits.maximumMessagesPerSecond

    /// Creates a server description.
    public init(host: String = "127.0.0.1", port: Int = 8080, configuration: PointerConfiguration = PointerConfiguration(),
                studyDirectory: URL = URL(fileURLWithPath: "pointerkit-studies")) {
        self.host = host; self.port = port; self.configuration = configuration; self.studyDirectory = studyDirectory
    }

    /// Builds the Hummingbird application; `onReady` gets the bound port once listening, and
    /// `onSessionEnd` each tab's session once its connection is gone and the session closed
    /// (tests read what the tab left behind).
    public func makeApplication(onReady: @escaping @Sendable (Int) async -> Void = { _ in },
                                onSessionEnd: @escaping @MainActor @Sendable (PlaygroundSession) -> Void = { _ in })
        -> some ApplicationProtocol {
        let router = Router()
        router.get("/") { _, _ in try PlaygroundAssets.response("index.html", type: "text/html; charset=utf-8") }
        router.get("/logic.js") { _, _ in try PlaygroundAssets.response("logic.js", type: "text/javascript") }
        router.get("/app.js") { _, _ in try PlaygroundAssets.response("app.js", type: "text/javascript") }
        router.get("/tuning.js") { _, _ in try PlaygroundAssets.response("tuning.js", type: "text/javascript") }
        router.get("/evaluate.js") { _, _ in try PlaygroundAssets.response("evaluate.js", type: "text/javascript") }
        router.get("/study.js") { _, _ in try PlaygroundAssets.response("study.js", type: "text/javascript") }
        router.get("/typing.js") { _, _ in try PlaygroundAssets.response("typing.js", type: "text/javascript") }
        router.get("/keyboard.js") { _, _ in try PlaygroundAssets.response("keyboard.js", type: "text/javascript") }
        router.get("/accessibility.js") { _, _ in try PlaygroundAssets.response("accessibility.js", type: "text/javascript") }
        let studyDirectory = studyDirectory
        router.get("/studies/:file") { _, context in
            try StudyDownload.csv(named: context.parameters.get("file") ?? "", in: studyDirectory)
        }
        let configuration = configuration, messagesPerSecond = messagesPerSecond
        let wsRouter = Router(context: BasicWebSocketRequestContext.self)
        wsRouter.ws("/ws") { _, _ in .upgrade([:]) } onUpgrade: { inbound, outbound, _ in
            try await PlaygroundConnection.run(inbound: inbound, outbound: outbound, configuration: configuration,
                                              studyDirectory: studyDirectory, messagesPerSecond: messagesPerSecond, onEnd: onSessionEnd)
        }
        var logger = Logger(label: "pointerkit.playground")
        logger.logLevel = .warning
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: wsRouter,
                                           configuration: .init(ws: .init(maxFrameSize: PlaygroundLimits.maximumMessageBytes))),
            configuration: .init(address: .hostname(host, port: port), serverName: "pointerkit-playground"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }
}

/// A study's log as CSV: `/studies/<study>.csv` reads `<study>.jsonl` in the study directory
/// (up to its first bad line) and sends its trials as CSV.
enum StudyDownload {
    static func csv(named file: String, in directory: URL) throws -> Response {
        guard file.hasSuffix(".csv"), StudyRecorder.isStudyID(file.dropLast(4)) else { throw HTTPError(.notFound) }
        let url = directory.appendingPathComponent(String(file.dropLast(4)) + ".jsonl")
        guard let data = FileManager.default.contents(atPath: url.path) else { throw HTTPError(.notFound) }
        let csv = StudyLog.csv(StudyLog.read(String(decoding: data, as: UTF8.self)).trials)
        return Response(status: .ok, headers: [.contentType: "text/csv; charset=utf-8", .contentDisposition: "attachment; filename=\"\(file)\"",
                                               .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: Array(csv.utf8))))
    }
}

/// The page's files, shipped as package resources.
enum PlaygroundAssets {
    static func response(_ name: String, type: String) throws -> Response {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources")
                ?? Bundle.module.url(forResource: name, withExtension: nil),
              let data = try? Data(contentsOf: url) else {
            throw HTTPError(.notFound)
        }
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
