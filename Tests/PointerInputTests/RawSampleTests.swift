import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Raw samples")
struct RawSampleTests {
    @Test("a sample made without a device identifier comes from device 0")
    func defaultDevice() {
        let s = RawSample(timestamp: 1.5, device: .trackpad, kind: .hold(.begin))
        #expect(s.deviceID == 0 && s.device == .trackpad && s.timestamp == 1.5 && s.kind == .hold(.begin))
    }

    @Test("samples compare by time, device and what was reported, key characters included")
    func equality() throws {
        let a = RawSample(timestamp: 0, device: .keyboard, kind: .key(code: 4, pressed: true, characters: try KeyCharacters("a")))
        let b = RawSample(timestamp: 0, device: .keyboard, kind: .key(code: 4, pressed: true, characters: try KeyCharacters("A")))
        #expect(a != b)
        #expect(a == RawSample(timestamp: 0, device: .keyboard, deviceID: 0, kind: .key(code: 4, pressed: true, characters: try KeyCharacters("a"))))
        #expect(RawSample(timestamp: 0, device: .mouse, deviceID: 1, kind: .removed) != RawSample(timestamp: 0, device: .mouse, deviceID: 2, kind: .removed))
    }

    @Test("every kind of sample copies without reference counting: the pointer's hot path stays plain")
    func plainValues() {
        #expect(_isPOD(RawSample.self) && _isPOD(SampleKind.self))
    }

    @Test("gesture phases print as backends name them")
    func phaseNames() {
        #expect([SamplePhase.begin, .update, .end, .cancel].map(\.rawValue) == ["begin", "update", "end", "cancel"])
    }
}
