import Foundation

/// A font, as UIKit's `UIFont`: a name, a size and a weight, measured with real font metrics.
///
/// Every font is measured with Liberation Sans (regular, or bold from semibold up; see
/// `FontMetrics` for why), whatever its name: iPad fonts are not available on Linux, and the
/// browser draws PointerKit's frames with the same family, so measured and drawn text agree.
@preconcurrency @MainActor
open class UIFont: NSObject {
    /// The font's size, points.
    public let pointSize: CGFloat
    /// The font's family name ("System" for system fonts).
    public let familyName: String
    /// The font's full name ("System" or "System-Bold" for system fonts).
    public let fontName: String
    /// The weight it is measured and drawn at (PointerKit extension; UIKit reads it from the
    /// font descriptor).
    public let weight: UIFont.Weight

    /// A font of a family and size; nil for a size that is not a positive number. A name
    /// containing "Bold", "Heavy" or "Black" is measured bold, any other regular.
    public init?(name: String, size: CGFloat) {
        guard size.isFinite, size > 0 else { return nil }
        familyName = name.split(separator: "-").first.map(String.init) ?? name
        fontName = name
        pointSize = size
        let lower = name.lowercased()
        weight = ["bold", "heavy", "black"].contains(where: lower.contains) ? .bold : .regular
        super.init()
    }

    init(system size: CGFloat, weight: UIFont.Weight) {
        familyName = "System"
        fontName = weight.rawValue >= UIFont.Weight.semibold.rawValue ? "System-Bold" : "System"
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight.rawValue.isFinite ? weight : .regular
        super.init()
    }

    /// The system font at `fontSize` (17 pt when the size is not a positive number).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular) }
    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(system: fontSize, weight: weight)
    }
    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .bold) }
    /// The same font at another size (the current size when `fontSize` is not positive, as
    /// UIKit's "0 keeps the size").
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(system: fontSize.isFinite && fontSize > 0 ? fontSize : pointSize, weight: weight, name: fontName, family: familyName)
    }

    private init(system size: CGFloat, weight: UIFont.Weight, name: String, family: String) {
        familyName = family; fontName = name; pointSize = size; self.weight = weight
        super.init()
    }

    /// The system font for a text style at iPadOS' default (Large) content size: body 17,
    /// headline 17 semibold, title1 28, caption1 12, footnote 13, and so on (Apple's Human
    /// Interface Guidelines, "Typography"). PointerKit has no Dynamic Type setting.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(system: size, weight: weight)
    }

    /// True when measured and drawn bold (semibold and heavier).
    var isBold: Bool { weight.rawValue >= UIFont.Weight.semibold.rawValue }
    /// The metrics it is measured with.
    var metrics: FontMetrics { isBold ? .liberationSansBold : .liberationSans }
    private func scaled(_ units: Int) -> CGFloat { pointSize * CGFloat(units) / CGFloat(metrics.unitsPerEm) }

    /// The distance from the baseline to the top of the tallest glyphs (hhea ascender).
    open var ascender: CGFloat { scaled(metrics.ascender) }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative (hhea descender).
    open var descender: CGFloat { scaled(metrics.descender) }
    /// The gap between lines (hhea line gap).
    open var leading: CGFloat { scaled(metrics.lineGap) }
    /// The height of a line: ascender − descender + leading (1.149 × the point size).
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { scaled(metrics.capHeight) }
    /// The height of lowercase letters such as x above the baseline.
    open var xHeight: CGFloat { scaled(metrics.xHeight) }

    /// The advance width of `text` set in this font, points (no kerning).
    func width<S: StringProtocol>(of text: S) -> CGFloat { pointSize * CGFloat(metrics.width(text)) }
    /// The advance widths of the 128 ASCII characters, points (made on first use).
    lazy var asciiAdvances: [CGFloat] = {
        let m = metrics
        return (0..<128).map { pointSize * CGFloat(m.advance(Unicode.Scalar(UInt8($0)))) }
    }()

    /// The advance width of one character (all its scalars), points.
    func width(of character: Character) -> CGFloat {
        let m = metrics
        var total = 0.0
        for scalar in character.unicodeScalars { total += m.advance(scalar) }
        return pointSize * CGFloat(total)
    }

    /// Equal when name, size and weight are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return fontName == o.fontName && pointSize == o.pointSize && weight == o.weight
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont {
    /// A font weight, as UIKit's: −1 (thinnest) to 1 (heaviest), UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3: from here up PointerKit measures and draws bold.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, as UIKit's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public var rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The Large content size's point size and weight (body's for an unknown style).
        var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
