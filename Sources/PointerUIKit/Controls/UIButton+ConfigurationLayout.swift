import Foundation

/// How a configured button draws and places its configuration: the background view at the
/// back, the image (or activity indicator) at `imagePlacement` of the title and subtitle,
/// `imagePadding` apart, the title above the subtitle `titlePadding` apart, all centred in the
/// bounds inset by `contentInsets` (text wider than that is truncated).
extension UIButton {
    /// Draws the configuration for the current state (nothing without one).
    func applyConfiguration() {
        guard let storage = configured, let base = storage.configuration else { return }
        let c = storage.automaticallyUpdates ? base.updated(for: self) : base
        storage.drawn = c
        let tint: UIColor = tintColor ?? .systemBlue
        let foreground = c.resolvedForegroundColor(tint: tint)
        let size = c.buttonSize.fontSize
        let title = configuredLabel(storedTitleLabel) { storedTitleLabel = $0 }
        show(c.runs(of: c.attributedTitle, font: .systemFont(ofSize: size), color: foreground,
                    transformer: c.titleTextAttributesTransformer), in: title, alignment: c)
        if c.attributedSubtitle != nil || storage.subtitleLabel != nil {
            let subtitle = configuredLabel(storage.subtitleLabel) { storage.subtitleLabel = $0 }
            show(c.runs(of: c.attributedSubtitle, font: .systemFont(ofSize: size - 2), color: foreground,
                        transformer: c.subtitleTextAttributesTransformer), in: subtitle, alignment: c)
        }
        if let image = c.displayedImage, !c.showsActivityIndicator {
            let view = storedImageView ?? UIImageView()
            if storedImageView == nil { storedImageView = view; addSubview(view) }
            view.image = image
            view.tintColor = c.resolvedImageColor(tint: tint)
            view.isHidden = false
        } else {
            storedImageView?.isHidden = true
        }
        if c.showsActivityIndicator {
            let indicator = storage.indicator ?? UIActivityIndicatorView(style: .medium)
            if storage.indicator == nil { storage.indicator = indicator; indicator.isUserInteractionEnabled = false; addSubview(indicator) }
            indicator.color = foreground
            indicator.startAnimating()
        } else if let indicator = storage.indicator {
            indicator.removeFromSuperview()
            storage.indicator = nil
        }
        invalidateIntrinsicContentSize()
        layoutConfiguredContent()
    }

    private func configuredLabel(_ existing: UILabel?, store: (UILabel) -> Void) -> UILabel {
        if let existing { return existing }
        let label = UILabel(frame: .zero)
        store(label)
        addSubview(label)
        return label
    }

    private func show(_ runs: [(String, [NSAttributedString.Key: Any])]?, in label: UILabel, alignment c: UIButton.Configuration) {
        label.numberOfLines = 1
        if let runs, let font = runs.first?.1[.font] as? UIFont { label.font = font }
        label.attributedText = runs.map { NSAttributedString(runs: $0) }
        let beside = c.displayedImage != nil && !c.imagePlacement.isVertical
        label.textAlignment = switch c.titleAlignment {
        case .leading: .left
        case .trailing: .right
        case .center: .center
        case .automatic: beside ? .left : .center
        }
    }

    /// The image slot's size (the image or the activity indicator), zero without one.
    private func imageSlot(_ c: UIButton.Configuration) -> CGSize {
        if c.showsActivityIndicator { return CGSize(width: 20, height: 20) }
        return c.displayedImage?.size ?? .zero
    }

    private func textSize(_ label: UILabel?) -> CGSize {
        guard let label, label.text?.isEmpty == false else { return .zero }
        return label.intrinsicContentSize
    }

