import Foundation

/// How a configured button looks in each state. UIKit publishes the styles only by name;
/// PointerKit's looks, after iPadOS (`tint` is the button's tint colour):
///
/// - `plain()`/`borderless()`: a clear background, the title in `tint`.
/// - `tinted()`/`borderedTinted()`: `tint` (or `baseBackgroundColor`) at 15 % opacity, the
///   title in `tint`.
/// - `gray()`/`bordered()`: `systemGray5` (or `baseBackgroundColor`), the title in `tint`.
/// - `filled()`/`borderedProminent()`: `tint` (or `baseBackgroundColor`), the title in white.
/// - Selected (with `automaticallyUpdateForSelection`): the filled look.
/// - Highlighted (pressed): a visible background at 80 % of its opacity, else the title at
///   50 % of its opacity.
/// - Disabled: the title in `systemGray`, a visible background in `systemGray5`.
///
/// `baseForegroundColor` replaces the title's colour, `background.backgroundColor` (when the
/// app set it) the background's, before the state's changes.
extension UIButton.Configuration {
    private var state: UIControl.State { resolvedState ?? [] }
    private var isProminent: Bool {
        style == .filled || style == .borderedProminent || (automaticallyUpdateForSelection && state.contains(.selected))
    }

    /// The background's colour for a button tinted `tint`.
    func resolvedBackgroundColor(tint: UIColor) -> UIColor {
        var color: UIColor
        if background.customized.contains(.backgroundColor) {
            color = background.backgroundColor ?? tint
        } else if isProminent {
            color = baseBackgroundColor ?? tint
        } else {
            switch style {
            case .plain, .borderless: color = baseBackgroundColor ?? .clear
            case .tinted, .borderedTinted: color = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray, .bordered: color = baseBackgroundColor ?? .systemGray5
            case .filled, .borderedProminent: color = baseBackgroundColor ?? tint
            }
        }
        color = background.backgroundColorTransformer?(color) ?? color
        guard color.alpha > 0 else { return color }
        if state.contains(.disabled) { return .systemGray5 }
        if state.contains(.highlighted) { return color.withAlphaComponent(color.alpha * 0.8) }
        return color
    }

    /// The title's, subtitle's and image's colour for a button tinted `tint`.
    func resolvedForegroundColor(tint: UIColor) -> UIColor {
        if state.contains(.disabled) { return .systemGray }
        let color = baseForegroundColor ?? (isProminent ? .white : tint)
        if state.contains(.highlighted), resolvedBackgroundColor(tint: tint).alpha == 0 {
            return color.withAlphaComponent(color.alpha * 0.5)
        }
        return color
    }

    /// The image's colour: the foreground's through `imageColorTransformer`.
    func resolvedImageColor(tint: UIColor) -> UIColor {
        let color = resolvedForegroundColor(tint: tint)
        return imageColorTransformer?(color) ?? color
    }

    /// The image drawn: `image` at `preferredSymbolConfigurationForImage`.
    var displayedImage: UIImage? {
        guard let image else { return nil }
        guard let symbol = preferredSymbolConfigurationForImage, image.isSymbolImage else { return image }
        return image.withConfiguration(symbol)
    }

    /// The background's corner radius for a button of `size` (see `CornerStyle`).
    func cornerRadius(for size: CGSize) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: background.cornerRadius > 0 ? background.cornerRadius : buttonSize.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: max(0, min(size.width, size.height) / 2)
        }
    }

    /// The longest title or subtitle drawn, characters: a button shows a line of text, and
    /// laying out megabytes of it would stall every frame.
    static let drawnTextLimit = 1_000

    /// The title (or subtitle) as runs of UIKit attributes: each run's own font and colour,
    /// else `font` and `color`, through `transformer`; nil without text. Cut at
    /// `drawnTextLimit` characters, with a note.
    func runs(of text: AttributedString?, font: UIFont, color: UIColor,
              transformer: UIConfigurationTextAttributesTransformer?) -> [(String, [NSAttributedString.Key: Any])]? {
        guard var text, !text.characters.isEmpty else { return nil }
        if let end = text.characters.index(text.startIndex, offsetBy: Self.drawnTextLimit, limitedBy: text.endIndex),
           end < text.endIndex {
            TextDiagnostics.note("a button title of more than \(Self.drawnTextLimit) characters is drawn cut there")
            text = AttributedString(text[text.startIndex..<end])
        }
        return text.runs.map { run in
            var container = AttributeContainer()
            container.font = run.font ?? font
            container.foregroundColor = run.foregroundColor ?? color
            if let transformer { container = transformer(container) }
            var attributes = run.uiKitAttributes
            attributes[.font] = container.font ?? font
            attributes[.foregroundColor] = container.foregroundColor ?? color
            return (String(text[run.range].characters), attributes)
        }
    }
}
