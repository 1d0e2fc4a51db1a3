import Foundation

/// Swipe actions on list rows: the same machinery as tables' (see `SwipeActionsBehavior`),
/// with the actions from the list configuration of the row's section
/// (`leadingSwipeActionsConfigurationProvider`, `trailingSwipeActionsConfigurationProvider`)
/// of a `UICollectionViewCompositionalLayout`. Other layouts have no swipe actions: their
/// horizontal pans scroll.
extension UICollectionView: SwipeActionsHost {
    /// PointerKit extension: the numbers of row swipes (see `SwipeActionsBehavior`).
    public var swipeActionsBehavior: SwipeActionsBehavior {
        get { rowSwipe.behavior }
        set { rowSwipe.behavior = newValue }
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeRowView(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard isValid(indexPath), let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(forSection: indexPath.section) else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    func swipeStateDidChange(at indexPath: IndexPath, swiped: Bool) {
        visibleCellsByPath[indexPath]?.isSwiped = swiped
    }
}
