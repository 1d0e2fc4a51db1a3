import Testing
import PointerGeometry
@testable import PointerInput

/// Drives a converter and collects what it emits.
struct Rig {
    var converter = InputConverter(configuration: .init(surface: Rect(x: 0, y: 0, width: 100, height: 100)),
                                   location: Point(x: 50, y: 50))
    var events: [PointerEvent] = []
    var time = 0.0

    mutating func send(_ kind: SampleKind, device: DeviceKind = .mouse, at t: Double? = nil) throws(InputError) {
        if let t { time = t }
        var out: [PointerEvent] = []
        try converter.convert(RawSample(timestamp: time, device: device, kind: kind)) { out.append($0) }
        events += out
    }

    mutating func advance(to t: Double) {
        time = t
        var out: [PointerEvent] = []
        converter.advance(to: t) { out.append($0) }
        events += out
    }

    mutating func take() -> [PointerEvent] { defer { events.removeAll() }; return events }
}

extension Array where Element == PointerEvent {
    var summary: [String] { map { "\($0.kind.rawValue) \($0.phase.rawValue)" } }
}

@Suite("Input converter")
struct ConverterTests {
    @Test("motion moves the pointer and stays inside the surface, keeping raw deltas for pointer lock")
    func motionClamps() throws {
        var rig = Rig()
        try rig.send(.motion(delta: Point(x: 10, y: -5), unaccelerated: Point(x: 7, y: -3)))
        let e = try #require(rig.take().first)
        #expect(e.kind == .motion && e.location == Point(x: 60, y: 45))
        #expect(e.delta == Point(x: 10, y: -5) && e.unacceleratedDelta == Point(x: 7, y: -3))
        try rig.send(.motion(delta: Point(x: 500, y: -500), unaccelerated: .zero))
        #expect(rig.converter.location.x < 100 && rig.converter.location.x > 99.99 && rig.converter.location.y == 0)
    }

    @Test("an absolute position reports the displacement it made")
    func position() throws {
        var rig = Rig()
        try rig.send(.position(Point(x: 20, y: 30)))
        #expect(rig.take().first?.delta == Point(x: -30, y: -20))
    }

    @Test("presses and releases build UIKit's button mask for any button up to 32")
    func buttons() throws {
        var rig = Rig()
        try rig.send(.button(number: 1, pressed: true))
        try rig.send(.button(number: 3, pressed: true))
        try rig.send(.button(number: 1, pressed: false))
        let e = rig.take()
        #expect(e.map(\.buttons) == [.primary, [.primary, .button(3)], .button(3)])
        #expect(e.map(\.button) == [1, 3, 1])
        #expect(e.summary == ["press none", "press none", "release none"])
    }

    @Test("bad button input is refused and changes nothing")
    func badButtons() throws {
        var rig = Rig()
        #expect(throws: InputError.releaseWithoutPress(button: 2)) { try rig.send(.button(number: 2, pressed: false)) }
        #expect(throws: InputError.buttonOutOfRange(33)) { try rig.send(.button(number: 33, pressed: true)) }
        #expect(throws: InputError.buttonOutOfRange(-1)) { try rig.send(.button(number: -1, pressed: true)) }
        try rig.send(.button(number: 2, pressed: true))
        #expect(throws: InputError.pressWhileHeld(button: 2)) { try rig.send(.button(number: 2, pressed: true)) }
        #expect(rig.converter.buttons == .secondary)
        #expect(rig.take().count == 1)
    }

