import Foundation

/// The object that places a collection view's elements, as UIKit's `UICollectionViewLayout`.
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`, or use
/// `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` once after each invalidation (a new layout, new
/// data, `invalidateLayout()`, or a bounds change the layout asks to be invalidated for),
/// before it reads the content size and the attributes.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// Creates a layout from an archive (nothing is read; see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init() }

    /// Computes what the queries below need; the default does nothing.
    open func prepare() {}

    /// The size of everything the layout places (the scroll view's content size); default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; default nil (none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// True when a bounds change needs a new layout; the default answers false (scrolling
    /// keeps the layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: `prepare()` runs again before the collection view next
    /// places its cells.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }
}
