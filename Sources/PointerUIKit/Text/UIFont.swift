import Foundation
import PointerText

/// A font, as UIKit's `UIFont`: a name, a size and a weight, resolved through fontconfig to a
/// real font file whose metrics it reports; text set in it is laid out by Pango (see
/// `TextEngine`), with per-character fallback to other fonts for scripts its face lacks.
///
/// System fonts resolve to `UIFont.systemFontFamilies` (Liberation Sans, then DejaVu Sans, then
/// fontconfig's sans-serif): iPadOS' SF Pro is not on Linux, and Liberation Sans has Arial's
/// advance widths, close to SF Pro's (SF Pro Text is about 3 % wider), so layouts made for
/// an iPad fit. A font name that is not installed falls back to the system families with a
/// diagnostic (`UIApplication.textDiagnostics`); UIKit returns nil there, but iPad code
/// force-unwraps names of fonts that exist on every iPad and not on Linux.
@preconcurrency @MainActor
open class UIFont: NSObject {
    /// The font's size, points.
    public let pointSize: CGFloat
    /// The font's family name ("System" for system fonts).
    public let familyName: String
    /// The font's full name ("System" or "System-Bold" for system fonts).
    public let fontName: String
    /// The weight it is drawn at (PointerKit extension; UIKit reads it from the font descriptor).
    public let weight: UIFont.Weight
    /// What fontconfig is asked for.
    let descriptor: FontDescriptor

    /// The families system fonts resolve to, most preferred first (fontconfig's names,
    /// comma-separated). PointerKit extension: set it before making fonts to change every
    /// system font.
    public static var systemFontFamilies = "Liberation Sans, DejaVu Sans, sans-serif"
    /// The families monospaced system fonts resolve to.
    public static var monospacedFontFamilies = "Liberation Mono, DejaVu Sans Mono, monospace"

    /// A font of a family and size; nil for a size that is not a positive number. The name is a
    /// PostScript-style name ("Helvetica-Bold", "Menlo-Regular") or a family name: its style
    /// suffix sets the weight and slant. A family fontconfig does not have falls back to the
    /// system families, noted in `UIApplication.textDiagnostics`.
    public init?(name: String, size: CGFloat) {
        guard size.isFinite, size > 0 else { return nil }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        familyName = parts.first ?? name
        fontName = name
        pointSize = size
        let style = (parts.count > 1 ? parts[1] : name).lowercased()
        weight = Self.weight(named: style)
        let italic = style.contains("italic") || style.contains("oblique")
        let family = Self.spacedFamily(familyName)
        descriptor = FontDescriptor(families: family + ", " + Self.systemFontFamilies, weight: Self.cssWeight(weight),
                                    italic: italic, size: Double(size))
        super.init()
        let alone = TextEngine.shared.metrics(for: FontDescriptor(families: family, size: Double(size)))
        if TextEngine.shared.unavailable == nil, alone.isSubstitute {
            TextDiagnostics.note("font '\(name)' is not installed: drawn in \(metrics.family)")
        }
    }

    init(system size: CGFloat, weight: UIFont.Weight, families: String? = nil, italic: Bool = false) {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        familyName = "System"
        fontName = bold ? "System-Bold" : "System"
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight.rawValue.isFinite ? weight : .regular
        descriptor = FontDescriptor(families: families ?? Self.systemFontFamilies, weight: Self.cssWeight(self.weight),
                                    italic: italic, size: Double(pointSize))
        super.init()
    }

