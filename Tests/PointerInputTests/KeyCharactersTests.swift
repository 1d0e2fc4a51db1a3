import Testing
@testable import PointerInput

@Suite("Key characters")
struct KeyCharactersTests {
    @Test("characters longer than one key can type are refused; the longest emoji fit, and stay plain values")
    func oversizedCharacters() throws {
        #expect(throws: InputError.keyCharactersTooLong(count: 10_000)) {
            try KeyCharacters(String(repeating: "x", count: 10_000))
        }
        #expect(throws: InputError.keyCharactersTooLong(count: 33)) { try KeyCharacters(String(repeating: "x", count: 33)) }
        let family = try KeyCharacters("👩‍👩‍👧‍👦")
        #expect(family.string == "👩‍👩‍👧‍👦" && family.utf8Count == 25)
        #expect(try KeyCharacters("").isEmpty && (try KeyCharacters("é")).string == "é")
        #expect(_isPOD(RawSample.self), "samples copy without reference counting: the pointer's hot path")
        var rig = Rig()
        try rig.send(.key(code: 0x1B, pressed: true, characters: family), device: .keyboard)
        #expect(rig.converter.keysDown == [0x1B])
    }

    @Test("a character that would cross the 32-byte limit is refused whole, never cut in half")
    func noHalfCharacters() {
        #expect(throws: InputError.keyCharactersTooLong(count: 33)) {
            try KeyCharacters(String(repeating: "x", count: 31) + "é")
        }
        #expect(throws: Never.self) { try KeyCharacters(String(repeating: "x", count: 30) + "é") }
    }

    @Test("characters read back as the text they were made from, and compare by it")
    func roundTrip() throws {
        let word = try KeyCharacters("ß→")
        #expect(word.string == "ß→" && word.description == "ß→" && word.utf8Count == 5)
        #expect(try KeyCharacters("a") == KeyCharacters("a"))
        #expect(try KeyCharacters("a") != KeyCharacters("b"))
        #expect(try !KeyCharacters(" ").isEmpty)
    }
}
