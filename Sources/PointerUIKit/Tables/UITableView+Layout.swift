import Foundation

extension UITableView {
    /// The row height rows have when the delegate does not size them.
    var resolvedRowHeight: CGFloat { rowHeight >= 0 && rowHeight.isFinite ? rowHeight : 44 }
    /// The height rows start at before they are measured.
    var rowEstimate: CGFloat { estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : resolvedRowHeight }
    /// The rows' inset from each side (inset grouped: 20 pt).
    var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    /// Reads the data again on the next layout (counts, titles, heights).
    func invalidateGeometry() {
        geometryIsValid = false
        cellsAreValid = false
        if window != nil { layoutTableIfNeeded() }
    }

    /// Brings the geometry and the rows on screen up to date; cheap when nothing changed.
    func layoutTableIfNeeded() {
        guard !isUpdatingCells, !(geometryIsValid && cellsAreValid) else { return }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        // Rows measured on arrival can move the rows after them: bounded extra passes.
        for _ in 0..<4 where !(geometryIsValid && cellsAreValid) {
            cellsAreValid = true
            if !geometryIsValid { loadGeometry() }
            updateVisibleRows()
        }
    }

    /// Reads the counts, titles and section heights (no row is asked for its height unless
    /// estimation is off).
    private func loadGeometry() {
        geometryIsValid = true
        sections.removeAll(keepingCapacity: true)
        if let dataSource {
            let count = dataSource.numberOfSections(in: self)
            if count < 0 { GeometryLimits.note("table view: a negative section count; counted as 0") }
            let estimate = rowEstimate
            for section in 0..<max(0, count) {
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                if rows < 0 { GeometryLimits.note("table view: section \(section) has \(rows) rows; counted as 0") }
                let headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
                let footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
                var heights = RowHeights(count: rows, estimate: estimate)
                if estimatedRowHeight == 0 {
                    for row in 0..<heights.count { heights.setHeight(measuredHeight(IndexPath(row: row, section: section)), of: row) }
                }
                sections.append(SectionGeometry(headerHeight: headerFooterHeight(section, footer: false, title: headerTitle),
                                                footerHeight: headerFooterHeight(section, footer: true, title: footerTitle),
                                                headerTitle: headerTitle, footerTitle: footerTitle, rows: heights))
            }
        }
        placeSections()
        if !isDragging, !isDecelerating {
            let inRange = clamped(contentOffset)
            if inRange != contentOffset { contentOffset = inRange }
        }
    }

    /// The delegate's height for the row (`automaticDimension` and negative: `rowHeight`).
    func measuredHeight(_ indexPath: IndexPath) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
        guard h.isFinite else {
            GeometryLimits.note("table view: height \(h) for row \(indexPath); the row height is used")
            return resolvedRowHeight
        }
        return h < 0 ? resolvedRowHeight : min(h, GeometryLimits.coordinate)
    }

    private func headerFooterHeight(_ section: Int, footer: Bool, title: String?) -> CGFloat {
        let asked = footer ? tableDelegate?.tableView(self, heightForFooterInSection: section)
                           : tableDelegate?.tableView(self, heightForHeaderInSection: section)
        let fixed = footer ? sectionFooterHeight : sectionHeaderHeight
        if let asked, asked >= 0, asked.isFinite { return asked }
        if fixed >= 0, fixed.isFinite { return fixed }
        let hasView = (footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                              : tableDelegate?.tableView(self, viewForHeaderInSection: section)) != nil
        if title != nil || hasView { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    /// Stacks the sections under the table header and sets the content size.
    func placeSections() {
        let width = bounds.width
        var y: CGFloat = 0
        if let header = tableHeaderView {
            let h = header.bounds.height
            header.frame = CGRect(x: 0, y: 0, width: width, height: h)
            y = h
        }
        for i in sections.indices {
            sections[i].top = y
            y = sections[i].bottom
        }
        if let footer = tableFooterView {
            let h = footer.bounds.height
            footer.frame = CGRect(x: 0, y: y, width: width, height: h)
            y += h
        }
        super.contentSize = CGSize(width: width, height: y)
    }

    /// The first section whose bottom is below `y`.
    func sectionIndex(at y: CGFloat) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].bottom <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The frame of a row from the geometry (content coordinates).
    func rowFrame(section: Int, row: Int) -> CGRect {
        let s = sections[section]
        let top = s.rowsTop + s.rows.offset(of: row)
        return CGRect(x: rowInset, y: top, width: max(0, bounds.width - 2 * rowInset), height: s.rows.height(of: row))
    }

    /// Retires rows that left the bounds, measures and makes rows that came in.
    private func updateVisibleRows() {
        let area = bounds
        var wanted: [IndexPath] = []
        wanted.reserveCapacity(visibleRows.count + 4)
        var remeasured = false
        var s = sectionIndex(at: area.minY)
        walk: while s < sections.count, sections[s].top < area.maxY {
            let geometry = sections[s]
            var row = geometry.rows.row(at: area.minY - geometry.rowsTop)
            while row < geometry.rows.count {
                let top = geometry.rowsTop + geometry.rows.offset(of: row)
                if top >= area.maxY { break walk }
                let indexPath = IndexPath(row: row, section: s)
                if cellIndex(of: indexPath) == nil {
                    // A row arriving is measured (as UIKit does with estimated heights).
                    let h = measuredHeight(indexPath)
                    if h != sections[s].rows.height(of: row) { sections[s].rows.setHeight(h, of: row); remeasured = true }
                }
                if top + sections[s].rows.height(of: row) > area.minY { wanted.append(indexPath) }
                row += 1
            }
            s += 1
        }
        if remeasured { placeSections(); cellsAreValid = false }
        var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        kept.reserveCapacity(wanted.count)
        for entry in visibleRows {
            if wanted.binarySearchContains(entry.indexPath) { kept.append(entry) } else { retire(entry.cell, at: entry.indexPath) }
        }
        var next: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        next.reserveCapacity(wanted.count)
        var k = 0
        for indexPath in wanted {
            let frame = rowFrame(section: indexPath.section, row: indexPath.row)
            if k < kept.count, kept[k].indexPath == indexPath {
                let cell = kept[k].cell
                k += 1
                if cell.frame != frame { cell.frame = frame }
                next.append((indexPath, cell))
            } else if let cell = makeCell(at: indexPath, frame: frame) {
                next.append((indexPath, cell))
            }
        }
        visibleRows = next
        updateHeaderFooterViews(in: area)
    }

    /// The position of a row in `visibleRows`, nil when it is not on screen.
    func cellIndex(of indexPath: IndexPath) -> Int? {
        var lo = 0, hi = visibleRows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if visibleRows[mid].indexPath < indexPath { lo = mid + 1 } else { hi = mid }
        }
        return lo < visibleRows.count && visibleRows[lo].indexPath == indexPath ? lo : nil
    }
}

extension Array where Element == IndexPath {
    /// Binary search in a sorted array.
    func binarySearchContains(_ value: IndexPath) -> Bool {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo < count && self[lo] == value
    }
}
