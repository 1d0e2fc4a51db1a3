import Foundation

/// Counts registrations, and whether one is being made inside a cell provider.
@MainActor
enum RegistrationLog {
    static var next = 0
    /// How deep the collection view is in its data source's `cellForItemAt`.
    static var cellProviderDepth = 0
    static func identifier(_ kind: String) -> String {
        next += 1
        return "\u{1F}PointerKit.\(kind).\(next)"
    }
}

extension UICollectionView {
    /// A cell class and how to configure it for an item, as UIKit's
    /// `UICollectionView.CellRegistration` (iPadOS 14): dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`; the class is registered on first use.
    ///
    /// Make registrations once, outside the cell provider: one made inside it (which defeats
    /// reuse; UIKit raises on iPadOS 15) still works, with a note in
    /// `UIApplication.geometryDiagnostics`.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `Cell` for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler
        let madeInsideCellProvider: Bool

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) {
            identifier = RegistrationLog.identifier("cell")
            self.handler = handler
            madeInsideCellProvider = RegistrationLog.cellProviderDepth > 0
        }
    }

    /// A header, footer or other supplementary view class and how to configure it, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures the view for its kind and index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let identifier: String
        /// The kind of view (`UICollectionView.elementKindSectionHeader`...).
        public let elementKind: String
        let handler: Handler

        /// A registration for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            identifier = RegistrationLog.identifier("supplementary")
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, reused or new, configured for
    /// `item` by the registration's handler. A nil item (UIKit traps) leaves the cell
    /// unconfigured, noted.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if registration.madeInsideCellProvider {
            GeometryLimits.note("UICollectionView.dequeueConfiguredReusableCell: the registration was made inside the cell provider; make it once, outside")
        }
        if registeredCells[registration.identifier] == nil { registeredCells[registration.identifier] = Cell.self }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(reusableFrame: .zero)
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            GeometryLimits.note("UICollectionView.dequeueConfiguredReusableCell: nil item for \(indexPath); the cell is not configured")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured
    /// by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = SupplementaryViews.key(registration.elementKind, registration.identifier)
        if supplementaryViews.registered[key] == nil { supplementaryViews.registered[key] = Supplementary.self }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reusableFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
