import Foundation

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// `apply` a snapshot and the table is updated by the differences (see `SnapshotChanges`)
/// through `deleteRows`/`insertRows`/`deleteSections`/`insertSections` in one batch, keeping
/// the selection on the rows that stay. Subclass it to give section titles or editing
/// (`titleForHeaderInSection`, `canEditRowAt`, `commit`), as in UIKit.
///
/// As `UICollectionViewDiffableDataSource`: immediate updates, a strong reference to the
/// table, a plain cell (noted) for a nil from the cell provider.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item (use `dequeueReusableCell(withIdentifier:for:)`).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let tableView: UITableView
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of applied differences (accepted and ignored: updates are immediate).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` the current state and updates the table by the differences; then runs
    /// `completion`. Problems found building the snapshot are noted in
    /// `UIApplication.geometryDiagnostics`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (new, changes, remakes, selected, _) = current.transition(to: snapshot, selected: tableView.selectedPaths)
        // The view reads the old counts now, so the updates are checked against them.
        _ = tableView.numberOfSections
        current = new
        if !changes.isEmpty || remakes {
            let animation = defaultRowAnimation
            let view = tableView
            view.performBatchUpdates {
                view.deleteRows(at: changes.deletedItems, with: animation)
                view.deleteSections(changes.deletedSections, with: animation)
                view.insertSections(changes.insertedSections, with: animation)
                view.insertRows(at: changes.insertedItems, with: animation)
            }
            tableView.restoreSelection(selected.compactMap { new.indexPath(of: $0) })
        }
        completion?()
    }

    /// The item at `indexPath`, nil out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The index path of an item, nil when it is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, nil out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    // MARK: UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell for the row.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        GeometryLimits.note("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath); a plain cell is used")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Default: no title (override for titles).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: no title (override for titles).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: false, as UIKit's diffable data source (override to allow editing).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Default: nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

extension UITableView {
    /// Selects exactly `paths` (a diffable apply keeping the selection on its rows).
    func restoreSelection(_ paths: [IndexPath]) {
        let wanted = Set(paths.filter { isValid($0) })
        for path in selectedPaths where !wanted.contains(path) { setSelected(false, at: path) }
        for path in wanted where !selectedPaths.contains(path) { setSelected(true, at: path) }
    }
}
