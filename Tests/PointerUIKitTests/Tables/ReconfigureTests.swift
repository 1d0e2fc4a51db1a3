import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Reconfiguring list items")
struct ReconfigureTests {
    @Test("reconfiguring an item configures its shown cell again in place: the same cell, kept selected, nothing else remade")
    func reconfigureKeepsTheCell() {
        let list = FruitList(["Apple", "Banana", "Cherry"])
        let cell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        list.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        list.configured.removeAll()
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Banana"])
        list.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(list.configured == ["Banana"], "only the reconfigured item's cell is configured again")
        let after = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(after != nil && after === cell, "the item keeps its cell")
        #expect(after?.isSelected == true, "and its state")
        #expect(list.shown == ["Apple", "Banana", "Cherry"])
    }

    @Test("reconfigureItems(at:) on the collection view skips paths that show no cell")
    func reconfigureOffscreen() {
        let list = FruitList(["Apple"])
        list.configured.removeAll()
        list.collectionView.reconfigureItems(at: [IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 3)])
        #expect(list.configured.isEmpty)
        list.collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        #expect(list.configured == ["Apple"])
    }
}
