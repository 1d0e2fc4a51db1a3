import Foundation
import HummingbirdWebSocket
import PointerPlaygroundMessages
import PointerSession
import PointerUIKit
import PointerEngine
import Synchronization

/// One tab's WebSocket. A reader takes messages off the socket as they arrive, enforces the
/// limits there (so a flood is caught by its arrival rate, however slow drawing is), and
/// queues them; the session's loop handles everything queued in one turn on the main actor
/// and sends one frame for the lot (coalescing: a burst of moves costs one SVG, and the frame
/// shows the latest state), or an ack when numbered input changed nothing. Animations
/// (springs, idle fade, momentum) send frames between inputs, at most 60 a second, and about
/// every 100 ms the ticker looks for changes the app made on its own (a notification, a timer).
enum PlaygroundConnection {
    static func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                    configuration: PointerConfiguration = PointerConfiguration(),
                    studyDirectory: URL? = nil,
                    messagesPerSecond: Int = PlaygroundLimits.maximumMessagesPerSecond,
                    onEnd: @escaping @MainActor @Sendable (PlaygroundSession) -> Void = { _ in }) async throws {
        let start = ContinuousClock.now
        let clock: @Sendable () -> Double = {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        let session = await MainActor.run {
            let session = PlaygroundSession(configuration: configuration)
            if let studyDirectory { session.studyDirectory = studyDirectory }
            return session
        }
        if let first = await MainActor.run(body: { session.frameMessage(force: true) }) { try await outbound.write(.text(first)) }
        if let tuning = await MainActor.run(body: { session.takeTuningMessage() }) { try await outbound.write(.text(tuning)) }
        try await outbound.write(.text(await MainActor.run { PlaygroundSession.scenesMessage() }))
        let ticker = Task {
            var ticks = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(16))
                ticks += 1
                let look = ticks % 6 == 0
                let frame = await MainActor.run { session.tick(to: clock(), look: look) }
                if let frame { try? await outbound.write(.text(frame)) }
            }
        }
        defer { ticker.cancel() }

        let inbox = Inbox()
        let (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let reader = Task {
            defer { wake.finish() }
            let refusal = await read(inbound, into: inbox, clock: clock, limit: messagesPerSecond) { wake.yield() }
            guard let refusal else { return }
            inbox.close()
            try? await outbound.write(.text(PlaygroundSession.errorMessage(refusal)))
            let reason = refusal.description.prefix(100).description
            switch refusal {
            case .oversized, .oversizedStudyMessage: try? await outbound.close(.messageTooLarge, reason: reason)
            default: try? await outbound.close(.policyViolation, reason: reason)
            }
        }
        defer { reader.cancel() }

        // "Evaluate this tuning": runs beside the loop (input keeps coming; the session refuses
        // a second request until this one has answered).
        var evaluation: Task<Void, Never>?
        defer { evaluation?.cancel() }
        var analyses: [Task<Void, Never>] = []
        defer { for analysis in analyses { analysis.cancel() } }
        for await _ in wakeups {
            let batch = inbox.takeAll()
            guard !batch.isEmpty else { continue }
            let (handled, tuning, evaluate, outbox, study) = await MainActor.run {
                (handle(batch, in: session), session.takeTuningMessage(), session.takeEvaluationRequest(), session.takeOutbox(),
                 session.takeStudyReport())
            }
            let (reply, errors) = handled
            for error in errors { try await outbound.write(.text(PlaygroundSession.errorMessage(error))) }
            if let tuning { try await outbound.write(.text(tuning)) }
            if let reply { try await outbound.write(.text(reply)) }
            for message in outbox { try await outbound.write(.text(message)) }
            if let study {
                // The study's analysis off the main actor: input keeps its frames meanwhile.
                analyses.append(Task.detached { try? await outbound.write(.text(study.message())) })
            }
            if evaluate {
                evaluation = Task {
                    if let result = await session.evaluate() { try? await outbound.write(.text(result)) }
                }
            }
        }
        evaluation?.cancel()
        // The tab went away (or was refused): whatever it was doing ends cancelled.
        await MainActor.run {
            session.close()
            onEnd(session)
        }
    }

    /// Handles a batch in order; one frame (or ack) for the whole batch.
    @MainActor static func handle(_ batch: [(message: PlaygroundMessage, time: Double)], in session: PlaygroundSession) -> (String?, [PlaygroundError]) {
        var errors: [PlaygroundError] = []
        var numbered = false
        for (message, time) in batch {
            numbered = numbered || message.seq != nil
            let pasteboard = UIPasteboard.general.changeCount
            do throws(PlaygroundError) { try session.handle(message, at: time) } catch { errors.append(error) }
            session.sendClipboard(ifChangedSince: pasteboard, by: message)
        }
        session.advance(to: batch.last?.time ?? 0)
        return (session.frameMessage() ?? (numbered ? session.ackMessage() : nil), errors)
    }

    /// Reads until the socket ends (nil) or a message breaks a limit (the refusal to send).
    static func read(_ inbound: WebSocketInboundStream, into inbox: Inbox, clock: @Sendable () -> Double,
                     limit: Int = PlaygroundLimits.maximumMessagesPerSecond, arrived: () -> Void) async -> PlaygroundError? {
        var windowStart = clock()
        var count = 0
        do {
            for try await message in inbound.messages(maxSize: PlaygroundLimits.maximumMessageBytes) {
                let now = clock()
                if now - windowStart >= 1 { windowStart = now; count = 0 }
                count += 1
                if count > limit { return .flooding(limit: limit) }
                guard case .text(let text) = message else { return .malformed("binary message") }
                // Malformed JSON closes the connection, before anything later is handled.
                let decoded: PlaygroundMessage
                do throws(PlaygroundError) { decoded = try PlaygroundMessage.decode(text) } catch { return error }
                inbox.add(decoded, at: now)
                arrived()
            }
        } catch {
            // Oversized messages end the stream with an error.
            return .oversized(PlaygroundLimits.maximumMessageBytes + 1)
        }
        return nil
    }
}

/// The messages read (and decoded) but not yet handled, with their arrival times.
final class Inbox: Sendable {
    private let queue = Mutex<(items: [(message: PlaygroundMessage, time: Double)], closed: Bool)>(([], false))

    func add(_ message: PlaygroundMessage, at time: Double) {
        queue.withLock { if !$0.closed { $0.items.append((message, time)) } }
    }

    /// Everything queued, oldest first; empty once closed.
    func takeAll() -> [(message: PlaygroundMessage, time: Double)] {
        queue.withLock { q in
            defer { q.items.removeAll(keepingCapacity: true) }
            return q.closed ? [] : q.items
        }
    }

    /// Drops what is queued and refuses more (the connection is being refused).
    func close() { queue.withLock { $0 = ([], true) } }
}
