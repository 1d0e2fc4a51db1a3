import Testing
@testable import PointerInput

@Suite("Buttons, modifiers and device kinds")
struct ButtonsAndModifiersTests {
    @Test("button n is bit n − 1, as UIEventButtonMaskForButtonNumber gives it, for buttons 1 to 32")
    func buttonMask() {
        #expect(ButtonMask.button(1) == .primary && ButtonMask.primary.rawValue == 1)
        #expect(ButtonMask.button(2) == .secondary && ButtonMask.secondary.rawValue == 2)
        #expect(ButtonMask.button(3).rawValue == 4)
        #expect(ButtonMask.button(32).rawValue == 1 << 31)
        #expect(ButtonMask.maximumButtonNumber == 32)
    }

    @Test("button numbers outside 1 to 32 give an empty mask")
    func outOfRangeButtons() {
        for n in [0, -1, 33, Int.max, Int.min] { #expect(ButtonMask.button(n).isEmpty, "\(n)") }
    }

    @Test("modifier flags have UIKeyModifierFlags' raw values")
    func modifierRawValues() {
        #expect(ModifierFlags.alphaShift.rawValue == 65_536)
        #expect(ModifierFlags.shift.rawValue == 131_072)
        #expect(ModifierFlags.control.rawValue == 262_144)
        #expect(ModifierFlags.alternate.rawValue == 524_288)
        #expect(ModifierFlags.command.rawValue == 1_048_576)
        #expect(ModifierFlags.numericPad.rawValue == 2_097_152)
        #expect(ModifierFlags([.shift, .command]).rawValue == 131_072 + 1_048_576)
    }

    @Test("only mice and trackpads drive the pointer")
    func indirectDevices() {
        #expect(DeviceKind.allCases.filter(\.isIndirect) == [.mouse, .trackpad])
        #expect(DeviceKind.allCases.map(\.rawValue) == ["mouse", "trackpad", "finger", "pencil", "keyboard"])
    }

    @Test("scroll types have UIScrollType's raw values")
    func scrollTypes() {
        #expect(ScrollType.discrete.rawValue == 0 && ScrollType.continuous.rawValue == 1)
        #expect(ScrollType(rawValue: 1) == .continuous && ScrollType(rawValue: 2) == nil)
    }
}
