import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`: plain (section headers
/// float at the top while their section scrolls), grouped, or inset grouped (rows inset
/// 20 pt from each side). It scrolls with the wheel, the trackpad and drags (it is a
/// `UIScrollView`); a click highlights a row on press and selects it on release; a two-finger
/// horizontal trackpad pan over a row reveals its swipe actions (see `SwipeActionsBehavior`).
///
/// Only the rows on screen exist as cells: rows that scroll out are taken off and kept in a
/// reuse queue per identifier for `dequeueReusableCell(withIdentifier:for:)`. Row heights:
/// every row starts at the estimate (`estimatedRowHeight`, else `rowHeight`, else 44 pt) and
/// the delegate's `heightForRowAt` is asked when the row comes on screen, as UIKit does with
/// estimation on, so `reloadData()` touches no off-screen row; with `estimatedRowHeight = 0`
/// every height is asked at each reload (UIKit's behaviour without estimation).
/// `automaticDimension` rows are 44 pt (PointerKit does not self-size cells).
///
/// Headers and footers (PointerKit's sizes): a title or view header is 28 pt (plain) or
/// 38 pt (grouped); a grouped section without one keeps 18 pt of space above and below;
/// plain sections without titles have none.
///
/// Bad input: negative counts count as zero; out-of-range index paths are ignored by
/// selection, scrolling and updates or answer nil; an unregistered identifier gives a plain
/// `UITableViewCell`; counts that do not match an update reload everything. Each leaves a
/// note in `UIApplication.geometryDiagnostics` (UIKit raises an exception).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; headers float.
        case plain
        /// Sections separated by space; headers scroll.
        case grouped
        /// As grouped, rows inset from the sides.
        case insetGrouped
    }

    /// The animation of an update, as UIKit's `UITableView.RowAnimation` (PointerKit's updates
    /// are immediate: the value is accepted and ignored).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide right.
        case right
        /// Slide left.
        case left
        /// Slide up.
        case top
        /// Slide down.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Where `scrollToRow` puts a row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows it.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// "Use the default": as a row height, 44 pt; as a header or footer height, the style's.
    public static let automaticDimension: CGFloat = -1

    /// The look, set when created.
    public let style: Style
    /// The data source (held weakly).
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// The delegate (held weakly): a `UITableViewDelegate`.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet { installContextMenuIfNeeded(); invalidateGeometry() }
    }
    /// The height of every row the delegate does not size (default `automaticDimension`: 44 pt).
    open var rowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height rows start at before they are measured (default `automaticDimension`: the
    /// row height); 0 turns estimation off.
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of headers the delegate does not size (default `automaticDimension`).
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of footers the delegate does not size (default `automaticDimension`).
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// A view above the first section.
    open var tableHeaderView: UIView? { didSet { replaceAccessory(oldValue, tableHeaderView) } }
    /// A view below the last section.
    open var tableFooterView: UIView? { didSet { replaceAccessory(oldValue, tableFooterView) } }
    /// True (default) lets a click select rows.
    open var allowsSelection = true
    /// True lets several rows be selected; a click on a selected row deselects it.
    open var allowsMultipleSelection = false
    /// True lets a click select rows while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// True lets several rows be selected while editing (default false).
    open var allowsMultipleSelectionDuringEditing = false
    /// True while the table shows editing controls (see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    var editing = false
    var registeredCells: [String: UITableViewCell.Type] = [:]
    var reuseQueues: [String: [UITableViewCell]] = [:]
    /// The cells on screen in row order.
    var visibleRows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    var headerFooters = HeaderFooterViews()
    var sections: [SectionGeometry] = []
    var geometryIsValid = false
    var cellsAreValid = false
    var isUpdatingCells = false
    var selectedPaths: Set<IndexPath> = []
    /// The update `performBatchUpdates` is collecting, nil outside one.
    var batch: UpdatePlan?
    var batchDepth = 0
    /// The press being tracked: its touch, row, and whether it highlighted the row.
    var press: (touch: UITouch, indexPath: IndexPath, highlighted: Bool)?
    lazy var rowSwipe = RowSwipe(host: self)
    var rowContextMenu: (interaction: UIContextMenuInteraction, delegate: TableContextMenuDelegate)?

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        installSwipes()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a plain table with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        installSwipes()
    }

    private func installSwipes() {
        (panGestureRecognizer as? ScrollViewPan)?.interceptor = rowSwipe
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Relays the rows when the visible area moves or resizes.
    open override var bounds: CGRect { didSet { boundsDidChange(from: oldValue) } }
    /// Relays the rows when the view moves or resizes.
    open override var frame: CGRect { didSet { boundsDidChange(from: CGRect(origin: bounds.origin, size: oldValue.size)) } }

    /// The content size (laying out first if needed).
    open override var contentSize: CGSize {
        get { layoutTableIfNeeded(); return super.contentSize }
        set { super.contentSize = newValue }
    }

    /// Lays out constrained subviews, then the rows if the data or bounds changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTableIfNeeded()
    }

    /// Lays the rows out on joining a window; an open row closes on leaving it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { layoutTableIfNeeded() } else { rowSwipe.endSession() }
    }

    /// Hit-tests the current rows (laid out first if needed).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if !cellsAreValid { layoutTableIfNeeded() }
        return super.hitTest(point, with: event)
    }

    /// A press on a row highlights it; a press while a row shows actions closes them.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.pressBegan(touches) { return }
        if !pressBegan(touches) { super.touchesBegan(touches, with: event) }
    }
    /// Leaving the pressed row cancels the press.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: false) { return }
        if !pressChanged(touches, phase: .moved) { super.touchesMoved(touches, with: event) }
    }
    /// A release on the pressed row selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: true) { return }
        if !pressChanged(touches, phase: .ended) { super.touchesEnded(touches, with: event) }
    }
    /// A cancelled press (a scroll took the touch) removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if rowSwipe.swallows(touches, ending: true) { return }
        if !pressChanged(touches, phase: .cancelled) { super.touchesCancelled(touches, with: event) }
    }

    /// Reloads everything: counts, titles, heights, and the rows on screen (no off-screen row
    /// is asked for anything); clears the selection, as UIKit.
    open func reloadData() { reloadEverything() }

    /// Enters or leaves editing (`animated` is ignored); an open row closes. See
    /// `UITableView+Editing.swift`.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    /// PointerKit extension: the numbers of row swipes (see `SwipeActionsBehavior`).
    public var swipeActionsBehavior: SwipeActionsBehavior {
        get { rowSwipe.behavior }
        set { rowSwipe.behavior = newValue }
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    private func replaceAccessory(_ old: UIView?, _ new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateGeometry()
    }

    func boundsDidChange(from old: CGRect) {
        let new = bounds
        guard new != old else { return }
        if new.width != old.width { geometryIsValid = false }
        cellsAreValid = false
        layoutTableIfNeeded()
    }
}
