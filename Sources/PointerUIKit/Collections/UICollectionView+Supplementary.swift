import Foundation

/// Which supplementary view: its kind (`UICollectionView.elementKindSectionHeader`…) and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}

/// A collection view's supplementary views: registrations, reuse queues, and those on screen.
struct SupplementaryViews {
    var registered: [String: UICollectionReusableView.Type] = [:]
    var queues: [String: [UICollectionReusableView]] = [:]
    var shown: [SupplementaryKey: UICollectionReusableView] = [:]
    static func key(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }
}

/// Section headers and footers shown as views, as UIKit's: the layout places them
/// (`headerReferenceSize`, `footerReferenceSize` or the flow delegate's sizes), the data
/// source makes them with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`,
/// and only those on screen exist.
extension UICollectionView {
    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views
    /// of `elementKind` under `identifier`; nil unregisters. Other classes are ignored, noted.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = SupplementaryViews.key(elementKind, identifier)
        guard let viewClass else { supplementaryViews.registered[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            GeometryLimits.note("collection view: \(viewClass) is not a UICollectionReusableView; not registered")
            return
        }
        supplementaryViews.registered[key] = type
    }

    /// A supplementary view for `indexPath`: one from the reuse queue (after its
    /// `prepareForReuse()`), else a new one of the registered class; an unregistered kind and
    /// identifier give a plain reusable view, noted (UIKit throws).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = SupplementaryViews.key(elementKind, identifier)
        if let reused = supplementaryViews.queues[key]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        let type = supplementaryViews.registered[key] ?? {
            GeometryLimits.note("collection view: no \(elementKind) class registered for \"\(identifier)\"; a plain view is used")
            return UICollectionReusableView.self
        }()
        let view = type.init(reusableFrame: .zero)
        view.reuseIdentifier = identifier
        view.supplementaryKind = elementKind
        return view
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutCollectionIfNeeded()
        return supplementaryViews.shown[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Brings the supplementary views on screen in step with the layout's attributes in view.
    func updateVisibleSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes where a.representedElementCategory == .supplementaryView {
            guard let kind = a.representedElementKind, a.indexPath.section < numberOfSections else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a
        }
        for (key, view) in supplementaryViews.shown where wanted[key] == nil {
            supplementaryViews.shown[key] = nil
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier {
                supplementaryViews.queues[SupplementaryViews.key(key.kind, identifier), default: []].append(view)
            }
        }
        guard let dataSource else { return }
        for (key, a) in wanted {
            if let view = supplementaryViews.shown[key] { view.apply(a); continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.apply(a)
            supplementaryViews.shown[key] = view
            addSubview(view)
        }
    }

    /// Takes every supplementary view off screen (a reload).
    func retireSupplementaryViews() {
        for (key, view) in supplementaryViews.shown {
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier {
                supplementaryViews.queues[SupplementaryViews.key(key.kind, identifier), default: []].append(view)
            }
        }
        supplementaryViews.shown.removeAll()
    }
}
