import Foundation

/// The content of a list row as a value, as UIKit's `UIListContentConfiguration`: an image,
/// a text and a secondary text, each with its properties. Make one with
/// `defaultContentConfiguration()` (styled for the cell) or a style such as `cell()`, set its
/// content, and assign it to the cell's `contentConfiguration`.
///
/// Styles (PointerKit's sizes, after UIKit's iPad defaults): `cell()` one line of 17-pt text;
/// `subtitleCell()` the secondary text below in 15-pt grey; `valueCell()` the secondary text
/// at the trailing edge; `sidebarCell()` as `cell()` with a tinted image, and white text when
/// selected; `groupedHeader()`/`plainHeader()` 13-pt grey/17-pt bold titles.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How the text and secondary text sit (PointerKit's record of the style made with).
    enum Layout: Hashable { case stacked, sideBySide }

    /// The text's look, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines align.
        public var alignment: NSTextAlignment = .natural
        /// The most lines (0: as many as needed).
        public var numberOfLines = 0
        /// The colour used when the cell is selected or highlighted, nil to keep `color`.
        var selectedColor: UIColor?
    }

    /// The image's look, as UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The tint of template images (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is drawn at (zero: no limit beyond the row).
        public var maximumSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
    }

    /// The image shown at the leading edge.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The primary text, attributed (wins over `text` when set).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, attributed (wins over `secondaryText` when set).
    public var secondaryAttributedText: NSAttributedString?
    /// The primary text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// Space around the content (default 11 pt above and below, 16 pt at the sides).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Space between the image and the text (default 16 pt).
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text (default 2 pt stacked, 8 pt side by side).
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    var layout = Layout.stacked
    /// Set by `updated(for:)` for a selected or highlighted cell.
    var drawsSelected = false

    @MainActor init(text: TextProperties, secondary: TextProperties, layout: Layout = .stacked) {
        textProperties = text
        secondaryTextProperties = secondary
        self.layout = layout
    }

    /// A plain row: one line of body text.
    @MainActor public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .systemFont(ofSize: 17), color: .label, selectedColor: nil),
                                   secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A row with its secondary text below the text.
    @MainActor public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A row with its secondary text at the trailing edge.
    @MainActor public static func valueCell() -> UIListContentConfiguration {
        var c = cell()
        c.layout = .sideBySide
        c.secondaryTextProperties.font = .systemFont(ofSize: 17)
        return c
    }

    /// A sidebar row: tinted image, white text and image when selected.
    @MainActor public static func sidebarCell() -> UIListContentConfiguration {
        var c = cell()
        c.imageProperties.tintColor = .systemBlue
        c.textProperties.selectedColor = .white
        return c
    }

    /// A sidebar section header: 13-pt bold grey.
    @MainActor public static func sidebarHeader() -> UIListContentConfiguration { header(size: 13, color: .secondaryLabel, bold: true) }
    /// A grouped list's section header: 13-pt grey.
    @MainActor public static func groupedHeader() -> UIListContentConfiguration { header(size: 13, color: .secondaryLabel, bold: false) }
    /// A plain list's section header: 17-pt bold.
    @MainActor public static func plainHeader() -> UIListContentConfiguration { header(size: 17, color: .label, bold: true) }
    /// A grouped list's section footer: 13-pt grey.
    @MainActor public static func groupedFooter() -> UIListContentConfiguration { header(size: 13, color: .secondaryLabel, bold: false) }
    /// A plain list's section footer: 13-pt grey.
    @MainActor public static func plainFooter() -> UIListContentConfiguration { header(size: 13, color: .secondaryLabel, bold: false) }

    @MainActor private static func header(size: CGFloat, color: UIColor, bold: Bool) -> UIListContentConfiguration {
        var c = cell()
        c.textProperties.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        c.textProperties.color = color
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return c
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// A copy for `state`: selected and highlighted sidebar rows draw their text white.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard let cell = state as? UICellConfigurationState else { return self }
        var c = self
        c.drawsSelected = cell.isSelected || cell.isHighlighted
        return c
    }
}
