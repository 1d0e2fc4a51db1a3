#if Libinput
import Foundation
import PointerInput
import PointerTraces
import Testing

extension LibinputReplays {
/// Time in the replays: events arrive at the times they were recorded, and `pointerkit record
/// --idle-exit` waits out pauses that have input in them.
@Suite("Replay timing")
struct ReplayTimingTests {
    @Test("events whose microseconds begin with a zero arrive at their recorded times, in order")
    func leadingZeroMicroseconds() async throws {
        let recording = try await Recordings.fixture("mouse-leading-zero-times")
        let frames = recording.events.filter { $0.type == 0 && $0.code == 0 }.map(\.time)
        // The premise: as evemu writes them (zero-padded), most of these times would be read as
        // octal, or cut at an 8 or 9, by umockdev 0.17.
        let written = frames.map { Int((($0 + UmockdevReplay.leadIn) * 1_000_000).rounded()) % 1_000_000 }
        #expect(written.filter { $0 < 100_000 }.count >= 6, "\(written)")
        let (trace, log) = try await UmockdevReplay(recording: recording, kind: .mouse, node: 54).run()
        let times = trace.samples.map(\.timestamp)
        #expect(times.count == frames.count, "\(times) \(log)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(times)")
        #expect(!trace.warnings.contains { if case .timestampWentBackwards = $0 { true } else { false } })
        // The shim moves the first event to "now"; every gap after it is as recorded (to the
        // microsecond libinput keeps, plus the trace's rounding).
        for (sample, frame) in zip(times, frames) {
            let arrived = sample - times[0], recorded = frame - frames[0]
            #expect(abs(arrived - recorded) < 2e-6, "arrived \(arrived) s after the first, recorded \(recorded) s")
        }
    }

    @Test("a pause with only an unmapped button in it does not end the recording")
    func notesKeepTheRecordingAlive() async throws {
        // 3 s pass without a sample, but the extra button is pressed and released in between,
        // each at most 1 s after the last input: with --idle-exit 2 the recording must keep
        // everything up to the final click.
        let replay = UmockdevReplay(recording: try await Recordings.fixture("mouse-pause-with-extra-button"),
                                    kind: .mouse, node: 55, idleExit: 2)
        let (trace, log) = try await replay.run()
        let outcome = Outcome(trace)
        #expect(log.components(separatedBy: "button code 256 is not a mouse button, ignored").count - 1 == 2, "\(log)")
        #expect(outcome.presses(1) == 1, "\(trace.samples) \(log)")
        let moves = trace.samples.filter { if case .motion = $0.kind { true } else { false } }
        #expect(moves.count == 4)
        if let first = moves.first, let last = moves.last { #expect(last.timestamp - first.timestamp > 2.9) }
    }
}
}
#endif
