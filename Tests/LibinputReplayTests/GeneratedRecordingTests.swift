#if Libinput
import Foundation
import PointerInput
import PointerTraces
import Testing

extension LibinputReplays {
/// The generated recordings (scripts/libinput-harness/make-fixtures.py, run into a temporary folder),
/// through real libinput.
@Suite("Generated recordings through libinput")
struct GeneratedRecordingTests {
    @Test("a high-resolution wheel scrolls in quarter notches and keeps an unfinished half notch")
    func hiresWheel() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try await Recordings.fixture("hires-wheel-mouse"), kind: .mouse, node: 46).run()
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
        let (trace, log) = try await UmockdevReplay(recording: try await Recordings.fixture("magic-trackpad-pinch-rotate"),
                                                    kind: .touchpad, node: 47).run()
        let outcome = Outcome(trace)
        let transforms = outcome.events.filter { $0.kind == .transform }
        #expect(transforms.first?.phase == .began, "\(log) \(trace.samples)")
        #expect(transforms.last?.phase == .ended)
        // The fingers spread from 24 to 60 mm (×2.5) while turning 40° (0.70 rad) clockwise;
        // libinput recognises the pinch a few frames in, so a little less of both is reported.
        let last = try #require(transforms.last)
        #expect((1.9...2.6).contains(last.scale), "scale \(last.scale)")
        #expect((0.5...0.75).contains(last.rotation), "rotation \(last.rotation) rad")
        #expect(transforms.count > 20)
        #expect(outcome.presses(2) == 1)
        #expect(outcome.presses(1) == 0)
    }

    @Test("fingers landing on a Magic Trackpad stop a flick's momentum, and a three-finger swipe reaches no app")
    func restStopsMomentumAndSwipeIsSystem() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try await Recordings.fixture("magic-trackpad-flick-rest-swipe"),
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

    @Test("an absolute pointer (a virtual machine's tablet) puts the pointer where the host's pointer is, scaled to the surface")
    func absolutePointer() async throws {
        let (trace, log) = try await UmockdevReplay(recording: try await Recordings.fixture("absolute-tablet"), kind: .mouse, node: 49).run()
        let outcome = Outcome(trace)
        let moves = outcome.events.filter { $0.kind == .motion }
        // 1024 × 768 pt surface: 16384 / 32767 of the way is the centre; 24576 and 8192 are ¾ and ¼.
        let first = try #require(moves.first, "\(log)")
        #expect(abs(first.location.x - 512) < 1 && abs(first.location.y - 384) < 1)
        let last = try #require(moves.last)
        #expect(abs(last.location.x - 768) < 1 && abs(last.location.y - 192) < 1)
        let press = try #require(outcome.events.first { $0.kind == .press })
        #expect(press.button == 3)
        #expect(press.location == last.location)
    }
}
}
#endif
