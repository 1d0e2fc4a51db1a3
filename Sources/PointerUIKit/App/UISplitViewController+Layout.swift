import Foundation

extension UISplitViewController {
    /// The display mode in force: the last `show(_:)`/`hide(_:)`, else `preferredDisplayMode`,
    /// with `.automatic` resolved by width.
    public var displayMode: DisplayMode {
        let mode = shownMode ?? preferredDisplayMode
        guard mode == .automatic else { return mode }
        return isWide ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
    }

    /// The split behaviour in force: `preferredSplitBehavior`, `.automatic` resolved by width.
    public var splitBehavior: SplitBehavior {
        guard preferredSplitBehavior == .automatic else { return preferredSplitBehavior }
        return isWide ? .tile : .overlay
    }

    /// The primary column's width now (the preferred width within the minimum and maximum).
    public var primaryColumnWidth: CGFloat {
        var width = checkedWidth(preferredPrimaryColumnWidth, "preferredPrimaryColumnWidth")
        if minimumPrimaryColumnWidth >= 0, minimumPrimaryColumnWidth.isFinite { width = max(width, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0, maximumPrimaryColumnWidth.isFinite { width = min(width, maximumPrimaryColumnWidth) }
        return min(width, viewIfLoaded?.bounds.width ?? width)
    }

    /// The supplementary column's width now.
    public var supplementaryColumnWidth: CGFloat {
        min(checkedWidth(preferredSupplementaryColumnWidth, "preferredSupplementaryColumnWidth"), viewIfLoaded?.bounds.width ?? .infinity)
    }

    /// Shows `column`: the nearest display mode that shows it, beside the secondary when the
    /// split behaviour tiles, over it otherwise. The secondary column always shows.
    public func show(_ column: Column) {
        let beside = splitBehavior == .tile || splitBehavior == .displace
        switch (column, style == .tripleColumn) {
        case (.primary, false): shownMode = beside ? .oneBesideSecondary : .oneOverSecondary
        case (.primary, true): shownMode = beside ? .twoBesideSecondary : .twoOverSecondary
        case (.supplementary, true):
            if displayMode == .secondaryOnly { shownMode = beside ? .oneBesideSecondary : .oneOverSecondary }
        default: return
        }
        columnsDidChange()
    }

    /// Hides `column`: the nearest display mode without it. The secondary cannot be hidden
    /// (refused with a note, as UIKit documents).
    public func hide(_ column: Column) {
        switch (column, style == .tripleColumn) {
        case (.secondary, _):
            GeometryLimits.note("UISplitViewController: hide(.secondary) is not allowed; ignored")
            return
        case (.primary, false), (.supplementary, true): shownMode = .secondaryOnly
        case (.primary, true):
            let mode = displayMode
            if mode == .twoBesideSecondary || mode == .twoDisplaceSecondary { shownMode = .oneBesideSecondary }
            if mode == .twoOverSecondary { shownMode = .oneOverSecondary }
        default: return
        }
        columnsDidChange()
    }

    var isWide: Bool { (viewIfLoaded?.bounds.width ?? 0) >= Self.wideWidth }

    private func checkedWidth(_ width: CGFloat, _ name: String) -> CGFloat {
        if width == Self.automaticDimension { return Self.automaticColumnWidth }
        guard width.isFinite, width >= 0 else {
            GeometryLimits.note("UISplitViewController: a \(name) of \(width) counts as automatic")
            return Self.automaticColumnWidth
        }
        return width
    }

    /// Places the column views for the display mode in force.
    func layoutColumns() {
        for column in [Column.primary, .supplementary, .secondary] {
            if let vc = columns[column], vc.view.superview !== view { view.addSubview(vc.view) }
        }
        let bounds = view.bounds
        let mode = displayMode
        let triple = style == .tripleColumn
        var shown: [Column] = []
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary: shown = [triple ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: shown = triple ? [.primary, .supplementary] : [.primary]
        default: shown = []
        }
        let over = mode == .oneOverSecondary || mode == .twoOverSecondary
        var x = bounds.minX
        for column in [Column.primary, .supplementary] {
            guard let vc = columns[column] else { continue }
            let visible = shown.contains(column)
            let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            vc.view.isHidden = !visible
            guard visible else { continue }
            vc.view.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + (over ? 0 : 0.5)
        }
        if let secondary = columns[.secondary] {
            let left = over ? bounds.minX : x
            secondary.view.frame = CGRect(x: left, y: bounds.minY, width: max(bounds.maxX - left, 0), height: bounds.height)
            if over { view.sendSubviewToBack(secondary.view) }
        }
    }
}

/// A split view controller's view: it lays the columns out, with hairline separators drawn
/// by its background showing between them.
@MainActor
final class SplitContainerView: UIView {
    /// The controller (which holds this view; weak: a controller is not on the pointer's path).
    weak var controller: UISplitViewController?
    init(controller: UISplitViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .opaqueSeparator
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }
}
