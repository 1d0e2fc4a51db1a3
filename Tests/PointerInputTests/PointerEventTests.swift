import Testing
import PointerGeometry
@testable import PointerInput

@Suite("Pointer events")
struct PointerEventTests {
    @Test("an event made with only a kind and a time has every other field neutral")
    func neutralDefaults() {
        let e = PointerEvent(kind: .motion, timestamp: 3)
        #expect(e.phase == .none && e.timestamp == 3 && e.device == .mouse && e.deviceID == 0)
        #expect(e.location == .zero && e.delta == .zero && e.unacceleratedDelta == .zero && e.wheelSteps == .zero)
        #expect(e.buttons == [] && e.button == 0 && e.modifiers == [] && e.keyCode == 0 && e.touchID == 0)
        #expect(e.scale == 1 && e.rotation == 0, "a transform that has not changed anything")
        #expect(e.scrollType == .continuous && !e.momentumFollows)
    }

    @Test("only the three momentum phases are momentum")
    func momentumPhases() {
        let phases: [EventPhase] = [.none, .began, .changed, .ended, .cancelled, .momentumBegan, .momentumChanged, .momentumEnded]
        #expect(phases.filter(\.isMomentum) == [.momentumBegan, .momentumChanged, .momentumEnded])
    }

    @Test("events compare by every field")
    func equality() {
        let a = PointerEvent(kind: .press, timestamp: 1, buttons: .primary, button: 1)
        var b = a
        #expect(a == b)
        b.momentumFollows = true
        #expect(a != b)
        #expect(a != PointerEvent(kind: .release, timestamp: 1, buttons: .primary, button: 1))
    }

    @Test("event kinds and phases print as the names traces and logs use")
    func names() {
        #expect(EventKind.deviceRemoved.rawValue == "deviceRemoved")
        #expect(EventPhase.momentumBegan.rawValue == "momentumBegan")
        #expect(EventKind(rawValue: "scroll") == .scroll)
    }
}
