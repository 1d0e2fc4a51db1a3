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
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateTitleLabel()
    }

    /// The image set for `state`, else the `.normal` image.
    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Draws symbol images in `state` at `configuration`'s size, as UIKit's
    /// `setPreferredSymbolConfiguration(_:forImageIn:)` (nil goes back to the image's own;
    /// bitmaps are unchanged). A state with none takes `.normal`'s.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        updateTitleLabel()
        invalidateIntrinsicContentSize()
    }

    /// The symbol configuration set for `state` with `setPreferredSymbolConfiguration(_:forImageIn:)`.
    public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue]
    }

    /// The image drawn now: the current one at the state's preferred symbol configuration.
    var displayedImage: UIImage? {
        guard let image = currentImage else { return nil }
        guard let configuration = symbolConfigurations[state.rawValue] ?? symbolConfigurations[0] else { return image }
        return image.withConfiguration(configuration)
    }

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

    /// The view that draws the image: created when the button first has one.
    public var imageView: UIImageView? {
        if let view = storedImageView { return view }
        guard currentImage != nil else { return nil }
        let view = UIImageView()
        storedImageView = view
        addSubview(view)
        return view
    }

    func updateTitleLabel() {
        if configured?.configuration != nil { applyConfiguration(); return }
        if storedImageView != nil || currentImage != nil, let view = imageView { view.image = displayedImage }
        if storedTitleLabel != nil || currentTitle != nil, let label = titleLabel {
            label.text = currentTitle
            label.textColor = currentTitleColor
            if buttonType != .custom, label.font.pointSize == 17 { label.font = .systemFont(ofSize: 15) }
        }
        invalidateIntrinsicContentSize()
        layoutTitleLabel()
    }

    /// The gap between the image and the title when a button has both, points. UIKit puts
    /// none; PointerKit keeps 4 pt so the two do not touch.
    static let imageTitleSpacing: CGFloat = 4

    /// The image and the title side by side, image first, centred in the bounds (a title
    /// alone fills the bounds, centred by its label).
    func layoutTitleLabel() {
        if configured?.configuration != nil { layoutConfiguredContent(); return }
        let image = storedImageView?.image?.size ?? .zero
        let text = currentTitle.map { _ in storedTitleLabel?.intrinsicContentSize ?? .zero } ?? .zero
        let gap = image.width > 0 && text.width > 0 ? Self.imageTitleSpacing : 0
        var x = (bounds.width - image.width - gap - text.width) / 2
        storedImageView?.frame = CGRect(x: x, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        x += image.width + gap
        if text.width > 0, image.width > 0 {
            storedTitleLabel?.frame = CGRect(x: x, y: 0, width: min(text.width, max(bounds.width - x, 0)), height: bounds.height)
        } else {
            storedTitleLabel?.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    /// The image and title side by side; at least 30 pt tall, the height of UIKit's system
    /// buttons with their 15 pt title. No intrinsic size without an image or title.
    var contentSize: CGSize {
        if let size = configuredContentSize { return size }
        let image = displayedImage?.size ?? .zero
        let text = currentTitle.map { _ in titleLabel?.intrinsicContentSize ?? .zero } ?? .zero
        guard image.width > 0 || text.width > 0 else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let gap = image.width > 0 && text.width > 0 ? Self.imageTitleSpacing : 0
        return CGSize(width: image.width + gap + text.width, height: max(30, image.height, text.height))
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
