import Foundation
import PointerGeometry
import PointerInput
import PointerTraces
import Testing

/// `pointerkit replay` on trace files (needs no libinput).
@Suite("pointerkit replay")
struct ReplayCommandTests {
    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pk-replay-\(UUID().uuidString).jsonl")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("replaying a trace prints the click and the scroll the pointer system decided, over the view they hit")
    func replay() async throws {
        let header = TraceHeader(source: "test", devices: [TraceDevice(id: 0, kind: .trackpad, name: "pad")])
        let samples = [
            RawSample(timestamp: 5, device: .trackpad, kind: .motion(delta: Point(x: 10, y: 50), unaccelerated: Point(x: 5, y: 25))),
            RawSample(timestamp: 5.1, device: .trackpad, kind: .button(number: 2, pressed: true)),
            RawSample(timestamp: 5.2, device: .trackpad, kind: .button(number: 2, pressed: false)),
            RawSample(timestamp: 5.3, device: .trackpad, kind: .fingerScroll(delta: Point(x: 0, y: 12))),
            RawSample(timestamp: 5.32, device: .trackpad, kind: .fingerScroll(delta: .zero)),
        ]
        let url = try Self.write(TraceWriter.text(header: header, samples: samples))
        defer { try? FileManager.default.removeItem(at: url) }
        let output = try await UmockdevReplay.exec(UmockdevReplay.pointerkit.path, ["replay", url.path])
        #expect(output.contains("+0.100 s  press button 2 at (330, 250) over video"), "\(output)")
        #expect(output.contains("scroll continuous began by (0.00, 12.00)"))
        #expect(output.contains("1 press button 2"))
    }

    @Test("replaying a malformed trace fails with a message naming the bad line")
    func malformed() async throws {
        let header = TraceHeader(source: "test", devices: [])
        let url = try Self.write(TraceWriter.text(header: header, samples: []) + "{\"t\":1,\"device\":\"mouse\"\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try await #require(throws: HarnessFailure.self) {
            try await UmockdevReplay.exec(UmockdevReplay.pointerkit.path, ["replay", url.path])
        }
        #expect(error.description.contains("line 2: not valid JSON"), "\(error)")
    }
}
