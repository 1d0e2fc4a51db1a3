import PointerGeometry
import PointerInput
import PointerTraces
import Testing

@Suite("Trace files")
struct TraceFormatTests {
    static let header = TraceHeader(source: "test", devices: [TraceDevice(id: 0, kind: .trackpad, name: "pad")])
    static let samples: [RawSample] = [
        RawSample(timestamp: 1, device: .trackpad, kind: .motion(delta: Point(x: 2, y: -3), unaccelerated: Point(x: 1, y: -1.5))),
        RawSample(timestamp: 1.1, device: .trackpad, kind: .button(number: 2, pressed: true)),
        RawSample(timestamp: 1.2, device: .trackpad, kind: .button(number: 2, pressed: false)),
        RawSample(timestamp: 1.3, device: .mouse, deviceID: 1, kind: .wheel(v120: Point(x: 0, y: 60))),
        RawSample(timestamp: 1.4, device: .trackpad, kind: .fingerScroll(delta: Point(x: 0, y: 4.5))),
        RawSample(timestamp: 1.5, device: .trackpad, kind: .pinch(.update, scale: 1.25, rotationDelta: 0.1)),
        RawSample(timestamp: 1.6, device: .trackpad, kind: .hold(.begin)),
        RawSample(timestamp: 1.7, device: .trackpad, kind: .removed),
    ]

    @Test("a recorded trace reads back as the same samples")
    func roundTrip() throws {
        let text = TraceWriter.text(header: Self.header, samples: Self.samples)
        let trace = try Trace(jsonLines: text)
        #expect(trace.header == Self.header)
        #expect(trace.samples == Self.samples)
        #expect(trace.warnings.isEmpty)
        #expect(text.split(separator: "\n").count == Self.samples.count + 1)
    }

    @Test("a truncated last line is refused with an error naming that line")
    func truncated() throws {
        var text = TraceWriter.text(header: Self.header, samples: Self.samples)
        text.removeLast(12)
        #expect(throws: TraceError.malformedLine(line: 9, reason: "not valid JSON (a truncated line?)")) {
            try Trace(jsonLines: text)
        }
    }

    @Test("a sample missing a field its kind needs is refused, naming the line and the field")
    func missingField() throws {
        let text = TraceWriter.text(header: Self.header, samples: [])
            + #"{"t":1,"device":"mouse","id":0,"kind":"button","pressed":true}"# + "\n"
        let error = try #require(throws: TraceError.self) { try Trace(jsonLines: text) }
        #expect(error.line == 2)
        #expect("\(error)".contains("\"button\""))
    }

    @Test("a file that is not a trace, or a newer version, is refused on line 1")
    func notATrace() throws {
        #expect(throws: TraceError.missingHeader) { try Trace(jsonLines: "") }
        let error = try #require(throws: TraceError.self) { try Trace(jsonLines: "E: 1.0 0002 0000 1\n") }
        #expect(error.line == 1)
        let future = #"{"format":"pointerkit-trace","version":2,"source":"x","devices":[]}"#
        #expect(throws: TraceError.unsupportedVersion(line: 1, version: 2)) { try Trace(jsonLines: future) }
    }

    @Test("an unknown sample kind is skipped with a warning and the samples around it are kept")
    func unknownKind() throws {
        let text = TraceWriter.text(header: Self.header, samples: [Self.samples[1]])
            + #"{"t":1.15,"device":"trackpad","id":0,"kind":"teleport"}"# + "\n"
            + TraceWriter.text(header: Self.header, samples: [Self.samples[2]]).split(separator: "\n")[1] + "\n"
        let trace = try Trace(jsonLines: text)
        #expect(trace.samples == [Self.samples[1], Self.samples[2]])
        #expect(trace.warnings == [.unknownKind(line: 3, kind: "teleport")])
    }

    @Test("a timestamp that goes backwards is kept, warned about by line, and clamped by the converter")
    func backwards() throws {
        let samples = [
            RawSample(timestamp: 2, device: .mouse, kind: .button(number: 1, pressed: true)),
            RawSample(timestamp: 1.5, device: .mouse, kind: .button(number: 1, pressed: false)),
        ]
        let trace = try Trace(jsonLines: TraceWriter.text(header: Self.header, samples: samples))
        #expect(trace.samples == samples)
        #expect(trace.warnings == [.timestampWentBackwards(line: 3, time: 1.5, previous: 2)])
        var converter = InputConverter()
        var events: [PointerEvent] = []
        for s in trace.samples { try converter.convert(s) { events.append($0) } }
        #expect(events.map(\.kind) == [.press, .release])
        #expect(events.map(\.timestamp) == [2, 2])
        #expect(converter.diagnostics == [.timestampClamped(got: 1.5, usedInstead: 2)])
    }
}
