import Foundation
import Testing
import PointerInput
import PointerUIKit
import PointerTesting

@Suite("Simulated pointer: gestures") @MainActor
struct SimulatedPointerGesturesTests {
    @Test("a two-finger click on a trackpad is a secondary click, with the modifiers asked for")
    func twoFingerClick() throws {
        let stage = Stage()
        let trackpad = SimulatedPointer(.trackpad, in: stage.window, at: CGPoint(x: 150, y: 150))
        let events = EventRecorder(trackpad)
        try trackpad.twoFingerClick(modifiers: .control)
        let clicks = events.take().filter { $0.kind == .press || $0.kind == .release }
        #expect(clicks.summary == ["press none", "release none"])
        #expect(clicks.allSatisfy { $0.button == 2 && $0.modifiers == .control && $0.device == .trackpad })
        #expect(clicks.first?.buttons == .secondary)
        #expect(trackpad.pipeline.converter.modifiers.isEmpty, "the modifiers were for the click only")
    }

    @Test("a long press holds finger 1 down for the duration, frame by frame, then lifts it")
    func longPress() throws {
        let stage = Stage()
        let finger = SimulatedPointer(.finger, in: stage.window)
        let events = EventRecorder(finger)
        try finger.longPress(at: CGPoint(x: 110, y: 120), duration: 0.5)
        let e = events.take()
        #expect(e.summary == ["touch began", "touch ended"])
        #expect(e.map(\.touchID) == [1, 1])
        #expect(e.map(\.timestamp) == [0, 0.5], "the finger was down for half a second of the simulator's clock")
        #expect(stage.view.log == ["began 110,120", "ended 110,120"])
    }

    @Test("a long press with lift: false leaves the finger down, to be lifted later")
    func longPressWithoutLift() throws {
        let stage = Stage()
        let finger = SimulatedPointer(.finger, in: stage.window)
        let events = EventRecorder(finger)
        try finger.longPress(at: CGPoint(x: 110, y: 120), duration: 0.2, lift: false)
        #expect(events.take().summary == ["touch began"])
        #expect(abs(finger.now - 0.2) < 1e-12)
        try finger.touch(1, .end, at: CGPoint(x: 110, y: 120))
        #expect(events.take().summary == ["touch ended"], "the finger was still down, so lifting it is accepted")
        #expect(throws: InputError.unknownTouch(id: 1)) { try finger.touch(1, .end, at: .zero) }
    }
}
