import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Input converter: scrolling and momentum")
struct ConverterScrollTests {
    @Test("wheel notches are discrete scrolls, hi-res quarter notches kept, ending after a quiet interval")
    func wheelBurst() throws {
        var rig = Rig()
        try rig.send(.wheel(v120: Point(x: 0, y: 120)), at: 0)
        try rig.send(.wheel(v120: Point(x: 0, y: 30)), at: 0.05)
        let e = rig.take()
        #expect(e.summary == ["scroll began", "scroll changed"])
        #expect(e.allSatisfy { $0.scrollType == .discrete })
        #expect(e[1].wheelSteps == Point(x: 0, y: 0.25) && e[1].delta == Point(x: 0, y: 10))
        rig.advance(to: 0.19)
        #expect(rig.take().isEmpty, "not yet quiet long enough")
        rig.advance(to: 0.21)
        let end = rig.take()
        #expect(end.summary == ["scroll ended"])
        #expect(end.first?.timestamp == 0.2)
        try rig.send(.wheel(v120: Point(x: 0, y: -120)), at: 0.5)
        #expect(rig.take().summary == ["scroll began"])
    }

    @Test("a trackpad finger scroll begins, changes, ends on lift, and momentum decays to a stop")
    func fingerScrollMomentum() throws {
        var rig = Rig()
        for i in 0..<6 { try rig.send(.fingerScroll(delta: Point(x: 0, y: 10)), device: .trackpad, at: Double(i) * 0.01) }
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 0.06)
        var e = rig.take()
        #expect(e.first?.phase == .began && e.last?.phase == .ended)
        #expect(e.last?.momentumFollows == true, "the lift says momentum is coming")
        #expect(e.allSatisfy { $0.scrollType == .continuous && $0.device == .trackpad })
        var t = 0.06
        var travelled = 0.0
        while rig.converter.isScrolling && t < 10 {
            t += 1.0 / 120
            rig.advance(to: t)
        }
        e = rig.take()
        #expect(e.first?.phase == .momentumBegan && e.last?.phase == .momentumEnded)
        travelled = e.reduce(0) { $0 + $1.delta.y }
        // 1000 pt/s decaying at 0.998/ms travels v/(−k) = 1000 / (−1000 ln 0.998) ≈ 499.5 pt in all.
        #expect(travelled > 450 && travelled < 500)
        #expect(t < 4, "momentum stops within a few seconds")
    }

    @Test("a finger coming to rest on the trackpad stops momentum at once")
    func holdStopsMomentum() throws {
        var rig = Rig()
        for i in 0..<4 { try rig.send(.fingerScroll(delta: Point(x: 20, y: 0)), device: .trackpad, at: Double(i) * 0.01) }
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 0.04)
        rig.advance(to: 0.05)
        _ = rig.take()
        try rig.send(.hold(.begin), device: .trackpad, at: 0.06)
        #expect(rig.take().summary == ["scroll momentumChanged", "scroll momentumEnded"],
                "momentum runs up to the moment the finger rests, then stops")
        rig.advance(to: 1)
        #expect(rig.take().isEmpty)
    }

    @Test("a flick with absurdly large finger deltas scrolls by finite amounts and leaves no runaway momentum")
    func hugeFlickMomentumStaysFinite() throws {
        // Found by Fuzz/FuzzInputConverter: finite deltas whose sum overflows made the lift-off
        // velocity infinite, and momentum then scrolled by infinite deltas.
        var rig = Rig()
        for i in 0..<3 { try rig.send(.fingerScroll(delta: Point(x: 0, y: -1e308)), device: .trackpad, at: Double(i) * 0.01) }
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 0.03)
        var t = 0.03
        while rig.converter.isScrolling && t < 10 {
            t += 1.0 / 120
            rig.advance(to: t)
        }
        let e = rig.take()
        #expect(e.allSatisfy { $0.delta.isFinite }, "\(e.filter { !$0.delta.isFinite })")
        #expect(!rig.converter.isScrolling)
    }

    @Test("slow fingers that lift leave no momentum")
    func slowLift() throws {
        var rig = Rig()
        try rig.send(.fingerScroll(delta: Point(x: 0, y: 1)), device: .trackpad, at: 0)
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 1)
        rig.advance(to: 2)
        let e = rig.take()
        #expect(e.summary == ["scroll began", "scroll ended"])
        #expect(e.last?.momentumFollows == false)
    }

    @Test("browser pixel scrolling is continuous and ends after the same quiet interval as the wheel")
    func smoothScrollBurst() throws {
        var rig = Rig()
        try rig.send(.smoothScroll(delta: Point(x: 0, y: 7)), at: 0)
        try rig.send(.smoothScroll(delta: Point(x: 0, y: 3)), at: 0.1)
        rig.advance(to: 0.3)
        let e = rig.take()
        #expect(e.summary == ["scroll began", "scroll changed", "scroll ended"])
        #expect(e.allSatisfy { $0.scrollType == .continuous })
        #expect(e.map(\.delta.y) == [7, 3, 0])
        #expect(e.last?.timestamp == 0.25)
    }

    @Test("switching from the wheel to smooth scrolling ends the wheel's burst first")
    func burstKindsDoNotMix() throws {
        var rig = Rig()
        try rig.send(.wheel(v120: Point(x: 120, y: 0)), at: 0)
        try rig.send(.smoothScroll(delta: Point(x: 5, y: 0)), at: 0.01)
        let e = rig.take()
        #expect(e.summary == ["scroll began", "scroll ended", "scroll began"])
        #expect(e.map(\.scrollType) == [.discrete, .discrete, .continuous])
        #expect(e[0].delta == Point(x: 40, y: 0), "one notch scrolls 40 pt by default")
    }

    @Test("lifting fingers that were not scrolling does nothing, and a non-finite time fires no timer")
    func liftWithoutScroll() throws {
        var rig = Rig()
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 0)
        try rig.send(.wheel(v120: Point(x: 0, y: 120)), at: 0)
        _ = rig.take()
        rig.advance(to: .infinity)
        rig.advance(to: .nan)
        #expect(rig.take().isEmpty && rig.converter.isScrolling)
    }
}
