import Foundation

/// Context menus on items, as UIKit's collection view gives them: a secondary click (or
/// Control-click, or a finger's long press) on an item asks the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`, then, when that answers nil,
/// the older `collectionView(_:contextMenuConfigurationForItemAt:point:)`. The collection view
/// carries the `UIContextMenuInteraction` (see `contextMenuInteraction`) from when its delegate
/// is a `UICollectionViewDelegate`. A press between items asks with no index paths.
@MainActor
final class CollectionContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    unowned let collectionView: UICollectionView
    init(collectionView: UICollectionView) { self.collectionView = collectionView }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = collectionView.delegate as? any UICollectionViewDelegate else { return nil }
        let paths = collectionView.indexPathForItem(at: location).map { [$0] } ?? []
        if let configuration = delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: paths, point: location) {
            return configuration
        }
        guard let path = paths.first else { return nil }
        return delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: path, point: location)
    }
}

extension UICollectionView {
    /// The interaction that opens item context menus (nil until the delegate is a
    /// `UICollectionViewDelegate`). PointerKit extension: tests and the playground read its
    /// `presentedMenu` and `choose(_:)` actions through it.
    public var contextMenuInteraction: UIContextMenuInteraction? { itemContextMenu?.interaction }

    func installContextMenuIfNeeded() {
        guard itemContextMenu == nil, delegate is any UICollectionViewDelegate else { return }
        let menuDelegate = CollectionContextMenuDelegate(collectionView: self)
        let interaction = UIContextMenuInteraction(delegate: menuDelegate)
        itemContextMenu = (interaction, menuDelegate)
        addInteraction(interaction)
    }
}