    private init(copying font: UIFont, size: CGFloat) {
        familyName = font.familyName; fontName = font.fontName; weight = font.weight; pointSize = size
        var d = font.descriptor
        d.size = Double(size)
        descriptor = d
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
    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, weight: .regular, italic: true) }
    /// The monospaced system font at `fontSize` and `weight` (`monospacedFontFamilies`).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(system: fontSize, weight: weight, families: monospacedFontFamilies)
    }
    /// The system font with digits of one width: the system font (Liberation Sans' digits are
    /// already of one width).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(system: fontSize, weight: weight)
    }
    /// The same font at another size (the current size when `fontSize` is not positive, as
    /// UIKit's "0 keeps the size").
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(copying: self, size: fontSize.isFinite && fontSize > 0 ? fontSize : pointSize)
    }

    /// The system font for a text style at iPadOS' default (Large) content size: body 17,
    /// headline 17 semibold, title1 28, caption1 12, footnote 13, and so on (Apple's Human
    /// Interface Guidelines, "Typography"). PointerKit has no Dynamic Type setting.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(system: size, weight: weight)
    }

    /// True when drawn bold (semibold and heavier).
    var isBold: Bool { weight.rawValue >= UIFont.Weight.semibold.rawValue }
    /// The face fontconfig chose and its metrics at this size (looked up once per descriptor).
    var metrics: FontMetrics { TextEngine.shared.metrics(for: descriptor) }

    /// The family fontconfig chose for this font (PointerKit extension): "Liberation Sans" for
    /// system fonts where it is installed.
    public var resolvedFamilyName: String { metrics.family }
    /// The distance from the baseline to the top of the tallest glyphs (the face's ascender).
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative.
    open var descender: CGFloat { CGFloat(metrics.descender) }
    /// The gap between lines (the face's line gap).
    open var leading: CGFloat { CGFloat(metrics.lineGap) }
    /// The height of a line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height of lowercase letters such as x above the baseline.
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) }

    /// The advance width of `text` set in this font on one line, points (shaped by Pango, with
    /// fallback fonts for characters this face lacks).
    /// The last widths measured, by text: buttons and fields ask for their title's width at
    /// every layout pass.
    private var widths: [String: CGFloat] = [:]

    func width<S: StringProtocol>(of text: S) -> CGFloat {
        let s = String(text)
        if let known = widths[s] { return known }
        let shaped = TextEngine.shared.shape(s, runs: [TextRun(length: s.utf16.count, font: descriptor)], style: ParagraphStyle())
        var width = 0.0
        for line in shaped.lines { width = max(width, line.width) }
        if widths.count >= 64 { widths.removeAll(keepingCapacity: true) }
        widths[s] = CGFloat(width)
        return CGFloat(width)
    }

    /// Equal when name, size and weight are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return fontName == o.fontName && pointSize == o.pointSize && weight == o.weight && descriptor == o.descriptor
    }
    /// A hash consistent with `isEqual`.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// The CSS weight (100...900) of a UIKit weight: ultraLight 100, thin 200, light 300, regular
    /// 400, medium 500, semibold 600, bold 700, heavy 800, black 900, linear between them.
    static func cssWeight(_ w: UIFont.Weight) -> Int {
        let steps: [(CGFloat, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                                          (0.4, 700), (0.56, 800), (0.62, 900)]
        let v = w.rawValue.isFinite ? w.rawValue : 0
        guard v > steps[0].0 else { return 100 }
        for (a, b) in zip(steps, steps.dropFirst()) where v <= b.0 {
            return Int((a.1 + (b.1 - a.1) * Double((v - a.0) / (b.0 - a.0))).rounded())
        }
        return 900
    }

    /// The weight a PostScript style suffix names ("Bold", "DemiBold", "Light", …).
    static func weight(named style: String) -> UIFont.Weight {
        let names: [(String, UIFont.Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                                                ("light", .light), ("medium", .medium), ("demibold", .semibold),
                                                ("semibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy),
                                                ("black", .black), ("bold", .bold)]
        return names.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// A family name as fontconfig spells it: "AvenirNext" becomes "Avenir Next", "HelveticaNeue" "Helvetica Neue".
    static func spacedFamily(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for c in name {
            if let p = previous, c.isUppercase, p.isLowercase { out.append(" ") }
            out.append(c); previous = c
        }
        return out
    }
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
        /// 0.3: from here up PointerKit's scene calls the font bold.
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
