import PointerUIKit

/// A cell showing one swatch: a rounded colour chip with its name under it. The pointer lifts
/// the chip, as iPadOS lifts a small, self-contained item.
class SwatchCell: UICollectionViewCell, UIPointerInteractionDelegate {
    static let reuseIdentifier = "SwatchCell"

    let chip = UIView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        chip.translatesAutoresizingMaskIntoConstraints = false
        chip.layer.cornerRadius = 12
        chip.layer.borderWidth = 1
        chip.layer.borderColor = UIColor.separator.cgColor
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .caption1)
        nameLabel.textAlignment = .center
        nameLabel.textColor = .secondaryLabel
        contentView.addSubview(chip)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            chip.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            chip.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            chip.widthAnchor.constraint(equalToConstant: 56),
            chip.heightAnchor.constraint(equalTo: chip.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: chip.bottomAnchor, constant: 4),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        addInteraction(UIPointerInteraction(delegate: self))
    }

    /// A layer's colour is a fixed `CGColor`: the separator's is made again for the new
    /// appearance, as iPad apps do.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        chip.layer.borderColor = UIColor.separator.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ swatch: Swatch) {
        chip.backgroundColor = swatch.color
        nameLabel.text = swatch.name
        accessibilityIdentifier = "swatch " + swatch.name
    }

    override var isSelected: Bool {
        didSet { chip.layer.borderWidth = isSelected ? 3 : 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }

    // MARK: UIPointerInteractionDelegate

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: chip)
        return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(chip.frame, radius: 12))
    }
}
