import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Two-finger trackpad swipes on table rows. Fingers moving left (a positive horizontal
/// scroll delta, as the content would scroll right) reveal trailing actions.
@Suite("Table view: swipe actions with the trackpad") @MainActor
struct TableSwipeTests {
    @Test("a two-finger horizontal pan over a row reveals its trailing actions")
    func horizontalPanRevealsTrailing() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 60, dy: 4), steps: 3, lift: false)
        #expect(f.data.swipeAsks == ["trailing 1"])
        #expect(f.offset(ofRow: 1) == -60, "the content follows the fingers")
        #expect(f.shownActions(ofRow: 1) == ["Delete", "Archive"])
        #expect(f.cell(1)?.configurationState.isSwiped == true)
        #expect(f.data.log == ["willBeginEditing 1"])
        #expect(f.table.contentOffset == .zero, "the table did not scroll")
        try f.pointer.send(.fingerScroll(delta: .zero))
        f.pointer.advance(by: 0.5)
        let shown = try #require(f.cell(1)?.subviews.compactMap { $0 as? SwipeActionsView }.first)
        #expect(f.offset(ofRow: 1) == -shown.restingWidth, "lifted past half way: settled open")
        #expect(shown.restingWidth >= 2 * 74)
    }

    @Test("a vertical pan scrolls the table and asks for no actions")
    func verticalPanScrolls() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 10, dy: 120), steps: 4, lift: false)
        #expect(f.table.contentOffset.y == 120)
        #expect(f.data.swipeAsks.isEmpty)
        // The axis is decided once: turning sideways later keeps scrolling.
        try f.pointer.scroll(by: CGVector(dx: 80, dy: 0), steps: 4, lift: true)
        #expect(f.data.swipeAsks.isEmpty)
        #expect(f.table.visibleCells.allSatisfy { $0.contentView.transform == .identity })
    }

    @Test("the scroll wheel over a row never swipes it")
    func wheelNeverSwipes() throws {
        let f = TableFixture(device: .mouse)
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(notches: CGVector(dx: 3, dy: 0))
        #expect(f.data.swipeAsks.isEmpty)
    }

    @Test("fingers moving right reveal the leading actions")
    func leadingActions() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 2))
        try f.pointer.scroll(by: CGVector(dx: -50, dy: 0), steps: 2, lift: false)
        #expect(f.data.swipeAsks == ["leading 2"])
        #expect(f.offset(ofRow: 2) == 50)
        #expect(f.shownActions(ofRow: 2) == ["Pin"])
        try f.pointer.send(.fingerScroll(delta: .zero))
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 2) == 74, "settled open at the Pin button's width")
    }

    @Test("a row with no actions on that side does not swipe: the pan is the table's")
    func noActionsNoSwipe() throws {
        let f = TableFixture()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 60, dy: 0), steps: 3, lift: false)
        #expect(f.data.swipeAsks == ["trailing 1"])
        #expect(f.offset(ofRow: 1) == 0 && f.cell(1)?.configurationState.isSwiped == false)
    }

    @Test("a full swipe performs the first action and the completion closes the row")
    func fullSwipePerformsFirstAction() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 3))
        try f.pointer.scroll(by: CGVector(dx: 330, dy: 0), steps: 6)
        f.pointer.advance(by: 0.5)
        #expect(f.performed.calls == ["Delete 3"])
        #expect(f.offset(ofRow: 3) == 0, "completion(true) closed the row")
        #expect(f.data.log.last == "didEndEditing 3")
    }

    @Test("without performsFirstActionWithFullSwipe a long swipe only opens the row")
    func noFullSwipe() throws {
        let f = TableFixture()
        f.addActions(fullSwipe: false)
        try f.pointer.move(to: f.center(ofRow: 3))
        try f.pointer.scroll(by: CGVector(dx: 330, dy: 0), steps: 6)
        f.pointer.advance(by: 0.5)
        #expect(f.performed.calls.isEmpty)
        #expect(f.offset(ofRow: 3) < -100, "settled open")
    }

    @Test("momentum settles the row open after a quick flick and closed after a short slow pan")
    func momentumSettles() throws {
        let flick = TableFixture()
        flick.addActions()
        try flick.pointer.move(to: flick.center(ofRow: 1))
        try flick.pointer.scroll(by: CGVector(dx: 50, dy: 0), steps: 2)   // fast, short of half way
        flick.pointer.advance(by: 1)
        #expect(flick.offset(ofRow: 1) < -140, "a flick's velocity carries it open")

        let slow = TableFixture()
        slow.addActions()
        try slow.pointer.move(to: slow.center(ofRow: 1))
        slow.pointer.frameInterval = 0.25
        try slow.pointer.scroll(by: CGVector(dx: 30, dy: 0), steps: 6, lift: false)
        slow.pointer.frameInterval = 1.0 / 120
        slow.pointer.advance(by: 0.1)
        try slow.pointer.send(.fingerScroll(delta: .zero))
        slow.pointer.advance(by: 1)
        #expect(slow.offset(ofRow: 1) == 0, "lifted slowly short of half way: closed")
        #expect(slow.shownActions(ofRow: 1).isEmpty)
    }

    @Test("a click on an action button performs it; a click elsewhere hides revealed actions without selecting")
    func clickActionOrElsewhere() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 200, dy: 0), steps: 4)
        f.pointer.advance(by: 0.5)
        let archive = try #require(f.cell(1)?.allSubviews.first { $0.accessibilityIdentifier == "Archive" })
        try f.pointer.move(to: archive.convert(CGPoint(x: archive.bounds.midX, y: archive.bounds.midY), to: f.window))
        try f.pointer.click()
        #expect(f.performed.calls == ["Archive 1"])
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0)

        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 200, dy: 0), steps: 4)
        f.pointer.advance(by: 0.5)
        try f.pointer.move(to: f.center(ofRow: 4))
        try f.pointer.click()
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0 && f.shownActions(ofRow: 1).isEmpty)
        #expect(f.table.indexPathForSelectedRow == nil, "the click only closed the row")
        #expect(!f.data.log.contains("didSelect 4"))
    }

    @Test("a vertical scroll hides revealed actions")
    func scrollHides() throws {
        let f = TableFixture()
        f.addActions()
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 200, dy: 0), steps: 4)
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) < 0)
        try f.pointer.scroll(by: CGVector(dx: 0, dy: 30), steps: 3, lift: false)
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0 && f.shownActions(ofRow: 1).isEmpty)
        #expect(f.table.contentOffset.y > 0)
    }

    @Test("the thresholds are configurable: a larger open fraction closes what the default opens")
    func configurableBehavior() throws {
        let f = TableFixture()
        f.addActions()
        var behavior = SwipeActionsBehavior()
        behavior.openFraction = 2
        behavior.projection = 0
        f.table.swipeActionsBehavior = behavior
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 200, dy: 0), steps: 4)
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0)
        #expect(f.table.swipeActionsBehavior.openFraction == 2)
    }
}
