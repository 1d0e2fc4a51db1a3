import PointerGeometry
import PointerInput
import PointerTraces
import Testing

@Suite("Trace files: keys")
struct TraceKeyTests {
    static let header = TraceHeader(source: "test", devices: [TraceDevice(id: 2, kind: .keyboard, name: "keys")])
    static func samples() throws -> [RawSample] { [
        RawSample(timestamp: 1, device: .keyboard, deviceID: 2, kind: .key(code: KeyUsage.leftShift, pressed: true, characters: nil)),
        RawSample(timestamp: 1.1, device: .keyboard, deviceID: 2, kind: .key(code: 0x04, pressed: true, characters: try KeyCharacters("A"))),
        RawSample(timestamp: 1.2, device: .keyboard, deviceID: 2, kind: .key(code: 0x04, pressed: false, characters: nil)),
        RawSample(timestamp: 1.3, device: .keyboard, deviceID: 2, kind: .key(code: 0x08, pressed: true, characters: try KeyCharacters("é\"\n"))),
        RawSample(timestamp: 1.4, device: .keyboard, deviceID: 2, kind: .removed),
    ] }

    @Test("key presses, with and without their characters, read back as written")
    func roundTrip() throws {
        let samples = try Self.samples()
        let text = TraceWriter.text(header: Self.header, samples: samples)
        let trace = try Trace(jsonLines: text)
        #expect(trace.samples == samples)
        #expect(trace.header.devices.first?.kind == "keyboard")
        #expect(text.contains(#""code":4"#))
    }

    @Test("a key line with no code, no pressed, an unknown code or oversized characters is refused, naming the line")
    func malformedKeys() throws {
        let bad = [
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","pressed":true}"#, "\"code\""),
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","code":4}"#, "\"pressed\""),
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","code":999,"pressed":true}"#, "999"),
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","code":"a","pressed":true}"#, "code"),
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","code":4,"pressed":true,"characters":""#
                + String(repeating: "x", count: 33) + #""}"#, "33 UTF-8 bytes"),
            (#"{"t":1,"device":"keyboard","id":0,"kind":"key","code":4,"pressed":true,"characters":"\udc00"}"#, "line 2"),
        ]
        for (line, mention) in bad {
            let text = TraceWriter.text(header: Self.header, samples: []) + line + "\n"
            let error = try #require(throws: TraceError.self) { try Trace(jsonLines: text) }
            #expect(error.line == 2)
            #expect("\(error)".contains(mention), "\(error)")
        }
    }
}
