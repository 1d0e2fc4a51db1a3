import Foundation

/// The state of a diffable data source's sections and items, as UIKit's
/// `NSDiffableDataSourceSnapshot`: identifiers in order, each unique. Build one (or take the
/// data source's `snapshot()`), change it, and `apply` it.
///
/// Bad input, as UIKit documents (identifiers must be unique; UIKit raises "supplied
/// identifiers are not unique"): a duplicate identifier is dropped (the first stays), an
/// identifier that is not in the snapshot is ignored where one is needed, and appending items
/// before any section does nothing. Each leaves a message in `problems`, which `apply` notes
/// in `UIApplication.geometryDiagnostics`.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias S = SectionIdentifierType
    typealias I = ItemIdentifierType
    var sections: [S] = []
    var items: [[I]] = []
    var sectionIndex: [S: Int] = [:]
    /// The section index of every item.
    var sectionOfItem: [I: Int] = [:]
    var reloaded: Set<I> = []
    var reconfigured: Set<I> = []
    var reloadedSections: Set<S> = []
    /// What went wrong building the snapshot (PointerKit extension; see the type's comment).
    public internal(set) var problems: [String] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The items reloaded since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloaded) }
    /// The items reconfigured since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(reconfigured) }
    /// The sections reloaded since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { Array(reloadedSections) }

    /// The number of items in a section (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }
    /// The items of a section, in order (empty for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }
    /// The section holding an item, nil when it is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }
    /// The item's position among all items, nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }
    /// The section's position, nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The index path of an item, nil when it is not in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count, api: "appendSections")
    }
    /// Inserts sections before an existing one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { return problem("insertSections(_:beforeSection:): section \(toIdentifier) is not in the snapshot") }
        insertSections(identifiers, at: at, api: "insertSections(_:beforeSection:)")
    }
    /// Inserts sections after an existing one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sectionIndex[toIdentifier] else { return problem("insertSections(_:afterSection:): section \(toIdentifier) is not in the snapshot") }
        insertSections(identifiers, at: at + 1, api: "insertSections(_:afterSection:)")
    }

    private mutating func insertSections(_ identifiers: [S], at index: Int, api: String) {
        var fresh: [S] = []
        var seen = Set<S>()
        for id in identifiers {
            if sectionIndex[id] != nil || !seen.insert(id).inserted {
                problem("\(api): supplied section identifiers are not unique: \(id) dropped")
            } else {
                fresh.append(id)
            }
        }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        if index < sections.count - fresh.count { reindexSections(from: index) } else {
            for (k, id) in fresh.enumerated() { sectionIndex[id] = index + k }
        }
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sectionIndex[$0] })
        guard !doomed.isEmpty else { return }
        for s in doomed { for item in items[s] { sectionOfItem[item] = nil } }
        for s in doomed.sorted(by: >) {
            sectionIndex[sections[s]] = nil
            sections.remove(at: s)
            items.remove(at: s)
        }
        reindexSections(from: doomed.min() ?? 0)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where sectionIndex[id] != nil { reloadedSections.insert(id) }
    }

    private mutating func reindexSections(from start: Int) {
        for s in start..<sections.count {
            sectionIndex[sections[s]] = s
            for item in items[s] { sectionOfItem[item] = s }
        }
    }

    mutating func problem(_ text: String) { problems.append("NSDiffableDataSourceSnapshot." + text) }
}
