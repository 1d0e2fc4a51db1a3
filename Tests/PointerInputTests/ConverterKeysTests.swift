import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Input converter: keys")
struct ConverterKeysTests {
    @Test("a key going down and up becomes a began and an ended key event with its code")
    func keyDownUp() throws {
        var rig = Rig()
        try rig.send(.key(code: 0x04, pressed: true, characters: try KeyCharacters("a")), device: .keyboard)
        #expect(rig.converter.keysDown == [0x04])
        try rig.send(.key(code: 0x04, pressed: false, characters: nil), device: .keyboard)
        let events = rig.take()
        #expect(events.summary == ["key began", "key ended"])
        #expect(events.map(\.keyCode) == [0x04, 0x04])
        #expect(events.allSatisfy { $0.device == .keyboard })
        #expect(rig.converter.keysDown.isEmpty)
    }

    @Test("a click after shift goes down carries the shift modifier, and not after it comes up")
    func shiftKeyReachesClicks() throws {
        var rig = Rig()
        try rig.send(.key(code: KeyUsage.leftShift, pressed: true, characters: nil), device: .keyboard)
        #expect(rig.converter.modifiers == .shift)
        try rig.send(.button(number: 1, pressed: true))
        try rig.send(.button(number: 1, pressed: false))
        try rig.send(.key(code: KeyUsage.leftShift, pressed: false, characters: nil), device: .keyboard)
        try rig.send(.button(number: 1, pressed: true))
        let events = rig.take()
        #expect(events.summary == ["key began", "modifiers none", "press none", "release none",
                                   "key ended", "modifiers none", "press none"])
        #expect(events[0].modifiers == .shift, "the Shift key's own press carries shift")
        #expect(events[2].modifiers == .shift && events[3].modifiers == .shift)
        #expect(events[6].modifiers == [])
    }

    @Test("the pointer keeps its device while keys are typed")
    func keysDoNotTakeThePointer() throws {
        var rig = Rig()
        try rig.send(.motion(delta: Point(x: 1, y: 0), unaccelerated: Point(x: 1, y: 0)), device: .trackpad)
        try rig.send(.key(code: 0x05, pressed: true, characters: nil), device: .keyboard)
        try rig.send(.wheel(v120: Point(x: 0, y: 120)), device: .trackpad)
        #expect(rig.take().last?.device == .trackpad)
    }

    @Test("both shift keys down: releasing one keeps shift held")
    func twoShiftKeys() throws {
        var rig = Rig()
        try rig.send(.key(code: KeyUsage.leftShift, pressed: true, characters: nil), device: .keyboard)
        try rig.send(.key(code: KeyUsage.rightShift, pressed: true, characters: nil), device: .keyboard)
        try rig.send(.key(code: KeyUsage.leftShift, pressed: false, characters: nil), device: .keyboard)
        #expect(rig.converter.modifiers == .shift)
        try rig.send(.key(code: KeyUsage.rightShift, pressed: false, characters: nil), device: .keyboard)
        #expect(rig.converter.modifiers == [])
    }

    @Test("caps lock toggles alpha-shift each time it goes down")
    func capsLock() throws {
        var rig = Rig()
        for pressed in [true, false] {
            try rig.send(.key(code: KeyUsage.capsLock, pressed: pressed, characters: nil), device: .keyboard)
        }
        #expect(rig.converter.modifiers == .alphaShift)
        for pressed in [true, false] {
            try rig.send(.key(code: KeyUsage.capsLock, pressed: pressed, characters: nil), device: .keyboard)
        }
        #expect(rig.converter.modifiers == [])
    }

    @Test("the modifiers sample still sets the flags, and a later key release clears its own")
    func modifiersSampleStillWorks() throws {
        var rig = Rig()
        try rig.send(.modifiers([.command]))
        try rig.send(.key(code: KeyUsage.leftShift, pressed: true, characters: nil), device: .keyboard)
        #expect(rig.converter.modifiers == [.command, .shift])
        try rig.send(.key(code: KeyUsage.leftShift, pressed: false, characters: nil), device: .keyboard)
        #expect(rig.converter.modifiers == .command)
    }

    @Test("an unknown key code is refused with a typed error and changes nothing")
    func unknownKeyCode() throws {
        var rig = Rig()
        for code in [0, 3, 0x74, 0xDF, 0xE8, -1, Int.max] {
            #expect(throws: InputError.unknownKeyCode(code)) {
                try rig.send(.key(code: code, pressed: true, characters: try KeyCharacters("x")), device: .keyboard)
            }
        }
        #expect(rig.take().isEmpty && rig.converter.keysDown.isEmpty)
    }

    @Test("a key up without a key down, or a second key down, is refused")
    func unbalancedKeys() throws {
        var rig = Rig()
        #expect(throws: InputError.keyReleaseWithoutPress(code: 0x28)) {
            try rig.send(.key(code: 0x28, pressed: false, characters: nil), device: .keyboard)
        }
        try rig.send(.key(code: 0x28, pressed: true, characters: nil), device: .keyboard)
        #expect(throws: InputError.keyPressWhileHeld(code: 0x28)) {
            try rig.send(.key(code: 0x28, pressed: true, characters: nil), device: .keyboard)
        }
        #expect(rig.take().count == 1)
    }

    @Test("unplugging a keyboard cancels the keys it holds and their modifiers, and not the click")
    func keyboardRemoved() throws {
        var rig = Rig()
        try rig.send(.button(number: 1, pressed: true))
        try rig.send(.key(code: KeyUsage.leftGUI, pressed: true, characters: nil), device: .keyboard)
        try rig.send(.key(code: 0x09, pressed: true, characters: try KeyCharacters("f")), device: .keyboard)
        _ = rig.take()
        try rig.send(.removed, device: .keyboard)
        let events = rig.take()
        #expect(events.summary == ["key cancelled", "key cancelled", "modifiers none"])
        #expect(events.prefix(2).map(\.keyCode) == [0x09, KeyUsage.leftGUI])
        #expect(rig.converter.modifiers == [] && rig.converter.buttons == .primary)
        // The keys are up: pressing them again is a new press.
        try rig.send(.key(code: 0x09, pressed: true, characters: nil), device: .keyboard)
    }

    @Test("a key held on one keyboard is released only by that keyboard")
    func keysBelongToTheirKeyboard() throws {
        var converter = InputConverter()
        func key(_ pressed: Bool, keyboard: Int) throws(InputError) {
            try converter.convert(RawSample(timestamp: 0, device: .keyboard, deviceID: keyboard,
                                            kind: .key(code: 0x04, pressed: pressed, characters: nil))) { _ in }
        }
        try key(true, keyboard: 1)
        #expect(throws: InputError.keyReleaseWithoutPress(code: 0x04)) { try key(false, keyboard: 2) }
        try key(true, keyboard: 2)
        #expect(converter.keysDown == [0x04, 0x04], "the same key down on both keyboards")
        try key(false, keyboard: 1)
        #expect(converter.keysDown == [0x04])
    }
}
