import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@Suite("Collection view: flow layout") @MainActor
struct CollectionFlowLayoutTests {
    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("UIKit's defaults: 50 × 50 items, 10 pt between lines and items, no insets, vertical")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(layout.estimatedItemSize == .zero)
    }

    @Test("full lines are justified, the last line is packed at the minimum spacing, and a lone item is centred")
    func justification() {
        let f = CollectionFixture([8])
        let cv = f.collectionView
        #expect((0..<6).map { frame(cv, $0)!.minX } == [0, 70, 140, 210, 280, 350], "(400 − 6·50) / 5 = 20 pt gaps")
        #expect(frame(cv, 6) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(frame(cv, 7) == CGRect(x: 60, y: 60, width: 50, height: 50), "last line: 10 pt gap")
        f.data.counts = [1]
        cv.reloadData()
        #expect(frame(cv, 0) == CGRect(x: 175, y: 0, width: 50, height: 50))
        f.layout.lineAlignment = .leading
        #expect(frame(cv, 0)?.minX == 0, "PointerKit's leading alignment packs every line")
    }

    @Test("sections start new lines after their insets; the delegate's sizes, insets and spacings win")
    func sectionsAndDelegate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        cv.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        let data = Swatches([4, 2])
        data.sizes = { $0.section == 0 ? CGSize(width: 100, height: $0.item == 1 ? 80 : 40) : CGSize(width: 30, height: 30) }
        data.insets = { $0 == 0 ? UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20) : .zero }
        data.lineSpacing = { _ in 5 }
        cv.dataSource = data
        cv.delegate = data
        window.addSubview(cv)
        // Section 0: 360 pt wide; three 100 pt items a line (gap (360 − 300) / 2 = 30).
        #expect(frame(cv, 0) == CGRect(x: 20, y: 30, width: 100, height: 40), "centred in an 80 pt line")
        #expect(frame(cv, 1) == CGRect(x: 150, y: 10, width: 100, height: 80))
        #expect(frame(cv, 2) == CGRect(x: 280, y: 30, width: 100, height: 40))
        #expect(frame(cv, 3) == CGRect(x: 150, y: 95, width: 100, height: 40), "a lone item on the last line is centred")
        // Section 1 starts after section 0's bottom inset: 135 + 30.
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 165, width: 30, height: 30))
        #expect(frame(cv, 1, 1) == CGRect(x: 40, y: 165, width: 30, height: 30))
        #expect(cv.contentSize == CGSize(width: 400, height: 195))
    }

    @Test("a horizontal flow layout fills columns top to bottom and scrolls sideways")
    func horizontal() {
        let f = CollectionFixture([12]) { cv, _ in
            (cv.collectionViewLayout as! UICollectionViewFlowLayout).scrollDirection = .horizontal
        }
        let cv = f.collectionView
        // 290 pt tall: 5 items a column, gaps (290 − 250) / 4 = 10.
        #expect((0..<5).map { frame(cv, $0)!.minY } == [0, 60, 120, 180, 240])
        #expect(frame(cv, 5) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(frame(cv, 10) == CGRect(x: 120, y: 0, width: 50, height: 50))
        #expect(cv.contentSize == CGSize(width: 170, height: 290))
    }

    @Test("headers and footers take their reference sizes before and after each section")
    func headersAndFooters() {
        let f = CollectionFixture([6, 6]) { cv, _ in
            let layout = cv.collectionViewLayout as! UICollectionViewFlowLayout
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        let cv = f.collectionView
        #expect(frame(cv, 0)?.minY == 40)
        #expect(frame(cv, 0, 1)?.minY == 150, "40 + 50 + 20 + 40")
        let header = f.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 110, width: 400, height: 40))
        #expect(cv.contentSize.height == 220)
    }

    @Test("resizing the collection view re-wraps the lines")
    func resizeRewraps() {
        let f = CollectionFixture([12])
        let cv = f.collectionView
        cv.frame = CGRect(x: 0, y: 0, width: 170, height: 290)
        #expect(frame(cv, 2) == CGRect(x: 120, y: 0, width: 50, height: 50), "3 a line now")
        #expect(frame(cv, 3)?.minY == 60)
    }

    @Test("a custom layout's prepare runs once per invalidation and places the cells")
    func customLayout() {
        final class Diagonal: UICollectionViewLayout {
            var prepared = 0
            var attributes: [UICollectionViewLayoutAttributes] = []
            override func prepare() {
                prepared += 1
                let n = collectionView?.numberOfItems(inSection: 0) ?? 0
                attributes = (0..<n).map { i in
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = CGRect(x: CGFloat(i) * 20, y: CGFloat(i) * 20, width: 30, height: 30)
                    a.zIndex = -i
                    return a
                }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 400, height: CGFloat(attributes.count) * 20 + 10) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                attributes.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
            }
        }
        let layout = Diagonal()
        let f = CollectionFixture([5]) { cv, _ in cv.collectionViewLayout = layout }
        let cv = f.collectionView
        #expect(layout.prepared == 1)
        #expect(cv.visibleCells.count == 5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 60, y: 60, width: 30, height: 30))
        #expect(cv.indexPathForItem(at: CGPoint(x: 25, y: 25)) == IndexPath(item: 0, section: 0), "the higher zIndex wins")
        #expect(cv.subviews.first === cv.cellForItem(at: IndexPath(item: 4, section: 0)), "lowest zIndex at the back")
        cv.contentOffset = CGPoint(x: 0, y: 5)
        #expect(layout.prepared == 1, "scrolling keeps the layout")
        layout.invalidateLayout()
        #expect(layout.prepared == 2)
    }
}
