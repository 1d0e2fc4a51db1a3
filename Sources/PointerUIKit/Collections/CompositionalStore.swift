import Foundation

/// A compositional layout's laid-out attributes: per item, per supplementary view, and per
/// repetition of a group (its vertical span and first attribute), so that the elements in a
/// rectangle are found by binary search over the group spans. Attribute objects are reused
/// from one layout pass to the next.
@MainActor
struct CompositionalStore {
    var sections: [NSCollectionLayoutSection?] = []
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementary: [UICollectionViewLayoutAttributes] = []
    /// Group repetitions in layout order: vertical span, and the range of their items in `flat`.
    var spans: [(minY: CGFloat, maxY: CGFloat, first: Int, count: Int)] = []
    var flat: [UICollectionViewLayoutAttributes] = []
    var contentSize = CGSize.zero
    var width: CGFloat = 0
    private var pool: [UICollectionViewLayoutAttributes] = []

    mutating func layOut(collectionView: UICollectionView, provider: UICollectionViewCompositionalLayoutSectionProvider,
                         spacing: CGFloat) {
        pool = flat
        var poolIndex = 0
        sections.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        supplementary.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        flat.removeAll(keepingCapacity: true)
        let bounds = collectionView.bounds
        width = bounds.width
        let environment = LayoutEnvironment(contentSize: bounds.size)
        var y: CGFloat = 0
        for s in 0..<collectionView.numberOfSections {
            if s > 0 { y += spacing }
            let section = provider(s, environment)
            sections.append(section)
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            let count = collectionView.numberOfItems(inSection: s)
            guard let section else {
                if count > 0 { GeometryLimits.note("UICollectionViewCompositionalLayout: no section for \(s); its \(count) items are not shown") }
                items.append([])
                continue
            }
            if section.orthogonalScrollingBehavior != .none {
                GeometryLimits.note("UICollectionViewCompositionalLayout: section \(s) scrolls orthogonally; laid out without it")
            }
            sectionItems.reserveCapacity(count)
            let insets = section.contentInsets
            let content = CGSize(width: max(0, width - insets.leading - insets.trailing), height: bounds.height)
            y += insets.top
            y = placeSupplementary(section, s, footers: false, x: insets.leading, y: y, content: content)
            var next = 0
            // Every full group lays out alike, shifted down: its frames are worked out once (at
            // y = 0) and moved to each group's place; only a last, partial group is placed anew.
            // 10,000 list rows lay out in about a third of the time placing each group takes.
            let groupSize = section.group.layoutSize.resolve(in: content)
            let groupFrame = CGRect(x: insets.leading, y: 0, width: groupSize.width, height: groupSize.height)
            var template: [CGRect] = []
            place(section.group, in: groupFrame, remaining: count, into: &template)
            var frames: [CGRect] = []
            frames.reserveCapacity(template.count)
            while next < count {
                frames.removeAll(keepingCapacity: true)
                if template.count <= count - next {
                    for frame in template { frames.append(frame.offsetBy(dx: 0, dy: y)) }
                } else {
                    place(section.group, in: groupFrame.offsetBy(dx: 0, dy: y), remaining: count - next, into: &frames)
                }
                guard !frames.isEmpty else {
                    GeometryLimits.note("UICollectionViewCompositionalLayout: section \(s)'s group holds no items; \(count - next) not shown")
                    break
                }
                let first = flat.count
                var maxY = y + groupSize.height
                for frame in frames {
                    let a: UICollectionViewLayoutAttributes
                    if poolIndex < pool.count { a = pool[poolIndex]; poolIndex += 1 } else { a = UICollectionViewLayoutAttributes(forCellWith: IndexPath()) }
                    a.indexPath = IndexPath(item: next, section: s)
                    a.frame = frame
                    next += 1
                    sectionItems.append(a)
                    flat.append(a)
                    maxY = max(maxY, frame.maxY)
                }
                spans.append((y, maxY, first, frames.count))
                y += groupSize.height
                if next < count { y += section.interGroupSpacing }
            }
            y = placeSupplementary(section, s, footers: true, x: insets.leading, y: y, content: content)
            y += insets.bottom
            items.append(sectionItems)
        }
        pool.removeAll()
        contentSize = CGSize(width: width, height: y)
    }

    /// Places the section's headers (or footers) at `y`; returns the y below them.
    private mutating func placeSupplementary(_ section: NSCollectionLayoutSection, _ s: Int, footers: Bool,
                                             x: CGFloat, y: CGFloat, content: CGSize) -> CGFloat {
        var y = y
        for item in section.boundarySupplementaryItems where (item.alignment == .bottom) == footers {
            let size = item.layoutSize.resolve(in: content)
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            a.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            a.zIndex = 1
            supplementary.append(a)
            spans.append((y, y + size.height, -1, supplementary.count - 1))
            y += size.height
        }
        return y
    }

    /// Places a group's subitems in `frame`, taking at most `remaining` items. A group made
    /// with `subitems:` repeats its subitems along its axis while the next one fits, as UIKit
    /// does (four quarter-width items in a full-width row); `repeatingSubitem:count:` and
    /// `subitem:count:` groups hold exactly their count.
    private func place(_ group: NSCollectionLayoutGroup, in frame: CGRect, remaining: Int, into frames: inout [CGRect]) {
        let horizontal = group.axis == .horizontal
        let gap = group.interItemSpacing?.spacing ?? 0
        let length = horizontal ? frame.width : frame.height
        let n = group.subitems.count
        var along: CGFloat = 0
        var index = 0
        while frames.count < remaining, index < 10_000 {
            let item = group.subitems[index % n]
            var size = item.layoutSize.resolve(in: frame.size)
            if let count = group.equalCount {
                let share = max(0, (length - gap * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { size.width = share } else { size.height = share }
            }
            let extent = horizontal ? size.width : size.height
            if index >= n {
                // A repetition: only while it fits and moves along (zero-size items do not repeat).
                guard group.fillsWithSubitems, extent > 0, along + gap + extent <= length + 1e-6 else { break }
            }
            if index > 0 { along += gap }
            let origin = horizontal ? CGPoint(x: frame.minX + along, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + along)
            let itemFrame = CGRect(origin: origin, size: size)
            if let nested = item as? NSCollectionLayoutGroup {
                place(nested, in: itemFrame, remaining: remaining, into: &frames)
            } else {
                let i = item.contentInsets
                frames.append(CGRect(x: itemFrame.minX + i.leading, y: itemFrame.minY + i.top,
                                     width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom)))
            }
            along += extent
            index += 1
        }
    }

    /// The elements whose frames meet `rect`, found by binary search over the group spans.
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var lo = 0, hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].maxY <= rect.minY { lo = mid + 1 } else { hi = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var i = max(0, lo - 1)
        while i < spans.count, spans[i].minY < rect.maxY {
            let span = spans[i]
            if span.first < 0 {
                let a = supplementary[span.count]
                if a.frame.intersects(rect) { result.append(a) }
            } else {
                for a in flat[span.first..<(span.first + span.count)] where a.frame.intersects(rect) { result.append(a) }
            }
            i += 1
        }
        return result
    }
}
