import Testing
import PointerEngine

/// One recognizer in a test arena, as plain values.
struct ArenaRecognizer {
    var state = GestureState.possible
    /// The state it waits to enter once the recognizers it must see fail have failed.
    var pending: GestureState?
    var vetoed = false
    var requiredToFail: Set<String> = []
    var simultaneousWith: Set<String> = []
    var preventsOthers = true
    var preventable = true
    var cancelsTouches = true
    var hasInput = true
    /// The states its action was called with.
    var actions: [GestureState] = []
}

/// A gesture arena made of plain structs: recognizers by name, the names taking part in the
/// input in progress, and a driver that applies the arena's decisions as PointerUIKit does.
struct ArenaWorld: GestureArenaHost {
    var recognizers: [String: ArenaRecognizer] = [:]
    var participants: [String] = []
    /// Who waits for whose failure, kept by the engine's books as PointerUIKit keeps them.
    var books = GestureBooks<String>()
    var waiting: [String] { books.waiting }
    /// Recognizers whose views' touches were cancelled, in order.
    var cancelledTouches: [String] = []

    init(_ recognizers: [String: ArenaRecognizer]) {
        self.recognizers = recognizers
        participants = recognizers.keys.sorted()
    }

    subscript(name: String) -> ArenaRecognizer {
        get { recognizers[name]! }
        set { recognizers[name] = newValue }
    }

    func state(of member: String) -> GestureState { self[member].state }
    func shouldBegin(_ member: String) -> Bool { !self[member].vetoed }
    func mustWait(_ waiter: String, for other: String) -> Bool { self[waiter].requiredToFail.contains(other) }
    func recognizesSimultaneously(_ member: String, _ other: String) -> Bool {
        self[member].simultaneousWith.contains(other) || self[other].simultaneousWith.contains(member)
    }
    func canPrevent(_ preventing: String, _ prevented: String) -> Bool { self[preventing].preventsOthers }
    func canBePrevented(_ member: String, by preventing: String) -> Bool { self[member].preventable }
    func cancelsTouches(_ member: String) -> Bool { self[member].cancelsTouches }
    func hasInput(_ member: String) -> Bool { self[member].hasInput }
    func participantsContain(where predicate: (String) -> Bool) -> Bool { participants.contains(where: predicate) }
    func forEachParticipant(_ body: (String) -> Void) { for p in participants { body(p) } }

    /// Sets a recognizer's state as a subclass would, through the arena.
    mutating func request(_ name: String, _ requested: GestureState) {
        guard case let .move(next, sendsAction) = GestureStateMachine.transition(from: self[name].state, to: requested) else {
            return
        }
        if GestureArena.needsAdmission(from: self[name].state, to: next) {
            switch GestureArena.admission(of: name, in: self) {
            case .fail:
                fail(name)
                return
            case .wait:
                self[name].pending = next
                books.wait(name)
                return
            case .admit:
                self[name].pending = nil
                var losers: [String] = []
                let cancels = GestureArena.admit(name, in: self) { losers.append($0) }
                for loser in losers { fail(loser) }
                if cancels { cancelledTouches.append(name) }
            }
        }
        self[name].state = next
        if sendsAction { self[name].actions.append(next) }
        if next == .failed { didFail(name) }
    }

    mutating func fail(_ name: String) {
        self[name].pending = nil
        request(name, .failed)
    }

    mutating func didFail(_ name: String) {
        books.stopWaiting(name)
        var pass = books.resumptions()
        while let (waiter, decision) = pass.next(in: self, pending: { self[$0].pending }) {
            books.stopWaiting(waiter)
            switch decision {
            case .keepWaiting:
                continue
            case .fail:
                fail(waiter)
            case let .proceed(state):
                self[waiter].pending = nil
                request(waiter, state)
            }
        }
    }
}

@Suite("Gesture arena")
struct GestureArenaTests {
    @Test("the first recognizer to begin makes the others that cannot recognize simultaneously fail")
    func firstWins() {
        var world = ArenaWorld(["pan": .init(), "tap": .init(), "press": .init()])
        world.request("pan", .began)
        #expect(world["pan"].state == .began)
        #expect(world["pan"].actions == [.began])
        #expect(world["tap"].state == .failed && world["press"].state == .failed)
        #expect(world["tap"].actions.isEmpty && world["press"].actions.isEmpty)
    }

