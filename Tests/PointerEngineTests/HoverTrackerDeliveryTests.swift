import Testing
@testable import PointerEngine

@Suite("Hover delivery order, the window as root")
struct HoverTrackerDeliveryTests {
    let card = Node("card"), button = Node("button"), other = Node("other")

    /// One update: `path` inner to outer, `root` whether the walk reached the window; returns
    /// what the host is told to deliver.
    func update(_ t: inout HoverTracker<Node>, _ path: [Node], root: Bool = true, moved: Bool = true) -> [String] {
        t.beginUpdate()
        for n in path { t.append(n) }
        if root { t.setRootHovered() }
        var log: [String] = []
        var cursor = t.deliveries(moved: moved)
        while let delivery = cursor.next() {
            switch delivery {
            case .exit(let n): log.append("exit \(n)")
            case .enter(let n): log.append("enter \(n)")
            case .move(let n): log.append("move \(n)")
            case .exitRoot: log.append("exit window")
            case .enterRoot: log.append("enter window")
            case .moveRoot: log.append("move window")
            }
        }
        return log
    }

    @Test("coming into the window enters the window first, then the views outer to inner")
    func enterWindowFirst() {
        var t = HoverTracker<Node>()
        #expect(update(&t, [button, card]) == ["enter window", "enter card", "enter button"])
        #expect(t.rootHovered)
    }

    @Test("moving to another view exits the old views, then moves over the window, then enters the new view")
    func rootBetweenExitsAndEnters() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card])
        #expect(update(&t, [other]) == ["exit button", "exit card", "move window", "enter other"])
    }

    @Test("leaving the window exits every view inner to outer and the window last")
    func leaveWindowLast() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card])
        #expect(update(&t, [], root: false) == ["exit button", "exit card", "exit window"])
        #expect(!t.rootHovered)
        #expect(t.changed)
    }

    @Test("a hover re-evaluated under a still pointer delivers enters and exits but no moves")
    func stillPointerDeliversNoMoves() {
        var t = HoverTracker<Node>()
        _ = update(&t, [button, card])
        #expect(update(&t, [button, card], moved: false) == [])
        #expect(update(&t, [card], moved: false) == ["exit button"])
        #expect(update(&t, [other, card], moved: false) == ["enter other"])
    }

    @Test("a pointer over the window alone moves over the window only")
    func windowAlone() {
        var t = HoverTracker<Node>()
        #expect(update(&t, []) == ["enter window"])
        #expect(update(&t, []) == ["move window"])
        #expect(!t.changed)
        #expect(update(&t, [], root: false) == ["exit window"])
        #expect(update(&t, [], root: false) == [])
    }

    @Test("a view the hit test reaches without the window (a detached tree) is entered with no window delivery")
    func pathWithoutRoot() {
        var t = HoverTracker<Node>()
        #expect(update(&t, [button], root: false) == ["enter button"])
        #expect(update(&t, [button], root: false) == ["move button"])
    }
}
