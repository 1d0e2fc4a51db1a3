import Foundation

/// Item and section updates, as UIKit's: the data source has already changed; the collection
/// view re-reads its counts, lays out again and re-makes the cells on screen, keeping the
/// selection on the items that stay (moved along with inserts, deletes and moves). Updates are
/// immediate (no animation). When the data source's new counts do not match the old ones plus
/// the updates (UIKit raises an exception), PointerKit reloads everything instead, clearing
/// the selection, with a note in `UIApplication.geometryDiagnostics`. Reloaded items keep their
/// selection (PointerKit's choice).
extension UICollectionView {
    /// Inserts items at index paths of the new data.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { for path in indexPaths.sorted() { $0.insertItem(at: path) } }
    }

    /// Deletes items at index paths of the old data.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { for path in indexPaths.sorted(by: >) { $0.deleteItem(at: path) } }
    }

    /// Re-makes the cells of these items.
    public func reloadItems(at indexPaths: [IndexPath]) { update { _ in } }

    /// Moves an item; its selection moves with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { plan in
            let wasSelected = plan.selected.contains(indexPath)
            plan.deleteItem(at: indexPath)
            plan.insertItem(at: newIndexPath)
            if wasSelected { plan.selected.insert(newIndexPath) }
        }
    }

    /// Inserts whole sections.
    public func insertSections(_ sections: IndexSet) {
        update { for section in sections.sorted() { $0.insertSection(section) } }
    }

    /// Deletes whole sections.
    public func deleteSections(_ sections: IndexSet) {
        update { for section in sections.sorted(by: >) { $0.deleteSection(section) } }
    }

    /// Re-makes the cells of whole sections (their counts are read again).
    public func reloadSections(_ sections: IndexSet) {
        update { plan in for section in sections where section >= 0 && section < plan.counts.count { plan.counts[section] = -1 } }
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one update, then `completion`
    /// with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch == nil {
            batch = UpdatePlan(counts: currentCounts(), selected: selectedPaths)
            updates?()
            let plan = batch
            batch = nil
            if let plan { apply(plan) }
        } else {
            updates?()
        }
        completion?(true)
    }

    private func currentCounts() -> [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    private func update(_ change: (inout UpdatePlan) -> Void) {
        if batch != nil { change(&batch!); return }
        var plan = UpdatePlan(counts: currentCounts(), selected: selectedPaths)
        change(&plan)
        apply(plan)
    }

    private func apply(_ plan: UpdatePlan) {
        press = nil
        let shown = visibleCellsByPath
        visibleCellsByPath.removeAll()
        for (indexPath, cell) in shown { retire(cell, at: indexPath) }
        retireSupplementaryViews()
        counts = nil
        let fresh = currentCounts()
        let expected = plan.counts
        let matches = fresh.count == expected.count && zip(fresh, expected).allSatisfy { $1 < 0 || $0 == $1 }
        if matches {
            selectedPaths = plan.selected.filter { isValid($0) }
        } else {
            GeometryLimits.note("collection view: the data source's counts \(fresh) do not match the updates (expected \(expected.map { $0 < 0 ? "any" : String($0) })); reloaded everything")
            selectedPaths.removeAll()
        }
        layoutDidInvalidate()
    }
}

/// The counts and selection an update leads to.
struct UpdatePlan {
    /// Items per section after the updates (−1: re-read, any count).
    var counts: [Int]
    var selected: Set<IndexPath>

    mutating func insertItem(at path: IndexPath) {
        guard path.count == 2, path.section >= 0, path.section < counts.count else { counts.append(-2); return }
        if counts[path.section] >= 0 { counts[path.section] += 1 }
        selected = Set(selected.map { $0.section == path.section && $0.item >= path.item ? IndexPath(item: $0.item + 1, section: $0.section) : $0 })
    }

    mutating func deleteItem(at path: IndexPath) {
        guard path.count == 2, path.section >= 0, path.section < counts.count else { counts.append(-2); return }
        if counts[path.section] >= 0 { counts[path.section] -= 1 }
        selected.remove(path)
        selected = Set(selected.map { $0.section == path.section && $0.item > path.item ? IndexPath(item: $0.item - 1, section: $0.section) : $0 })
    }

    mutating func insertSection(_ section: Int) {
        guard section >= 0, section <= counts.count else { counts.append(-2); return }
        counts.insert(-1, at: section)
        selected = Set(selected.map { $0.section >= section ? IndexPath(item: $0.item, section: $0.section + 1) : $0 })
    }

    mutating func deleteSection(_ section: Int) {
        guard section >= 0, section < counts.count else { counts.append(-2); return }
        counts.remove(at: section)
        selected = Set(selected.compactMap { $0.section == section ? nil : $0.section > section ? IndexPath(item: $0.item, section: $0.section - 1) : $0 })
    }
}
