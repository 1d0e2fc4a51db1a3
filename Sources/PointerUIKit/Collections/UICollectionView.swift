import Foundation

/// A scroll view of items placed by a layout, as UIKit's `UICollectionView`: it scrolls with
/// the wheel, the trackpad and drags (it is a `UIScrollView`), highlights an item on press and
/// selects it on release, and its cells can carry pointer interactions.
///
/// Only the cells whose frames meet the visible bounds exist as views: cells that scroll out
/// are removed and kept in a reuse queue per identifier, and `dequeueReusableCell` hands them
/// out again (after `prepareForReuse()`), so a 500-item collection makes about a screenful.
///
/// When work happens (UIKit defers it to `layoutSubviews`): the layout is prepared and the
/// visible cells updated at once when the view is in a window and its data, bounds or layout
/// changes; otherwise on the next query (`visibleCells`, `cellForItem(at:)`, `contentSize`...),
/// hit test, or when it joins a window. `layoutCollectionIfNeeded()` runs it on demand.
///
/// Bad input: negative item and section counts count as zero; out-of-range index paths are
/// ignored (selection, scrolling) or answer nil; a cell from an unregistered identifier is a
/// plain `UICollectionViewCell`; a data source that returns a cell already shown for another
/// item gets a plain `UICollectionViewCell` in its place (UIKit throws for both); each case
/// leaves a note in `UIApplication.geometryDiagnostics`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The scrolling axis of a layout, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down.
        case vertical
        /// Content scrolls left and right.
        case horizontal
    }

    /// Where `scrollToItem` puts an item, as UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Positions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Scroll the least needed to show it.
        public static let none = ScrollPosition([])
        /// Its top edge at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Its bottom edge at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Its left edge at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Its right edge at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    private var storedLayout: UICollectionViewLayout
    /// The data source (held weakly).
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { dataDidChange() } }
    /// The delegate (held weakly): a `UICollectionViewDelegate`, and a
    /// `UICollectionViewDelegateFlowLayout` for a flow layout's per-item answers.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            installContextMenuIfNeeded()
            if delegate is any UICollectionViewDelegateFlowLayout || oldValue is any UICollectionViewDelegateFlowLayout {
                layoutDidInvalidate()
            }
        }
    }
    /// The item context menu's interaction and its delegate (see `UICollectionView+ContextMenu`).
    var itemContextMenu: (interaction: UIContextMenuInteraction, delegate: CollectionContextMenuDelegate)?
    /// True (default) lets a click or tap select items.
    open var allowsSelection = true
    /// True lets several items be selected; a click on a selected item deselects it.
    open var allowsMultipleSelection = false
    /// True while the collection view is editing: list cells show their editing accessories.
    open var isEditing = false {
        didSet { for cell in visibleCellsByPath.values { cell.isEditingCell = isEditing } }
    }

    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    var reuseQueues: [String: [UICollectionViewCell]] = [:]
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    /// The shown cell `reconfigureItems(at:)` is configuring again, which the next dequeue for
    /// its index path returns.
    var reconfiguringCell: (IndexPath, UICollectionViewCell)?
    /// Section headers and footers (see `UICollectionView+Supplementary.swift`).
    var supplementaryViews = SupplementaryViews()
    var counts: [Int]?
    var layoutIsValid = false
    var cellsAreValid = false
    var isUpdatingCells = false
    var selectedPaths: Set<IndexPath> = []
    /// The update `performBatchUpdates` is collecting, nil outside one.
    var batch: UpdatePlan?
    /// The press being tracked: its touch, item, and whether it highlighted the item.
    var press: (touch: UITouch, indexPath: IndexPath, highlighted: Bool)?
    /// List rows' swipe actions (see `UICollectionView+Swipe.swift`).
    lazy var rowSwipe = RowSwipe(host: self)

    /// Creates a collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        (panGestureRecognizer as? ScrollViewPan)?.interceptor = rowSwipe
    }

    /// Creates a collection view with a zero frame and a flow layout (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        storedLayout.collectionView = self
        (panGestureRecognizer as? ScrollViewPan)?.interceptor = rowSwipe
    }

    /// A list without a background colour of its own fills with its list's (see
    /// `UICollectionLayoutListConfiguration.resolvedBackgroundColor`).
    override var drawnBackgroundColor: UIColor? {
        backgroundColor ?? (storedLayout as? UICollectionViewCompositionalLayout)?.wholeListConfiguration?.resolvedBackgroundColor
    }

    /// The layout; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the layout (`animated` is ignored).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== storedLayout else { return }
        if storedLayout.collectionView === self { storedLayout.collectionView = nil }
        storedLayout = layout
        layout.collectionView = self
        layoutDidInvalidate()
    }

    /// Relays the cells when the visible area moves or resizes.
    open override var bounds: CGRect { didSet { boundsDidChange(from: oldValue) } }
    /// Relays the cells when the view moves or resizes.
    open override var frame: CGRect { didSet { boundsDidChange(from: CGRect(origin: bounds.origin, size: oldValue.size)) } }

    /// The content size the layout reports (laying out first if needed).
    open override var contentSize: CGSize {
        get { layoutCollectionIfNeeded(); return super.contentSize }
        set { super.contentSize = newValue }
    }

    /// Lays out constrained subviews, then the cells if the data, layout or bounds changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollectionIfNeeded()
    }

    /// Lays the cells out on joining a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { layoutCollectionIfNeeded() } else { rowSwipe.endSession() }
    }

    /// Hit-tests the current cells (laid out first if needed).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !cellsAreValid { layoutCollectionIfNeeded() }
        return super.hitTest(point, with: event)
    }

    /// A press on a cell highlights it (see `indexPathsForSelectedItems` for the whole story).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.pressBegan(touches) { return }
        if !pressBegan(touches) { super.touchesBegan(touches, with: event) }
    }
    /// Leaving the pressed item cancels the press.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: false) { return }
        if !pressChanged(touches, phase: .moved) { super.touchesMoved(touches, with: event) }
    }
    /// A release on the pressed item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: true) { return }
        if !pressChanged(touches, phase: .ended) { super.touchesEnded(touches, with: event) }
    }
    /// A cancelled press (a scroll took the touch) removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: true) { return }
        if !pressChanged(touches, phase: .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Data

    /// Reloads everything: counts, layout and cells; clears the selection (as UIKit).
    open func reloadData() {
        press = nil
        let shown = visibleCellsByPath
        visibleCellsByPath.removeAll()
        for (indexPath, cell) in shown { retire(cell, at: indexPath) }
        retireSupplementaryViews()
        dataDidChange()
    }

    /// The number of sections (from the data source; 0 without one).
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return counts?.count ?? 0
    }

    /// The number of items in `section` (0 for a section out of range).
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    func loadCountsIfNeeded() {
        guard counts == nil, let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var loaded: [Int] = []
        loaded.reserveCapacity(min(sections, 10_000))
        for section in 0..<sections {
            let n = dataSource.collectionView(self, numberOfItemsInSection: section)
            if n < 0 { GeometryLimits.note("collection view: section \(section) has \(n) items; counted as 0") }
            loaded.append(max(0, n))
        }
        if sections == 0, dataSource.numberOfSections(in: self) < 0 {
            GeometryLimits.note("collection view: a negative section count; counted as 0")
        }
        counts = loaded
    }

    func dataDidChange() {
        counts = nil
        selectedPaths.removeAll()
        layoutDidInvalidate()
    }

    /// The layout is out of date (the layout's `invalidateLayout()` calls this).
    func layoutDidInvalidate() {
        layoutIsValid = false
        cellsAreValid = false
        if window != nil { layoutCollectionIfNeeded() }
    }

    func boundsDidChange(from old: CGRect) {
        let new = bounds
        guard new != old else { return }
        if new.size != old.size, storedLayout.shouldInvalidateLayout(forBoundsChange: new) { layoutIsValid = false }
        cellsAreValid = false
        layoutCollectionIfNeeded()
    }

    // MARK: Registration and reuse

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; nil
    /// unregisters it. Other classes are ignored, with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            GeometryLimits.note("collection view: \(cellClass) is not a UICollectionViewCell; not registered")
            return
        }
        registeredCells[identifier] = cellType
    }

    /// A cell for the item at `indexPath`: one from the reuse queue of `identifier` (after its
    /// `prepareForReuse()`), else a new one of the registered class. An unregistered identifier
    /// gives a plain `UICollectionViewCell` (UIKit throws).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // Reconfiguring: the item's own cell, as it is (no prepareForReuse), as UIKit gives it.
        if let (path, shown) = reconfiguringCell, path == indexPath, shown.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return shown
        }
        let cell: UICollectionViewCell
        if let reused = reuseQueues[identifier]?.popLast() {
            cell = reused
            cell.isHighlighted = false
            cell.isSelected = false
            cell.prepareForReuse()
        } else {
            let type = registeredCells[identifier] ?? {
                GeometryLimits.note("collection view: no cell class registered for \"\(identifier)\"; a plain cell is used")
                return UICollectionViewCell.self
            }()
            cell = type.init(reusableFrame: .zero)
            cell.reuseIdentifier = identifier
        }
        cell.dequeuedFor = indexPath
        return cell
    }

    /// Takes a cell off screen into its reuse queue.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        rowSwipe.cellWillLeave(cell)
        cell.removeFromSuperview()
        cell.dequeuedFor = nil
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }
}
