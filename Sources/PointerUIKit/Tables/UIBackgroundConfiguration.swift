import Foundation

/// The background of a cell, header, footer or button as a value, as UIKit's
/// `UIBackgroundConfiguration`: a colour (nil: the view's tint colour) with an optional
/// transformer, a corner radius, insets from the view's edges, a stroke, and an image or
/// custom view. Make one with a style (`listCell()`, `listSidebarCell()`, `clear()`…), change
/// what you need, and assign it to a cell's `backgroundConfiguration`; the cell draws
/// `updated(for:)` of it for its state (see `UIBackgroundConfiguration+State.swift` for each
/// style's looks).
///
/// Bad values never stop the program: a NaN, negative or infinite corner radius or stroke
/// width, or NaN or infinite insets and stroke outsets, are clamped (see
/// `UIApplication.geometryDiagnostics`). A property the app sets keeps its value in every
/// state, as UIKit's customised properties do; the style's state looks change the others.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The style a configuration was made with (PointerKit's record of it).
    enum Style: Hashable { case clear, plainCell, groupedCell, insetGroupedCell, sidebarCell, accompaniedSidebarCell,
                               sidebarHeader, plainHeaderFooter, groupedHeaderFooter }
    /// The properties the app set (kept in every state).
    struct Customized: OptionSet {
        let rawValue: Int
        static let backgroundColor = Customized(rawValue: 1), strokeColor = Customized(rawValue: 2)
        static let strokeWidth = Customized(rawValue: 4)
    }

    let style: Style
    var customized: Customized = []
    var storedBackgroundColor: UIColor?
    var storedStrokeColor: UIColor?
    var storedStrokeWidth: CGFloat = 0

    init(style: Style) {
        self.style = style
        storedBackgroundColor = style.restingColor
        if style == .insetGroupedCell || style == .sidebarCell || style == .accompaniedSidebarCell { cornerRadius = 10 }
    }

    /// A view drawn over the background colour, filling the background (clipped to its corners).
    public var customView: UIView?
    /// The radius of the background's corners, points (default 0; 10 for inset grouped and
    /// sidebar cells).
    public var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = ConfigurationLimits.length(cornerRadius, "background cornerRadius") }
    }
    /// How far the background sits inside the view's edges (negative: outside).
    public var backgroundInsets = NSDirectionalEdgeInsets.zero {
        didSet { backgroundInsets = ConfigurationLimits.insets(backgroundInsets, "backgroundInsets") }
    }
    /// The edges where the view's layout margins are added to `backgroundInsets` (default none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The background colour; nil draws the view's tint colour.
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue; customized.insert(.backgroundColor) }
    }
    /// Changes the background colour before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the background colour, placed by `imageContentMode`.
    public var image: UIImage?
    /// How `image` is placed (default `.scaleToFill`).
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the stroke around the background; nil draws the view's tint colour.
    public var strokeColor: UIColor? {
        get { storedStrokeColor }
        set { storedStrokeColor = newValue; customized.insert(.strokeColor) }
    }
    /// Changes the stroke colour before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width, points (default 0: none).
    public var strokeWidth: CGFloat {
        get { storedStrokeWidth }
        set { storedStrokeWidth = ConfigurationLimits.length(newValue, "strokeWidth"); customized.insert(.strokeWidth) }
    }
    /// How far the stroke sits outside the background's edge (negative: inside), points.
    public var strokeOutset: CGFloat = 0 {
        didSet { strokeOutset = ConfigurationLimits.offset(strokeOutset, "strokeOutset") }
    }

    /// The background colour drawn for a view tinted `tintColor`: `backgroundColor` (or the
    /// tint) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour drawn for a view tinted `tintColor`: `strokeColor` (or the tint)
    /// through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// No background: clear, with no state looks.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A list cell's background (iOS 18's name; as `listPlainCell()`).
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A list header's background (iOS 18's name; as `listPlainHeaderFooter()`).
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// A list footer's background (iOS 18's name; as `listPlainHeaderFooter()`).
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// A cell's background in a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A cell's background in a grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell) }
    /// A cell's background in an inset grouped list (10-pt corners).
    public static func listInsetGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .insetGroupedCell) }
    /// A cell's background in a sidebar (10-pt corners; the accent colour when selected).
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell) }
    /// A cell's background in a sidebar accompanied by a supplementary list (grey when selected).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .accompaniedSidebarCell)
    }
    /// A sidebar header's background.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader) }
    /// A header's or footer's background in a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// A header's or footer's background in a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedHeaderFooter)
    }
}
