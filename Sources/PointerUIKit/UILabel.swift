import Foundation
import PointerEngine

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

/// A view that draws lines of text, as UIKit's `UILabel`, as far as scenes draw text: the
/// text split at newlines, one font size and colour, centred vertically in the bounds. No
/// wrapping or measuring (PointerKit has no font files). Like UIKit's, a label does not take
/// pointer or touch input (`isUserInteractionEnabled` is false), so the view under it does.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; newlines start new lines.
    open var text: String? { didSet { lines = text.map { $0.components(separatedBy: "\n") } ?? [] } }
    /// The text's lines, split once when the text is set (scenes are built every frame).
    private var lines: [String] = []
    /// The font (its size is used): the system font at 17 pt, UIKit's default.
    open var font: UIFont = .systemFont(ofSize: 17)
    /// The text's colour: black, UIKit's default.
    open var textColor: UIColor = .black
    /// Where lines sit across the bounds: `.natural` (left), UIKit's default.
    open var textAlignment: NSTextAlignment = .natural

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

    /// The text as a scene draws it, nil when there is none.
    var sceneText: PointerScene.Text? {
        guard let text, !text.isEmpty else { return nil }
        let alignment: PointerScene.Text.Alignment = switch textAlignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
        return PointerScene.Text(lines: lines, fontSize: Double(font.pointSize),
                                 color: textColor.sceneColor, alignment: alignment)
    }
}
