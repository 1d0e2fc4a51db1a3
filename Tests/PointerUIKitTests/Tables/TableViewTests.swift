import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Table view: rows, reuse, selection and updates") @MainActor
struct TableViewTests {
    @Test("a 50-row table makes only the rows on screen, and scrolling reuses cells")
    func onlyVisibleRowsAndReuse() throws {
        NoteCell.made = 0
        let f = TableFixture()
        #expect(f.table.indexPathsForVisibleRows == (0..<7).map { IndexPath(row: $0, section: 0) }, "300 / 44: seven rows")
        #expect(NoteCell.made == 7)
        #expect(f.table.contentSize == CGSize(width: 400, height: 50 * 44))
        try f.pointer.scroll(by: CGVector(dx: 0, dy: 440), steps: 8, lift: false)
        #expect(f.table.contentOffset.y == 440)
        #expect(f.table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        #expect(NoteCell.made <= 9, "at most the visible cells plus two are ever made: \(NoteCell.made)")
        let reused = f.table.visibleCells.compactMap { $0 as? NoteCell }.reduce(0) { $0 + $1.reuses }
        #expect(reused > 0)
        let cell = try #require(f.cell(12))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Note 0.12")
        #expect(cell.frame == CGRect(x: 0, y: 12 * 44, width: 400, height: 44))
    }

    @Test("indexPathForRow(at:) finds the row under a point in content coordinates, and nil between sections")
    func indexPathForPoint() {
        let f = TableFixture([3, 4], style: .grouped) { _, data in data.headerTitles = [0: "Inbox", 1: "Archive"] }
        let t = f.table
        // Grouped: a 38-pt title header, then rows, an 18-pt footer space.
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil, "the first header")
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 38 + 50)) == IndexPath(row: 1, section: 0))
        let second = t.rect(forSection: 1)
        #expect(abs(second.minY - (38 + 3 * 44 + 18)) < 1e-9)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: second.minY + 38 + 3 * 44 + 1)) == IndexPath(row: 3, section: 1))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(t.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 50)) == nil)
        #expect(t.headerView(forSection: 0) != nil)
    }

    @Test("an inset grouped table insets its rows 20 pt from each side")
    func insetGrouped() {
        let f = TableFixture([3], style: .insetGrouped)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 18, width: 360, height: 44))
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == nil, "the inset beside the row")
    }

    @Test("a plain table's header floats at the top while its section scrolls under it")
    func plainHeaderFloats() {
        let f = TableFixture([20, 20]) { _, data in data.headerTitles = [0: "Today", 1: "Earlier"] }
        f.table.contentOffset = CGPoint(x: 0, y: 200)
        f.table.layoutIfNeeded()
        let header = f.table.headerView(forSection: 0)
        #expect(header?.frame.minY == 200, "pinned to the visible top")
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Today")
    }

    @Test("a click on a row highlights it on press and selects it on release")
    func clickSelects() throws {
        let f = TableFixture(device: .mouse)
        try f.pointer.move(to: f.center(ofRow: 2))
        try f.pointer.press()
        #expect(f.cell(2)?.isHighlighted == true)
        #expect(f.data.log == ["didHighlight 2"])
        try f.pointer.release()
        #expect(f.data.log == ["didHighlight 2", "didUnhighlight 2", "didSelect 2"])
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(f.cell(2)?.isSelected == true && f.cell(2)?.isHighlighted == false)
        try f.pointer.move(to: f.center(ofRow: 4))
        try f.pointer.click()
        #expect(f.data.log.suffix(2) == ["didDeselect 2", "didSelect 4"], "single selection moves")
        #expect(f.cell(2)?.isSelected == false)
    }

    @Test("a click on a selected row in multiple selection deselects it")
    func multipleSelection() throws {
        let f = TableFixture(device: .mouse) { table, _ in table.allowsMultipleSelection = true }
        for row in [1, 3, 1] {
            try f.pointer.move(to: f.center(ofRow: row))
            try f.pointer.click()
        }
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("a secondary click on a row shows the delegate's context menu and selects nothing")
    func rowContextMenu() throws {
        let f = TableFixture(device: .mouse)
        try f.pointer.move(to: f.center(ofRow: 3))
        try f.pointer.press(2)
        try f.pointer.release(2)
        #expect(f.data.log.contains("menu 3"))
        #expect(f.table.contextMenuInteraction?.presentedMenu?.visibleActions.map(\.title) == ["Copy 3"])
        #expect(f.table.indexPathForSelectedRow == nil)
    }

    @Test("the pointer over a row keeps the system pointer: rows have no hover effect")
    func noHoverEffectOnRows() throws {
        let f = TableFixture(device: .mouse)
        try f.pointer.move(to: f.center(ofRow: 1))
        f.pointer.settle(0.3)
        #expect(f.pointer.region == nil)
    }

    @Test("the default content configuration shows the text, and a checkmark accessory sits at the trailing edge")
    func contentAndAccessory() throws {
        let f = TableFixture([3])
        let cell = try #require(f.cell(0))
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        let mark = try #require(cell.accessoryMark)
        #expect(mark.frame.maxX <= 400 && mark.frame.minX > 300)
        #expect(cell.contentView.frame.maxX <= mark.frame.minX)
        var content = cell.defaultContentConfiguration()
        content.text = "Groceries"
        content.secondaryText = "6 items"
        cell.contentConfiguration = content
        let labels = cell.contentView.allSubviews.compactMap { $0 as? UILabel }.compactMap(\.text)
        #expect(labels.contains("Groceries") && labels.contains("6 items"))
    }

    @Test("reloadData asks again only for the rows on screen")
    func reloadTouchesVisibleRowsOnly() {
        let f = TableFixture([10_000])
        f.data.cellsAsked.removeAll()
        f.data.heightsAsked.removeAll()
        f.table.reloadData()
        f.table.layoutIfNeeded()
        #expect(f.data.cellsAsked.count == 7)
        #expect(f.data.heightsAsked.allSatisfy { $0.row < 7 }, "no off-screen row is measured")
    }

    @Test("insertRows and deleteRows update the rows on screen and keep the selection on its row")
    func insertAndDelete() {
        let f = TableFixture([5])
        f.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        f.data.counts = [6]
        f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "moved down by the insert")
        #expect(f.table.numberOfRows(inSection: 0) == 6)
        f.data.counts = [4]
        f.table.performBatchUpdates({
            f.table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)], with: .fade)
        }, completion: { finished in f.data.log.append("completion \(finished)") })
        #expect(f.data.log.last == "completion true")
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(f.table.visibleCells.count == 4)
    }

    @Test("clicking a table view controller's edit button puts its table in editing and retitles it Done")
    func editButtonItem() throws {
        final class ListController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        let controller = ListController(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let button = controller.editButtonItem
        #expect(button.title == "Edit")
        #expect(controller.editButtonItem === button)
        toolbar.items = [button]
        window.addSubview(toolbar)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 200, y: 200))
        try mouse.move(to: button.view.convert(CGPoint(x: button.view.bounds.midX, y: button.view.bounds.midY), to: window))
        try mouse.click()
        #expect(controller.tableView.isEditing && controller.isEditing)
        #expect(button.title == "Done")
        controller.isEditing = false
        #expect(!controller.tableView.isEditing && button.title == "Edit")
        #expect(controller.tableView.style == .insetGrouped)
    }
}

extension UIView {
    /// Every view below this one, depth first.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
