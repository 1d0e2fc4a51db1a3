import Foundation

/// Where and how a collection view shows one element, as UIKit's
/// `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What an element is, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The element's centre (moves the frame).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size (keeps the centre).
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The element's transform.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// The element's stacking order: higher in front (default 0).
    open var zIndex = 0
    /// True hides the element.
    open var isHidden = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`...); nil for cells.
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}

extension UICollectionView {
    /// The kind of a section header (flow layout's `headerReferenceSize`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (flow layout's `footerReferenceSize`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
