import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("The edit menu: Cut, Copy, Paste and Select All")
struct TextEditMenuTests {
    @Test("a secondary click on a selection opens the edit menu with the actions that apply")
    func secondaryClickOpensMenu() throws {
        let (_, tv, mouse) = TextSelectionTests.make()
        UIPasteboard.general.string = "clip"
        tv.selectedRange = NSRange(location: 6, length: 5)
        try mouse.move(to: TextSelectionTests.point(tv, 8))
        try mouse.click(.secondary)
        let menu = try #require(tv.editMenuInteraction.presentedMenu)
        #expect(menu.visibleActions.map(\.title) == ["Cut", "Copy", "Paste", "Select All"])
        #expect(tv.selectedRange == NSRange(location: 6, length: 5), "the selection stays")
    }

    @Test("a control-click off the selection moves the caret there and offers no Cut or Copy")
    func controlClickMovesCaret() throws {
        let (_, tv, mouse) = TextSelectionTests.make()
        UIPasteboard.general.strings = nil
        tv.selectedRange = NSRange(location: 0, length: 5)
        try mouse.move(to: TextSelectionTests.point(tv, 16, dx: 0.5))
        try mouse.click(.primary, modifiers: [.control])
        #expect(tv.selectedRange == NSRange(location: 16, length: 0))
        let menu = try #require(tv.editMenuInteraction.presentedMenu)
        #expect(menu.visibleActions.map(\.title) == ["Select All"])
    }

    @Test("the menu's rows get the pointer's effect, and a click on Copy copies")
    func rowsHighlightAndCopy() throws {
        let (window, tv, mouse) = TextSelectionTests.make()
        tv.selectedRange = NSRange(location: 6, length: 5)
        try mouse.move(to: TextSelectionTests.point(tv, 8))
        try mouse.click(.secondary)
        let copyRow = try #require(window.view(identifiedBy: "menu item Copy"))
        try mouse.move(to: copyRow.convert(CGPoint(x: copyRow.bounds.midX, y: copyRow.bounds.midY), to: window), steps: 4)
        mouse.settle()
        #expect(mouse.effect != .none, "the row under the pointer shows an effect")
        try mouse.click()
        #expect(UIPasteboard.general.string == "brave")
        #expect(tv.editMenuInteraction.presentedMenu == nil)
    }

    @Test("cut, then paste elsewhere, moves text through the pasteboard")
    func cutAndPaste() {
        let (_, tv, _) = TextSelectionTests.make()
        tv.selectedRange = NSRange(location: 0, length: 6)
        tv.cut(nil)
        #expect(tv.text == "brave new world\nSecond paragraph here")
        tv.selectedRange = NSRange(location: 10, length: 0)
        tv.paste(nil)
        #expect(tv.text == "brave new Hello world\nSecond paragraph here")
        tv.selectAll(nil)
        #expect(tv.selectedRange.length == (tv.text as NSString).length)
    }

    @Test("UIMenuController shows the standard actions and the app's items, sent up the responder chain")
    func menuController() throws {
        final class Owner: UIView {
            var ran = false
            func define(_ sender: Any?) { ran = true }
        }
        let (window, tv, _) = TextSelectionTests.make()
        let owner = Owner(frame: window.bounds)
        window.addSubview(owner)
        owner.addSubview(tv)
        tv.selectedRange = NSRange(location: 0, length: 5)
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: Selector(Owner.define))]
        UIMenuController.shared.showMenu(from: tv, rect: CGRect(x: 10, y: 10, width: 40, height: 20))
        defer { UIMenuController.shared.menuItems = nil; UIMenuController.shared.hideMenu() }
        #expect(UIMenuController.shared.isMenuVisible)
        let menu = try #require(UIMenuController.shared.presentedMenu)
        #expect(menu.visibleActions.map(\.title).suffix(1) == ["Define"])
        let define = try #require(menu.visibleActions.last)
        #expect(menu.choose(define))
        #expect(owner.ran)
    }
}
