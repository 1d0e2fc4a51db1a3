import Foundation
import HummingbirdWebSocket

/// One tab's WebSocket: decodes messages, enforces the limits, drives the tab's session on
/// the main actor, and sends frames back (one after each input, and while animations run,
/// at most 60 a second).
enum PlaygroundConnection {
    static func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let start = ContinuousClock.now
        func clock() -> Double {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        let session = await MainActor.run { PlaygroundSession() }
        if let first = await MainActor.run(body: { session.frameMessage(force: true) }) { try await outbound.write(.text(first)) }
        // Animations (springs, idle fade, momentum) keep producing frames between inputs.
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(16))
                let frame = await MainActor.run { () -> String? in
                    session.advance(to: clock())
                    return session.frameMessage()
                }
                if let frame { try? await outbound.write(.text(frame)) }
            }
        }
        defer { ticker.cancel() }
        var windowStart = clock()
        var count = 0
        do {
            for try await message in inbound.messages(maxSize: PlaygroundLimits.maximumMessageBytes) {
                let now = clock()
                if now - windowStart >= 1 { windowStart = now; count = 0 }
                count += 1
                let text: String
                switch message {
                case .text(let t): text = t
                case .binary: text = "<binary>"
                }
                let outcome = await MainActor.run { () -> (String?, PlaygroundError?) in
                    do throws(PlaygroundError) {
                        if count > PlaygroundLimits.maximumMessagesPerSecond { throw .flooding }
                        let decoded = try PlaygroundMessage.decode(text)
                        try session.handle(decoded, at: now)
                        return (session.frameMessage(), nil)
                    } catch {
                        return (nil, error)
                    }
                }
                if let frame = outcome.0 { try await outbound.write(.text(frame)) }
                if let error = outcome.1 {
                    try await outbound.write(.text(PlaygroundSession.errorMessage(error)))
                    if error.closesConnection {
                        await MainActor.run { session.close() }
                        try await outbound.close(.policyViolation, reason: error.description.prefix(100).description)
                        return
                    }
                }
            }
        } catch {
            // Oversized messages end the stream with an error: report it, then close.
            let oversized = PlaygroundError.oversized(PlaygroundLimits.maximumMessageBytes + 1)
            try? await outbound.write(.text(PlaygroundSession.errorMessage(oversized)))
            try? await outbound.close(.messageTooLarge, reason: "message too large")
        }
        // The tab went away: whatever it was doing ends cancelled.
        await MainActor.run { session.close() }
    }
}
