import Testing
import PointerGeometry
import PointerInput
@testable import PointerWindow

/// The window's input mapping, fed the values GTK 4 delivers (its accessors' results, with
/// GDK's own enum values), with no display and no GTK library.
@Suite("GDK input mapping")
struct GDKInputMapperTests {
    func kinds(_ samples: [RawSample]) -> [SampleKind] { samples.map(\.kind) }

    @Test("a mouse moved over the window moves the pointer to the same place")
    func motion() {
        var mapper = GDKInputMapper()
        let samples = mapper.map(GDKEvent(.motion, from: .mouse, x: 120, y: 80.5), at: 1)
        #expect(kinds(samples) == [.position(Point(x: 120, y: 80.5))])
        #expect(samples.first?.device == .mouse)
        #expect(samples.first?.timestamp == 1)
    }

    @Test("entering the window shows the pointer where it came in; leaving hides it")
    func crossing() {
        var mapper = GDKInputMapper()
        #expect(kinds(mapper.map(GDKEvent(.enter, from: .mouse, x: 3, y: 200), at: 0))
                == [.proximity(entered: true), .position(Point(x: 3, y: 200))])
        #expect(kinds(mapper.map(GDKEvent(.leave, from: .mouse), at: 0.1)) == [.proximity(entered: false)])
    }

    @Test("GDK's right, middle, back and forward buttons are PointerKit's secondary, middle, fourth and fifth")
    func buttons() {
        var mapper = GDKInputMapper()
        var numbers: [Int] = []
        for button: UInt32 in [1, 3, 2, 8, 9] {
            var press = GDKEvent(.buttonPress, from: .mouse, x: 10, y: 10)
            press.button = button
            for case .button(let number, true) in kinds(mapper.map(press, at: 0)) { numbers.append(number) }
        }
        #expect(numbers == [1, 2, 3, 4, 5])
    }

    @Test("a click somewhere new moves the pointer there before the button goes down")
    func clickMovesFirst() {
        var mapper = GDKInputMapper()
        var press = GDKEvent(.buttonPress, from: .mouse, x: 600, y: 440)
        press.button = 1
        #expect(kinds(mapper.map(press, at: 0)) == [.position(Point(x: 600, y: 440)), .button(number: 1, pressed: true)])
        var release = GDKEvent(.buttonRelease, from: .mouse, x: 600, y: 440)
        release.button = 1
        #expect(kinds(mapper.map(release, at: 0.1)) == [.button(number: 1, pressed: false)])
    }

    @Test("shift and Super held during a click reach the app as shift and command")
    func modifiers() {
        var mapper = GDKInputMapper()
        var press = GDKEvent(.buttonPress, from: .mouse, x: 5, y: 5)
        press.button = 1
        press.modifierState = 1 << 0 | 1 << 26  // GDK_SHIFT_MASK | GDK_SUPER_MASK
        let samples = kinds(mapper.map(press, at: 0))
        #expect(samples.first == .modifiers([.shift, .command]))
        #expect(samples.last == .button(number: 1, pressed: true))
        // Still held on the next move: no new modifiers sample.
        var move = GDKEvent(.motion, from: .mouse, x: 6, y: 5)
        move.modifierState = press.modifierState | 1 << 8  // and button 1's mask
        #expect(kinds(mapper.map(move, at: 0.1)) == [.position(Point(x: 6, y: 5))])
    }

    @Test("a wheel notch is one discrete scroll step; a high-resolution wheel's fraction is part of one")
    func wheel() {
        var mapper = GDKInputMapper()
        var notch = GDKEvent(.scroll, from: .mouse, x: 200, y: 200)
        notch.scrollDirection = 1  // GDK_SCROLL_DOWN
        #expect(kinds(mapper.map(notch, at: 0)).last == .wheel(v120: Point(x: 0, y: 120)))
        var fine = GDKEvent(.scroll, from: .mouse, x: 200, y: 200)
        fine.scrollDirection = 4  // GDK_SCROLL_SMOOTH
        fine.scrollUnit = 0       // GDK_SCROLL_UNIT_WHEEL
        fine.deltaY = -0.25
        #expect(kinds(mapper.map(fine, at: 0.1)) == [.wheel(v120: Point(x: 0, y: -30))])
    }

    @Test("two fingers on a touchpad scroll continuously, and lifting them lets momentum run")
    func touchpadScroll() {
        var mapper = GDKInputMapper()
        var scroll = GDKEvent(.scroll, from: .touchpad, x: 200, y: 200)
        scroll.scrollDirection = 4
        scroll.scrollUnit = 1  // GDK_SCROLL_UNIT_SURFACE: pixels
        scroll.deltaY = 12.5
        let first = mapper.map(scroll, at: 0)
        #expect(kinds(first).last == .fingerScroll(delta: Point(x: 0, y: 12.5)))
        #expect(first.last?.device == .trackpad)
        var stop = scroll
        stop.deltaY = 0
        stop.isStop = true
        #expect(kinds(mapper.map(stop, at: 0.05)) == [.fingerScroll(delta: .zero)])
    }

    @Test("X11 reports touchpad scrolling in wheel units, each taken as 15 points")
    func x11TouchpadScroll() {
        var mapper = GDKInputMapper()
        var scroll = GDKEvent(.scroll, from: .touchpad, x: 200, y: 200)
        scroll.scrollDirection = 4
        scroll.scrollUnit = 0
        scroll.deltaX = 0.5
        #expect(kinds(mapper.map(scroll, at: 0)).last == .fingerScroll(delta: Point(x: 7.5, y: 0)))
    }

    @Test("a touchpad pinch and rotation arrive with their phases, scale since begin and rotation in radians")
    func pinch() {
        var mapper = GDKInputMapper()
        var events: [GDKEvent] = []
        for (phase, scale, angle) in [(Int32(0), 1.0, 0.0), (1, 1.2, 0.05), (1, 1.5, -0.02), (2, 1.5, 0)] {
            var e = GDKEvent(.touchpadPinch, from: .touchpad, x: 300, y: 240)
            e.phase = phase; e.pinchScale = scale; e.angleDelta = angle
            events.append(e)
        }
        let samples = events.flatMap { mapper.map($0, at: 0) }.map(\.kind).filter { if case .pinch = $0 { true } else { false } }
        #expect(samples == [.pinch(.begin, scale: 1, rotationDelta: 0), .pinch(.update, scale: 1.2, rotationDelta: 0.05),
                            .pinch(.update, scale: 1.5, rotationDelta: -0.02), .pinch(.end, scale: 1.5, rotationDelta: 0)])
    }

    @Test("resting fingers on the touchpad (a hold) begins a hold, which stops momentum")
    func hold() {
        var mapper = GDKInputMapper()
        var hold = GDKEvent(.touchpadHold, from: .touchpad, x: 1, y: 1)
        hold.phase = 0
        #expect(kinds(mapper.map(hold, at: 0)).last == .hold(.begin))
        hold.phase = 3
        #expect(kinds(mapper.map(hold, at: 0.2)).last == .hold(.cancel))
    }

    @Test("a typed key reaches the app as its HID usage with the character it typed")
    func key() {
        var mapper = GDKInputMapper()
        var a = GDKEvent(.keyPress, from: .keyboard)
        a.keycode = 30 + 8  // evdev KEY_A on X11 and Wayland
        a.unicode = 0x41    // "A": shift was held
        let samples = mapper.map(a, at: 0)
        #expect(kinds(samples) == [.key(code: 0x04, pressed: true, characters: try? KeyCharacters("A"))])
        #expect(samples.first?.device == .keyboard)
        var shift = GDKEvent(.keyRelease, from: .keyboard)
        shift.keycode = 42 + 8  // KEY_LEFTSHIFT
        #expect(kinds(mapper.map(shift, at: 0.1)) == [.key(code: 0xE1, pressed: false, characters: nil)])
        var left = GDKEvent(.keyPress, from: .keyboard)
        left.keycode = 105 + 8  // KEY_LEFT
        #expect(kinds(mapper.map(left, at: 0.2)) == [.key(code: 0x50, pressed: true, characters: nil)])
    }

    @Test("a three-finger swipe is not input the pointer reads, and is not reported as bad")
    func swipe() {
        var mapper = GDKInputMapper()
        #expect(mapper.map(GDKEvent(.touchpadSwipe, from: .touchpad, x: 1, y: 1), at: 0).isEmpty)
        #expect(mapper.droppedCount == 0)
    }

    @Test("while locked, moves become relative motion by their differences, a click carries no move, and re-entering makes no jump")
    func relativeWhileLocked() {
        var mapper = GDKInputMapper()
        _ = mapper.map(GDKEvent(.enter, from: .mouse, x: 100, y: 100), at: 0)
        mapper.deliversRelativeMotion = true
        #expect(kinds(mapper.map(GDKEvent(.motion, from: .mouse, x: 112, y: 95), at: 0.1))
                == [.motion(delta: Point(x: 12, y: -5), unaccelerated: Point(x: 12, y: -5))])
        var press = GDKEvent(.buttonPress, from: .mouse, x: 120, y: 95)
        press.button = 1
        #expect(kinds(mapper.map(press, at: 0.2)) == [.button(number: 1, pressed: true)])
        #expect(kinds(mapper.map(GDKEvent(.motion, from: .mouse, x: 121, y: 97), at: 0.3))
                == [.motion(delta: Point(x: 1, y: 2), unaccelerated: Point(x: 1, y: 2))])
        #expect(kinds(mapper.map(GDKEvent(.leave, from: .mouse), at: 0.4)) == [.proximity(entered: false)])
        #expect(kinds(mapper.map(GDKEvent(.enter, from: .mouse, x: 500, y: 20), at: 0.5)) == [.proximity(entered: true)])
        #expect(kinds(mapper.map(GDKEvent(.motion, from: .mouse, x: 503, y: 24), at: 0.6))
                == [.motion(delta: Point(x: 3, y: 4), unaccelerated: Point(x: 3, y: 4))])
    }
}
