import Foundation

/// A layout that places items in lines, as UIKit's `UICollectionViewFlowLayout`: each section
/// starts on a new line, after its header and top inset; items fill a line across the
/// collection view (left to right when scrolling vertically, top to bottom when scrolling
/// horizontally), then wrap; each line is as tall as its tallest item, which are centred in it.
///
/// Spacing across a line (UIKit publishes no rule; PointerKit's choice, matching what UIKit
/// is commonly observed to do): a full line is justified, its first item against the leading
/// inset and its last against the trailing one, the extra space shared equally between items
/// (never less than `minimumInteritemSpacing`); a section's last line is packed from the
/// leading inset at `minimumInteritemSpacing`; a line holding a single item centres it. Set
/// `lineAlignment` to `.leading` to pack every line.
///
/// Sizes come from the delegate's `UICollectionViewDelegateFlowLayout` methods when it
/// implements them, else from the properties. Bad values are cleaned: negative, NaN or
/// infinite item sizes, spacings and insets count as zero, and an item wider than the line
/// (UIKit logs and misbehaves) is narrowed to the line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item unless the delegate says otherwise (default 50 × 50, UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated item size; zero (default) turns estimation off. PointerKit does not
    /// measure cells (no self-sizing): a non-zero estimate other than `automaticSize` is used
    /// as the item size, and `automaticSize` means `itemSize`.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size that asks for self-sizing cells (see `estimatedItemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling axis (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header: its height when scrolling vertically, its width
    /// horizontally (default zero: no header). The layout reserves the space and reports the
    /// header's attributes; PointerKit's collection view shows no supplementary views yet.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (as `headerReferenceSize`).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// How a line's items share its extra space. PointerKit extension.
    public enum LineAlignment: Sendable {
        /// UIKit's flow: full lines justified, last lines packed, single items centred.
        case justified
        /// Every line packed from the leading inset at `minimumInteritemSpacing`.
        case leading
    }
    /// How lines share their extra space (default `.justified`; see the class comment).
    open var lineAlignment: LineAlignment = .justified { didSet { invalidateLayout() } }

    /// Every item's attributes, sections one after another.
    var items: [UICollectionViewLayoutAttributes] = []
    /// Each section's first index in `items`.
    var sectionStarts: [Int] = []
    /// The lines along the scroll axis, in order: their items and their extent on that axis.
    var lines: [(items: Range<Int>, low: CGFloat, high: CGFloat)] = []
    var supplementary: [UICollectionViewLayoutAttributes] = []
    var contentSize = CGSize.zero
    /// The collection view's size the layout was prepared for.
    var preparedSize = CGSize.zero

    /// Computes every frame.
    open override func prepare() {
        super.prepare()
        items.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        supplementary.removeAll(keepingCapacity: true)
        contentSize = .zero
        guard let cv = collectionView else { return }
        preparedSize = cv.bounds.size
        var builder = FlowBuilder(layout: self, collectionView: cv)
        builder.build()
    }

    /// The prepared content size.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items and headers or footers whose frames meet `rect` (lines are found by binary
    /// search: O(log n + k)).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return [] }
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].high < low { lo = mid + 1 } else { hi = mid }
        }
        var index = lo
        while index < lines.count, lines[index].low <= high {
            for i in lines[index].items where overlaps(items[i].frame, rect) {
                result.append(items[i])
            }
            index += 1
        }
        for s in supplementary where overlaps(s.frame, rect) { result.append(s) }
        return result
    }

    /// True when `frame` and `rect` share area, or an empty `frame` lies inside `rect`. Frames
    /// that only touch the rectangle's edge are left out, so a line starting exactly at the
    /// bottom of the visible area makes no cells.
    private func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        if frame.width <= 0 || frame.height <= 0 {
            return frame.minX >= rect.minX && frame.minX < rect.maxX && frame.minY >= rect.minY && frame.minY < rect.maxY
        }
        return frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }

    /// The attributes of the item at `indexPath`, nil when it is out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 2, indexPath.section >= 0, indexPath.section < sectionStarts.count else { return nil }
        let start = sectionStarts[indexPath.section]
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : items.count
        guard indexPath.item >= 0, indexPath.item < end - start else { return nil }
        return items[start + indexPath.item]
    }

    /// The header or footer attributes at `indexPath` (item 0 of its section), nil when none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// True when the collection view's size changes (lines must be re-wrapped); scrolling
    /// keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}
