import Foundation

extension UICollectionView {
    /// Prepares the layout if it is out of date and brings the visible cells in step with the
    /// bounds: cells that left are retired to their reuse queues, cells that came in are asked
    /// of the data source. PointerKit extension: the seam `layoutSubviews` calls (see the
    /// class comment); cheap when nothing changed.
    public func layoutCollectionIfNeeded() {
        guard !isUpdatingCells, !(layoutIsValid && cellsAreValid) else { return }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        // Changes made by the data source or delegate during a pass run another (bounded).
        for _ in 0..<4 where !(layoutIsValid && cellsAreValid) {
            cellsAreValid = true
            loadCountsIfNeeded()
            if !layoutIsValid {
                layoutIsValid = true
                storedLayout.prepare()
                super.contentSize = storedLayout.collectionViewContentSize
                if !isDragging, !isDecelerating {
                    let inRange = clamped(contentOffset)
                    if inRange != contentOffset { contentOffset = inRange }
                }
            }
            updateVisibleCells()
        }
    }

    private var storedLayout: UICollectionViewLayout { collectionViewLayout }

    private func updateVisibleCells() {
        let area = bounds
        let inView = storedLayout.layoutAttributesForElements(in: area) ?? []
        var wanted: [UICollectionViewLayoutAttributes] = []
        for attributes in inView where attributes.representedElementCategory == .cell && isValid(attributes.indexPath) {
            wanted.append(attributes)
        }
        updateVisibleSupplementaryViews(inView)
        var keep = Set<IndexPath>(minimumCapacity: wanted.count)
        for attributes in wanted { keep.insert(attributes.indexPath) }
        for (indexPath, cell) in visibleCellsByPath where !keep.contains(indexPath) {
            visibleCellsByPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        var added = false
        for attributes in wanted {
            let indexPath = attributes.indexPath
            if let cell = visibleCellsByPath[indexPath] {
                cell.apply(attributes)
                continue
            }
            added = true
            guard let cell = makeCell(at: indexPath) else { continue }
            cell.apply(attributes)
            cell.isSelected = selectedPaths.contains(indexPath)
            cell.isEditingCell = isEditing
            cell.isHighlighted = press.map { $0.indexPath == indexPath && $0.highlighted } ?? false
            visibleCellsByPath[indexPath] = cell
            (delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            addSubview(cell)
        }
        // Removing cells keeps the others in order: only new cells can be out of place.
        if added { orderCells(wanted) }
    }

    /// Configures the shown cells of these items again, as UIKit's `reconfigureItems(at:)`: the
    /// data source's cell provider runs for each, and its dequeue returns the item's own cell
    /// (not prepared for reuse), so the cell stays where it is, with its state. A provider that
    /// returns another cell gets it shown in the old one's place. Items without a shown cell
    /// are configured when they scroll in; paths outside the data are ignored.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        layoutCollectionIfNeeded()
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByPath[indexPath] else { continue }
            reconfiguringCell = (indexPath, cell)
            RegistrationLog.cellProviderDepth += 1
            let made = dataSource.collectionView(self, cellForItemAt: indexPath)
            RegistrationLog.cellProviderDepth -= 1
            reconfiguringCell = nil
            guard made !== cell else { continue }
            // Another cell: the old one leaves and the next pass shows the item afresh.
            if let identifier = made.reuseIdentifier { made.dequeuedFor = nil; reuseQueues[identifier, default: []].append(made) }
            visibleCellsByPath[indexPath] = nil
            retire(cell, at: indexPath)
            cellsAreValid = false
        }
        layoutCollectionIfNeeded()
    }

    /// Asks the data source for the cell, checking it is not shown for another item.
    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        RegistrationLog.cellProviderDepth += 1
        var cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        RegistrationLog.cellProviderDepth -= 1
        if cell.dequeuedFor != indexPath {
            GeometryLimits.note("collection view: the cell for \(indexPath) was not dequeued for it")
        }
        if visibleCellsByPath.values.contains(where: { $0 === cell }) {
            GeometryLimits.note("collection view: the cell for \(indexPath) is already shown; a plain cell is used")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.dequeuedFor = indexPath
        return cell
    }

    /// Keeps cells in zIndex order, then item order, behind any other subviews (compared by
    /// identity, and moved only when out of place).
    private func orderCells(_ shown: [UICollectionViewLayoutAttributes]) {
        let order = shown.sorted { a, b in
            a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.indexPath < b.indexPath
        }
        var position = 0
        for attributes in order {
            guard let cell = visibleCellsByPath[attributes.indexPath] else { continue }
            let current = storedSubviews
            if !(position < current.count && current[position] === cell) { insertSubview(cell, at: position) }
            position += 1
        }
    }

    // MARK: Queries

    /// The cells on screen.
    public var visibleCells: [UICollectionViewCell] {
        layoutCollectionIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutCollectionIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell shown for `indexPath`, nil when the item is off screen or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutCollectionIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a cell on screen, nil for any other cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutCollectionIfNeeded()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item whose frame contains `point` (content coordinates), on screen or not; nil
    /// between items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutCollectionIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (storedLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath)
        }
        return hits.max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    /// The layout's attributes for the item, nil when it is out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutCollectionIfNeeded()
        guard isValid(indexPath) else { return nil }
        return storedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so the item sits at `scrollPosition` (clamped to the content; `animated` is
    /// ignored). An out-of-range index path does nothing.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let b = bounds
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - b.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - b.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - b.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - b.width }
        if scrollPosition.isEmpty {
            if frame.minY < b.minY { offset.y = frame.minY } else if frame.maxY > b.maxY { offset.y = frame.maxY - b.height }
            if frame.minX < b.minX { offset.x = frame.minX } else if frame.maxX > b.maxX { offset.x = frame.maxX - b.width }
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}
