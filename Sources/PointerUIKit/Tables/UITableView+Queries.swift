import Foundation

/// Reloading, counts, and questions about rows and where they are.
extension UITableView {
    func reloadEverything() {
        rowSwipe.endSession()
        retireAll()
        selectedPaths.removeAll()
        invalidateGeometry()
    }

    /// The number of sections (0 without a data source).
    public var numberOfSections: Int {
        layoutTableIfNeeded()
        return sections.count
    }

    /// The number of rows in `section` (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        layoutTableIfNeeded()
        return section >= 0 && section < sections.count ? sections[section].rows.count : 0
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        layoutTableIfNeeded()
        return visibleRows.map(\.cell)
    }

    /// The index paths of the rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutTableIfNeeded()
        return visibleRows.map(\.indexPath)
    }

    /// The cell shown for the row, nil when the row is off screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutTableIfNeeded()
        return cellIndex(of: indexPath).map { visibleRows[$0].cell }
    }

    /// The row of a cell on screen, nil for any other cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutTableIfNeeded()
        return visibleRows.first { $0.cell === cell }?.indexPath
    }

    /// The row at `point` (table content coordinates), on screen or not; nil outside rows
    /// (headers, footers, insets, below the last row).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutTableIfNeeded()
        guard point.x.isFinite, point.y.isFinite, point.x >= rowInset, point.x < bounds.width - rowInset else { return nil }
        let s = sectionIndex(at: point.y)
        guard s < sections.count else { return nil }
        let g = sections[s]
        guard point.y >= g.rowsTop, point.y < g.rowsBottom else { return nil }
        return IndexPath(row: g.rows.row(at: point.y - g.rowsTop), section: s)
    }

    /// The rows whose frames meet `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutTableIfNeeded()
        var result: [IndexPath] = []
        var s = sectionIndex(at: rect.minY)
        while s < sections.count, sections[s].top < rect.maxY {
            let g = sections[s]
            var row = g.rows.row(at: rect.minY - g.rowsTop)
            while row < g.rows.count, g.rowsTop + g.rows.offset(of: row) < rect.maxY {
                if g.rowsTop + g.rows.offset(of: row + 1) > rect.minY { result.append(IndexPath(row: row, section: s)) }
                row += 1
            }
            s += 1
        }
        return result
    }

    /// The row's frame in content coordinates (`.zero` for a row out of range).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutTableIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return rowFrame(section: indexPath.section, row: indexPath.row)
    }

    /// The section's frame, header to footer (`.zero` out of range).
    public func rect(forSection section: Int) -> CGRect {
        layoutTableIfNeeded()
        guard section >= 0, section < sections.count else { return .zero }
        let g = sections[section]
        return CGRect(x: 0, y: g.top, width: bounds.width, height: g.bottom - g.top)
    }

    /// The header view on screen for `section`, if it is a `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableIfNeeded()
        return headerFooters.shown[HeaderFooterKey(section: section, isFooter: false)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if it is a `UITableViewHeaderFooterView`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutTableIfNeeded()
        return headerFooters.shown[HeaderFooterKey(section: section, isFooter: true)] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row sits at `scrollPosition` (clamped to the content; `animated` is
    /// ignored). An out-of-range index path does nothing, with a diagnostic (UIKit throws).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutTableIfNeeded()
        guard isValid(indexPath) else {
            GeometryLimits.note("table view: scrollToRow(at: \(indexPath)) is out of range; ignored")
            return
        }
        let frame = rowFrame(section: indexPath.section, row: indexPath.row), b = bounds
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY
        case .middle: y = frame.midY - b.height / 2
        case .bottom: y = frame.maxY - b.height
        case .none: if frame.minY < b.minY { y = frame.minY } else if frame.maxY > b.maxY { y = frame.maxY - b.height }
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}
