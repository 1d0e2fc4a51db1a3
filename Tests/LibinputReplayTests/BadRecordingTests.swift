#if Libinput
import Foundation
import PointerInput
import PointerTraces
import Testing

extension LibinputReplays {
/// Damaged recordings and vanishing devices, through real libinput.
@Suite("Bad input through libinput")
struct BadRecordingTests {
    @Test("a touchpad unplugged mid-scroll ends the scroll and reports the device removed")
    func unplugged() async throws {
        var replay = UmockdevReplay(recording: try Recordings.synaptics(), kind: .touchpad, node: 45)
        replay.environment = ["PK_VANISH_AFTER_EVENTS": "300"]
        let (trace, _) = try await replay.run()
        let outcome = Outcome(trace)
        #expect(trace.samples.last?.kind == .removed)
        #expect(outcome.events.last?.kind == .deviceRemoved)
        #expect(outcome.scrolls(.continuous).contains { $0.phase == .began })
        #expect(outcome.refused.isEmpty)
    }

    @Test("a Magic Trackpad unplugged mid-pinch ends the transform as cancelled, then reports the device removed")
    func unpluggedMidPinch() async throws {
        var replay = UmockdevReplay(recording: try await Recordings.fixture("magic-trackpad-pinch-rotate"), kind: .touchpad, node: 50)
        // 1 lead-in + the touch-down frame (17 events) + 20 frames of 11: halfway through the pinch.
        replay.environment = ["PK_VANISH_AFTER_EVENTS": "238"]
        let (trace, log) = try await replay.run()
        let outcome = Outcome(trace)
        let transforms = outcome.events.filter { $0.kind == .transform }
        #expect(transforms.first?.phase == .began, "\(log)")
        #expect(transforms.last?.phase == .cancelled)
        #expect(outcome.events.last?.kind == .deviceRemoved)
        #expect(outcome.refused.isEmpty)
    }

    @Test("a recording cut off halfway still scrolls for the half that exists")
    func truncatedRecording() async throws {
        var recording = try Recordings.synaptics()
        let text = try Recordings.text("touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events")
        let half = text.split(separator: "\n").prefix(290).joined(separator: "\n")  // ends mid-frame
        recording = try EvemuRecording(description: Recordings.text("touchpads/SynPS2 Synaptics TouchPad.desc"), events: half)
        #expect(recording.droppedTail > 0)
        let (trace, _) = try await UmockdevReplay(recording: recording, kind: .touchpad, node: 51).run()
        let outcome = Outcome(trace)
        #expect(outcome.scrolls(.continuous).filter { !$0.phase.isMomentum }.count > 5)
        #expect(!outcome.anyPress)
    }

    @Test("unknown event codes and a timestamp that goes backwards do not stop a two-finger tap from right-clicking")
    func unknownCodesAndBackwardsTime() async throws {
        var recording = try Recordings.cypressTap()
        let first = try #require(recording.events.first)
        // An event type and code no kernel defines, and a frame stamped 50 ms in the past.
        recording.events.insert(.init(time: first.time, type: 0x1f, code: 0x3ff, value: 7), at: 0)
        // The whole frame after the middle one (up to its SYN_REPORT) goes back 50 ms.
        let isReport = { (e: EvemuRecording.Event) in e.type == 0 && e.code == 0 }
        let start = try #require(recording.events[(recording.events.count / 2)...].firstIndex(where: isReport)) + 1
        let end = try #require(recording.events[start...].firstIndex(where: isReport))
        for i in start...end { recording.events[i].time -= 0.05 }
        let (trace, log) = try await UmockdevReplay(recording: recording, kind: .touchpad, node: 52).run()
        let outcome = Outcome(trace)
        #expect(outcome.presses(2) == 1, "\(log)")
        #expect(outcome.refused.isEmpty)
    }
}
}
#endif
