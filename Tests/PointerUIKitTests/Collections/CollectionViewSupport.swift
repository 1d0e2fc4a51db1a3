import Foundation
@testable import PointerUIKit
import PointerTesting
import PointerInput

/// A cell written as iPad code writes one: `override init(frame:)` and a `required init?(coder:)`
/// that traps. Counts how many were made and reused.
@MainActor final class SwatchCell: UICollectionViewCell {
    static var made = 0
    var reuses = 0
    let swatch = UIView(frame: .zero)
    override init(frame: CGRect) {
        super.init(frame: frame)
        SwatchCell.made += 1
        contentView.addSubview(swatch)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell subclass with no initializers at all.
@MainActor final class PlainCell: UICollectionViewCell {}

/// A data source and flow delegate for tests: `counts` items per section, a log of delegate calls.
@MainActor final class Swatches: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var displayed = 0
    var endedDisplay = 0
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var lineSpacing: ((Int) -> CGFloat)?
    var allowHighlight = true
    var allowSelect = true
    var cellProvider: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    var configure: ((SwatchCell, IndexPath) -> Void)?
    var menus: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cellProvider { return cellProvider(collectionView, indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        if let swatch = cell as? SwatchCell {
            swatch.accessibilityIdentifier = "cell \(indexPath.section).\(indexPath.item)"
            configure?(swatch, indexPath)
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets?(section) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacing?(section) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)"); return allowHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)"); return allowSelect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        menus.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy \(indexPath.item)") { _ in }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed += 1
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        endedDisplay += 1
    }
}

/// A window 400 × 300 holding a 400 × 290 collection view of 50 × 50 swatches.
@MainActor struct CollectionFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let data: Swatches
    let mouse: SimulatedPointer

    init(_ counts: [Int] = [500], device: PointerInput.DeviceKind = .mouse, setUp: (UICollectionView, Swatches) -> Void = { _, _ in }) {
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 290), collectionViewLayout: layout)
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        data = Swatches(counts)
        setUp(collectionView, data)
        collectionView.dataSource = data
        collectionView.delegate = data
        window.addSubview(collectionView)
        mouse = SimulatedPointer(device, in: window, at: CGPoint(x: 390, y: 295))
    }

    /// The window point over item `item` of section 0 (for the default layout, unscrolled).
    func center(of item: Int) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }
}
