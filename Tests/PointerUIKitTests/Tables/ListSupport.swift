import Foundation
@testable import PointerUIKit
import PointerTesting
import PointerInput

/// A list written as iPadOS 14 code: a list layout, a cell registration and a diffable data
/// source of fruit names, in a 400 × 300 window with a trackpad over it.
@MainActor final class FruitList {
    enum Section: Hashable, Sendable { case main, more }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, String>
    let pointer: SimulatedPointer
    var configured: [String] = []
    var performed: [String] = []
    var swipeAsks: [String] = []

    init(_ fruits: [String], appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
         device: PointerInput.DeviceKind = .trackpad) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        let box = Box()
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard let list = box.list else { return nil }
            list.swipeAsks.append("trailing \(indexPath.item)")
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                list.performed.append("Delete \(indexPath.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.accessibilityIdentifier = fruit
            box.list?.configured.append(fruit)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        pointer = SimulatedPointer(device, in: window, at: CGPoint(x: 200, y: 250))
        window.addSubview(collectionView)
        box.list = self
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(fruits)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The fruits on screen, top to bottom.
    var shown: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0)?.accessibilityIdentifier }
    }

    /// The window point in the middle of an item.
    func center(of item: Int, section: Int = 0) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    /// How far an item's content slid.
    func offset(of item: Int) -> CGFloat {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentView.transform.tx ?? 0
    }

    /// The list, reached weakly from the closures the list itself holds.
    @MainActor final class Box { weak var list: FruitList? }
}
