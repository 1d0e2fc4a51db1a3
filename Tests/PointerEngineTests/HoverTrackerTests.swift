import Testing
@testable import PointerEngine

final class Node: CustomStringConvertible, HoverTarget {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { name }
}

@Suite("Hover tracking order")
struct HoverTrackerTests {
    let window = Node("window"), card = Node("card"), button = Node("button"), other = Node("other")

    func update(_ t: inout HoverTracker<Node>, _ path: [Node]) -> [String] {
        t.beginUpdate()
        for n in path { t.append(n) }
        var log: [String] = []
        var cursor = t.transitions
        while let (target, transition) = cursor.next() { log.append("\(transition) \(target)") }
        return log
    }

    @Test("entering a nested view enters outer before inner")
    func enterOrder() {
        var t = HoverTracker<Node>()
        #expect(update(&t, [button, card, window]) == ["enter window", "enter card", "enter button"])
    }

    @Test("moving across exits the old views inner first, before entering the new ones")
    func exitBeforeEnter() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card, window])
        #expect(update(&t, [other, window]) == ["exit button", "exit card", "stay window", "enter other"])
        #expect(t.changed)
    }

    @Test("staying on the same path reports only moves")
    func stays() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card, window])
        #expect(update(&t, [button, card, window]) == ["stay window", "stay card", "stay button"])
        #expect(!t.changed)
    }

    @Test("leaving everything exits every view inner to outer")
    func leaveAll() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card, window])
        #expect(update(&t, []) == ["exit button", "exit card", "exit window"])
    }

    @Test("a target that went away is let go of at once, and the next update neither exits nor enters it")
    func forgottenTarget() {
        var t = HoverTracker<Node>()
        weak var gone: Node?
        do {
            let removed = Node("removed")
            gone = removed
            _ = update(&t, [removed, card, window])
            t.forget(removed)
        }
        #expect(gone == nil, "the tracker held the last reference")
        #expect(t.current.map(\.name) == ["card", "window"])
        #expect(update(&t, [card, window]) == ["stay window", "stay card"])
    }
}
