import Foundation

/// One item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size, and
/// insets that shrink the cell inside that size.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size (fractions are of the containing group).
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's size around its cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// A row or column of items (or groups), as UIKit's `NSCollectionLayoutGroup`; the layout
/// repeats a section's group until its items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) of one repetition, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// With `subitem:count:` (deprecated in UIKit): items share the group's length equally.
    let equalCount: Int?
    /// The space between items (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// True for `subitems:` groups: the subitems repeat along the axis while they fit.
    let fillsWithSubitems: Bool

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], equalCount: Int? = nil,
         fills: Bool = false) {
        self.axis = axis
        self.subitems = subitems
        self.equalCount = equalCount
        fillsWithSubitems = fills
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, each at its own size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: checked(subitems, "horizontal"), fills: true)
    }
    /// A column of `subitems`, each at its own size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: checked(subitems, "vertical"), fills: true)
    }
    /// A row of `count` copies of `subitem` at its own size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: repeated(subitem, count, "horizontal"))
    }
    /// A column of `count` copies of `subitem` at its own size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: repeated(subitem, count, "vertical"))
    }
    /// A row of `count` items sharing the group's width equally (UIKit deprecates this form).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let items = repeated(subitem, count, "horizontal")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: items, equalCount: items.count)
    }
    /// A column of `count` items sharing the group's height equally (UIKit deprecates this form).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let items = repeated(subitem, count, "vertical")
        return NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: items, equalCount: items.count)
    }

    /// Groups need items: an empty list gets one full-size item, noted (UIKit raises).
    private static func checked(_ subitems: [NSCollectionLayoutItem], _ api: String) -> [NSCollectionLayoutItem] {
        guard subitems.isEmpty else { return subitems }
        GeometryLimits.note("NSCollectionLayoutGroup.\(api)(layoutSize:subitems:): no subitems; one full-size item is used")
        return [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]
    }

    private static func repeated(_ subitem: NSCollectionLayoutItem, _ count: Int, _ api: String) -> [NSCollectionLayoutItem] {
        guard count >= 1 else {
            GeometryLimits.note("NSCollectionLayoutGroup.\(api)(layoutSize:…count: \(count)): the count must be at least 1; 1 is used")
            return [subitem]
        }
        return Array(repeating: subitem, count: min(count, 10_000))
    }
}

/// Where a boundary supplementary item sits, as UIKit's `NSRectAlignment` (PointerKit places
/// `.top` items as headers and `.bottom` items as footers; other alignments as headers).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above.
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
    /// Its size (fractions are of the section's content width).
    public let layoutSize: NSCollectionLayoutSize
    /// The kind its view is dequeued with (`UICollectionView.elementKindSectionHeader`...).
    public let elementKind: String
    /// Where it sits.
    public let alignment: NSRectAlignment

    /// A supplementary item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        super.init()
    }
}

/// How a section scrolls across the layout's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. PointerKit does not scroll sections
/// orthogonally: every value lays the section out as `.none`, with a note.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section scrolls with the layout.
    case none = 0
    /// Continuous (laid out as `.none`).
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: a group
/// repeated down the section, with insets, spacing between groups, and headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's content.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between repetitions of the group.
    open var interGroupSpacing: CGFloat = 0
    /// Headers (`.top`) and footers (`.bottom`).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// See `UICollectionLayoutSectionOrthogonalScrollingBehavior` (not supported).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The list configuration the section was made from, if any (its swipe providers).
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
