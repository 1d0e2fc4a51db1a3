import Testing

@Suite("Reading evemu recordings")
struct EvemuRecordingTests {
    static let description = "N: Test Mouse\nI: 0003 046d c077 0111\nP: 00 00 00 00 00 00 00 00\nB: 00 07 00 00 00 00 00 00 00\n"

    @Test("a malformed event line is refused with an error naming that line")
    func malformed() {
        let events = "E: 0.000000 0001 0110 1\nE: 0.000000 0000 0000 0\nE: zero 0001 0110 0\n"
        #expect(throws: EvemuRecording.Failure.malformed(line: 3, reason: "E: needs \"seconds type code value\", got \"zero 0001 0110 0\"")) {
            try EvemuRecording(description: Self.description, events: events)
        }
    }

    @Test("a recording cut off mid-frame keeps every complete frame and drops the unfinished one")
    func truncated() throws {
        let events = "E: 0.000000 0001 0110 1\nE: 0.000000 0000 0000 0\nE: 0.010000 0001 0110 0\n"
        let recording = try EvemuRecording(description: Self.description, events: events)
        #expect(recording.events.count == 2)
        #expect(recording.droppedTail == 1)
    }

    @Test("events without a device description are refused")
    func noDescription() {
        #expect(throws: EvemuRecording.Failure.noDescription) {
            try EvemuRecording(events: "E: 0.000000 0000 0000 0\n")
        }
    }

    @Test("unknown event codes are kept for libinput to judge, not refused")
    func unknownCodes() throws {
        let events = "E: 0.000000 001f 0abc 5\nE: 0.000000 0000 0000 0\n"
        let recording = try EvemuRecording(description: Self.description, events: events)
        #expect(recording.events.first == .init(time: 0, type: 0x1f, code: 0xabc, value: 5))
    }
}
