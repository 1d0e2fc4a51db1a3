import Foundation

extension UIButton {
    /// Sets the title shown in `state` (nil removes it: the `.normal` title is used there).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitleLabel()
    }

    /// The title set for `state`, else the `.normal` title.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour in `state` (nil: the `.normal` one, else the type's default).
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitleLabel()
    }

    /// The title colour for `state`: set for it, else for `.normal`, else the type's default.
    public func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[0] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? .systemGray : .systemBlue
    }

    /// Sets the image shown in `state` (nil: the `.normal` one is used there).
    public func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

    /// The image set for `state`, else the `.normal` image.
    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The title for the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }
    /// The image for the current state.
    public var currentImage: UIImage? { image(for: state) }

    /// The label that draws the title: a subview over the whole button with centred text,
    /// created on first use, as UIKit's (which is nil only for system buttons before any
    /// title; PointerKit always returns one).
    public var titleLabel: UILabel? {
        if let label = storedTitleLabel { return label }
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        storedTitleLabel = label
        addSubview(label)
        updateTitleLabel()
        return label
    }

    func updateTitleLabel() {
        guard storedTitleLabel != nil || currentTitle != nil, let label = titleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
    }

    func layoutTitleLabel() {
        storedTitleLabel?.frame = CGRect(origin: .zero, size: bounds.size)
    }

    func applyType(_ type: ButtonType) {
        buttonType = type
        let symbol: String? = switch type {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system: nil
        }
        if let symbol { setImage(UIImage(systemName: symbol), for: .normal) }
        updateTitleLabel()
    }

    func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
