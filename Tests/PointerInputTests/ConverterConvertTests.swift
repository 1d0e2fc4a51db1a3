import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Input converter: converting samples")
struct ConverterConvertTests {
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

    @Test("a second begin for a live touch is taken as a move, and a cancelled touch is forgotten")
    func touchBeginTwiceAndCancel() throws {
        var rig = Rig()
        try rig.send(.touch(id: 2, phase: .begin, location: Point(x: 1, y: 1)), device: .finger)
        try rig.send(.touch(id: 2, phase: .begin, location: Point(x: 2, y: 1)), device: .finger)
        try rig.send(.touch(id: 2, phase: .cancel, location: Point(x: 2, y: 1)), device: .finger)
        #expect(rig.take().summary == ["touch began", "touch changed", "touch cancelled"])
        #expect(throws: InputError.unknownTouch(id: 2)) {
            try rig.send(.touch(id: 2, phase: .end, location: .zero), device: .finger)
        }
    }

    @Test("a pinch that begins during a pinch cancels the old one and starts afresh")
    func pinchRestarts() throws {
        var rig = Rig()
        try rig.send(.pinch(.begin, scale: 1, rotationDelta: 0), device: .trackpad)
        try rig.send(.pinch(.update, scale: 1.5, rotationDelta: 0.5), device: .trackpad)
        try rig.send(.pinch(.begin, scale: 1, rotationDelta: 0), device: .trackpad)
        let e = rig.take()
        #expect(e.summary == ["transform began", "transform changed", "transform cancelled", "transform began"])
        #expect(e.last?.rotation == 0, "the new pinch's rotation starts from zero")
        #expect(rig.converter.isTransforming)
    }

    @Test("a click during momentum stops the momentum before the press")
    func clickStopsMomentum() throws {
        var rig = Rig()
        for i in 0..<4 { try rig.send(.fingerScroll(delta: Point(x: 0, y: 20)), device: .trackpad, at: Double(i) * 0.01) }
        try rig.send(.fingerScroll(delta: .zero), device: .trackpad, at: 0.04)
        #expect(rig.converter.isScrolling)
        _ = rig.take()
        try rig.send(.button(number: 1, pressed: true), device: .trackpad, at: 0.04)
        #expect(rig.take().summary == ["scroll momentumEnded", "press none"])
        #expect(!rig.converter.isScrolling)
    }

    @Test("a device unplugged with nothing in progress only says it is gone")
    func quietRemoval() throws {
        var rig = Rig()
        try rig.send(.removed)
        #expect(rig.take().summary == ["deviceRemoved none"])
    }
}
