import Foundation

/// Highlighting and selection, by press and release and from code.
///
/// A press on a row asks `shouldHighlightRowAt` and highlights it; a release on the same row
/// removes the highlight, then asks `willSelectRowAt` (which may redirect or refuse) and
/// selects (`didSelectRowAt`); in single selection the selected row is first deselected
/// (`willDeselectRowAt`, `didDeselectRowAt`). With `allowsMultipleSelection` a click on a
/// selected row deselects it. A drag that scrolls or leaving the row cancels the press. While
/// editing, selection follows `allowsSelectionDuringEditing`. Selection from code tells the
/// delegate nothing, as in UIKit.
///
/// The pointer over rows: no pointer effect (the pointer stays the system circle), as on
/// iPadOS, where plain table rows have no hover effect; the press highlight shows the click.
extension UITableView {
    var selectionAllowed: Bool { editing ? allowsSelectionDuringEditing : allowsSelection }
    var multipleAllowed: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The selected row (the first, in multiple selection), nil for none.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }
    /// The selected rows in order, nil for none (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects the row (in single selection, deselecting the others) and scrolls it to
    /// `scrollPosition`; nil deselects all. Out-of-range rows do nothing, with a diagnostic.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        layoutTableIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, at: path) }
            return
        }
        guard isValid(indexPath) else {
            GeometryLimits.note("table view: selectRow(at: \(indexPath)) is out of range; ignored")
            return
        }
        guard selectionAllowed else { return }
        if !multipleAllowed { for path in selectedPaths where path != indexPath { setSelected(false, at: path) } }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (nothing for a row not selected).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectedPaths.insert(indexPath) } else { selectedPaths.remove(indexPath) }
        if let i = cellIndex(of: indexPath) { visibleRows[i].cell.isSelected = selected }
    }

    private func row(under touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell, cell.superview === self {
                return visibleRows.first { $0.cell === cell }?.indexPath
            }
            view = current.superview
        }
        return nil
    }

    /// A press on a row highlights it; false when the touches are not a press on a row.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard press == nil, selectionAllowed, let touch = touches.first, let indexPath = row(under: touch) else { return false }
        let highlights = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        press = (touch, indexPath, highlights)
        if highlights {
            if let i = cellIndex(of: indexPath) { visibleRows[i].cell.isHighlighted = true }
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        }
        return true
    }

    /// Moves, ends or cancels the press; false when the touches are not the press's.
    func pressChanged(_ touches: Set<UITouch>, phase: UITouch.Phase) -> Bool {
        guard let press, touches.contains(press.touch) else { return false }
        let inside = isValid(press.indexPath)
            && rowFrame(section: press.indexPath.section, row: press.indexPath.row).contains(press.touch.location(in: self))
        switch phase {
        case .ended: endPress(selecting: inside)
        case .cancelled: endPress(selecting: false)
        default: if !inside { endPress(selecting: false) }
        }
        return true
    }

    private func endPress(selecting: Bool) {
        guard let current = press else { return }
        press = nil
        let indexPath = current.indexPath
        if current.highlighted {
            if let i = cellIndex(of: indexPath) { visibleRows[i].cell.isHighlighted = false }
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        guard selecting, selectionAllowed, isValid(indexPath) else { return }
        if multipleAllowed, selectedPaths.contains(indexPath) {
            let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target = asked, isValid(target) else { return }
            setSelected(false, at: target)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = asked, isValid(target) else { return }
        if !multipleAllowed {
            for path in selectedPaths.sorted() where path != target {
                guard let old = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { continue }
                setSelected(false, at: old)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        setSelected(true, at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
