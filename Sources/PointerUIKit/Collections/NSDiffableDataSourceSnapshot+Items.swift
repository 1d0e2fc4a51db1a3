import Foundation

extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of a section (nil: the last section). With no sections, nothing
    /// is added (UIKit raises an exception), noted in `problems`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int?
        if let sectionIdentifier { target = indexOfSection(sectionIdentifier) } else { target = sections.isEmpty ? nil : sections.count - 1 }
        guard let s = target else {
            return problem("appendItems(_:toSection:): " + (sectionIdentifier.map { "section \($0) is not in the snapshot" } ?? "there are no sections"))
        }
        insertItems(identifiers, inSection: s, at: items[s].count, api: "appendItems(_:toSection:)")
    }

    /// Inserts items before an existing item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: beforeIdentifier) else { return problem("insertItems(_:beforeItem:): item \(beforeIdentifier) is not in the snapshot") }
        insertItems(identifiers, inSection: path.section, at: path.item, api: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an existing item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: afterIdentifier) else { return problem("insertItems(_:afterItem:): item \(afterIdentifier) is not in the snapshot") }
        insertItems(identifiers, inSection: path.section, at: path.item + 1, api: "insertItems(_:afterItem:)")
    }

    private mutating func insertItems(_ identifiers: [I], inSection s: Int, at index: Int, api: String) {
        var fresh: [I] = []
        fresh.reserveCapacity(identifiers.count)
        for id in identifiers {
            if sectionOfItem[id] != nil {
                problem("\(api): supplied item identifiers are not unique: \(id) dropped")
                continue
            }
            sectionOfItem[id] = s
            fresh.append(id)
        }
        items[s].insert(contentsOf: fresh, at: index)
    }

    /// Deletes items (unknown identifiers are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<I>] = [:]
        for id in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: id) else { continue }
            doomed[s, default: []].insert(id)
        }
        for (s, ids) in doomed { items[s].removeAll { ids.contains($0) } }
    }

    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for s in items.indices { items[s].removeAll() }
        sectionOfItem.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, api: "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, api: "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(_ id: I, relativeTo other: I, after: Bool, api: String) {
        guard id != other, let from = indexPath(of: id), indexPath(of: other) != nil else {
            return problem("\(api): \(id) or \(other) is not in the snapshot, or they are the same")
        }
        items[from.section].remove(at: from.item)
        sectionOfItem[id] = nil
        guard let to = indexPath(of: other) else { return }
        insertItems([id], inSection: to.section, at: to.item + (after ? 1 : 0), api: api)
    }

    /// Marks items to be reloaded: their cells are made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            if sectionOfItem[id] != nil { reloaded.insert(id) } else { problem("reloadItems: item \(id) is not in the snapshot") }
        }
    }

    /// Marks items to be reconfigured: their cells are configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            if sectionOfItem[id] != nil { reconfigured.insert(id) } else { problem("reconfigureItems: item \(id) is not in the snapshot") }
        }
    }

    /// Clears the reload marks (the data source does this when it applies the snapshot).
    mutating func clearMarks() {
        reloaded.removeAll()
        reconfigured.removeAll()
        reloadedSections.removeAll()
        problems.removeAll()
    }
}

extension NSDiffableDataSourceSnapshot {
    /// What applying `next` over this snapshot takes, the same for tables and collection views:
    /// `next` with its problems noted (`UIApplication.geometryDiagnostics`) and its reload marks
    /// cleared, the differences, whether any cell must be made again, and the identifiers of
    /// the items at `selected` (paths in this snapshot; those out of range are dropped).
    /// With `inPlace`, reconfigured items do not count as remakes: they come back in
    /// `reconfiguredItems`, for the view to configure their cells again where they are.
    @MainActor func transition(to next: Self, selected: some Sequence<IndexPath>, inPlace: Bool = false)
        -> (new: Self, changes: SnapshotChanges, remakes: Bool, selectedItems: [ItemIdentifierType], reconfiguredItems: [ItemIdentifierType]) {
        for problem in next.problems { GeometryLimits.note(problem) }
        var new = next
        let reconfiguredItems = inPlace ? Array(new.reconfigured.subtracting(new.reloaded)) : []
        let remakes = !new.reloaded.isEmpty || (!inPlace && !new.reconfigured.isEmpty) || !new.reloadedSections.isEmpty
        new.clearMarks()
        let selectedItems = selected.compactMap { path in
            items.indices.contains(path.section) && items[path.section].indices.contains(path.item)
                ? items[path.section][path.item] : nil
        }
        return (new, SnapshotChanges(from: self, to: new), remakes, selectedItems, reconfiguredItems)
    }
}
