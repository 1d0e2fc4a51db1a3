import PointerLibinput
import Testing

@Suite("Evdev button codes")
struct EvdevButtonTests {
    @Test("mouse buttons are numbered as UIKit counts them: left primary, right secondary, middle, side, extra")
    func numbering() {
        // linux/input-event-codes.h: BTN_LEFT 0x110, RIGHT 0x111, MIDDLE 0x112, SIDE 0x113, EXTRA 0x114, TASK 0x117.
        #expect(EvdevButton.number(forCode: 0x110) == 1)
        #expect(EvdevButton.number(forCode: 0x111) == 2)
        #expect(EvdevButton.number(forCode: 0x112) == 3)
        #expect(EvdevButton.number(forCode: 0x113) == 4)
        #expect(EvdevButton.number(forCode: 0x114) == 5)
        #expect(EvdevButton.number(forCode: 0x117) == 8)
    }

    @Test("codes that are not mouse buttons (BTN_0, BTN_TOUCH, keys) map to no button")
    func notMouseButtons() {
        #expect(EvdevButton.number(forCode: 0x100) == nil)
        #expect(EvdevButton.number(forCode: 0x14A) == nil)
        #expect(EvdevButton.number(forCode: 30) == nil)
    }
}
