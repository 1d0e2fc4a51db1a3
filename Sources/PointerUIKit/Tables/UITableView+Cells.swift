import Foundation

/// Registration, reuse and the rows' headers and footers.
extension UITableView {
    /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil unregisters
    /// it. Other classes are ignored, with a diagnostic.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            GeometryLimits.note("table view: \(cellClass) is not a UITableViewCell; not registered")
            return
        }
        registeredCells[identifier] = type
    }

    /// A cell for the row at `indexPath`: one from the reuse queue of `identifier` (after its
    /// `prepareForReuse()`), else a new `.default` one of the registered class. An
    /// unregistered identifier gives a plain `UITableViewCell`, noted (UIKit throws).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = reuseQueues[identifier]?.popLast() {
            cell = reused
            cell.isHighlighted = false
            cell.isSelected = false
            cell.prepareForReuse()
        } else {
            let type = registeredCells[identifier] ?? {
                GeometryLimits.note("table view: no cell class registered for \"\(identifier)\"; a plain cell is used")
                return UITableViewCell.self
            }()
            cell = type.init(reusableStyle: .default, reuseIdentifier: identifier)
        }
        cell.dequeuedFor = indexPath
        return cell
    }

    /// A cell from the reuse queue of `identifier`, or nil (UIKit's older form: the data
    /// source then makes one with `init(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reuseQueues[identifier]?.popLast() else { return nil }
        cell.isHighlighted = false
        cell.isSelected = false
        cell.prepareForReuse()
        return cell
    }

    /// Registers a header or footer class for `identifier` (nil unregisters).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooters.registered[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            GeometryLimits.note("table view: \(aClass) is not a UITableViewHeaderFooterView; not registered")
            return
        }
        headerFooters.registered[identifier] = type
    }

    /// A header or footer view for `identifier`: reused or new; nil when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let reused = headerFooters.queues[identifier]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        guard let type = headerFooters.registered[identifier] else { return nil }
        return type.init(reusableIdentifier: identifier)
    }

    /// Asks the data source for the row's cell, checks it, and puts it on screen.
    func makeCell(at indexPath: IndexPath, frame: CGRect) -> UITableViewCell? {
        guard let dataSource else { return nil }
        var cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if cell.superview === self, visibleRows.contains(where: { $0.cell === cell }) {
            GeometryLimits.note("table view: the cell for \(indexPath) is already shown; a plain cell is used")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.dequeuedFor = indexPath
        cell.frame = frame
        cell.isSelected = selectedPaths.contains(indexPath)
        cell.isHighlighted = press.map { $0.indexPath == indexPath && $0.highlighted } ?? false
        cell.editingStyle = editing ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .delete
        cell.isEditing = editing && (dataSource.tableView(self, canEditRowAt: indexPath))
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        insertSubview(cell, at: 0)
        return cell
    }

    /// Takes a cell off screen into its reuse queue.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        rowSwipe.cellWillLeave(cell)
        cell.removeFromSuperview()
        cell.dequeuedFor = nil
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }

    /// Takes every row and header off screen (a reload or an update).
    func retireAll() {
        press = nil
        let shown = visibleRows
        visibleRows.removeAll()
        for (indexPath, cell) in shown { retire(cell, at: indexPath) }
        for (_, view) in headerFooters.shown { retireHeaderFooter(view) }
        headerFooters.shown.removeAll()
    }

    private func retireHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooters.queues[identifier, default: []].append(reusable)
        }
    }

    /// Shows the headers and footers of the sections in `area`; plain headers float at the
    /// top while their section is on screen.
    func updateHeaderFooterViews(in area: CGRect) {
        var wanted: [HeaderFooterKey: CGRect] = [:]
        var s = sectionIndex(at: area.minY)
        while s < sections.count, sections[s].top < area.maxY {
            let g = sections[s]
            if g.headerHeight > 0 {
                var y = g.top
                if style == .plain { y = min(max(g.top, area.minY), g.bottom - g.headerHeight) }
                wanted[HeaderFooterKey(section: s, isFooter: false)] = CGRect(x: 0, y: y, width: area.width, height: g.headerHeight)
            }
            if g.footerHeight > 0, g.rowsBottom < area.maxY {
                wanted[HeaderFooterKey(section: s, isFooter: true)] = CGRect(x: 0, y: g.rowsBottom, width: area.width, height: g.footerHeight)
            }
            s += 1
        }
        for (key, view) in headerFooters.shown where wanted[key] == nil {
            headerFooters.shown[key] = nil
            retireHeaderFooter(view)
        }
        for (key, frame) in wanted {
            if let view = headerFooters.shown[key] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard let view = makeHeaderFooter(key) else { continue }
            view.frame = frame
            headerFooters.shown[key] = view
            addSubview(view)
        }
    }

    private func makeHeaderFooter(_ key: HeaderFooterKey) -> UIView? {
        let custom = key.isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: key.section)
                                  : tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
        if let custom { return custom }
        let g = sections[key.section]
        guard let title = key.isFooter ? g.footerTitle : g.headerTitle else { return nil }
        let identifier = HeaderFooterViews.titleIdentifier
        let view = headerFooters.queues[identifier]?.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        var configuration: UIListContentConfiguration = style == .plain
            ? (key.isFooter ? .plainFooter() : .plainHeader()) : (key.isFooter ? .groupedFooter() : .groupedHeader())
        configuration.text = title
        view.contentConfiguration = configuration
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        return view
    }
}