    @Test("a recognizer that must wait for another's failure begins once that one fails")
    func waitsForFailure() {
        var world = ArenaWorld(["single": .init(requiredToFail: ["double"]), "double": .init()])
        world.request("single", .ended)
        #expect(world["single"].state == .possible)
        #expect(world["single"].actions.isEmpty)
        #expect(world.waiting == ["single"])
        world.request("double", .failed)
        #expect(world["single"].state == .ended)
        #expect(world["single"].actions == [.ended])
        #expect(world.waiting.isEmpty)
    }

    @Test("a waiting recognizer keeps waiting while another it needs to see fail is undecided")
    func waitsForEveryFailure() {
        var world = ArenaWorld(["single": .init(requiredToFail: ["double", "triple"]), "double": .init(), "triple": .init()])
        world.request("single", .ended)
        world.request("double", .failed)
        #expect(world["single"].state == .possible)
        #expect(world.waiting == ["single"])
        world.request("triple", .failed)
        #expect(world["single"].state == .ended)
    }

    @Test("a delegate veto fails the recognizer and leaves the others undecided")
    func veto() {
        var world = ArenaWorld(["pan": .init(vetoed: true), "tap": .init()])
        world.request("pan", .began)
        #expect(world["pan"].state == .failed)
        #expect(world["pan"].actions.isEmpty)
        #expect(world["tap"].state == .possible)
        #expect(world.cancelledTouches.isEmpty)
    }

    @Test("simultaneous recognizers both begin")
    func simultaneous() {
        var world = ArenaWorld(["pinch": .init(simultaneousWith: ["rotation"]), "rotation": .init()])
        world.request("pinch", .began)
        world.request("rotation", .began)
        #expect(world["pinch"].state == .began && world["rotation"].state == .began)
        #expect(world["pinch"].actions == [.began] && world["rotation"].actions == [.began])
    }

    @Test("a recognizer required to fail that recognizes makes the waiter fail")
    func requiredRecognizes() {
        var world = ArenaWorld(["single": .init(requiredToFail: ["double"]), "double": .init()])
        world.request("single", .ended)
        world.request("double", .ended)
        #expect(world["double"].state == .ended)
        #expect(world["single"].state == .failed)
        #expect(world["single"].actions.isEmpty)
        #expect(world.waiting.isEmpty)
    }

    @Test("a recognizer that joins after another recognized cannot begin alongside it")
    func recognizedPrevents() {
        var world = ArenaWorld(["pan": .init()])
        world.request("pan", .began)
        world.recognizers["swipe"] = ArenaRecognizer()
        world.participants.append("swipe")
        world.request("swipe", .ended)
        #expect(world["swipe"].state == .failed)
        #expect(world["pan"].state == .began)
    }

    @Test("a recognizer that cannot be prevented recognizes alongside the winner")
    func unpreventable() {
        var world = ArenaWorld(["pan": .init(), "hover": .init(preventable: false)])
        world.request("pan", .began)
        #expect(world["hover"].state == .possible)
        world.request("hover", .began)
        #expect(world["hover"].state == .began && world["pan"].state == .began)
    }

    @Test("a continuous gesture whose input ended while it waited does not begin late")
    func noLateBegin() {
        var world = ArenaWorld(["pan": .init(requiredToFail: ["edge"]), "edge": .init()])
        world.request("pan", .began)
        #expect(world.waiting == ["pan"])
        world["pan"].hasInput = false
        world.request("edge", .failed)
        #expect(world["pan"].state == .failed)
        #expect(world["pan"].actions.isEmpty)
        #expect(world.waiting.isEmpty)
    }

    @Test("recognizing cancels the view's touches unless the recognizer lets them through")
    func cancelsTouches() {
        var world = ArenaWorld(["tap": .init(), "pan": .init(simultaneousWith: ["tap"], cancelsTouches: false)])
        world.request("pan", .began)
        world.request("tap", .ended)
        #expect(world.cancelledTouches == ["tap"])
    }

    @Test("a recognizer with nothing else taking part is admitted at once")
    func alone() {
        var world = ArenaWorld(["tap": .init()])
        world.participants = []
        world.request("tap", .ended)
        #expect(world["tap"].state == .ended && world.cancelledTouches == ["tap"])
    }

    @Test("only beginning or recognizing asks the arena; failing and changing never do")
    func whenAsked() {
        #expect(GestureArena.needsAdmission(from: .possible, to: .began))
        #expect(GestureArena.needsAdmission(from: .possible, to: .ended))
        #expect(!GestureArena.needsAdmission(from: .possible, to: .failed))
        #expect(!GestureArena.needsAdmission(from: .began, to: .changed))
        #expect(!GestureArena.needsAdmission(from: .began, to: .ended))
    }
}
