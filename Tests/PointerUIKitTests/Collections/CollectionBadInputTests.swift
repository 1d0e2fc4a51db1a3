import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("Collection view: bad input") @MainActor
struct CollectionBadInputTests {
    @Test("negative section and item counts count as zero, with a diagnostic")
    func negativeCounts() {
        final class Negative: NSObject, UICollectionViewDataSource {
            var sections = 2
            func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? -5 : 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "x", for: indexPath)
            }
        }
        let data = Negative()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        cv.dataSource = data
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 0) == 0 && cv.numberOfItems(inSection: 1) == 3)
        #expect(cv.visibleCells.count == 3)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("-5 items") })
        data.sections = -3
        cv.reloadData()
        #expect(cv.numberOfSections == 0 && cv.visibleCells.isEmpty && cv.contentSize.height == 0)
    }

    @Test("out-of-range index paths answer nil and change nothing")
    func outOfRange() {
        let f = CollectionFixture([5])
        let cv = f.collectionView
        let bad = [IndexPath(item: 5, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 3),
                   IndexPath(item: 0, section: -1), IndexPath(indexes: [0]), IndexPath(indexes: [0, 0, 0])]
        for path in bad {
            #expect(cv.cellForItem(at: path) == nil)
            #expect(cv.layoutAttributesForItem(at: path) == nil)
            cv.selectItem(at: path, animated: false, scrollPosition: .top)
            cv.deselectItem(at: path, animated: false)
            cv.scrollToItem(at: path, at: .bottom, animated: false)
        }
        #expect(cv.indexPathsForSelectedItems == [] && cv.contentOffset == .zero)
        #expect(cv.numberOfItems(inSection: 7) == 0 && cv.numberOfItems(inSection: -1) == 0)
        #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(IndexPath().item == 0 && IndexPath().section == 0)
        var path = IndexPath()
        path.item = 4
        #expect(path == IndexPath(item: 4, section: 0))
    }

    @Test("NaN, negative and infinite item sizes and spacings are cleaned, never crash")
    func badSizes() {
        let f = CollectionFixture([4]) { cv, data in
            let layout = cv.collectionViewLayout as! UICollectionViewFlowLayout
            layout.minimumInteritemSpacing = .nan
            layout.minimumLineSpacing = -20
            layout.sectionInset = UIEdgeInsets(top: .infinity, left: .nan, bottom: 0, right: 0)
            data.sizes = { indexPath in
                [CGSize(width: CGFloat.nan, height: 50), CGSize(width: -10, height: -10),
                 CGSize(width: CGFloat.infinity, height: 30), CGSize(width: 1000, height: 50)][indexPath.item]
            }
        }
        let cv = f.collectionView
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[0].width == 0 && frames[1].size == .zero)
        #expect(frames[2].width == 0, "infinite counts as zero")
        #expect(frames[3].width == 400, "an item wider than the line is as wide as the line")
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
        #expect(cv.contentSize.height.isFinite)
    }

    @Test("a cell not dequeued is used; a cell already on screen for another item is replaced by a plain cell")
    func undequeuedCells() {
        let shared = UICollectionViewCell(frame: .zero)
        let f = CollectionFixture([3]) { _, data in
            data.cellProvider = { cv, indexPath in
                indexPath.item == 2 ? UICollectionViewCell(frame: .zero) : shared
            }
        }
        let cv = f.collectionView
        let cells = cv.visibleCells
        #expect(cells.count == 3)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 3, "three distinct views")
        #expect(cells.contains { $0 === shared })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("already shown") })
    }

    @Test("an unregistered identifier gives a plain cell and a non-cell class is not registered")
    func unregistered() {
        let f = CollectionFixture([2]) { cv, data in
            cv.register(UIView.self, forCellWithReuseIdentifier: "view")
            data.cellProvider = { cv, indexPath in cv.dequeueReusableCell(withReuseIdentifier: "view", for: indexPath) }
        }
        let cells = f.collectionView.visibleCells
        #expect(cells.count == 2 && cells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("not a UICollectionViewCell") })
    }

    @Test("a data source that reloads from inside cellForItemAt does not recurse forever")
    func reentrantReload() {
        var reloads = 0
        let f = CollectionFixture([3]) { _, data in
            data.cellProvider = { cv, indexPath in
                if reloads < 3 { reloads += 1; cv.reloadData() }
                return cv.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            }
        }
        #expect(f.collectionView.visibleCells.count == 3)
    }
}

@Suite("Index paths")
struct IndexPathTests {
    @Test("an index path made from an item or a row reads back its section and item, equals the one made from its indexes, and sorts by section first")
    func itemAndSection() {
        let path = IndexPath(item: 7, section: 2)
        #expect(path.section == 2 && path.item == 7 && path.count == 2)
        #expect(path == IndexPath(indexes: [2, 7]) && IndexPath(row: 7, section: 2) == path)
        #expect(IndexPath(item: 9, section: 1) < path && path < IndexPath(item: 0, section: 3))
        var moved = path
        moved.item = 8
        #expect(moved == [2, 8] && moved.hashValue == IndexPath(indexes: [2, 8]).hashValue)
    }
}
