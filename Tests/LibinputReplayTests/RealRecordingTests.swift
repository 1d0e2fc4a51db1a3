#if Libinput
import Foundation
import PointerInput
import PointerTraces
import Testing

/// Every replay through libinput, one at a time: each runs in real time, and libinput's tap
/// and hold timers should not compete with other replays for the processor.
@Suite("libinput replays", .serialized)
enum LibinputReplays {}

extension LibinputReplays {
/// Real evemu recordings replayed through real libinput (umockdev) and `pointerkit record`.
@Suite("Real recordings through libinput")
struct RealRecordingTests {
    @Test("a Synaptics two-finger vertical scroll scrolls continuously and vertically, and clicks nothing")
    func synapticsScroll() async throws {
        let (trace, _) = try await UmockdevReplay(recording: try Recordings.synaptics(), kind: .touchpad, node: 40).run()
        let outcome = Outcome(trace)
        let scrolls = outcome.scrolls(.continuous).filter { !$0.phase.isMomentum }
        #expect(scrolls.count > 20)
        #expect(scrolls.allSatisfy { $0.delta.x == 0 })
        #expect(scrolls.contains { $0.delta.y != 0 })
        #expect(outcome.scrolls(.discrete).isEmpty)
        #expect(!outcome.anyPress)
        #expect(outcome.refused.isEmpty)
    }

    @Test("a Cypress two-finger press is a secondary click")
    func cypressPress() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.cypressPress(), kind: .touchpad, node: 41).run()
        let outcome = Outcome(trace)
        #expect(outcome.presses(2) == 1, "\(log)")
        #expect(outcome.presses(1) == 0)
        #expect(outcome.events.contains { $0.kind == .release && $0.button == 2 })
    }

    @Test("a two-finger tap read through udev seat0, as on a desktop, is a secondary click too")
    func throughSeat() async throws {
        var replay = UmockdevReplay(recording: try Recordings.cypressTap(), kind: .touchpad, node: 53)
        replay.throughSeat = true
        let (trace, log) = try await replay.run()
        #expect(trace.header.devices.map(\.name) == ["CyPS/2 Cypress Trackpad"], "\(log)")
        #expect(Outcome(trace).presses(2) == 1)
    }

    @Test("a Cypress two-finger tap is a secondary click")
    func cypressTap() async throws {
        let (trace, _) = try await UmockdevReplay(recording: try Recordings.cypressTap(), kind: .touchpad, node: 42).run()
        let outcome = Outcome(trace)
        #expect(outcome.presses(2) == 1)
        #expect(outcome.presses(1) == 0)
    }

    @Test("the Ultrathin Touch Mouse scrolls in wheel notches and clicks primary and secondary")
    func ultrathin() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.ultrathin(), kind: .mouse, node: 43).run()
        let outcome = Outcome(trace)
        #expect(outcome.scrolls(.discrete).contains { $0.wheelSteps != .zero }, "\(log)")
        // The pointer follows libinput's accelerated motion; the unaccelerated deltas (pointer
        // lock, GCMouse) travel with it and differ once the mouse moves fast.
        let moves = outcome.events.filter { $0.kind == .motion }
        #expect(moves.count > 100)
        #expect(moves.contains { $0.delta != $0.unacceleratedDelta })
        #expect(outcome.presses(1) >= 1)
        #expect(outcome.presses(2) >= 1)
        #expect(outcome.refused.isEmpty)
    }

    @Test("the IBM ScrollPoint's stick scrolls continuously, not in notches")
    func scrollPoint() async throws {
        let (trace, _) = try await UmockdevReplay(recording: try Recordings.scrollPoint(), kind: .mouse, node: 44).run()
        let outcome = Outcome(trace)
        #expect(outcome.scrolls(.continuous).count > 5)
        #expect(outcome.scrolls(.discrete).isEmpty)
    }
}
}
#endif
