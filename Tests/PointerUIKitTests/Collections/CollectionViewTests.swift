import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Collection view: cells, reuse and scrolling") @MainActor
struct CollectionViewTests {
    /// The items whose lines meet the collection view's bounds, for the default fixture layout
    /// (six 50 pt items a line, 60 pt a line).
    func expectedVisible(_ cv: UICollectionView, count: Int = 500) -> [IndexPath] {
        let b = cv.bounds
        return (0..<count).filter { item in
            let top = CGFloat(item / 6) * 60
            return top < b.maxY && top + 50 > b.minY
        }.map { IndexPath(item: $0, section: 0) }
    }

    @Test("a 500-item collection view makes only the cells on screen")
    func onlyVisibleCells() {
        SwatchCell.made = 0
        let f = CollectionFixture()
        #expect(f.collectionView.indexPathsForVisibleItems == expectedVisible(f.collectionView))
        #expect(f.collectionView.visibleCells.count == 30, "5 lines of 6")
        #expect(SwatchCell.made == 30)
        #expect(f.collectionView.subviews.count == 30)
        #expect(f.collectionView.contentSize == CGSize(width: 400, height: 5030), "84 lines of 50 pt, 83 gaps of 10")
    }

    @Test("scrolling with the wheel moves cells out to the reuse queue and back in for new items")
    func wheelReuses() throws {
        SwatchCell.made = 0
        let f = CollectionFixture()
        f.collectionView.setContentOffset(.zero, animated: false)
        try f.mouse.move(to: CGPoint(x: 200, y: 150))
        for _ in 0..<20 { try f.mouse.scroll(notches: CGVector(dx: 0, dy: 1)) }
        let cv = f.collectionView
        #expect(cv.contentOffset.y > 200, "the wheel scrolled the content")
        #expect(cv.indexPathsForVisibleItems == expectedVisible(cv))
        #expect(SwatchCell.made <= 36, "at most one extra line of cells is ever made: \(SwatchCell.made)")
        let reused = cv.visibleCells.compactMap { $0 as? SwatchCell }.reduce(0) { $0 + $1.reuses }
        #expect(reused > 0, "cells that scrolled out were dequeued again")
        for indexPath in cv.indexPathsForVisibleItems {
            let cell = cv.cellForItem(at: indexPath)!
            #expect(cell.frame == cv.layoutAttributesForItem(at: indexPath)!.frame)
            #expect(cell.accessibilityIdentifier == "cell 0.\(indexPath.item)")
            #expect(cv.indexPath(for: cell) == indexPath)
        }
    }

