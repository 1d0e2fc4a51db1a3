import Testing
import PointerGeometry

@Suite("VelocityTracker: one estimator for momentum, pans and the toss")
struct VelocityTrackerTests {
    /// Positions every `interval` seconds moving `step` each, starting at time 1.
    func steady(_ count: Int, step: Point, interval: Double = 1.0 / 120) -> VelocityTracker {
        var tracker = VelocityTracker()
        for i in 0..<count { tracker.add(Point(x: step.x * Double(i), y: step.y * Double(i)), at: 1 + Double(i) * interval) }
        return tracker
    }

    @Test("a steady motion's velocity is its speed, in points per second")
    func steadySpeed() {
        let tracker = steady(10, step: Point(x: 2, y: -1))
        let v = tracker.velocity(at: tracker.lastTime ?? 0)
        #expect(abs(v.x - 240) < 1e-6 && abs(v.y + 120) < 1e-6, "\(v)")
    }

    @Test("the estimate looks back only the window: a motion that slowed reports its end, not its average")
    func windowFollowsTheEnd() {
        var tracker = VelocityTracker(window: 0.05)
        var x = 0.0
        for i in 0..<12 { x += i < 6 ? 10 : 1; tracker.add(Point(x: x, y: 0), at: Double(i) / 120) }
        let v = tracker.velocity(at: 11.0 / 120)
        #expect(abs(v.x - 120) < 1e-6, "1 pt a frame at 120 Hz for the last 50 ms: \(v)")
    }

    @Test("motion that stopped longer ago than the window, or a single position, has no velocity")
    func stillIsZero() {
        let tracker = steady(10, step: Point(x: 5, y: 0))
        #expect(tracker.velocity(at: (tracker.lastTime ?? 0) + 0.2) == .zero, "the lift came 0.2 s after the last motion")
        var one = VelocityTracker()
        one.add(Point(x: 3, y: 3), at: 1)
        #expect(one.velocity(at: 1) == .zero)
        #expect(VelocityTracker().velocity(at: 0) == .zero && VelocityTracker().lastTime == nil)
    }

    @Test("a position with a time earlier than the last is dropped")
    func backwardsTimeDropped() {
        var tracker = steady(5, step: Point(x: 1, y: 0), interval: 0.01)
        let before = tracker.velocity(at: tracker.lastTime ?? 0)
        tracker.add(Point(x: -500, y: 0), at: 1.0)
        #expect(tracker.velocity(at: tracker.lastTime ?? 0) == before && tracker.lastTime == 1.04)
    }

    @Test("positions too far apart to subtract give zero, not an infinite velocity")
    func nonFiniteIsZero() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: -Double.greatestFiniteMagnitude, y: 0), at: 1)
        tracker.add(Point(x: Double.greatestFiniteMagnitude, y: 0), at: 1.001)
        #expect(tracker.velocity(at: 1.001) == .zero)
    }

    @Test("only the last 16 positions count, and reset forgets them all")
    func ringAndReset() {
        var tracker = VelocityTracker(window: 10)
        for i in 0..<20 { tracker.add(Point(x: i < 4 ? 1000 * Double(i) : Double(i), y: 0), at: Double(i)) }
        #expect(tracker.velocity(at: 19) == Point(x: 1, y: 0), "the fast start fell out of the ring")
        tracker.reset()
        #expect(tracker.lastTime == nil && tracker.velocity(at: 19) == .zero)
    }
}
