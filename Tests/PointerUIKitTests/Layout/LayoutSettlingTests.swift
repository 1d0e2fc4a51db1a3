import Foundation
import Testing
@testable import PointerUIKit

/// A cell whose content is laid out with anchors, as iPad cells are.
@MainActor final class AnchoredCell: UICollectionViewCell {
    let chip = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        chip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(chip)
        NSLayoutConstraint.activate([
            chip.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            chip.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            chip.widthAnchor.constraint(equalToConstant: 30),
            chip.heightAnchor.constraint(equalTo: chip.widthAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor final class AnchoredCells: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Suite("Layout settles in one pass")
struct LayoutSettlingTests {
    @Test("a pass that makes more constrained views (a collection view's cells) settles before anyone looks")
    func settlesWhenCellsAppear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let cells = AnchoredCells()
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        list.register(AnchoredCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = cells
        list.translatesAutoresizingMaskIntoConstraints = false
        let column = UIStackView(arrangedSubviews: [UILabel(), UIView()])
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(list)
        window.addSubview(column)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: window.topAnchor), list.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: window.leadingAnchor), list.widthAnchor.constraint(equalToConstant: 300),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: list.trailingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -16),
        ])
        _ = window.pointerScene()
        #expect(column.frame == CGRect(x: 316, y: 16, width: 468, height: 568))
        let cell = list.visibleCells.compactMap { $0 as? AnchoredCell }.first
        #expect(cell?.chip.frame == CGRect(x: 10, y: 4, width: 30, height: 30), "an aspect-ratio constraint holds in each cell")
    }
}
