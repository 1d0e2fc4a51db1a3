import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Input converter: sample limits")
struct ConverterLimitsTests {
    @Test("a pinch turn of 1e308 radians is clamped to one turn, with a diagnostic, and the total stays finite")
    func pinchRotationClamped() throws {
        // Found by Fuzz/FuzzInputConverter: two huge finite rotation deltas added up to infinity.
        var rig = Rig()
        try rig.send(.pinch(.begin, scale: 1, rotationDelta: 1e308), device: .trackpad, at: 0)
        try rig.send(.pinch(.update, scale: 1.5, rotationDelta: 1e308), device: .trackpad, at: 0.01)
        try rig.send(.pinch(.end, scale: 2, rotationDelta: -1e308), device: .trackpad, at: 0.02)
        let e = rig.take()
        #expect(e.summary == ["transform began", "transform changed", "transform ended"])
        let turn = 2 * Double.pi
        let rotations: [Double] = e.map(\.rotation)
        #expect(rotations == [turn, 2 * turn, turn])
        let clamped = InputDiagnostic.valueClamped(field: "pinch.rotationDelta", got: 1e308, usedInstead: turn)
        #expect(rig.converter.diagnostics.contains(clamped))
    }

    @Test("an absurd motion is clamped to 100,000 pt per sample on each axis, naming the axis")
    func motionClamped() throws {
        var rig = Rig()
        try rig.send(.motion(delta: Point(x: 1e12, y: 3), unaccelerated: Point(x: 0, y: -1e9)))
        let e = try #require(rig.take().first)
        #expect(e.delta == Point(x: InputConverter.SampleLimits.delta, y: 3))
        #expect(e.unacceleratedDelta == Point(x: 0, y: -InputConverter.SampleLimits.delta))
        #expect(rig.converter.diagnostics == [
            .valueClamped(field: "motion.delta.x", got: 1e12, usedInstead: 100_000),
            .valueClamped(field: "motion.unaccelerated.y", got: -1e9, usedInstead: -100_000),
        ])
    }

    @Test("a wheel turned 200,000 notches in one sample scrolls 100,000 notches")
    func wheelClamped() throws {
        var rig = Rig()
        try rig.send(.wheel(v120: Point(x: 0, y: 24_000_000)))
        let e = try #require(rig.take().first)
        #expect(e.wheelSteps == Point(x: 0, y: 100_000))
        #expect(rig.converter.diagnostics == [.valueClamped(field: "wheel.v120.y", got: 24_000_000, usedInstead: 12_000_000)])
    }

    @Test("pinch scales are kept between 1/1000 and 1000")
    func scaleClamped() throws {
        var rig = Rig()
        try rig.send(.pinch(.begin, scale: 1e-9, rotationDelta: 0), device: .trackpad)
        try rig.send(.pinch(.update, scale: 1e300, rotationDelta: 0), device: .trackpad)
        #expect(rig.take().map(\.scale) == [0.001, 1000])
        #expect(rig.converter.diagnostics.map { if case .valueClamped(let field, _, _) = $0 { field } else { "" } }
                == ["pinch.scale", "pinch.scale"])
    }

    @Test("positions and touch locations beyond a billion points are clamped to ±1e9")
    func coordinatesClamped() throws {
        var rig = Rig()
        try rig.send(.touch(id: 1, phase: .begin, location: Point(x: -1e15, y: 5)), device: .finger)
        #expect(rig.take().first?.location == Point(x: -1e9, y: 5))
        try rig.send(.position(Point(x: 2e9, y: 2e9)))
        #expect(rig.converter.diagnostics.contains(.valueClamped(field: "position.y", got: 2e9, usedInstead: 1e9)))
        #expect(rig.converter.location == Point(x: 100.0.nextDown, y: 100.0.nextDown))
    }

    @Test("values inside the limits pass unchanged and leave no diagnostic")
    func ordinaryValuesUntouched() throws {
        var rig = Rig()
        try rig.send(.motion(delta: Point(x: 99_999, y: -99_999), unaccelerated: .zero))
        try rig.send(.pinch(.begin, scale: 1000, rotationDelta: -2 * .pi), device: .trackpad)
        #expect(rig.converter.diagnostics.isEmpty)
        #expect(rig.take().last?.rotation == -2 * .pi)
    }
}
