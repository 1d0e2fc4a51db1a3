import Foundation

/// Editing and swipe actions.
///
/// In editing (`setEditing(_:animated:)`), rows the data source can edit show their editing
/// control at the leading edge (the delegate's `editingStyleForRowAt`, default `.delete`); a
/// click on a delete control reveals the row's trailing actions, which in editing default to
/// one destructive "Delete" action that commits `.delete` to the data source (the data source
/// then deletes the row with `deleteRows(at:with:)`, as UIKit). An insert control commits
/// `.insert` at once.
extension UITableView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        rowSwipe.close(animated: false)
        self.editing = editing
        press = nil
        if !editing, !allowsSelection { for path in selectedPaths { setSelected(false, at: path) } }
        for (indexPath, cell) in visibleRows {
            cell.editingStyle = editing ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .delete
            cell.setEditing(editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false), animated: animated)
        }
    }

    /// An editing control was clicked in `cell`.
    func editingControlClicked(in cell: UITableViewCell) {
        guard let indexPath = visibleRows.first(where: { $0.cell === cell })?.indexPath else { return }
        if cell.editingStyle == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            return
        }
        rowSwipe.open(indexPath: indexPath, cell: cell, trailing: true)
    }

    /// The Delete action editing gives rows whose delegate offers no trailing actions.
    private func editingDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            // The row may have moved since the actions were shown: commit the row shown.
            let row = rowSwipe.session?.indexPath ?? indexPath
            dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

extension UITableView: SwipeActionsHost {
    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeRowView(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard isValid(indexPath) else { return nil }
        if trailing {
            if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration
            }
            let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
            let deletes = (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
            return editing && editable && deletes ? editingDeleteConfiguration(for: indexPath) : nil
        }
        return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func swipeStateDidChange(at indexPath: IndexPath, swiped: Bool) {
        if let i = cellIndex(of: indexPath) { visibleRows[i].cell.isSwiped = swiped }
        if swiped {
            tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didEndEditingRowAt: isValid(indexPath) ? indexPath : nil)
        }
    }
}
