import Testing
import PointerGeometry
import PointerInput
@testable import PointerEngine

/// The state machines' invariant checks, compiled into debug builds (`POINTERKIT_INVARIANTS`):
/// impossible states trap with a message; bad input from a host is dropped before it could
/// make one.
@Suite("Invariants of the engine's state machines")
struct InvariantTests {
    @Test("the checks are compiled into the tests' debug build")
    func compiledIn() {
        #expect(_invariantChecksEnabled, "POINTERKIT_INVARIANTS is defined for the engine's debug build")
    }

    @Test("an adaptive pointer holding five accessories traps, naming the broken invariant")
    func fiveAccessoriesTrap() async {
        await #expect(processExitsWith: .failure) {
            var pointer = AdaptivePointer()
            let arrow = PointerAccessoryValue(shape: .verticalBeam(length: 4), offset: 14, angle: 0)
            pointer.accessories = Array(repeating: arrow, count: 5)
            pointer._checkInvariants()
        }
    }

    @Test("an adaptive pointer whose frame clock is not a number traps")
    func clockNotFiniteTraps() async {
        await #expect(processExitsWith: .failure) {
            var pointer = AdaptivePointer()
            pointer.lastFrame = .nan
            pointer._checkInvariants()
        }
    }

    @Test("a routing given a NaN location by its host keeps the pointer where it was, with no trap")
    func routingDropsNaN() {
        var routing = PointerRouting()
        _ = routing.receive(PointerEvent(kind: .motion, timestamp: 1, location: Point(x: 40, y: 30)))
        let action = routing.receive(PointerEvent(kind: .motion, timestamp: 2, location: Point(x: .nan, y: 30)))
        #expect(routing.location == Point(x: 40, y: 30))
        #expect(action == .hover(entering: false))
        routing._checkInvariants()
    }

    @Test("an adaptive pointer moved to an infinite point ignores it with a diagnostic, with no trap")
    func pointerDropsInfinity() {
        var pointer = LonePointer()
        _ = pointer.move(to: Point(x: 10, y: 10), at: 1, device: .mouse, isMotion: true)
        let looks = pointer.move(to: Point(x: .infinity, y: 10), at: 2, device: .mouse, isMotion: true)
        #expect(!looks, "nothing to look up")
        #expect(pointer.location == Point(x: 10, y: 10))
        #expect(pointer.diagnostics.last?.contains("not finite") == true)
    }

    @Test("a lock arbiter stepped through a refusal, a grant and a break never holds a lock it is still asking for")
    func arbiterSequence() {
        var arbiter = PointerLockArbiter()
        let wanted = PointerLockArbiter.Conditions(prefersLock: true)
        var actions: [PointerLockArbiter.Action] = []
        actions.append(arbiter.evaluate(wanted))
        actions.append(arbiter.hostAnswered(granted: false))
        actions.append(arbiter.evaluate(wanted))
        actions.append(arbiter.hostAnswered(granted: true))
        actions.append(arbiter.hostBrokeLock(preference: true))
        actions.append(arbiter.hostAnswered(granted: true))  // nobody asked: ignored
        #expect(actions == [.askHostToLock, .none, .askHostToLock, .lock, .unlock(tellHost: false), .none])
        #expect(!arbiter.isLocked && arbiter.isBrokenByHost)
    }
}
