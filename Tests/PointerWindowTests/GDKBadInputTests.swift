import Testing
import PointerGeometry
import PointerInput
@testable import PointerWindow

/// What a broken driver, an unknown device or a key PointerKit does not know makes GTK deliver:
/// each event is dropped with a diagnostic, and the events around it still work.
@Suite("GDK bad input")
struct GDKBadInputTests {
    @Test("a move to a place that is not a finite number is dropped, saying so, and the next move works")
    func nonFiniteMove() {
        var mapper = GDKInputMapper()
        #expect(mapper.map(GDKEvent(.motion, from: .mouse, x: .nan, y: 4), at: 0).isEmpty)
        #expect(mapper.map(GDKEvent(.motion, from: .mouse, x: 1, y: .infinity), at: 0).isEmpty)
        #expect(mapper.droppedCount == 2)
        #expect(mapper.diagnostics.last?.contains("not a finite place") == true)
        #expect(mapper.map(GDKEvent(.motion, from: .mouse, x: 1, y: 2), at: 0).map(\.kind) == [.position(Point(x: 1, y: 2))])
    }

    @Test("events from a device GDK does not name, or one that does not point, are dropped")
    func unknownDevices() {
        var mapper = GDKInputMapper()
        #expect(mapper.map(GDKEvent(type: GDKEvent.Kind.motion.rawValue, source: 42, x: 1, y: 1), at: 0).isEmpty)
        #expect(mapper.diagnostics.last?.contains("unknown device (source 42)") == true)
        #expect(mapper.map(GDKEvent(.motion, from: .tabletPad, x: 1, y: 1), at: 0).isEmpty)
        #expect(mapper.map(GDKEvent(.motion, from: .touchscreen, x: 1, y: 1), at: 0).isEmpty)
        #expect(mapper.droppedCount == 3)
    }

    @Test("a button PointerKit does not know is dropped")
    func unknownButton() {
        var mapper = GDKInputMapper()
        var press = GDKEvent(.buttonPress, from: .mouse, x: 1, y: 1)
        press.button = 13
        #expect(mapper.map(press, at: 0).isEmpty)
        #expect(mapper.diagnostics.last?.contains("button 13") == true)
    }

    @Test("a key PointerKit cannot name that types no character is dropped, the diagnostic naming its keyval; its release is ignored")
    func unknownKey() {
        var mapper = GDKInputMapper()
        var key = GDKEvent(.keyPress, from: .keyboard)
        key.keycode = 8 + 240  // KEY_UNKNOWN
        key.keyval = 0x1008FF2B  // XF86WakeUp: no Unicode character
        #expect(mapper.map(key, at: 0).isEmpty)
        #expect(mapper.diagnostics.last == "dropped: keyval 0x1008ff2b has no Unicode character, and key code 248 is not a key PointerKit knows")
        key.keycode = 3        // below X11's offset of 8
        #expect(mapper.map(key, at: 0).isEmpty)
        #expect(mapper.droppedCount == 2)
        key.type = GDKEvent.Kind.keyRelease.rawValue
        #expect(mapper.map(key, at: 0).isEmpty && mapper.droppedCount == 2)
        #expect(mapper.takeText() == "")
    }

    @Test("a key PointerKit cannot name that types a character (xdotool's spare key for é or 한) types that character as text")
    func unnamedKeyTypesText() {
        var mapper = GDKInputMapper()
        var key = GDKEvent(.keyPress, from: .keyboard)
        key.keycode = 8 + 240
        for (keyval, unicode) in [(UInt32(0x0E9), UInt32(0xE9)), (0x100D55C, 0xD55C)] {
            key.keyval = keyval; key.unicode = unicode
            #expect(mapper.map(key, at: 0).isEmpty)
        }
        #expect(mapper.takeText() == "é한" && mapper.takeText() == "")
        #expect(mapper.droppedCount == 0)
    }

    @Test("a pinch whose scale is not a positive finite number, or a scroll by NaN, is dropped")
    func badGestures() {
        var mapper = GDKInputMapper()
        var pinch = GDKEvent(.touchpadPinch, from: .touchpad, x: 1, y: 1)
        pinch.phase = 1
        pinch.pinchScale = 0
        #expect(mapper.map(pinch, at: 0).filter { if case .pinch = $0.kind { true } else { false } }.isEmpty)
        pinch.pinchScale = 1.1
        pinch.angleDelta = .nan
        #expect(mapper.map(pinch, at: 0).filter { if case .pinch = $0.kind { true } else { false } }.isEmpty)
        var scroll = GDKEvent(.scroll, from: .touchpad, x: 1, y: 1)
        scroll.scrollDirection = 4
        scroll.deltaY = .nan
        #expect(mapper.map(scroll, at: 0).filter { if case .fingerScroll = $0.kind { true } else { false } }.isEmpty)
        var phase = GDKEvent(.touchpadHold, from: .touchpad, x: 1, y: 1)
        phase.phase = 9
        #expect(mapper.map(phase, at: 0).filter { if case .hold = $0.kind { true } else { false } }.isEmpty)
        #expect(mapper.droppedCount == 4)
    }

    @Test("a flood of bad events keeps only the latest hundred diagnostics")
    func boundedDiagnostics() {
        var mapper = GDKInputMapper()
        for _ in 0..<250 { _ = mapper.map(GDKEvent(.motion, from: .mouse, x: .nan, y: 0), at: 0) }
        #expect(mapper.droppedCount == 250)
        #expect(mapper.diagnostics.count == GDKInputMapper.diagnosticLimit)
    }
}