    @Test("a line that only touches the bottom edge makes no cells")
    func edgeTouchingLine() {
        let f = CollectionFixture()
        f.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(f.collectionView.visibleCells.count == 30, "line 5 starts at exactly 300")
        f.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 300.5)
        #expect(f.collectionView.visibleCells.count == 36)
    }

    @Test("the delegate hears each cell come on screen and go off it")
    func displayCalls() {
        let f = CollectionFixture()
        let cv = f.collectionView
        #expect(f.data.displayed == 30 && f.data.endedDisplay == 0)
        cv.contentOffset = CGPoint(x: 0, y: 60)
        #expect(f.data.displayed == 36 && f.data.endedDisplay == 6, "one line in, one line out")
    }

    @Test("a data source without numberOfSections(in:) has one section")
    func defaultSectionCount() {
        final class OneSection: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let data = OneSection()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = data
        #expect(cv.numberOfSections == 1 && cv.visibleCells.count == 2)
    }

    @Test("the trackpad scrolls a collection view and its cells follow")
    func trackpadScrolls() throws {
        let f = CollectionFixture(device: .trackpad)
        try f.mouse.move(to: CGPoint(x: 200, y: 150))
        try f.mouse.scroll(by: CGVector(dx: 0, dy: 600), steps: 6, lift: false)
        let cv = f.collectionView
        #expect(cv.contentOffset.y == 600)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 60, section: 0), "line 10 starts at 600")
        #expect(f.window.hitTest(CGPoint(x: 25, y: 25), with: nil)?.isDescendant(of: cv.cellForItem(at: IndexPath(item: 60, section: 0))!) == true)
    }

    @Test("scrollToItem puts the item at the top, centre or bottom, clamped to the content")
    func scrollToItem() {
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 1200)
        cv.scrollToItem(at: IndexPath(item: 120, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 1080, "1225 − 145")
        cv.scrollToItem(at: IndexPath(item: 499, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 4740, "clamped to the bottom edge: 5030 − 290")
        #expect(cv.cellForItem(at: IndexPath(item: 499, section: 0)) != nil)
        cv.scrollToItem(at: IndexPath(item: 6, section: 0), at: [], animated: false)
        #expect(cv.contentOffset.y == 60, "the least scroll that shows it")
        cv.scrollToItem(at: IndexPath(item: 9999, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == 60, "an out-of-range item does nothing")
    }

    @Test("reloadData asks the data source again, keeps reusing cells and clears the selection")
    func reload() {
        SwatchCell.made = 0
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        f.data.counts = [4]
        cv.reloadData()
        #expect(cv.numberOfItems(inSection: 0) == 4)
        #expect(cv.visibleCells.count == 4)
        #expect(cv.indexPathsForSelectedItems == [])
        #expect(SwatchCell.made == 30, "the four cells came from the reuse queue")
        #expect(cv.contentSize.height == 50)
    }

    @Test("a content offset past the end after the data shrinks is pulled back to the content")
    func shrinkClampsOffset() {
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.contentOffset = CGPoint(x: 0, y: 3000)
        f.data.counts = [30]
        cv.reloadData()
        #expect(cv.contentOffset.y == 0, "30 items are 290 pt: they fit")
        #expect(cv.visibleCells.count == 30)
    }

    @Test("cells written as iPad code, with init(frame:) and init(coder:) or no initializers, are made from their class")
    func cellClasses() {
        let f = CollectionFixture([3]) { cv, data in
            cv.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
            data.cellProvider = { cv, indexPath in
                cv.dequeueReusableCell(withReuseIdentifier: indexPath.item == 0 ? "plain" : "swatch", for: indexPath)
            }
        }
        let cells = f.collectionView.visibleCells
        #expect(cells.count == 3)
        #expect(cells[0] is PlainCell && cells[0].reuseIdentifier == "plain")
        #expect(cells[1] is SwatchCell && cells[1].reuseIdentifier == "swatch")
        #expect(cells[1].contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 50), "the content view fills the cell")
    }

    @Test("a collection view controller is its view's data source and delegate, and subclasses override its methods")
    func controller() throws {
        final class Grid: UICollectionViewController {
            var selected: [IndexPath] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        grid.view.frame = window.bounds
        window.addSubview(grid.view)
        #expect(grid.collectionView.visibleCells.count == 12)
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 25, y: 25))
        try mouse.click()
        #expect(grid.selected == [IndexPath(item: 0, section: 0)])
        window.rootViewController = grid   // appearing again clears the selection
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("hit testing a 500-item collection view asks only the cells on screen")
    func hitTestVisibleOnly() {
        let f = CollectionFixture()
        let cv = f.collectionView
        cv.contentOffset = CGPoint(x: 0, y: 1200)
        let hit = f.window.hitTest(CGPoint(x: 95, y: 25), with: nil)
        #expect(hit === (cv.cellForItem(at: IndexPath(item: 121, section: 0)) as? SwatchCell)?.contentView)
        #expect(f.window.hitTest(CGPoint(x: 60, y: 25), with: nil) === cv, "between items: the collection view")
        #expect(cv.indexPathForItem(at: CGPoint(x: 95, y: 1225)) == IndexPath(item: 121, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 60, y: 1225)) == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: 25, y: 4000)) == IndexPath(item: 396, section: 0), "off screen too")
    }
}
