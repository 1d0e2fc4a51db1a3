import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Springs, idle fade, finger lift and the toss (`AdaptivePointer+Frame.swift`).
@Suite("Adaptive pointer: frames, fade and toss")
struct AdaptivePointerFrameTests {
    @Test("the pointer fades after the idle delay and the springs settle")
    func idleFade() {
        var w = PlainPointerWindow()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 2.5)
        #expect(w.pointer.opacity.value > 0.99)
        w.advance(by: 1.5)
        #expect(w.pointer.opacity.value < 0.01 && w.pointer.isSettled)
    }

    @Test("time that does not advance steps nothing")
    func noTimeNoStep() {
        var w = PlainPointerWindow()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 0.1)
        let before = w.pointer.lastFrame
        w.requests = []
        w.carryOut(w.system.frame(at: before - 1, host: &w.host))
        #expect(w.requests == ["done"], "nothing stepped, nothing asked")
        #expect(w.pointer.lastFrame == before)
    }

    /// A pointer that moved 300 pt/s rightwards from `start` on a trackpad, finger on the pad.
    static func flicked(from start: Point, met: [Rect]) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        w.host.met = met
        w.move(to: start, device: .trackpad)
        for i in 1...5 {
            w.time += 0.01
            w.move(to: Point(x: start.x + 3 * Double(i), y: start.y), device: .trackpad)
        }
        return w
    }

    @Test("a toss is drawn to the nearest known target within 60 pt of its landing, in its direction")
    func tossNearest() {
        let target = Rect(x: 200, y: 150, width: 40, height: 40)
        let w = Self.flicked(from: Point(x: 20, y: 120), met: [target])
        // Landing: 35 + 300 × 0.499 ≈ 185, 120: 15 pt left of and 30 pt above the target.
        #expect(w.tossTarget(landing: Point(x: 185, y: 120)) == target.center)
        #expect(w.tossTarget(landing: Point(x: 185, y: 20)) == nil, "130 pt away")
        let behind = Self.flicked(from: Point(x: 300, y: 170), met: [target])
        #expect(behind.tossTarget(landing: Point(x: 450, y: 170)) == nil, "behind the toss")
    }

    @Test("a toss lands on the visible part of a target that reaches out of the window, and never outside the window")
    func tossStaysInWindow() {
        // The embedded window is 400 × 300: this target's right half is outside it.
        let halfOut = Rect(x: 350, y: 100, width: 100, height: 40)
        let w = Self.flicked(from: Point(x: 200, y: 120), met: [halfOut])
        #expect(w.tossTarget(landing: Point(x: 365, y: 120)) == Point(x: 375, y: 120), "landing on it")
        #expect(w.tossTarget(landing: Point(x: 320, y: 120)) == Point(x: 375, y: 120), "near it")
        // A region far larger than the window (a delegate's bad answer) draws the toss to the
        // window's centre, not to its own centre some 1e307 pt away.
        let huge = Rect(x: -1e300, y: -1e300, width: 1e308, height: 1e308)
        let big = Self.flicked(from: Point(x: 200, y: 120), met: [huge])
        #expect(big.tossTarget(landing: Point(x: 365, y: 120)) == Point(x: 200, y: 150))
        let outside = Self.flicked(from: Point(x: 200, y: 120), met: [Rect(x: 420, y: 100, width: 40, height: 40)])
        #expect(outside.tossTarget(landing: Point(x: 390, y: 120)) == nil,
                "a target wholly outside the window attracts nothing")
    }

    @Test("the finger counts as lifted after the lift interval, and the toss then moves the pointer to its target")
    func fingerLift() {
        var w = Self.flicked(from: Point(x: 20, y: 120), met: [Rect(x: 150, y: 100, width: 60, height: 40)])
        #expect(w.pointer.fingerDown)
        w.advance(by: 0.02)
        #expect(w.pointer.fingerDown && w.deviceMoves.isEmpty)
        let before = w.system.location
        w.advance(by: 0.05)
        #expect(!w.pointer.fingerDown && w.deviceMoves.last == Point(x: 180, y: 120))
        #expect(w.system.location == Point(x: 180, y: 120) && before != w.system.location,
                "the engine's own pointer is on the target at once, before any host input")
    }

    @Test("a stronger toss deceleration stops the toss short of a target the default one reaches")
    func tossDeceleration() {
        var w = Self.flicked(from: Point(x: 20, y: 120), met: [Rect(x: 150, y: 100, width: 60, height: 40)])
        w.pointer.tuning.tossDecelerationRate = 0.9  // lands about 3 pt on, not 150
        w.advance(by: 0.07)
        #expect(!w.pointer.fingerDown && w.deviceMoves.isEmpty)
    }

    @Test("a toss that stops just past the target the pointer is on comes back to it, not to the next one")
    func tossReturnsToCurrentTarget() {
        let current = Rect(x: 0, y: 100, width: 40, height: 40), next = Rect(x: 70, y: 100, width: 40, height: 40)
        let w = Self.flicked(from: Point(x: 20, y: 120), met: [current, next])
        // From (35, 120): landing 10 pt past the current target's edge, 20 pt short of the next.
        #expect(w.tossTarget(landing: Point(x: 50, y: 120)) == current.center)
        #expect(w.tossTarget(landing: Point(x: 65, y: 120)) == next.center, "nearer the next one")
    }

    @Test("a mouse never tosses")
    func mouseNoToss() {
        var w = PlainPointerWindow()
        w.host.met = [Rect(x: 150, y: 100, width: 60, height: 40)]
        for i in 0...5 { w.time += 0.01; w.move(to: Point(x: 20 + 3 * Double(i), y: 120)) }
        w.advance(by: 0.2)
        #expect(w.deviceMoves.isEmpty)
    }
}
