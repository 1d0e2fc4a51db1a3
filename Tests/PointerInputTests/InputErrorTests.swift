import Testing
@testable import PointerInput

@Suite("Input errors")
struct InputErrorTests {
    @Test("each refusal explains itself in one line that names the value at fault")
    func descriptions() {
        #expect(InputError.nonFiniteValue(field: "motion.delta").description == "non-finite value in motion.delta")
        #expect(InputError.buttonOutOfRange(40).description == "button number 40 is outside 1...32")
        #expect(InputError.releaseWithoutPress(button: 2).description.contains("button 2"))
        #expect(InputError.pressWhileHeld(button: 3).description.contains("already pressed"))
        #expect(InputError.gestureNotInProgress("pinch end").description == "pinch end with no gesture in progress")
        #expect(InputError.unknownTouch(id: 7).description.contains("touch 7"))
        #expect(InputError.invalidTimestamp.description == "timestamp is not finite")
        #expect(InputError.unknownKeyCode(300).description.contains("key code 300"))
        #expect(InputError.keyPressWhileHeld(code: 4).description.contains("already down"))
        #expect(InputError.keyReleaseWithoutPress(code: 4).description.contains("not down"))
        #expect(InputError.keyCharactersTooLong(count: 40).description.contains("40 UTF-8 bytes are over the 32-byte limit"))
    }

    @Test("every error has its own description")
    func distinctDescriptions() {
        let all: [InputError] = [.nonFiniteValue(field: "x"), .buttonOutOfRange(1), .releaseWithoutPress(button: 1),
                                 .pressWhileHeld(button: 1), .gestureNotInProgress("x"), .unknownTouch(id: 1),
                                 .invalidTimestamp, .unknownKeyCode(1), .keyPressWhileHeld(code: 1),
                                 .keyReleaseWithoutPress(code: 1), .keyCharactersTooLong(count: 1)]
        #expect(Set(all.map(\.description)).count == all.count)
    }

    @Test("a refused sample's error is the one the converter throws, and repairs are recorded as diagnostics")
    func thrownAndNoted() throws {
        var converter = InputConverter()
        #expect(throws: InputError.invalidTimestamp) {
            try converter.convert(RawSample(timestamp: .infinity, device: .mouse, kind: .removed)) { _ in }
        }
        try converter.convert(RawSample(timestamp: 5, device: .mouse, kind: .modifiers([]))) { _ in }
        try converter.convert(RawSample(timestamp: 4, device: .mouse, kind: .modifiers([]))) { _ in }
        #expect(converter.diagnostics == [InputDiagnostic.timestampClamped(got: 4, usedInstead: 5)])
    }
}
