import Testing
import PointerEngine

@Suite("Gesture arena's books")
struct GestureBooksTests {
    @Test("a recognizer that asks to wait twice is asked about once when the one it waits for fails")
    func waitsOnce() {
        var world = ArenaWorld(["single": .init(requiredToFail: ["double"]), "double": .init()])
        world.request("single", .ended)
        world.books.wait("single")
        #expect(world.waiting == ["single"])
        world.request("double", .failed)
        #expect(world["single"].actions == [.ended])
        #expect(world.waiting.isEmpty)
    }

    @Test("waiters whose requirements all failed proceed in the order they began waiting; one still held back stays")
    func passOrder() {
        var world = ArenaWorld([
            "first": .init(requiredToFail: ["edge"]),
            "second": .init(requiredToFail: ["edge"], simultaneousWith: ["first"]),
            "held": .init(requiredToFail: ["edge", "other"], simultaneousWith: ["first", "second"]),
            "edge": .init(), "other": .init(),
        ])
        world.participants = ["first", "second", "held", "edge", "other"]
        world.request("second", .began)
        world.request("first", .began)
        world.request("held", .began)
        #expect(world.waiting == ["second", "first", "held"])
        world["edge"].state = .failed
        world.books.stopWaiting("edge")
        var pass = world.books.resumptions()
        var decided: [String] = []
        while let (member, decision) = pass.next(in: world, pending: { world[$0].pending }) {
            decided.append(member)
            #expect(decision == .proceed(to: .began))
        }
        #expect(decided == ["second", "first"], "held still waits for other")
    }

    @Test("a waiter decided meanwhile (its pending state gone) is skipped by the pass")
    func skipsDecided() {
        var world = ArenaWorld(["pan": .init(requiredToFail: ["edge"]), "edge": .init()])
        world.request("pan", .began)
        world["pan"].pending = nil
        world["edge"].state = .failed
        var pass = world.books.resumptions()
        #expect(pass.next(in: world, pending: { world[$0].pending }) == nil)
    }

    @Test("a recognizer that begins waiting during a pass is not decided by that pass")
    func passIsASnapshot() {
        var world = ArenaWorld(["pan": .init(requiredToFail: ["edge"]), "late": .init(requiredToFail: ["edge"]), "edge": .init()])
        world.participants = ["pan", "edge"]
        world.request("pan", .began)
        var pass = world.books.resumptions()
        world.participants.append("late")
        world.request("late", .began)
        world["edge"].state = .failed
        var decided: [String] = []
        while let (member, _) = pass.next(in: world, pending: { world[$0].pending }) { decided.append(member) }
        #expect(decided == ["pan"])
        #expect(world.waiting == ["pan", "late"], "the host takes each decided member off itself")
    }

    @Test("a recognizer asks for frames once, hears one frame a tick, and keeps hearing them only while it asks again")
    func frames() {
        var books = GestureBooks<String>()
        books.requestFrames("tap")
        books.requestFrames("tap")
        books.requestFrames("press")
        var heard: [String] = []
        for tick in 0..<3 {
            var due = books.takeFrames()
            for member in due {
                heard.append(member)
                // The tap waits one more tick for its next tap; the press keeps waiting.
                if member == "press" || tick == 0 { books.requestFrames(member) }
            }
            books.recycleFrames(&due)
        }
        #expect(heard == ["tap", "press", "tap", "press", "press"])
        #expect(books.timed == ["press"])
    }

    @Test("a recognizer that asks for frames while others hear theirs hears its own from the next tick")
    func framesAskedDuringAPass() {
        var books = GestureBooks<String>()
        books.requestFrames("tap")
        var due = books.takeFrames()
        #expect(due == ["tap"])
        books.requestFrames("press")
        books.recycleFrames(&due)
        #expect(books.timed == ["press"])
        #expect(books.takeFrames() == ["press"])
    }

    @Test("a finished recognizer still tracking a touch is reset at a later dispatch, and one finishing during resets waits for the next")
    func finished() {
        var books = GestureBooks<String>()
        books.finish("tap")
        books.finish("pan")
        books.finish("tap")
        var reset: [String] = []
        var done = books.takeFinished()
        #expect(done == ["tap", "pan"])
        for member in done {
            if member == "pan" { books.finish(member) } else {
                reset.append(member)
                // The tap's reset() finishes another recognizer.
                books.finish("swipe")
            }
        }
        books.recycleFinished(&done)
        #expect(reset == ["tap"])
        #expect(books.finished.sorted() == ["pan", "swipe"])
    }

    @Test("a recognizer that leaves the input stops waiting for failures and for frames, but is still reset")
    func forget() {
        var books = GestureBooks<String>()
        books.wait("pan")
        books.requestFrames("pan")
        books.finish("pan")
        books.wait("tap")
        books.forget("pan")
        #expect(books.waiting == ["tap"])
        #expect(books.timed.isEmpty)
        #expect(books.finished == ["pan"])
        books.stopWaiting { $0 == "tap" }
        #expect(books.waiting.isEmpty)
    }
}
