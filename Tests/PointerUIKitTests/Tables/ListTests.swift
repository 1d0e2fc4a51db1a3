import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerEngine
import PointerTesting
import PointerRender

@Suite("Lists: diffable data source, registrations, list cells and list swipes") @MainActor
struct ListTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]

    @Test("applying a snapshot shows its items in order in 44-pt full-width rows, configured by the registration")
    func snapshotShowsItems() {
        let list = FruitList(Self.fruits)
        #expect(list.shown == Array(Self.fruits.prefix(7)), "300 / 44: seven rows")
        #expect(list.configured == Array(Self.fruits.prefix(7)))
        let first = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect((first?.contentConfiguration as? UIListContentConfiguration)?.text == "Apple")
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Cherry")
        #expect(list.dataSource.indexPath(for: "Date") == IndexPath(item: 3, section: 0))
    }

    @Test("a new snapshot inserts, deletes and moves rows, and the selection stays on its item")
    func applyDifferences() throws {
        let list = FruitList(Self.fruits, device: .mouse)
        try list.pointer.move(to: list.center(of: 2))
        try list.pointer.click()
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems(["Apple"])
        snapshot.insertItems(["Apricot", "Avocado"], beforeItem: "Banana")
        snapshot.moveItem("Cherry", afterItem: "Fig")
        list.dataSource.apply(snapshot)
        #expect(list.shown == ["Apricot", "Avocado", "Banana", "Date", "Elderberry", "Fig", "Cherry"])
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)], "Cherry stays selected")
        #expect(list.dataSource.snapshot().numberOfItems == 11)
    }

    @Test("the differences between two snapshots are a CollectionDifference: one delete, one insert and one move")
    func changesAreMinimal() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<1000))
        var new = old
        new.deleteItems([10])
        new.appendItems([5000])
        new.moveItem(500, afterItem: 900)
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.deletedItems.count == 2, "item 10 and item 500's old place")
        #expect(changes.insertedItems.count == 2, "item 500's new place and 5000")
        #expect(changes.moves == 1)
    }

    @Test("sections can be inserted and deleted by snapshot")
    func sections() {
        let list = FruitList(["Apple", "Banana"])
        var snapshot = list.dataSource.snapshot()
        snapshot.appendSections([.more])
        snapshot.appendItems(["Walnut"], toSection: .more)
        list.dataSource.apply(snapshot)
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.collectionView.numberOfItems(inSection: 1) == 1)
        snapshot.deleteSections([.main])
        list.dataSource.apply(snapshot)
        #expect(list.shown == ["Walnut"])
    }

    @Test("cells scrolled off are reused by the registration, configured again for their new item")
    func registrationReuses() throws {
        let list = FruitList((0..<100).map { "Fruit \($0)" })
        let made = Set(list.collectionView.visibleCells.map(ObjectIdentifier.init))
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44 * 20 + 10)
        #expect(list.shown.first == "Fruit 20")
        let now = Set(list.collectionView.visibleCells.map(ObjectIdentifier.init))
        #expect(!now.isDisjoint(with: made), "the same cell objects came back")
    }

    @Test("an inset grouped list insets its rows; a sidebar list insets them 10 pt")
    func appearances() {
        let inset = FruitList(["Apple"], appearance: .insetGrouped)
        #expect(inset.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 18, width: 360, height: 44))
        let sidebar = FruitList(["Apple"], appearance: .sidebar)
        #expect(sidebar.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 10, width: 380, height: 44))
    }

    @Test("a list cell's disclosure accessory sits at the trailing edge and its content beside it")
    func listCellAccessory() throws {
        let list = FruitList(["Apple"])
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 366, height: 44))
        let chevron = try #require(cell.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(chevron.frame.minX >= 366 && chevron.frame.maxX <= 400)
    }

    @Test("a two-finger horizontal pan over a list row reveals the provider's trailing actions")
    func listSwipe() throws {
        let list = FruitList(Self.fruits)
        try list.pointer.move(to: list.center(of: 1))
        try list.pointer.scroll(by: CGVector(dx: 60, dy: 0), steps: 3, lift: false)
        #expect(list.swipeAsks == ["trailing 1"])
        #expect(list.offset(of: 1) == -60)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped == true)
        try list.pointer.send(.fingerScroll(delta: .zero))
        list.pointer.advance(by: 0.5)
    }

    @Test("a vertical pan scrolls the list and asks for no actions")
    func listVerticalPan() throws {
        let list = FruitList((0..<40).map { "Fruit \($0)" })
        try list.pointer.move(to: list.center(of: 1))
        try list.pointer.scroll(by: CGVector(dx: 0, dy: 88), steps: 4, lift: false)
        #expect(list.collectionView.contentOffset.y == 88)
        #expect(list.swipeAsks.isEmpty)
    }

    @Test("a full swipe on a list row deletes it through a snapshot in the action")
    func listFullSwipeDeletes() throws {
        let list = FruitList(Self.fruits)
        try list.pointer.move(to: list.center(of: 0))
        try list.pointer.scroll(by: CGVector(dx: 330, dy: 0), steps: 6)
        list.pointer.advance(by: 0.1)
        #expect(list.performed == ["Delete 0"])
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems(["Apple"])
        list.dataSource.apply(snapshot)
        list.pointer.advance(by: 0.5)
        #expect(list.shown.first == "Banana")
        #expect(list.collectionView.visibleCells.allSatisfy { $0.contentView.transform == .identity })
    }

    @Test("a click elsewhere closes an open list row without selecting")
    func listClickElsewhereCloses() throws {
        let list = FruitList(Self.fruits)
        try list.pointer.move(to: list.center(of: 1))
        try list.pointer.scroll(by: CGVector(dx: 120, dy: 0), steps: 3)
        list.pointer.advance(by: 0.5)
        #expect(list.offset(of: 1) < 0)
        try list.pointer.move(to: list.center(of: 4))
        try list.pointer.click()
        list.pointer.advance(by: 0.5)
        #expect(list.offset(of: 1) == 0)
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("a list without a background colour fills with its appearance's; a colour of its own wins")
    func listBackgrounds() throws {
        let plain = FruitList(["Apple"])
        plain.collectionView.accessibilityIdentifier = "list"
        func fill(_ list: FruitList) throws -> PointerScene.Color? {
            try #require(list.window.pointerScene().layers.first { $0.name == "list" }).fill
        }
        #expect(try fill(plain) == UIColor.systemBackground.sceneColor)
        let sidebar = FruitList(["Apple"], appearance: .sidebar)
        sidebar.collectionView.accessibilityIdentifier = "list"
        #expect(try fill(sidebar) == UIColor.secondarySystemBackground.sceneColor)
        sidebar.collectionView.backgroundColor = .systemTeal
        #expect(try fill(sidebar) == UIColor.systemTeal.sceneColor)
        #expect(sidebar.collectionView.backgroundColor == .systemTeal, "the property stays the app's")
        #expect(FruitList(["Apple"], appearance: .insetGrouped).collectionView.backgroundColor == nil)
    }

    @Test("a selected sidebar row shows a rounded grey fill that slides with a swipe and goes when deselected")
    func listSelectionFill() throws {
        let list = FruitList(Self.fruits, appearance: .sidebar)
        try list.pointer.move(to: list.center(of: 1))
        try list.pointer.click()
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.contentView.backgroundColor == .systemGray5 && cell.contentView.layer.cornerRadius == 10)
        let other = try #require(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(other.contentView.backgroundColor == nil)
        try list.pointer.scroll(by: CGVector(dx: 60, dy: 0), steps: 3, lift: false)
        #expect(cell.contentView.transform.tx == -60, "the fill is the content view's: it slides with the row")
        try list.pointer.send(.fingerScroll(delta: .zero))
        list.pointer.advance(by: 0.5)
        list.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(cell.contentView.backgroundColor == nil && cell.contentView.layer.cornerRadius == 0)
        let plain = FruitList(Self.fruits)
        plain.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(plain.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.backgroundColor == .systemGray4)
    }
}
