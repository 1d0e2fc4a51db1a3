import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

@Suite("Compositional layout: items, groups and sections") @MainActor
struct CompositionalLayoutTests {
    /// A 400 × 300 collection view of swatches and its data source (held here: the view
    /// holds its data source weakly).
    @MainActor final class Board {
        let cv: UICollectionView
        let data: Swatches
        init(_ layout: UICollectionViewLayout, counts: [Int]) {
            cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            data = Swatches(counts)
            cv.dataSource = data
            cv.layoutIfNeeded()
        }
    }

    /// A 400-pt-wide collection view of `count` swatches laid out by `layout`.
    func board(_ layout: UICollectionViewLayout, count: Int = 40) -> Board { Board(layout, counts: [count]) }

    func frame(_ b: Board, _ item: Int) -> CGRect? {
        b.cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("a grid of quarter-width items in full-width rows of absolute height, with item insets")
    func fractionalGrid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitems: [item])
        let b = board(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(frame(b, 0) == CGRect(x: 2, y: 2, width: 96, height: 96))
        #expect(frame(b, 3) == CGRect(x: 302, y: 2, width: 96, height: 96))
        #expect(frame(b, 4) == CGRect(x: 2, y: 102, width: 96, height: 96), "the group repeats below")
        #expect(b.cv.contentSize == CGSize(width: 400, height: 1000), "40 items, 4 a row")
        #expect(b.cv.indexPathsForVisibleItems.count == 12, "three rows on screen")
    }

    @Test("section insets and inter-group spacing move the groups; inter-item spacing separates items")
    func insetsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .estimated(40)),
                                                       repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        section.interGroupSpacing = 8
        let b = board(UICollectionViewCompositionalLayout(section: section), count: 6)
        #expect(frame(b, 0) == CGRect(x: 16, y: 20, width: 50, height: 40))
        #expect(frame(b, 1) == CGRect(x: 76, y: 20, width: 50, height: 40))
        #expect(frame(b, 3) == CGRect(x: 16, y: 68, width: 50, height: 40), "20 + 40 + 8")
        #expect(abs(b.cv.contentSize.height - 128) < 1e-9, "20 + 40 + 8 + 40 + 20")
    }

    @Test("the deprecated subitem:count: form shares the group's width equally, less the spacing")
    func equalShare() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(60)),
                                                       subitem: item, count: 3)
        group.interItemSpacing = .fixed(20)
        let b = board(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 3)
        #expect(frame(b, 0)?.width == 120 && frame(b, 2)?.minX == 280)
    }

    @Test("nested groups take items in order: a large item beside a column of two")
    func nestedGroups() {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                         heightDimension: .fractionalHeight(1)),
                                                      repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(200)),
                                                       subitems: [large, column])
        let b = board(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 5)
        #expect(frame(b, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(b, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(frame(b, 2) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(frame(b, 3) == CGRect(x: 0, y: 200, width: 200, height: 200), "the group repeats")
        #expect(frame(b, 4)?.minY == 200)
    }

    @Test("a section provider gives each section its own layout, told the collection view's size")
    func sectionProvider() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.contentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(index == 0 ? 1 : 0.5),
                                                                                 heightDimension: .absolute(30)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                   heightDimension: .absolute(30)),
                                                                subitems: [item]))
        }
        let b = Board(layout, counts: [2, 2])
        let cv = b.cv
        #expect(widths.first == 400)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 30, width: 400, height: 30))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 200, y: 60, width: 200, height: 30))
    }

    @Test("a width change lays the fractions out again")
    func widthChange() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(50)),
                                                       subitems: [item])
        let b = board(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), count: 4)
        b.cv.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        b.cv.layoutIfNeeded()
        #expect(frame(b, 1) == CGRect(x: 300, y: 0, width: 300, height: 50))
    }
}
