import Foundation
import Testing
import PointerInput
import PointerUIKit
import PointerTesting

@Suite("Simulated pointer") @MainActor
struct SimulatedPointerTests {
    @Test("a simulated click presses and releases the primary button at the pointer's location")
    func click() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, at: CGPoint(x: 150, y: 120))
        let events = EventRecorder(mouse)
        try mouse.click()
        let e = events.take()
        #expect(e.summary == ["press none", "release none"])
        #expect(e.map(\.button) == [1, 1] && e.map(\.buttons) == [.primary, []])
        #expect(e.allSatisfy { $0.location.x == 150 && $0.location.y == 120 })
        #expect(stage.view.log == ["began 150,120", "ended 150,120"])
        #expect(mouse.buttons.isEmpty)
    }

    @Test("a click's modifiers are held for the click only, then the earlier ones come back")
    func clickModifiers() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window)
        try mouse.hold(.shift)
        let events = EventRecorder(mouse)
        try mouse.click(2, modifiers: [.command])
        let e = events.take()
        #expect(e.filter { $0.kind == .press || $0.kind == .release }.allSatisfy { $0.modifiers == .command && $0.button == 2 })
        #expect(e.last?.kind == .modifiers && e.last?.modifiers == .shift)
        #expect(mouse.pipeline.converter.modifiers == .shift)
    }

    @Test("a new pointer starts at the window's centre unless told where, with its clock where asked")
    func startingPoint() {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window)
        #expect(mouse.location == CGPoint(x: 200, y: 150))
        let trackpad = SimulatedPointer(.trackpad, in: stage.window, at: CGPoint(x: 10, y: 20), time: 5)
        #expect(trackpad.location == CGPoint(x: 10, y: 20) && trackpad.now == 5 && trackpad.device == .trackpad)
        #expect(trackpad.window === stage.window)
    }

    @Test("moving in steps arrives exactly where asked, one motion per step, and hovers the view there")
    func moveInSteps() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, at: CGPoint(x: 10, y: 10))
        let events = EventRecorder(mouse)
        #expect(mouse.hoveredView !== stage.view)
        try mouse.move(to: CGPoint(x: 150, y: 150), steps: 7)
        #expect(events.take().summary == Array(repeating: "motion none", count: 7))
        #expect(mouse.location == CGPoint(x: 150, y: 150))
        #expect(mouse.hoveredView === stage.view)
    }

    @Test("moving to a non-finite point is refused and the pointer stays")
    func nonFiniteMove() {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, at: CGPoint(x: 10, y: 10))
        #expect(throws: InputError.nonFiniteValue(field: "motion.delta")) { try mouse.move(to: CGPoint(x: CGFloat.nan, y: 0)) }
        #expect(mouse.location == CGPoint(x: 10, y: 10))
    }

    @Test("pressing a mask with a button already held is refused as a whole, and so is releasing one not held")
    func masksAreAllOrNothing() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window)
        try mouse.press(2)
        #expect(throws: InputError.pressWhileHeld(button: 2)) { try mouse.press([.primary, .secondary]) }
        #expect(mouse.buttons == .secondary, "the primary button was not pressed either")
        #expect(throws: InputError.releaseWithoutPress(button: 1)) { try mouse.release([.primary, .secondary]) }
        #expect(mouse.buttons == .secondary)
        try mouse.release(.secondary)
        try mouse.click([.primary, .button(3)])
        #expect(mouse.buttons.isEmpty)
    }

    @Test("a refused press does not change the modifiers it would have held")
    func refusedPressKeepsModifiers() {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window)
        #expect(throws: InputError.buttonOutOfRange(40)) { try mouse.press(40, modifiers: .shift) }
        #expect(mouse.pipeline.converter.modifiers.isEmpty)
    }

    @Test("turning the wheel sends discrete scrolls of the notches asked, hi-res fractions kept")
    func wheel() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window)
        let events = EventRecorder(mouse)
        try mouse.scroll(notches: CGVector(dx: 0, dy: 0.25))
        let e = try #require(events.take().first)
        #expect(e.kind == .scroll && e.scrollType == .discrete && e.wheelSteps.y == 0.25)
    }

    @Test("a simulated trackpad scroll lifts the fingers at the end; with lift: false it leaves the fingers down")
    func fingerScrollLift() throws {
        let stage = Stage()
        let trackpad = SimulatedPointer(.trackpad, in: stage.window)
        let events = EventRecorder(trackpad)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40), steps: 4, lift: false)
        let held = events.take().filter { $0.kind == .scroll }
        #expect(held.summary == ["scroll began", "scroll changed", "scroll changed", "scroll changed"])
        #expect(held.allSatisfy { $0.delta.y == 10 })
        #expect(abs(trackpad.now - 4 * trackpad.frameInterval) < 1e-9, "one frame between samples")
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40), steps: 2)
        let lifted = events.take().filter { $0.kind == .scroll }
        #expect(lifted.summary == ["scroll changed", "scroll changed", "scroll ended"],
                "the fingers were still down: the same scroll goes on, then they lift")
    }

    @Test("a scroll or pinch with a non-finite amount is refused before anything is sent")
    func refusedGestures() {
        let stage = Stage()
        let trackpad = SimulatedPointer(.trackpad, in: stage.window)
        let events = EventRecorder(trackpad)
        #expect(throws: InputError.self) { try trackpad.scroll(by: CGVector(dx: CGFloat.infinity, dy: 0)) }
        #expect(throws: InputError.self) { try trackpad.pinch(to: 0) }
        #expect(throws: InputError.self) { try trackpad.pinch(to: 2, rotation: CGFloat.nan) }
        #expect(events.take().isEmpty && trackpad.now == 0)
    }

    @Test("a pinch goes from scale 1 to the scale asked, turning by the rotation asked in all")
    func pinch() throws {
        let stage = Stage()
        let trackpad = SimulatedPointer(.trackpad, in: stage.window)
        let events = EventRecorder(trackpad)
        try trackpad.pinch(to: 3, rotation: 0.4, steps: 4)
        let e = events.take().filter { $0.kind == .transform }
        #expect(e.summary == ["transform began"] + Array(repeating: "transform changed", count: 4) + ["transform ended"])
        #expect(e.map(\.scale) == [1, 1.5, 2, 2.5, 3, 3])
        #expect(abs((e.last?.rotation ?? 0) - 0.4) < 1e-12)
    }

    @Test("the clock moves only when advanced, by exactly the time asked; a bad duration is ignored")
    func clock() {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, time: 1)
        mouse.advance(by: 0.25)
        #expect(mouse.now == 1.25)
        mouse.advance(by: -1)
        mouse.advance(by: .nan)
        mouse.frame()
        #expect(mouse.now == 1.25)
    }

    @Test("a sample stamped earlier than the last is kept at the last time, and the repair is reported")
    func backwardsClock() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, time: 2)
        try mouse.send(.modifiers([]))
        try mouse.send(.modifiers([]), at: 1)
        #expect(mouse.diagnostics == [.timestampClamped(got: 1, usedInstead: 2)])
    }

    @Test("leaving and entering the surface, and resting fingers, reach the window as events")
    func proximityAndRest() throws {
        let stage = Stage()
        let trackpad = SimulatedPointer(.trackpad, in: stage.window)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 400), steps: 4)
        let events = EventRecorder(trackpad)
        try trackpad.restFingers()
        try trackpad.leave()
        try trackpad.enter()
        #expect(events.take().summary == ["scroll momentumEnded", "proximity ended", "proximity began"])
    }

    @Test("unplugging cancels a held button, and the device says it is gone")
    func unplug() throws {
        let stage = Stage()
        let mouse = SimulatedPointer(.mouse, in: stage.window, at: CGPoint(x: 150, y: 150))
        try mouse.press()
        let events = EventRecorder(mouse)
        try mouse.unplug()
        #expect(events.take().summary == ["release cancelled", "deviceRemoved none"])
        #expect(stage.view.log == ["began 150,150", "cancelled 150,150"])
    }

    @Test("a finger tap with two fingers puts both down, then lifts both")
    func tap() throws {
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true  // its touchesBegan gets the second finger too
        let finger = SimulatedPointer(.finger, in: stage.window)
        let events = EventRecorder(finger)
        try finger.tap(at: CGPoint(x: 120, y: 130), fingers: 2)
        let e = events.take()
        #expect(e.summary == ["touch began", "touch began", "touch ended", "touch ended"])
        #expect(e.map(\.touchID) == [1, 2, 1, 2])
        #expect(stage.view.log.filter { $0.hasPrefix("began") }.count == 2)
    }
}
