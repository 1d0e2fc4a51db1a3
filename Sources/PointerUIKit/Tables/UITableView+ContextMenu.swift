import Foundation

/// Context menus on rows, as UIKit's table view gives them: a secondary click (or
/// Control-click, or a finger's long press) on a row asks the delegate's
/// `tableView(_:contextMenuConfigurationForRowAt:point:)`; nil shows no menu. The table carries
/// the `UIContextMenuInteraction` from when its delegate is a `UITableViewDelegate`.
@MainActor
final class TableContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    unowned let tableView: UITableView
    init(tableView: UITableView) { self.tableView = tableView }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = tableView.tableDelegate, let row = tableView.indexPathForRow(at: location) else { return nil }
        return delegate.tableView(tableView, contextMenuConfigurationForRowAt: row, point: location)
    }
}

extension UITableView {
    /// The interaction that opens row context menus (nil until the delegate is a
    /// `UITableViewDelegate`). PointerKit extension: tests read its `presentedMenu` through it.
    public var contextMenuInteraction: UIContextMenuInteraction? { rowContextMenu?.interaction }

    func installContextMenuIfNeeded() {
        guard rowContextMenu == nil, tableDelegate != nil else { return }
        let menuDelegate = TableContextMenuDelegate(tableView: self)
        let interaction = UIContextMenuInteraction(delegate: menuDelegate)
        rowContextMenu = (interaction, menuDelegate)
        addInteraction(interaction)
    }
}
