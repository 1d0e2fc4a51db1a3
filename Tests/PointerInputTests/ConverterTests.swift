import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Input converter")
struct ConverterTests {
    @Test("a new converter puts the pointer at the surface's centre, or where asked, kept on the surface")
    func startingLocation() {
        #expect(InputConverter().location == Point(x: 512, y: 384), "the classic iPad's centre")
        let surface = InputConverter.Configuration(surface: Rect(x: 0, y: 0, width: 100, height: 100))
        let outside = InputConverter(configuration: surface, location: Point(x: 500, y: -5))
        #expect(outside.location == Point(x: 100.0.nextDown, y: 0), "the maximum edges are outside the surface")
        #expect(outside.lastTimestamp == -.infinity && outside.buttons == [] && outside.modifiers == [])
    }

    @Test("a warp moves the pointer without an event, stays on the surface, and ignores NaN")
    func warp() throws {
        var rig = Rig()
        rig.converter.warp(to: Point(x: 10, y: 20))
        #expect(rig.converter.location == Point(x: 10, y: 20))
        rig.converter.warp(to: Point(x: -50, y: 1000))
        #expect(rig.converter.location == Point(x: 0, y: 100.0.nextDown))
        rig.converter.warp(to: Point(x: .nan, y: 5))
        #expect(rig.converter.location == Point(x: 0, y: 100.0.nextDown))
        try rig.send(.motion(delta: Point(x: 5, y: -10), unaccelerated: .zero))
        #expect(rig.take().map(\.location) == [Point(x: 5, y: 100.0.nextDown - 10)], "only the motion made an event")
    }

    @Test("a sample given where the pointer is now continues from there; a refused one leaves the converter where it was")
    func continuesFromThePointer() throws {
        var rig = Rig()
        var out: [PointerEvent] = []
        try rig.converter.convert(RawSample(timestamp: 1, device: .trackpad, kind: .motion(delta: Point(x: 3, y: 4), unaccelerated: .zero)),
                                  from: Point(x: 10, y: 20)) { out.append($0) }
        #expect(out.map(\.location) == [Point(x: 13, y: 24)], "another device had moved the pointer to (10, 20)")
        #expect(throws: InputError.invalidTimestamp) {
            try rig.converter.convert(RawSample(timestamp: .nan, device: .trackpad, kind: .motion(delta: .zero, unaccelerated: .zero)),
                                      from: Point(x: 70, y: 70)) { out.append($0) }
        }
        #expect(rig.converter.location == Point(x: 13, y: 24) && out.count == 1)
        try rig.converter.convert(RawSample(timestamp: 2, device: .trackpad, kind: .button(number: 1, pressed: true)),
                                  from: Point(x: 500, y: .infinity)) { out.append($0) }
        #expect(out.last?.location == Point(x: 13, y: 24), "a place that is not finite is not followed")
    }

    @Test("a resized surface holds the pointer inside its new bounds from the next motion on")
    func resizedSurface() throws {
        var rig = Rig()
        rig.converter.configuration.surface = Rect(x: 0, y: 0, width: 40, height: 30)
        try rig.send(.motion(delta: Point(x: 1, y: 1), unaccelerated: Point(x: 1, y: 1)))
        #expect(rig.converter.location == Point(x: 40.0.nextDown, y: 30.0.nextDown))
    }

    @Test("only the most recent 64 repairs are kept, oldest dropped first")
    func diagnosticsLimit() throws {
        var rig = Rig()
        try rig.send(.modifiers([]), at: 1000)
        for i in 0..<70 { try rig.send(.modifiers([]), at: Double(i)) }
        let kept = rig.converter.diagnostics
        #expect(kept.count == InputConverter.diagnosticsLimit)
        #expect(kept.first == .timestampClamped(got: 6, usedInstead: 1000))
        #expect(kept.last == .timestampClamped(got: 69, usedInstead: 1000))
    }

    @Test("events are stamped with the pointing device that last drove the pointer")
    func eventsCarryTheirDevice() throws {
        var rig = Rig()
        try rig.send(.motion(delta: Point(x: 1, y: 0), unaccelerated: .zero), device: .trackpad)
        try rig.send(.button(number: 1, pressed: true), device: .mouse)
        #expect(rig.take().map(\.device) == [.trackpad, .mouse])
    }
}
