import Foundation
import Testing
@testable import PointerUIKit

/// Inserting, deleting and moving items after the data source changed.
@MainActor
@Suite("Collection view updates")
struct CollectionUpdatesTests {
    @Test("inserting an item before a selected one keeps the same item selected, one place on")
    func insertKeepsSelection() {
        let f = CollectionFixture([10])
        f.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        f.data.counts = [11]
        f.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        #expect(f.collectionView.numberOfItems(inSection: 0) == 11)
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(f.collectionView.visibleCells.count == 11, "the new item has a cell on screen")
    }

    @Test("deleting a selected item drops its selection, and later selections move back")
    func deleteMovesSelection() {
        let f = CollectionFixture([10])
        f.collectionView.allowsMultipleSelection = true
        for item in [2, 6] { f.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
        f.data.counts = [8]
        f.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0)])
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("a batch of updates applies together, then calls its completion")
    func batch() {
        let f = CollectionFixture([5, 5])
        f.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        var completed = false
        f.data.counts = [6, 5]
        f.collectionView.performBatchUpdates({
            f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            f.collectionView.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 4, section: 1))
        }, completion: { completed = $0 })
        #expect(completed)
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 1)], "the moved item stays selected")
        #expect(f.collectionView.numberOfItems(inSection: 0) == 6)
    }

    @Test("updates that do not match the data source reload everything with a note, never crash")
    func inconsistentUpdates() {
        let f = CollectionFixture([10])
        f.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let before = mark()
        f.data.counts = [10]
        f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(notes(since: before).count == 1, "one note names the mismatch")
        #expect(f.collectionView.indexPathsForSelectedItems == [])
        f.collectionView.deleteItems(at: [IndexPath(item: 99, section: 7)])
        #expect(f.collectionView.numberOfItems(inSection: 0) == 10)
    }

    @Test("inserting and deleting sections moves the selection with its section")
    func sections() {
        let f = CollectionFixture([3, 3])
        f.collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        f.data.counts = [2, 3, 3]
        f.collectionView.insertSections(IndexSet(integer: 0))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 2)])
        f.data.counts = [2, 3]
        f.collectionView.deleteSections(IndexSet(integer: 1))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    }
}