    /// The content's size (image, padding, title block), without the insets.
    private func configuredContent(_ c: UIButton.Configuration) -> (size: CGSize, image: CGSize, title: CGSize, subtitle: CGSize, gap: CGFloat) {
        let image = imageSlot(c), title = textSize(storedTitleLabel), subtitle = textSize(configured?.subtitleLabel)
        let titles = title.width > 0 && subtitle.width > 0 ? c.titlePadding : 0
        let block = CGSize(width: max(title.width, subtitle.width), height: title.height + titles + subtitle.height)
        let gap = image.width > 0 && block.width > 0 ? c.imagePadding : 0
        let size = c.imagePlacement.isVertical
            ? CGSize(width: max(image.width, block.width), height: image.height + gap + block.height)
            : CGSize(width: image.width + gap + block.width, height: max(image.height, block.height))
        return (size, image, title, subtitle, gap)
    }

    /// The configured button's intrinsic size: its content and insets (nil without a configuration).
    var configuredContentSize: CGSize? {
        guard let c = configured?.drawn, configured?.configuration != nil else { return nil }
        let content = configuredContent(c).size, insets = c.contentInsets
        return CGSize(width: max(0, content.width + insets.leading + insets.trailing),
                      height: max(0, content.height + insets.top + insets.bottom))
    }

    /// Places the background, image and labels in the bounds.
    func layoutConfiguredContent() {
        guard let storage = configured, let c = storage.drawn else { return }
        var background = c.background
        background.backgroundColor = c.resolvedBackgroundColor(tint: tintColor ?? .systemBlue)
        background.backgroundColorTransformer = nil
        background.cornerRadius = c.cornerRadius(for: bounds.size)
        let view = storage.background ?? BackgroundConfigurationView(frame: .zero)
        if storage.background == nil { storage.background = view }
        if subviews.first !== view { insertSubview(view, at: 0) }
        view.show(background, in: self)

        let insets = c.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let m = configuredContent(c)
        let origin = CGPoint(x: area.minX + (area.width - min(m.size.width, area.width)) / 2,
                             y: area.minY + (area.height - m.size.height) / 2)
        var imageOrigin = origin, blockOrigin = origin
        let blockWidth = max(m.title.width, m.subtitle.width), blockHeight = m.size.height - (c.imagePlacement.isVertical ? m.image.height + m.gap : 0)
        if c.imagePlacement.contains(.top) {
            imageOrigin.x += (m.size.width - m.image.width) / 2; blockOrigin.y += m.image.height + m.gap
        } else if c.imagePlacement.contains(.bottom) {
            imageOrigin.x += (m.size.width - m.image.width) / 2; imageOrigin.y += blockHeight + m.gap
        } else if c.imagePlacement.contains(.trailing) && !c.imagePlacement.contains(.leading) {
            imageOrigin.x += min(blockWidth, area.width - m.image.width - m.gap) + m.gap
        } else {
            blockOrigin.x += m.image.width + m.gap
        }
        if !c.imagePlacement.isVertical {
            imageOrigin.y += (m.size.height - m.image.height) / 2
            blockOrigin.y += (m.size.height - (m.title.height + m.subtitle.height + (m.subtitle.height > 0 && m.title.height > 0 ? c.titlePadding : 0))) / 2
        }
        let slot = CGRect(origin: imageOrigin, size: m.image)
        storedImageView?.frame = slot
        storage.indicator?.frame = slot
        let available = max(0, c.imagePlacement.isVertical ? area.width : area.maxX - blockOrigin.x)
        let width = min(blockWidth, available)
        storedTitleLabel?.frame = CGRect(x: blockOrigin.x, y: blockOrigin.y, width: width, height: m.title.height)
        let below = blockOrigin.y + m.title.height + (m.title.height > 0 && m.subtitle.height > 0 ? c.titlePadding : 0)
        storage.subtitleLabel?.frame = CGRect(x: blockOrigin.x, y: below, width: width, height: m.subtitle.height)
    }

    /// The configured background's corner radius (for the pointer's shape), nil without one.
    var configuredCornerRadius: CGFloat? { configured?.drawn.map { $0.cornerRadius(for: bounds.size) } }
}

extension NSDirectionalRectEdge {
    /// True for an image above or below the title.
    var isVertical: Bool { (contains(.top) || contains(.bottom)) && !contains(.leading) && !contains(.trailing) }
}
