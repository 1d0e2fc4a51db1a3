import Foundation
import PointerEngine
import PointerGeometry
import PointerRender

/// How a label places its lines across its bounds, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// As `natural` (PointerKit draws no justified text).
    case justified = 3
    /// The paragraph's own direction's start: left for left-to-right text, right for
    /// right-to-left text (Hebrew, Arabic), or for any text in a view whose
    /// `semanticContentAttribute` forces right to left.
    case natural = 4
}

/// A view that draws text, as UIKit's `UILabel`: the text wrapped to the bounds' width (at
/// most `numberOfLines` lines, and no more than fit the bounds' height), truncated with "…"
/// per `lineBreakMode`, laid out by Pango in its font with fallback fonts for other scripts
/// (see `UIFont`), each line as tall as its fonts need, the block centred vertically in the
/// bounds. Like UIKit's, a label does not take pointer or touch
/// input (`isUserInteractionEnabled` is false), so the view under it does.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; newlines start new lines.
    open var text: String? { didSet { storedAttributedText = nil; invalidateText() } }
    /// The text with font and colour runs (runs without a font or colour take the label's);
    /// setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(pieces: [($0, TextRunAttributes(font: font, color: textColor))]) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            invalidateText()
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The font: the system font at 17 pt, UIKit's default; setting nil sets that default
    /// again, as in UIKit (where the property is `UIFont!`).
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); invalidateText() }
    }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    /// True shrinks the text of a one-line label to fit its width, down to
    /// `minimumScaleFactor` of its size, before truncating (default false, as in UIKit).
    open var adjustsFontSizeToFitWidth = false { didSet { invalidateText() } }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks to (default
    /// 0, which in UIKit means the font's own size: nothing shrinks). Clamped to 0...1; NaN
    /// counts as 0.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            let clean = minimumScaleFactor.isNaN ? 0 : min(max(minimumScaleFactor, 0), 1)
            if clean != minimumScaleFactor { minimumScaleFactor = clean } else { invalidateText() }
        }
    }
    /// The text's colour: `label` (black, or white in the dark appearance), UIKit's default.
    open var textColor: UIColor = .label { didSet { invalidateText() } }
    /// Where lines sit across the bounds: `.natural` (each line's reading direction's start),
    /// UIKit's default.
    open var textAlignment: NSTextAlignment = .natural { didSet { invalidateText() } }
    /// The most lines drawn: 1, UIKit's default; 0 for as many as the text needs (negative
    /// counts act as 0).
    open var numberOfLines = 1 { didSet { invalidateText() } }
    /// How lines break and the last one truncates: `.byTruncatingTail`, UIKit's default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateText() } }
    /// The width a multi-line label wraps to when measured without a width (its intrinsic
    /// size); 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateText() } }

    /// The last layout drawn, for the bounds size and appearance it was made for (scenes are
    /// built every frame; the text's colour may be dynamic).
    private var drawn: (size: CGSize, style: UIUserInterfaceStyle, text: PointerScene.Text?)?

    /// A label with no text in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label with no text and a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func invalidateText() {
        drawn = nil
        invalidateIntrinsicContentSize()
    }

    /// Lays the text out again in the label's new direction (`semanticContentAttribute`).
    override func semanticContentAttributeDidChange() {
        invalidateText()
        setNeedsDisplay()
    }

    /// The text's size on one line, or wrapped to `preferredMaxLayoutWidth` when
    /// `numberOfLines` is not 1 (see `textSize(fitting:)`).
    open override var intrinsicContentSize: CGSize { textSize(fitting: .zero) }
    /// The text's size wrapped to `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSize(fitting: size) }

    /// The first line's baseline, where `sceneText` draws it (text is centred vertically).
    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let baseline = sceneText?.baselines.first else { return font.ascender + (bounds.height - font.lineHeight) / 2 }
        return CGFloat(baseline)
    }
    /// The last line's baseline, from the bottom edge.
    override var lastBaselineOffsetFromBottom: CGFloat {
        guard let baseline = sceneText?.baselines.last else { return (bounds.height - font.lineHeight) / 2 - font.descender }
        return bounds.height - CGFloat(baseline)
    }

    /// The text as runs of fonts and colours.
    private var pieces: [(String, TextRunAttributes)] {
        let plain = TextRunAttributes(font: font, color: textColor)
        if let storedAttributedText { return storedAttributedText.pieces(default: plain) }
        return [(text ?? "", plain)]
    }

    /// The lines for a width, at most `maxLines` (0: as many as needed), every font scaled by
    /// `scale`.
    private func layout(width: CGFloat?, maxLines: Int, scale: CGFloat = 1) -> TextLayout {
        var runs = pieces, fallback = TextRunAttributes(font: storedFont, color: textColor)
        if scale != 1 {
            for i in runs.indices { runs[i].1.font = runs[i].1.font.withSize(runs[i].1.font.pointSize * scale) }
            fallback.font = fallback.font.withSize(fallback.font.pointSize * scale)
        }
        return TextLayout(pieces: runs, fallback: fallback, width: width,
                          maxLines: max(maxLines, 0), mode: lineBreakMode, direction: effectiveTextDirection)
    }

    /// How much a one-line label that adjusts its font size to its width shrinks its text: the
    /// width over the text's width, at least `minimumScaleFactor` (1 when nothing shrinks).
    private func fittingScale(for width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1, width > 0 else { return 1 }
        let natural = layout(width: nil, maxLines: 1).widths.max() ?? 0
        guard natural > width else { return 1 }
        return max(width / natural, minimumScaleFactor)
    }

    /// The size the text needs when wrapped to `size.width` (a width that is not a positive
    /// number wraps to `preferredMaxLayoutWidth`, or not at all when that is 0), at most
    /// `numberOfLines` lines; the height is not limited. Rounded up to half points (iPad
    /// screens' pixels), as UIKit rounds to pixels. Empty text measures zero.
    /// (`sizeThatFits(_:)` and `intrinsicContentSize` report it.)
    func textSize(fitting size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width.isFinite && size.width > 0 ? size.width : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
        let lines = layout(width: width, maxLines: numberOfLines)
        func up(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }
        let w = lines.widths.max() ?? 0
        return CGSize(width: up(width.map { min(w, $0) } ?? w), height: up(lines.height))
    }

    /// Draws the text.
    override func addSceneContent(to layer: inout PointerScene.Layer, toWindow: Transform2D) {
        layer.text = sceneText
    }

    /// The text as a scene draws it (nil when there is none): the lines that fit the bounds,
    /// each on its baseline.
    var sceneText: PointerScene.Text? {
        let size = bounds.size
        let style = UITraitCollection.current.userInterfaceStyle
        if let drawn, drawn.size == size, drawn.style == style { return drawn.text }
        let made = makeSceneText(for: size)
        drawn = (size, style, made)
        return made
    }

    private func makeSceneText(for size: CGSize) -> PointerScene.Text? {
        guard let text, !text.isEmpty else { return nil }
        let width = size.width > 0 ? size.width : nil
        let scale = fittingScale(for: size.width)
        var lines = layout(width: width, maxLines: numberOfLines, scale: scale)
        // As many lines as fit the height (at least one), within numberOfLines: laid out again
        // to that many, so that the last one shown is the one truncated.
        var fitting = 0, used: CGFloat = 0
        for line in lines.lines where used + line.height <= size.height + 0.01 { used += line.height; fitting += 1 }
        if size.height > 0, max(fitting, 1) < lines.lines.count { lines = layout(width: width, maxLines: max(fitting, 1), scale: scale) }
        let alignment: PointerScene.Text.Alignment = switch textAlignment {
        case .center: .center
        case .right: .trailing
        case .left: .leading
        case .justified, .natural: lines.lines.first?.isRightToLeft == true || forcesRightToLeft ? .trailing : .leading
        }
        var scene = PointerScene.Text(lines: lines.lines.map(\.text), fontSize: Double(storedFont.pointSize * scale), color: textColor.sceneColor, alignment: alignment)
        var top = (size.height - lines.height) / 2
        for line in lines.lines {
            let baseline = top + line.ascent
            scene.baselines.append(Double(baseline))
            let right: Bool = switch textAlignment {
            case .right: true
            case .left, .center: false
            case .justified, .natural: line.isRightToLeft || forcesRightToLeft
            }
            let x = textAlignment == .center ? (size.width - line.width) / 2 - line.visibleMinX
                : right ? size.width - line.visibleMinX - line.width : -line.visibleMinX
            for run in line.runs {
                var placed = run
                placed.x += Double(x); placed.baseline = Double(baseline)
                scene.runs.append(placed)
            }
            top += line.height
        }
        scene.isBold = font.isBold
        return scene
    }
}

/// What `size(withAttributes:)` reads: UIKit's attribute names.
extension NSAttributedString.Key {
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSString {
    /// The size of the string on one line per paragraph, in the attributes' font (the system
    /// font at 12 pt, UIKit's default, when none is given), rounded up to half points.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension StringProtocol {
    /// The size of the string on one line per paragraph, in the attributes' font (the system
    /// font at 12 pt, UIKit's default, when none is given), rounded up to half points: laid out
    /// by Pango, each line as tall as its fonts need.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let plain = TextRunAttributes(font: font, color: .black)
        let lines = TextLayout(pieces: [(String(self), plain)], fallback: plain, width: nil, maxLines: 0, mode: .byClipping)
        func up(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }
        return CGSize(width: up(lines.widths.max() ?? 0), height: up(lines.height))
    }
}
