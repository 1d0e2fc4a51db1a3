import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A WebSocket client for the server tests, on SwiftNIO's own WebSocket upgrader and codec
/// (the ones Hummingbird's server side is built on).
///
/// Why not swift-websocket's `WSClient`: it brings TLS, and with it BoringSSL (406 C and C++
/// files, about three minutes of a 2-core machine per build, and CI builds the tests twice,
/// once under AddressSanitizer) for tests that talk to a server on loopback in plain text.
/// This client does what the tests need: connect to `/ws`, send text, read text (fragments
/// joined), answer pings, and report the close code the server sent.
enum LoopbackWebSocket {
    private enum Upgrade: Sendable {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    /// The server answered the upgrade request with something other than a WebSocket.
    struct UpgradeRefused: Error {}

    /// Connects to `ws://127.0.0.1:port/ws`, sends `messages` as text, then hands `receive` each
    /// text message until it returns true (the client then closes normally) or the server
    /// closes. Returns the server's close code, or nil when the client closed first.
    static func run(port: Int, send messages: [String],
                    receive: @Sendable (String) async -> Bool) async throws -> WebSocketErrorCode? {
        let upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 23) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            .websocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "127.0.0.1:\(port)")
                    let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/ws", headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
                        upgradeRequestHead: request, upgraders: [upgrader],
                        notUpgradingCompletionHandler: { $0.eventLoop.makeCompletedFuture { .refused } })
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration))
                }
            }
        guard case .websocket(let channel) = try await upgrade.get() else { throw UpgradeRefused() }
        return try await channel.executeThenClose { inbound, outbound in
            for message in messages { try await outbound.write(frame(.text, ByteBuffer(string: message))) }
            var text = ByteBuffer()
            for try await frame in inbound {
                switch frame.opcode {
                case .text, .continuation:
                    var data = frame.unmaskedData
                    text.writeBuffer(&data)
                    guard frame.fin else { continue }
                    let message = String(buffer: text)
                    text.clear()
                    if await receive(message) {
                        var code = ByteBuffer()
                        code.write(webSocketErrorCode: .normalClosure)
                        try await outbound.write(self.frame(.connectionClose, code))
                        return nil
                    }
                case .ping:
                    try await outbound.write(self.frame(.pong, frame.unmaskedData))
                case .connectionClose:
                    var data = frame.unmaskedData
                    let code = data.readWebSocketErrorCode()
                    try? await outbound.write(self.frame(.connectionClose, frame.unmaskedData))
                    return code
                default:
                    continue
                }
            }
            return nil
        }
    }

    /// A client frame: clients mask what they send (RFC 6455, section 5.3).
    private static func frame(_ opcode: WebSocketOpcode, _ data: ByteBuffer) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: data)
    }
}
