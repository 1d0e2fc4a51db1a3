import Testing
@testable import PointerGeometry

@Suite("Springs and inertia")
struct SpringTests {
    /// Steps `value` at 120 Hz for `seconds`, returning every value it passed through.
    private func run(_ value: inout SpringValue, _ spring: Spring, seconds: Double) -> [Double] {
        var trail: [Double] = []
        for _ in 0..<Int(seconds * 120) {
            value.step(1.0 / 120, spring: spring)
            trail.append(value.value)
        }
        return trail
    }

    @Test("a spring with a non-finite or non-positive response or damping falls back to the pointer's")
    func fallbacks() {
        #expect(Spring(response: .nan, dampingRatio: 0.5).response == Spring.pointer.response)
        #expect(Spring(response: -1, dampingRatio: 0.5).response == Spring.pointer.response)
        #expect(Spring(response: 0.3, dampingRatio: -1).dampingRatio == Spring.pointer.dampingRatio)
        #expect(Spring(response: 0.3, dampingRatio: .infinity).dampingRatio == Spring.pointer.dampingRatio)
        #expect(Spring(response: 1e-9, dampingRatio: 1).response == 0.001, "at least a millisecond")
        #expect(Spring(response: 0.3, dampingRatio: 0).dampingRatio == 0, "an undamped spring is allowed")
    }

    @Test("a retargeted value moves to its target and settles exactly on it")
    func settles() {
        var v = SpringValue(0)
        v.target = 100
        _ = run(&v, .pointer, seconds: 2)
        #expect(v.value == 100 && v.velocity == 0)
        #expect(v.isSettled())
    }

    @Test("an underdamped spring overshoots; a critically or over-damped one never does")
    func overshoot() {
        for (damping, overshoots) in [(0.3, true), (1.0, false), (2.0, false)] {
            var v = SpringValue(0)
            v.target = 100
            let peak = run(&v, Spring(response: 0.25, dampingRatio: damping), seconds: 3).max() ?? 0
            #expect((peak > 100.5) == overshoots, "damping \(damping): peak \(peak)")
        }
    }

    @Test("changing the target in flight keeps position and velocity, so motion stays continuous")
    func retarget() {
        var v = SpringValue(0)
        v.target = 100
        _ = run(&v, .pointer, seconds: 0.05)
        let (position, velocity) = (v.value, v.velocity)
        #expect(velocity > 0)
        v.target = -50
        #expect(v.value == position && v.velocity == velocity)
    }

    @Test("a NaN target is ignored and a huge one is clamped, so the spring stays finite")
    func boundedTargets() {
        var v = SpringValue(5)
        v.target = .nan
        #expect(v.target == 5)
        v.target = 1e300
        #expect(v.target == SpringValue.limit)
        v.target = -.infinity
        #expect(v.target == -SpringValue.limit)
        _ = run(&v, Spring(response: 0.001, dampingRatio: 0), seconds: 1)
        #expect(v.value.isFinite && v.velocity.isFinite)
        #expect(SpringValue(.nan).value == 0)
    }

    @Test("snapping jumps to the value and stops")
    func snap() {
        var v = SpringValue(0)
        v.target = 10
        v.step(0.01, spring: .pointer)
        v.snap(to: 42)
        #expect(v.value == 42 && v.target == 42 && v.velocity == 0)
    }

    @Test("a zero, negative or non-finite step changes nothing")
    func badSteps() {
        var v = SpringValue(0)
        v.target = 10
        let before = v
        for dt in [0, -1, Double.nan, .infinity] { v.step(dt, spring: .pointer) }
        #expect(v == before)
        #expect(!v.isSettled())
    }

    @Test("a tossed point comes to rest where UIScrollView's deceleration would stop it")
    func inertia() {
        let rest = Inertia.project(Point(x: 10, y: 10), velocity: Point(x: 1000, y: 0))
        // v · r / (1 − r) per millisecond: 1 pt/ms · 0.998 / 0.002 = 499 pt.
        #expect(abs(rest.x - 509) < 1e-6 && rest.y == 10)
        #expect(Inertia.project(.zero, velocity: Point(x: 100, y: 0), rate: 1) == .zero)
        #expect(Inertia.project(.zero, velocity: Point(x: .nan, y: 0)) == .zero)
    }
}
