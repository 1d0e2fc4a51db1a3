import Foundation
import Testing
@testable import PointerUIKit

/// A section header written as iPad code writes one.
@MainActor final class SectionHeader: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Sections of swatches with titled headers.
@MainActor final class TitledSections: NSObject, UICollectionViewDataSource {
    var made = 0
    func numberOfSections(in collectionView: UICollectionView) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? SectionHeader)?.title.text = "Section \(indexPath.section)"
        return header
    }
}

@MainActor
@Suite("Collection view section headers")
struct CollectionHeaderTests {
    @Test("each section on screen shows its header view above its items; headers scrolled away are reused")
    func headers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 400, height: 30)
        let data = TitledSections()
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        list.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        list.dataSource = data
        window.addSubview(list)
        let first = try #require(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 0)) as? SectionHeader)
        #expect(first.title.text == "Section 0" && first.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        let firstCell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(firstCell.frame.minY >= 30, "items start under their header")
        let texts = window.pointerScene().layers.compactMap { $0.text?.lines.first }
        #expect(texts.contains("Section 0") && texts.contains("Section 1"))
        list.contentOffset = CGPoint(x: 0, y: 1000)
        window.layoutIfNeeded()
        #expect(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        let shown = list.subviews.compactMap { $0 as? SectionHeader }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.title.text != "Section 0" })
        #expect(shown.contains { $0 === first }, "the first header was reused for a later section")
    }
}
