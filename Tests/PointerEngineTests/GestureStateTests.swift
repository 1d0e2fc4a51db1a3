import Testing
@testable import PointerEngine

@Suite("Gesture recognizer state machine")
struct GestureStateMachineTests {
    @Test("a continuous gesture goes began, changed, ended and calls its action each time")
    func continuous() {
        #expect(GestureStateMachine.transition(from: .possible, to: .began) == .move(to: .began, sendsAction: true))
        #expect(GestureStateMachine.transition(from: .began, to: .changed) == .move(to: .changed, sendsAction: true))
        #expect(GestureStateMachine.transition(from: .changed, to: .changed) == .move(to: .changed, sendsAction: true))
        #expect(GestureStateMachine.transition(from: .changed, to: .ended) == .move(to: .ended, sendsAction: true))
    }

    @Test("failing from possible calls no action")
    func failQuietly() {
        #expect(GestureStateMachine.transition(from: .possible, to: .failed) == .move(to: .failed, sendsAction: false))
    }

    @Test("a failure while active becomes a cancellation")
    func failWhileActive() {
        #expect(GestureStateMachine.transition(from: .changed, to: .failed) == .move(to: .cancelled, sendsAction: true))
    }

    @Test("illegal transitions are ignored")
    func illegal() {
        #expect(GestureStateMachine.transition(from: .possible, to: .changed) == .ignore)
        #expect(GestureStateMachine.transition(from: .ended, to: .began) == .ignore)
        #expect(GestureStateMachine.transition(from: .failed, to: .ended) == .ignore)
        #expect(GestureStateMachine.transition(from: .possible, to: .cancelled) == .ignore)
    }

    @Test("raw values match UIKit's")
    func rawValues() {
        #expect([GestureState.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }
}
