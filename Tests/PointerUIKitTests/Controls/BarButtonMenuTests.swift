import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// Bar button items with UIKit 14's primary actions and menus.
@MainActor
@Suite("Bar button items with menus")
struct BarButtonMenuTests {
    @MainActor final class Board {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 500, height: 44))
        var log: [String] = []
        lazy var sort = UIMenu(title: "Sort by", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { [unowned self] _ in self.log.append("name") },
            UIAction(title: "Hue") { [unowned self] _ in self.log.append("hue") },
        ])
        lazy var sortItem = UIBarButtonItem(title: "Sort", menu: sort)
        lazy var addItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] action in
            self.log.append(action.sender is UIBarButtonItem ? "add" : "add without a sender")
        },
                                           menu: UIMenu(children: [UIAction(title: "Add Many") { [unowned self] _ in self.log.append("many") }]))
        let mouse: SimulatedPointer
        init() {
            mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 200))
            toolbar.items = [sortItem, .flexibleSpace(), addItem]
            window.addSubview(toolbar)
        }
        func center(of item: UIBarButtonItem) -> CGPoint { item.view.convert(CGPoint(x: item.view.bounds.midX, y: item.view.bounds.midY), to: window) }
        func row(_ title: String) -> UIView? { window.view(identifiedBy: "menu item " + title) }
    }

    @Test("clicking an item that has only a menu shows the menu under it; choosing a row selects it")
    func menuOnClick() throws {
        let b = Board()
        try b.mouse.move(to: b.center(of: b.sortItem))
        #expect(b.mouse.effect == .highlight)
        try b.mouse.click()
        #expect(b.sortItem.presentedMenu === b.sort)
        let hue = try #require(b.row("Hue"))
        let frame = hue.convert(hue.bounds, to: b.window)
        #expect(frame.minY >= b.toolbar.frame.maxY, "the menu opens below the toolbar")
        try b.mouse.move(to: CGPoint(x: frame.midX, y: frame.midY))
        try b.mouse.click()
        #expect(b.log == ["hue"] && b.sortItem.presentedMenu == nil)
        #expect(b.sort.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }

    @Test("an item with a primary action runs it on a click and shows its menu on a long press")
    func primaryActionAndLongPress() throws {
        let b = Board()
        try b.mouse.move(to: b.center(of: b.addItem))
        try b.mouse.click()
        #expect(b.log == ["add"] && b.addItem.presentedMenu == nil)
        try b.mouse.press()
        b.mouse.advance(by: 0.6)
        try b.mouse.release()
        #expect(b.addItem.presentedMenu != nil, "a long press shows the menu")
        #expect(b.log == ["add"], "and does not also run the primary action")
    }

    @Test("a disabled item neither runs its action nor shows its menu")
    func disabledItem() throws {
        let b = Board()
        b.sortItem.isEnabled = false
        try b.mouse.move(to: b.center(of: b.sortItem))
        try b.mouse.click()
        #expect(b.sortItem.presentedMenu == nil && b.row("Name") == nil)
    }
}

/// A controller with bar buttons made the way pre-iOS 14 iPad code makes them.
@MainActor final class EditorController: UIViewController {
    var log: [String] = []
    func save() { log.append("save") }
    func share(_ sender: UIBarButtonItem) { log.append("share from \(sender.title ?? "?")") }
}

@MainActor
@Suite("Bar button items with targets and actions")
struct BarButtonTargetActionTests {
    @Test("a click sends the action to the target, with the item as the sender; a nil target finds the controller")
    func targetAction() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let editor = EditorController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: editor, action: EditorController.share)
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: Selector(EditorController.save))
        editor.navigationItem.rightBarButtonItems = [share, edit]
        window.rootViewController = UINavigationController(rootViewController: editor)
        // A toolbar in the controller's view: a nil target goes up the chain to the controller.
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 200, width: 500, height: 44))
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: Selector(EditorController.save))
        toolbar.items = [save]
        editor.view.addSubview(toolbar)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 250, y: 200))
        for item in [share, save, edit] {
            let frame = item.view.convert(item.view.bounds, to: window)
            try mouse.move(to: CGPoint(x: frame.midX, y: frame.midY))
            try mouse.click()
        }
        #expect(editor.log == ["share from Share", "save", "save"], "a nil target in the navigation bar reaches the controller on top")
        #expect(share.target === editor && save.target == nil)
    }
}
