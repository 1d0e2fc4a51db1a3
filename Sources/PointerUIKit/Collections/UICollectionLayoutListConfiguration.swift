import Foundation

/// How a list section looks and behaves, as UIKit's `UICollectionLayoutListConfiguration`
/// (iPadOS 14): the appearance, header and footer modes, and the swipe action providers.
///
/// Sizes per appearance (PointerKit's, after UIKit's iPad lists): rows 44 pt; `.plain` and
/// `.sidebarPlain` edge to edge; `.grouped` 18 pt above and below each section;
/// `.insetGrouped` also 20 pt from each side; `.sidebar` 10 pt all round. Headers (with
/// `headerMode = .supplementary`) are 28 pt in plain lists and 38 pt otherwise, footers
/// 28 pt. Separators and the list background colour are not drawn.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The look of a list, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections separated by space.
        case grouped
        /// As grouped, inset from the sides.
        case insetGrouped
        /// A sidebar: inset rows.
        case sidebar
        /// A sidebar without insets.
        case sidebarPlain
    }

    /// Where section headers come from, as UIKit's `HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (laid out as a row).
        case firstItemInSection
    }

    /// Where section footers come from, as UIKit's `FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `elementKindSectionFooter`.
        case supplementary
    }

    /// Gives a row's swipe actions (nil: none), as UIKit's `SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance.
    public var appearance: Appearance
    /// The header mode (default `.none`).
    public var headerMode = HeaderMode.none
    /// The footer mode (default `.none`).
    public var footerMode = FooterMode.none
    /// Whether rows show separators (default true; PointerKit draws none).
    public var showsSeparators = true
    /// The list's background colour (nil: the appearance's, see `resolvedBackgroundColor`),
    /// drawn behind the rows when the collection view has no `backgroundColor` of its own.
    public var backgroundColor: UIColor?
    /// The actions a swipe reveals at a row's leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe reveals at a row's trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// The colour the list fills its collection view with: `backgroundColor`, else the
    /// appearance's in light mode (PointerKit's reading, UIKit publishes none): plain lists
    /// `systemBackground`, grouped lists `systemGroupedBackground`, sidebars
    /// `secondarySystemBackground`.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar, .sidebarPlain: return .secondarySystemBackground
        }
    }

    var sectionInsets: NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain: .zero
        case .grouped: NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .insetGrouped: NSDirectionalEdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)
        case .sidebar: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        }
    }
}

extension NSCollectionLayoutSection {
    /// A list section: full-width 44-pt rows, one per group, with the configuration's insets,
    /// headers, footers and swipe actions.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = configuration.sectionInsets
        section.listConfiguration = configuration
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
