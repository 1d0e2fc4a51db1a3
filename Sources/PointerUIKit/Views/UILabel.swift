import Foundation
import PointerEngine
import PointerGeometry

/// How a label places its lines across its bounds, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// As `left` (PointerKit draws no justified text).
    case justified = 3
    /// As `left` (PointerKit has left-to-right text only).
    case natural = 4
}

/// A view that draws text, as UIKit's `UILabel`: the text wrapped to the bounds' width (at
/// most `numberOfLines` lines, and no more than fit the bounds' height), truncated with "…"
/// per `lineBreakMode`, measured with Liberation Sans' metrics (see `UIFont`), the block
/// centred vertically in the bounds. Like UIKit's, a label does not take pointer or touch
/// input (`isUserInteractionEnabled` is false), so the view under it does.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; newlines start new lines.
    open var text: String? { didSet { invalidateText() } }
    /// The font: the system font at 17 pt, UIKit's default.
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { invalidateText() } }
    /// The text's colour: black, UIKit's default.
    open var textColor: UIColor = .black { didSet { invalidateText() } }
    /// Where lines sit across the bounds: `.natural` (left), UIKit's default.
    open var textAlignment: NSTextAlignment = .natural { didSet { invalidateText() } }
    /// The most lines drawn: 1, UIKit's default; 0 for as many as the text needs (negative
    /// counts act as 0).
    open var numberOfLines = 1 { didSet { invalidateText() } }
    /// How lines break and the last one truncates: `.byTruncatingTail`, UIKit's default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateText() } }
    /// The width a multi-line label wraps to when measured without a width (its intrinsic
    /// size); 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateText() } }

    /// The last layout drawn, for the bounds size it was made for (scenes are built every frame).
    private var drawn: (size: CGSize, text: PointerScene.Text?)?

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

    /// The lines for a width, at most `maxLines` (0: as many as needed).
    private func layout(width: CGFloat?, maxLines: Int) -> TextLayout {
        TextLayout(text: text ?? "", font: font, width: width, maxLines: max(maxLines, 0), mode: lineBreakMode)
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
        return CGSize(width: up(width.map { min(w, $0) } ?? w), height: up(CGFloat(lines.lines.count) * font.lineHeight))
    }

    /// Draws the text.
    override func addSceneContent(to layer: inout PointerScene.Layer, toWindow: Transform2D) {
        layer.text = sceneText
    }

    /// The text as a scene draws it (nil when there is none): the lines that fit the bounds,
    /// each on its baseline.
    var sceneText: PointerScene.Text? {
        let size = bounds.size
        if let drawn, drawn.size == size { return drawn.text }
        let made = makeSceneText(for: size)
        drawn = (size, made)
        return made
    }

    private func makeSceneText(for size: CGSize) -> PointerScene.Text? {
        guard let text, !text.isEmpty else { return nil }
        let lineHeight = font.lineHeight
        // As many lines as fit the height (at least one), within numberOfLines.
        let fitting = size.height > 0 ? max(1, Int((size.height / lineHeight + 0.01).rounded(.down))) : 1
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let lines = layout(width: size.width > 0 ? size.width : nil, maxLines: limit)
        let alignment: PointerScene.Text.Alignment = switch textAlignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
        var scene = PointerScene.Text(lines: lines.lines, fontSize: Double(font.pointSize), color: textColor.sceneColor, alignment: alignment)
        let top = (size.height - CGFloat(lines.lines.count) * lineHeight) / 2
        scene.baselines = lines.lines.indices.map { Double(top + CGFloat($0) * lineHeight + font.ascender) }
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
    /// font at 12 pt, UIKit's default, when none is given), rounded up to half points.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let lines = String(self).split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { font.width(of: $0) }.max() ?? 0
        func up(_ v: CGFloat) -> CGFloat { (v * 2).rounded(.up) / 2 }
        return CGSize(width: up(width), height: up(CGFloat(lines.count) * font.lineHeight))
    }
}
