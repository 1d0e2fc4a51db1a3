import PointerUIKit

/// The sidebar: the notes' titles in a sidebar list (a list layout, a cell registration and a
/// diffable data source of note identifiers). A two-finger swipe to the left over a row
/// reveals Delete.
class NotesListViewController: UIViewController, UICollectionViewDelegate {
    enum Section { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Note.ID>!
    /// The titles the rows show, by note.
    var titles: [Note.ID: String] = [:]
    var didSelectNote: ((Note.ID) -> Void)?
    var didSwipeToDelete: ((Note.ID) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"

        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let id = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.didSwipeToDelete?(id)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.accessibilityIdentifier = "notes"
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Note.ID> { [weak self] cell, _, id in
            let title = self?.titles[id] ?? ""
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "note " + title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Note.ID>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
    }

    /// Shows `notes` in order with `selected` selected; the rows of `changed` are configured
    /// again (their titles may be new).
    func show(_ notes: [Note], selecting selected: Note.ID?, reconfiguring changed: [Note.ID] = []) {
        loadViewIfNeeded()
        titles = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0.title) })
        var snapshot = NSDiffableDataSourceSnapshot<Section, Note.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(notes.map(\.id))
        snapshot.reconfigureItems(changed)
        dataSource.apply(snapshot, animatingDifferences: false)
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] where dataSource.itemIdentifier(for: indexPath) != selected {
            collectionView.deselectItem(at: indexPath, animated: false)
        }
        if let selected, let indexPath = dataSource.indexPath(for: selected) {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let id = dataSource.itemIdentifier(for: indexPath) { didSelectNote?(id) }
    }
}
