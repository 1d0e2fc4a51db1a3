import Foundation
import Testing
@testable import PointerUIKit

/// Labels and image views size themselves in Auto Layout from their text and images.
@MainActor
@Suite("Intrinsic sizes of labels and images")
struct IntrinsicSizeTests {
    @Test("a label's intrinsic size is its measured text, and grows when the text does")
    func labelSize() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 20))
        label.text = "Hello, world"
        #expect(label.intrinsicContentSize.width > 80)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("a stack view of a label and an image view places them at their natural sizes, baselines aside")
    func stackOfTextAndImage() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let label = UILabel()
        label.text = "Brush"
        let icon = UIImageView(image: UIImage(systemName: "paintbrush"))
        let row = UIStackView(arrangedSubviews: [icon, label])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(label.frame.minX == 28 && label.frame.size == label.intrinsicContentSize)
        #expect(row.frame.width == 28 + label.intrinsicContentSize.width)
    }

    @Test("a wrapping label is as tall as its lines at the width it is given")
    func wrapping() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Pick a swatch, then paint on the canvas with your own mouse or trackpad."
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 150),
        ])
        label.preferredMaxLayoutWidth = 150
        window.layoutIfNeeded()
        #expect(label.frame.height >= label.font.lineHeight * 3, "three lines or more at 150 pt")
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 150, height: 0)).height)
    }
}
