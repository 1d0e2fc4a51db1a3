import Foundation

/// The updates that turn one snapshot into another, in the coordinates the update methods
/// take: deletions in the old data, insertions in the new. Sections are matched by
/// identifier with the standard library's `CollectionDifference` (a section whose place
/// changed is deleted and inserted); items of each section present in both are diffed the
/// same way, with `inferringMoves()` pairing a removal and an insertion of one item into a
/// move, applied as a delete at its old index path and an insert at its new one (UIKit's
/// batch-update semantics). An item that changed sections is deleted and inserted.
struct SnapshotChanges {
    var deletedItems: [IndexPath] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var insertedItems: [IndexPath] = []
    /// How many item moves were inferred (each is one delete and one insert above).
    var moves = 0

    var isEmpty: Bool { deletedItems.isEmpty && deletedSections.isEmpty && insertedSections.isEmpty && insertedItems.isEmpty }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let sectionDifference = new.sections.difference(from: old.sections)
        for change in sectionDifference {
            switch change {
            case .remove(let offset, _, _): deletedSections.insert(offset)
            case .insert(let offset, _, _): insertedSections.insert(offset)
            }
        }
        for (newSection, id) in new.sections.enumerated() where !insertedSections.contains(newSection) {
            guard let oldSection = old.indexOfSection(id) else { continue }
            diffItems(old.items[oldSection], new.items[newSection], oldSection: oldSection, newSection: newSection)
        }
    }

    /// Diffs one section's items, skipping the common prefix and suffix first (most updates
    /// touch a few items of a long list).
    private mutating func diffItems<I: Hashable>(_ old: [I], _ new: [I], oldSection: Int, newSection: Int) {
        guard old != new else { return }
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        let difference = newMiddle.difference(from: oldMiddle).inferringMoves()
        for change in difference {
            switch change {
            case .remove(let offset, _, let associated):
                deletedItems.append(IndexPath(item: prefix + offset, section: oldSection))
                if associated != nil { moves += 1 }
            case .insert(let offset, _, _):
                insertedItems.append(IndexPath(item: prefix + offset, section: newSection))
            }
        }
    }
}
