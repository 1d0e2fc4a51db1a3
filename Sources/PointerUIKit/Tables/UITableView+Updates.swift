import Foundation

/// Row and section updates, as UIKit's: the data source has already changed; the table
/// re-reads its counts and heights, re-makes the rows on screen and keeps the selection on
/// the rows that stay (moved along with inserts, deletes and moves). Updates are immediate
/// (the `RowAnimation` is accepted and ignored). Index paths that do not exist, or new counts
/// that do not match the old ones plus the updates (UIKit raises an exception), reload
/// everything instead, clearing the selection, with a note in
/// `UIApplication.geometryDiagnostics`.
extension UITableView {
    /// Inserts rows at index paths of the new data.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { for path in indexPaths.sorted() { $0.insertItem(at: path) } }
    }

    /// Deletes rows at index paths of the old data.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { plan in
            for path in indexPaths.sorted(by: >) {
                if path.count == 2, path.section >= 0, path.section < plan.counts.count,
                   !(path.row >= 0 && (plan.counts[path.section] < 0 || path.row < plan.counts[path.section])) {
                    plan.counts.append(-2)
                }
                plan.deleteItem(at: path)
            }
        }
    }

    /// Re-makes the cells of these rows (and measures them again).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update { _ in } }

    /// Moves a row; its selection moves with it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { plan in
            let wasSelected = plan.selected.contains(indexPath)
            plan.deleteItem(at: indexPath)
            plan.insertItem(at: newIndexPath)
            if wasSelected { plan.selected.insert(newIndexPath) }
        }
    }

    /// Inserts whole sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections.sorted() { $0.insertSection(section) } }
    }

    /// Deletes whole sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { for section in sections.sorted(by: >) { $0.deleteSection(section) } }
    }

    /// Re-makes whole sections (their counts are read again).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { plan in for section in sections where section >= 0 && section < plan.counts.count { plan.counts[section] = -1 } }
    }

    /// Runs `updates` as one update, then `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts collecting updates (UIKit's older form of `performBatchUpdates`).
    public func beginUpdates() {
        if batchDepth == 0 { batch = UpdatePlan(counts: currentCounts(), selected: selectedPaths) }
        batchDepth += 1
    }

    /// Applies the updates collected since `beginUpdates()`.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let plan = batch else { return }
        batch = nil
        apply(plan)
    }

    private func currentCounts() -> [Int] {
        layoutTableIfNeeded()
        return sections.map(\.rows.count)
    }

    private func update(_ change: (inout UpdatePlan) -> Void) {
        if batch != nil { change(&batch!); return }
        var plan = UpdatePlan(counts: currentCounts(), selected: selectedPaths)
        change(&plan)
        apply(plan)
    }

    private func apply(_ plan: UpdatePlan) {
        rowSwipe.endSession()
        retireAll()
        geometryIsValid = false
        cellsAreValid = false
        layoutTableIfNeeded()
        let fresh = sections.map(\.rows.count)
        let expected = plan.counts
        let matches = fresh.count == expected.count && zip(fresh, expected).allSatisfy { $1 < 0 || $0 == $1 }
        if matches {
            selectedPaths = plan.selected.filter { isValid($0) }
        } else {
            GeometryLimits.note("table view: the data source's counts \(fresh) do not match the updates (expected \(expected.map { $0 < 0 ? "any" : String($0) })); reloaded everything")
            selectedPaths.removeAll()
        }
        for (indexPath, cell) in visibleRows { cell.isSelected = selectedPaths.contains(indexPath) }
    }
}
