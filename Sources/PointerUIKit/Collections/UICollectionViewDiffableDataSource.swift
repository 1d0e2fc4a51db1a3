import Foundation

/// A collection view's data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: `apply` a snapshot and the collection view is
/// updated by the differences (see `SnapshotChanges`), through its own update methods, with
/// the selection kept on the items that stay, wherever they moved. Cells come from the cell
/// provider; headers and footers from `supplementaryViewProvider`.
///
/// Updates are immediate: `animatingDifferences` is accepted and ignored; `completion` runs
/// after the collection view has updated. Reloaded and reconfigured items get their cells
/// made again (PointerKit re-makes the cells on screen after every update). The data source
/// holds its collection view strongly (UIKit's is weak; the collection view holds its data
/// source weakly, so there is no cycle). A cell provider that returns nil gets a plain cell
/// in its place, with a note in `UIApplication.geometryDiagnostics` (UIKit raises).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (use `dequeueConfiguredReusableCell`).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header or footer (`kind`) for an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private let collectionView: UICollectionView
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Makes headers and footers; nil gives empty views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` the current state and updates the collection view by the differences;
    /// then runs `completion`. Problems found while building the snapshot (duplicate
    /// identifiers...) are noted in `UIApplication.geometryDiagnostics`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let (new, changes, remakes, selected, reconfigured) = current.transition(to: snapshot, selected: collectionView.selectedPaths,
                                                                                  inPlace: true)
        // The view reads the old counts now, so the updates are checked against them.
        _ = collectionView.numberOfSections
        current = new
        if !changes.isEmpty || remakes {
            let view = collectionView
            view.performBatchUpdates {
                view.deleteItems(at: changes.deletedItems)
                view.deleteSections(changes.deletedSections)
                view.insertSections(changes.insertedSections)
                view.insertItems(at: changes.insertedItems)
            }
            collectionView.restoreSelection(selected.compactMap { new.indexPath(of: $0) })
        }
        // Reconfigured items keep their cells, configured again by the cell provider, as in UIKit.
        if !remakes, !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured.compactMap { new.indexPath(of: $0) }) }
        completion?()
    }

    /// Makes `snapshot` the current state and reloads the collection view (no diff; the
    /// selection is cleared, as `reloadData()`).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        for problem in snapshot.problems { GeometryLimits.note(problem) }
        current = snapshot
        current.clearMarks()
        collectionView.reloadData()
        completion?()
    }

    /// The item at `indexPath`, nil out of range.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item, nil when it is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, nil out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section, nil when it is not in the current snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sections.count }

    /// The snapshot's item count in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell for the item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        GeometryLimits.note("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath); a plain cell is used")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view, or an empty one.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionView {
    /// Selects exactly `paths` (a diffable apply keeping the selection on its items).
    func restoreSelection(_ paths: [IndexPath]) {
        let wanted = Set(paths.filter { isValid($0) })
        for path in selectedPaths where !wanted.contains(path) { setSelected(false, at: path) }
        for path in wanted where !selectedPaths.contains(path) { setSelected(true, at: path) }
    }
}
