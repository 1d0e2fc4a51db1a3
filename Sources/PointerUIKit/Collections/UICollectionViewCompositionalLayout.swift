import Foundation

/// Makes the section at an index for an environment, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`; nil leaves the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scroll axis (PointerKit lays out vertically only: `.horizontal` is noted and laid
    /// out vertically).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Creates the default configuration.
    public override init() { super.init() }
}

/// A layout built from items, groups and sections, as UIKit's
/// `UICollectionViewCompositionalLayout` (iPadOS 13), and the layout of lists (`list(using:)`).
///
/// Each section's group is repeated down the section until the section's items run out; a
/// group's subitems are placed along its axis (fractions are of the containing group, the
/// group's of the section's width less its insets and of the collection view's height), and
/// nested groups take items in order. Estimated dimensions are used as the final size.
/// Left out: orthogonal scrolling sections, horizontal layouts, decoration items, pinned
/// headers, and self-sizing (each named in Tables and Lists).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var store = CompositionalStore()
    /// The configuration `list(using:)` made this layout from (nil for other layouts).
    var wholeListConfiguration: UICollectionLayoutListConfiguration?

    /// A layout with every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout with every section laid out as `section`, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout with no sections (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list layout: every section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.wholeListConfiguration = configuration
        return layout
    }

    /// The list configuration of a section, if it was made as a list.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        store.sections.indices.contains(section) ? store.sections[section]?.listConfiguration : nil
    }

    /// Lays every section out.
    open override func prepare() {
        guard let collectionView else { store = CompositionalStore(); return }
        if configuration.scrollDirection == .horizontal {
            GeometryLimits.note("UICollectionViewCompositionalLayout: horizontal scrolling is not supported; laid out vertically")
        }
        store.layOut(collectionView: collectionView, provider: provider, spacing: configuration.interSectionSpacing)
    }

    /// The laid-out height, at the collection view's width.
    open override var collectionViewContentSize: CGSize { store.contentSize }

    /// The cells and headers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        store.attributes(in: rect)
    }

    /// The attributes of an item, nil out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, store.items.indices.contains(indexPath.section),
              store.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return store.items[indexPath.section][indexPath.item]
    }

    /// The attributes of a header or footer, nil when the section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.supplementary.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// A width change lays the sections out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != store.width
    }
}
