import Testing
import PointerGeometry
import PointerInput
@testable import PointerEngine

/// A recognizer as the latch sees it: an object, compared by identity.
private final class Member: Equatable {
    static func == (a: Member, b: Member) -> Bool { a === b }
}

/// A scroll event in `phase`.
private func scroll(_ phase: EventPhase, momentumFollows: Bool = false) -> PointerEvent {
    var event = PointerEvent(kind: .scroll, phase: phase, timestamp: 0)
    event.momentumFollows = momentumFollows
    return event
}

/// Steps a latch through one delivery: routes `event`, latches `taking` when the route says
/// so, and finishes. Returns the route.
private func deliver(_ event: PointerEvent, to latch: inout GestureLatch<Member>, taking: [Member] = []) -> GestureLatch<Member>.Route {
    let route = latch.route(event)
    if case .underPointer(latching: true) = route { for member in taking { latch.latch(member) } }
    latch.finish(event)
    return route
}

/// Scroll and transform latching, stepped with phases alone: no view, no recognizer.
@Suite("Gesture latch")
struct GestureLatchTests {
    @Test("a scroll's later events go to what took its first, wherever the pointer is now")
    func laterEventsGoToTheLatched() {
        var latch = GestureLatch<Member>()
        let a = Member(), b = Member()
        #expect(deliver(scroll(.began), to: &latch, taking: [a, b]) == .underPointer(latching: true))
        #expect(deliver(scroll(.changed), to: &latch) == .latched)
        #expect(latch.members.count == 2 && latch.members[0] === a && latch.members[1] === b, "in the order they took it")
    }

    @Test("momentum stays latched after the fingers lift, and the latch lets go when it ends")
    func momentumStaysLatched() {
        var latch = GestureLatch<Member>()
        let a = Member()
        _ = deliver(scroll(.began), to: &latch, taking: [a])
        #expect(deliver(scroll(.ended, momentumFollows: true), to: &latch) == .latched)
        #expect(deliver(scroll(.momentumChanged), to: &latch) == .latched)
        _ = deliver(scroll(.momentumEnded), to: &latch)
        #expect(latch.members.isEmpty)
    }

    @Test("a scroll that ends with no momentum, or is cancelled, lets go at once")
    func endWithoutMomentumLetsGo() {
        for last in [scroll(.ended), scroll(.cancelled)] {
            var latch = GestureLatch<Member>()
            _ = deliver(scroll(.began), to: &latch, taking: [Member()])
            _ = deliver(last, to: &latch)
            #expect(latch.members.isEmpty, "\(last.phase)")
        }
    }

    @Test("a new gesture's first event lets go of the last one's latch, even mid-momentum")
    func newGestureReplacesTheLatch() {
        var latch = GestureLatch<Member>()
        let old = Member(), new = Member()
        _ = deliver(scroll(.began), to: &latch, taking: [old])
        _ = deliver(scroll(.ended, momentumFollows: true), to: &latch)
        #expect(deliver(scroll(.began), to: &latch, taking: [new]) == .underPointer(latching: true))
        #expect(latch.contains(new) && !latch.contains(old))
    }

    @Test("a gesture whose beginning was missed goes to whatever is under the pointer, unlatched")
    func missedBeginning() {
        var latch = GestureLatch<Member>()
        #expect(deliver(scroll(.changed), to: &latch, taking: [Member()]) == .underPointer(latching: false))
        #expect(latch.members.isEmpty)
    }

    @Test("a member removed mid-gesture hears no more of it; the others still do")
    func removedMember() {
        var latch = GestureLatch<Member>()
        let a = Member(), b = Member()
        _ = deliver(scroll(.began), to: &latch, taking: [a, b, a])
        #expect(latch.members.count == 2, "latched once")
        latch.remove(a)
        #expect(deliver(scroll(.changed), to: &latch) == .latched)
        #expect(latch.members.count == 1 && latch.contains(b) && latch.contains { $0 === b })
        latch.remove(b)
        #expect(deliver(scroll(.changed), to: &latch) == .underPointer(latching: false), "nothing latched is left")
    }
}
