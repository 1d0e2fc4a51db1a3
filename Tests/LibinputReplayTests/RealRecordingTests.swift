#if Libinput
import Foundation
import PointerInput
import PointerTraces
import Testing

/// Real evemu recordings replayed through real libinput (umockdev) and `pointerkit record`.
/// Serialized: each replay runs in real time, and the machine is small.
@Suite("Real recordings through libinput", .serialized)
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

    @Test("a Cypress two-finger press is a secondary click")
    func cypressPress() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.cypressPress(), kind: .touchpad, node: 41).run()
        let outcome = Outcome(trace)
        #expect(outcome.presses(2) == 1, "\(log)")
        #expect(outcome.presses(1) == 0)
        #expect(outcome.events.contains { $0.kind == .release && $0.button == 2 })
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

    @Test("a high-resolution wheel scrolls in quarter notches and keeps an unfinished half notch")
    func hiresWheel() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.fixture("hires-wheel-mouse"), kind: .mouse, node: 46).run()
        let outcome = Outcome(trace)
        let steps = outcome.scrolls(.discrete).map(\.wheelSteps.y).filter { $0 != 0 }
        // Six quarter notches down (v120 30 each; positive is down). libinput holds back the
        // first ones until half a notch has turned (its guard against accidental scrolls), then
        // passes each quarter on: nothing is rounded to whole notches and nothing is lost.
        #expect(steps.reduce(0, +) == 1.5, "\(steps) \(log)")
        #expect(steps.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(steps.filter { $0 == 0.25 }.count >= 4)
        #expect(outcome.presses(1) == 1)
    }

    @Test("a Magic Trackpad pinch-out with a turn is one transform that grows and rotates, and a two-finger click is secondary")
    func magicTrackpad() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.fixture("magic-trackpad-pinch-rotate"),
                                                    kind: .touchpad, node: 47).run()
        let outcome = Outcome(trace)
        let transforms = outcome.events.filter { $0.kind == .transform }
        #expect(transforms.first?.phase == .began, "\(log) \(trace.samples)")
        #expect(transforms.last?.phase == .ended)
        #expect((transforms.last?.scale ?? 0) > 1.5)
        #expect((transforms.last?.rotation ?? 0) > 0.3)
        #expect(outcome.presses(2) == 1)
        #expect(outcome.presses(1) == 0)
    }

    @Test("fingers landing on a Magic Trackpad stop a flick's momentum, and a three-finger swipe reaches no app")
    func restStopsMomentumAndSwipeIsSystem() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try Recordings.fixture("magic-trackpad-flick-rest-swipe"),
                                                    kind: .touchpad, node: 48).run()
        let outcome = Outcome(trace)
        let desc = trace.samples.map { "\($0.timestamp) \($0.kind)" }.joined(separator: "\n")
        let holdBegin = try #require(trace.samples.first { $0.kind == .hold(.begin) && $0.timestamp > trace.samples[0].timestamp + 0.1 }, "\(desc)")
        let momentum = outcome.scrolls(.continuous).filter(\.phase.isMomentum)
        #expect(momentum.first?.phase == .momentumBegan, "\(desc)")
        let stop = try #require(momentum.last)
        #expect(stop.phase == .momentumEnded)
        #expect(stop.timestamp == holdBegin.timestamp)
        #expect(log.contains("3-finger swipe began"))
        #expect(log.contains("3-finger swipe ended"))
        #expect(!outcome.anyPress)
        #expect(!outcome.events.contains { $0.kind == .transform })
    }
}
#endif
