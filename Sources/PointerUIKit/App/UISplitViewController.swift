import Foundation

/// A container of columns side by side, as UIKit's column-style `UISplitViewController`
/// (iPadOS 14): a sidebar (`.primary`), an optional `.supplementary` column (`.tripleColumn`)
/// and the `.secondary` content.
///
/// Display modes: `.automatic` resolves by width, as on iPad: at least `wideWidth` (1,000 pt,
/// PointerKit's choice: a landscape iPad's full screen) tiles every column
/// (`.oneBesideSecondary` or `.twoBesideSecondary`); narrower shows the secondary only.
/// `show(_:)` and `hide(_:)` move to the nearest mode that shows or hides a column: beside
/// when wide, over the secondary when narrow. In an "over" mode the shown columns float over
/// the secondary's left edge, which keeps its full width. PointerKit never collapses a split
/// view into one navigation stack (no `.compact` column is shown).
///
/// Navigation controllers: as UIKit documents for column-style split views, a child that is
/// not a navigation controller is shown inside one the split view creates for it (the column
/// gets a navigation bar, and the child's `navigationController` is that wrapper). Setting a
/// non-navigation controller in the `.secondary` column while a navigation controller is
/// there pushes it onto that stack (Apple's documented reply to FB8640357: "expected
/// behavior"; set the column to nil first to replace it). `viewController(for:)` returns the
/// controller you set; `viewControllers` returns what the columns hold (the navigation
/// controllers). The classic style (`.unspecified`) shows its children as given.
///
/// Column widths: `automaticDimension` resolves to 320 pt for the primary and the
/// supplementary column (UIKit documents no figure; 320 pt is the long-standing maximum
/// automatic width of the primary column), within `minimumPrimaryColumnWidth` and
/// `maximumPrimaryColumnWidth`. A NaN, infinite or negative preferred width counts as
/// automatic, with a note in `UIApplication.geometryDiagnostics`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout, as UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split view (PointerKit lays it out as `.doubleColumn`).
        case unspecified = 0
        /// A sidebar and the content.
        case doubleColumn = 1
        /// A sidebar, a supplementary column and the content.
        case tripleColumn = 2
    }
    /// A column, as UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The sidebar.
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The content.
        case secondary = 2
        /// The controller shown when collapsed (kept, never shown: PointerKit does not collapse).
        case compact = 3
    }
    /// How the columns show, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by width (see the class comment).
        case automatic = 0
        /// The secondary alone.
        case secondaryOnly = 1
        /// One column (primary, or supplementary in a triple column) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// Primary and supplementary over the secondary.
        case twoOverSecondary = 5
        /// Primary and supplementary, pushing the secondary aside (laid out as beside).
        case twoDisplaceSecondary = 6
    }
    /// How columns share the width, as UIKit's `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by width: tile when wide, overlay when narrow.
        case automatic = 0
        /// Columns side by side.
        case tile = 1
        /// Columns over the secondary.
        case overlay = 2
        /// Columns push the secondary aside (laid out as tile).
        case displace = 3
    }
    /// The primary column's background, as UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// A sidebar background (Mac Catalyst blurs it; no visible effect on iPad, nor here).
        case sidebar = 1
    }

    /// A width that asks for the system's choice.
    public static let automaticDimension: CGFloat = -1
    /// PointerKit extension: the width from which `.automatic` tiles the columns (1,000 pt).
    public static var wideWidth: CGFloat = 1000
    /// PointerKit extension: the width `automaticDimension` gives a column (320 pt).
    public static var automaticColumnWidth: CGFloat = 320

    /// The style given at creation.
    public let style: Style
    /// The display mode asked for (default `.automatic`).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { columnsDidChange() } }
    /// The split behaviour asked for (default `.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { columnsDidChange() } }
    /// The primary column's background style (default `.none`).
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// The primary column's width, or `automaticDimension` (default).
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
    /// The smallest primary width (`automaticDimension`: 0).
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
    /// The largest primary width (`automaticDimension`: no limit beyond the view's width).
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
    /// The supplementary column's width, or `automaticDimension` (default).
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
    /// False: PointerKit never collapses a split view.
    open var isCollapsed: Bool { false }
    /// The controllers the columns hold, by column: a navigation controller given, or the one
    /// made for a given child (see the class comment); the classic style's children as given.
    var columns: [Column: UIViewController] = [:]
    /// The controllers given to `setViewController(_:for:)`, by column.
    var assigned: [Column: UIViewController] = [:]
    /// The mode set by `show(_:)` and `hide(_:)`, over `preferredDisplayMode`.
    var shownMode: DisplayMode?

    /// A split view of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (style `.unspecified`), as UIKit's `init(nibName:bundle:)` and
    /// `init()`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view (see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The view that lays the columns out.
    open override func loadView() { view = SplitContainerView(controller: self) }

    /// The controller set in `column`, nil when none (`.supplementary` of a double column: nil).
    open func viewController(for column: Column) -> UIViewController? { assigned[column] }

    /// Puts `vc` in `column` (nil empties it), replacing the one there; in a column-style split
    /// view a child that is not a navigation controller is wrapped in one, and in the secondary
    /// column it is pushed onto the navigation controller already there (see the class
    /// comment). A supplementary controller in a double-column split view is refused with a
    /// note, as UIKit ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn {
            GeometryLimits.note("UISplitViewController: a supplementary column needs the .tripleColumn style; ignored")
            return
        }
        guard assigned[column] !== vc || vc == nil else { return }
        let wraps = style != .unspecified && column != .compact
        if let vc, wraps, !(vc is UINavigationController), column == .secondary,
           let stack = columns[column] as? UINavigationController {
            assigned[column] = vc
            stack.pushViewController(vc, animated: false)
            return
        }
        let holder = vc.map { wraps && !($0 is UINavigationController) ? UINavigationController(rootViewController: $0) : $0 }
        if let old = columns[column] {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = holder
        assigned[column] = vc
        if let holder {
            addChild(holder)
            if column != .compact, isViewLoaded { view.addSubview(holder.view) }
        }
        columnsDidChange()
    }

    /// What the primary, supplementary and secondary columns hold, in that order (in a
    /// column-style split view, navigation controllers).
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            let order: [Column] = newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, vc) in zip(order, newValue) where column != .supplementary || style == .tripleColumn {
                setViewController(vc, for: column)
            }
        }
    }

    func columnsDidChange() {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
    }
}

extension UIViewController {
    /// The nearest ancestor split view controller (a split view controller's own is the one
    /// above it), nil when there is none.
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? UISplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }
}
