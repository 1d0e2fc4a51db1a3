import Foundation

/// One pass of the flow layout, in scroll-axis terms: "main" is the scroll axis (y when
/// scrolling vertically), "cross" the axis lines fill.
@MainActor
struct FlowBuilder {
    let layout: UICollectionViewFlowLayout
    let cv: UICollectionView
    let vertical: Bool
    let delegate: (any UICollectionViewDelegateFlowLayout)?
    /// The collection view's extent across lines, insets removed.
    let crossExtent: CGFloat

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        cv = collectionView
        vertical = layout.scrollDirection == .vertical
        delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let b = collectionView.bounds.size, inset = collectionView.contentInset
        crossExtent = Self.clean(vertical ? b.width - inset.left - inset.right : b.height - inset.top - inset.bottom)
    }

    /// Negative, NaN and infinite values count as zero.
    static func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }

    func rect(cross: CGFloat, main: CGFloat, crossSize: CGFloat, mainSize: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
                 : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
    }

    func itemSize(_ indexPath: IndexPath) -> CGSize {
        if let delegate { return delegate.collectionView(cv, layout: layout, sizeForItemAt: indexPath) }
        return defaultItemSize
    }

    var defaultItemSize: CGSize {
        let e = layout.estimatedItemSize
        if e != .zero && e != UICollectionViewFlowLayout.automaticSize { return e }
        return layout.itemSize
    }

    mutating func build() {
        var main: CGFloat = 0
        let sections = cv.numberOfSections
        for section in 0..<sections {
            let inset = delegate?.collectionView(cv, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing = Self.clean(delegate?.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: section)
                                         ?? layout.minimumLineSpacing)
            let itemSpacing = Self.clean(delegate?.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: section)
                                         ?? layout.minimumInteritemSpacing)
            let (mainStart, mainEnd) = vertical ? (Self.clean(inset.top), Self.clean(inset.bottom))
                                                : (Self.clean(inset.left), Self.clean(inset.right))
            let (crossStart, crossEnd) = vertical ? (Self.clean(inset.left), Self.clean(inset.right))
                                                  : (Self.clean(inset.top), Self.clean(inset.bottom))
            let header = delegate?.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            main = supplementary(UICollectionView.elementKindSectionHeader, size: header, section: section, at: main)
            main += mainStart
            let available = max(0, crossExtent - crossStart - crossEnd)
            layout.sectionStarts.append(layout.items.count)
            let count = cv.numberOfItems(inSection: section)
            var lineItems: [(cross: CGFloat, main: CGFloat)] = []
            var lineStart = layout.items.count
            var used: CGFloat = 0
            var firstLine = true
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = itemSize(indexPath)
                var c = Self.clean(vertical ? size.width : size.height)
                let m = Self.clean(vertical ? size.height : size.width)
                c = min(c, available)
                if !lineItems.isEmpty, used + itemSpacing + c > available + 1e-9 {
                    if !firstLine { main += lineSpacing }
                    main = place(lineItems, from: lineStart, at: main, crossStart: crossStart, available: available,
                                 spacing: itemSpacing, last: false)
                    firstLine = false
                    lineItems.removeAll(keepingCapacity: true)
                    lineStart = layout.items.count
                    used = 0
                }
                used += (lineItems.isEmpty ? 0 : itemSpacing) + c
                lineItems.append((c, m))
                layout.items.append(UICollectionViewLayoutAttributes(forCellWith: indexPath))
            }
            if !lineItems.isEmpty {
                if !firstLine { main += lineSpacing }
                main = place(lineItems, from: lineStart, at: main, crossStart: crossStart, available: available,
                             spacing: itemSpacing, last: true)
            }
            main += mainEnd
            let footer = delegate?.collectionView(cv, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            main = supplementary(UICollectionView.elementKindSectionFooter, size: footer, section: section, at: main)
        }
        let cross = Self.clean(vertical ? cv.bounds.width - cv.contentInset.left - cv.contentInset.right
                                        : cv.bounds.height - cv.contentInset.top - cv.contentInset.bottom)
        layout.contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// Places one line's items (already appended from `start`) and records the line; returns
    /// the main position after it.
    func place(_ line: [(cross: CGFloat, main: CGFloat)], from start: Int, at main: CGFloat, crossStart: CGFloat,
               available: CGFloat, spacing: CGFloat, last: Bool) -> CGFloat {
        let height = line.map(\.main).max() ?? 0
        let total = line.reduce(0) { $0 + $1.cross }
        var gap = spacing
        var cross = crossStart
        if layout.lineAlignment == .justified {
            if line.count == 1 {
                cross = crossStart + max(0, available - total) / 2
            } else if !last {
                gap = max(spacing, (available - total) / CGFloat(line.count - 1))
            }
        }
        for (offset, item) in line.enumerated() {
            let attributes = layout.items[start + offset]
            attributes.frame = rect(cross: cross, main: main + (height - item.main) / 2, crossSize: item.cross, mainSize: item.main)
            cross += item.cross + gap
        }
        layout.lines.append((start..<(start + line.count), main, main + height))
        return main + height
    }

    /// Adds a header or footer of `size` (its main-axis extent counts) at `main`; returns the
    /// position after it.
    func supplementary(_ kind: String, size: CGSize, section: Int, at main: CGFloat) -> CGFloat {
        let extent = Self.clean(vertical ? size.height : size.width)
        guard extent > 0 else { return main }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = rect(cross: 0, main: main, crossSize: crossExtent, mainSize: extent)
        layout.supplementary.append(attributes)
        return main + extent
    }
}

/// The collection view delegate's answers for a flow layout, as UIKit's
/// `UICollectionViewDelegateFlowLayout`. Every method is optional: the defaults return the
/// layout's own properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between `section`'s lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items in `section`'s lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Default: the layout's `itemSize` (or `estimatedItemSize`).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        return FlowBuilder(layout: flow, collectionView: collectionView).defaultItemSize
    }
    /// Default: the layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// Default: the layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Default: the layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Default: the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Default: the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