    @Test("NaN and infinite values are refused, naming the field, and change nothing")
    func nonFinite() throws {
        var rig = Rig()
        #expect(throws: InputError.nonFiniteValue(field: "motion.delta")) {
            try rig.send(.motion(delta: Point(x: .nan, y: 0), unaccelerated: .zero))
        }
        #expect(throws: InputError.nonFiniteValue(field: "wheel.v120")) { try rig.send(.wheel(v120: Point(x: 0, y: .infinity))) }
        #expect(throws: InputError.self) { try rig.send(.pinch(.begin, scale: 0, rotationDelta: 0)) }
        #expect(throws: InputError.invalidTimestamp) { try rig.send(.modifiers([]), at: .nan) }
        #expect(rig.converter.location == Point(x: 50, y: 50) && rig.take().isEmpty)
        #expect(!rig.converter.isTransforming)
    }

    @Test("a timestamp that goes backwards is clamped, the event kept, and a diagnostic recorded")
    func backwards() throws {
        var rig = Rig()
        try rig.send(.button(number: 1, pressed: true), at: 2)
        try rig.send(.button(number: 1, pressed: false), at: 1)
        #expect(rig.take().map(\.timestamp) == [2, 2])
        #expect(rig.converter.diagnostics == [.timestampClamped(got: 1, usedInstead: 2)])
    }

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

    @Test("pinch and rotation become transform events with cumulative scale and rotation")
    func pinch() throws {
        var rig = Rig()
        try rig.send(.pinch(.begin, scale: 1, rotationDelta: 0), device: .trackpad)
        try rig.send(.pinch(.update, scale: 1.5, rotationDelta: 0.1), device: .trackpad)
        try rig.send(.pinch(.update, scale: 2, rotationDelta: 0.2), device: .trackpad)
        try rig.send(.pinch(.end, scale: 2, rotationDelta: 0), device: .trackpad)
        let e = rig.take()
        #expect(e.summary == ["transform began", "transform changed", "transform changed", "transform ended"])
        #expect(e.map(\.scale) == [1, 1.5, 2, 2])
        #expect(abs(e[2].rotation - 0.3) < 1e-12)
        #expect(throws: InputError.gestureNotInProgress("pinch update")) {
            try rig.send(.pinch(.update, scale: 1, rotationDelta: 0))
        }
    }

    @Test("a device unplugged mid-gesture cancels everything in progress, then says it is gone")
    func removal() throws {
        var rig = Rig()
        try rig.send(.button(number: 2, pressed: true), device: .trackpad)
        try rig.send(.pinch(.begin, scale: 1, rotationDelta: 0), device: .trackpad)
        try rig.send(.wheel(v120: Point(x: 0, y: 120)))
        try rig.send(.touch(id: 4, phase: .begin, location: Point(x: 1, y: 1)), device: .finger)
        _ = rig.take()
        try rig.send(.removed, device: .trackpad)
        let e = rig.take()
        #expect(e.summary == ["scroll cancelled", "transform cancelled", "touch cancelled", "release cancelled", "deviceRemoved none"])
        #expect(e.last?.buttons == [])
        try rig.send(.button(number: 2, pressed: true))
        #expect(rig.converter.buttons == .secondary, "the device works again afterwards")
    }

    @Test("touches keep their own location and never move the pointer")
    func touches() throws {
        var rig = Rig()
        try rig.send(.touch(id: 1, phase: .begin, location: Point(x: 5, y: 5)), device: .finger)
        try rig.send(.touch(id: 1, phase: .update, location: Point(x: 6, y: 5)), device: .finger)
        try rig.send(.touch(id: 1, phase: .end, location: Point(x: 6, y: 5)), device: .finger)
        let e = rig.take()
        #expect(e.summary == ["touch began", "touch changed", "touch ended"])
        #expect(e[1].location == Point(x: 6, y: 5) && rig.converter.location == Point(x: 50, y: 50))
        #expect(throws: InputError.unknownTouch(id: 9)) {
            try rig.send(.touch(id: 9, phase: .update, location: .zero), device: .finger)
        }
    }

    @Test("modifiers travel with every later event; proximity reports entering and leaving")
    func modifiersAndProximity() throws {
        var rig = Rig()
        try rig.send(.modifiers([.shift, .command]))
        try rig.send(.proximity(entered: false))
        try rig.send(.proximity(entered: true))
        let e = rig.take()
        #expect(e.summary == ["modifiers none", "proximity ended", "proximity began"])
        #expect(e.allSatisfy { $0.modifiers == [.shift, .command] })
    }
}
