import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Issue 24's bad input: where UIKit raises, PointerKit keeps going and leaves a note naming
/// the API in `UIApplication.geometryDiagnostics`.
@Suite("Tables and lists: bad input") @MainActor
struct TableBadInputTests {
    @Test("out-of-range index paths select, scroll and answer nothing, each with a note naming the API")
    func outOfRangeIndexPaths() {
        let f = TableFixture([5])
        let before = mark()
        let beyond = IndexPath(row: 9, section: 0)
        f.table.selectRow(at: beyond, animated: false, scrollPosition: .top)
        f.table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
        #expect(f.table.indexPathForSelectedRow == nil && f.table.contentOffset == .zero)
        #expect(f.table.cellForRow(at: beyond) == nil)
        #expect(f.table.rectForRow(at: beyond) == .zero)
        #expect(notes(since: before).contains { $0.contains("selectRow(at:") })
        #expect(notes(since: before).contains { $0.contains("scrollToRow(at:") })
    }

    @Test("deleting a row that does not exist reloads everything, with a note")
    func deleteOutOfRange() {
        let f = TableFixture([5])
        let before = mark()
        f.table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        #expect(f.table.numberOfRows(inSection: 0) == 5)
        #expect(f.table.visibleCells.count == 5)
        #expect(notes(since: before).contains { $0.contains("do not match") })
    }

    @Test("a diffable data source answers nil for an index path out of range")
    func diffableOutOfRange() {
        let list = FruitList(["Apple"])
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 2)) == nil)
        #expect(list.dataSource.sectionIdentifier(for: -1) == nil)
    }

    @Test("a snapshot with duplicate identifiers keeps the first of each, and applying it notes the API")
    func duplicateIdentifiers() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 0])
        snapshot.appendItems(["a", "b", "a"])
        snapshot.appendItems(["b"], toSection: 0)
        #expect(snapshot.sectionIdentifiers == [0])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.problems.count == 3)
        #expect(snapshot.problems.allSatisfy { $0.contains("not unique") })
        let list = FruitList([])
        var fruits = NSDiffableDataSourceSnapshot<FruitList.Section, String>()
        fruits.appendSections([.main])
        fruits.appendItems(["Fig", "Fig"])
        let before = mark()
        list.dataSource.apply(fruits)
        #expect(list.shown == ["Fig"])
        #expect(notes(since: before).contains { $0.contains("NSDiffableDataSourceSnapshot.appendItems(_:toSection:)") })
    }

    @Test("appending items before any section adds nothing, with a note")
    func itemsWithoutSection() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendItems([1, 2])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.problems.first?.contains("there are no sections") == true)
    }

    @Test("a swipe configuration with no actions turns the side off: the row does not swipe")
    func emptyConfiguration() throws {
        let f = TableFixture()
        f.data.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 80, dy: 0), steps: 4, lift: false)
        #expect(f.data.swipeAsks == ["trailing 1"])
        #expect(f.offset(ofRow: 1) == 0 && f.shownActions(ofRow: 1).isEmpty)
    }

    @Test("a completion never called leaves the row open until a click closes it, with a note")
    func completionNeverCalled() throws {
        let f = TableFixture(device: .trackpad)
        f.addActions(completes: nil)
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 330, dy: 0), steps: 6)
        f.pointer.advance(by: 0.5)
        #expect(f.performed.calls == ["Delete 1"])
        #expect(f.offset(ofRow: 1) != 0, "the row waits for the completion")
        let before = mark()
        try f.pointer.move(to: f.center(ofRow: 5))
        try f.pointer.click()
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0)
        #expect(notes(since: before).contains { $0.contains("UIContextualAction \"Delete\"") && $0.contains("before the completion") })
    }

    @Test("a completion called twice acts once; the second call is ignored with a note")
    func completionCalledTwice() throws {
        let f = TableFixture()
        f.addActions(completes: nil)
        try f.pointer.move(to: f.center(ofRow: 1))
        try f.pointer.scroll(by: CGVector(dx: 330, dy: 0), steps: 6)
        f.pointer.advance(by: 0.1)
        let completion = try #require(f.performed.completions.first)
        completion(true)
        f.pointer.advance(by: 0.5)
        #expect(f.offset(ofRow: 1) == 0)
        let before = mark()
        completion(true)
        #expect(notes(since: before).contains { $0.contains("called more than once") })
        #expect(f.offset(ofRow: 1) == 0)
    }

    @Test("NaN and negative compositional sizes count as zero, each with a note naming the factory")
    func badCompositionalSizes() {
        let before = mark()
        let nan = NSCollectionLayoutDimension.fractionalWidth(.nan)
        let negative = NSCollectionLayoutDimension.fractionalHeight(-0.5)
        let infinite = NSCollectionLayoutDimension.absolute(.infinity)
        #expect(nan.dimension == 0 && negative.dimension == 0 && infinite.dimension == 0)
        let found = notes(since: before)
        #expect(found.contains { $0.contains("NSCollectionLayoutDimension.fractionalWidth(nan)") })
        #expect(found.contains { $0.contains("NSCollectionLayoutDimension.fractionalHeight(-0.5)") })
        // A layout of such items lays out finite frames and does not hang.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(-10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(40)),
                                                       subitems: [item])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                                  collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        cv.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        let data = Swatches([20])
        cv.dataSource = data
        cv.layoutIfNeeded()
        let frames = (0..<20).compactMap { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 20)
        #expect(frames.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width == 0 && $0.height == 0 })
    }

    @Test("a group count below one uses one, with a note")
    func badGroupCount() {
        let before = mark()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                       repeatingSubitem: item, count: 0)
        #expect(group.subitems.count == 1)
        #expect(notes(since: before).contains { $0.contains("count: 0") })
    }
}
