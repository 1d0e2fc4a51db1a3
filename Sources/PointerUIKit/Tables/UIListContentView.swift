import Foundation

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`: the
/// image at the leading margin, the text beside it, and the secondary text below it (stacked
/// styles) or at the trailing margin (`valueCell()`), each block centred vertically.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var list: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// A view showing an empty `cell()` configuration (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        list = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown; a configuration of another type is ignored, with a note in
    /// `UIApplication.geometryDiagnostics` (UIKit traps).
    public var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? UIListContentConfiguration else {
                GeometryLimits.note("UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
                return
            }
            guard new != list else { return }
            list = new
            apply()
        }
    }

    /// Lays the content out again for the new size.
    open override var bounds: CGRect { didSet { if bounds.size != oldValue.size { place() } } }
    /// Lays the content out again for the new size.
    open override var frame: CGRect { didSet { if frame.size != oldValue.size { place() } } }

    private func apply() {
        let c = list
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        textLabel.text = c.attributedText?.string ?? c.text
        secondaryTextLabel.text = c.secondaryAttributedText?.string ?? c.secondaryText
        style(textLabel, c.textProperties, selected: c.drawsSelected)
        style(secondaryTextLabel, c.secondaryTextProperties, selected: c.drawsSelected)
        secondaryTextLabel.isHidden = secondaryTextLabel.text == nil
        if c.layout == .sideBySide { secondaryTextLabel.textAlignment = .right }
        place()
    }

    private func style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties, selected: Bool) {
        label.font = p.font
        label.textColor = selected ? (p.selectedColor ?? p.color) : p.color
        label.textAlignment = p.alignment
        // Rows are laid out one line per text (PointerKit does not self-size rows).
        label.numberOfLines = 1
    }

    private func place() {
        let c = list, b = bounds, m = c.directionalLayoutMargins
        var x = m.leading
        if let image = c.image {
            var side = min(image.size.height, b.height - m.top - m.bottom)
            if c.imageProperties.maximumSize.height > 0 { side = min(side, c.imageProperties.maximumSize.height) }
            side = max(0, side)
            imageView.frame = CGRect(x: x, y: b.midY - side / 2, width: max(0, side), height: side)
            x += side + c.imageToTextPadding
        }
        let width = max(0, b.width - x - m.trailing)
        let textHeight = textLabel.text == nil ? 0 : c.textProperties.font.lineHeight
        if c.layout == .sideBySide || secondaryTextLabel.text == nil {
            textLabel.frame = CGRect(x: x, y: b.midY - textHeight / 2, width: width, height: textHeight)
            let secondaryHeight = c.secondaryTextProperties.font.lineHeight
            secondaryTextLabel.frame = CGRect(x: x, y: b.midY - secondaryHeight / 2, width: width, height: secondaryHeight)
            return
        }
        let secondaryHeight = c.secondaryTextProperties.font.lineHeight
        let gap = c.textToSecondaryTextVerticalPadding
        let top = b.midY - (textHeight + gap + secondaryHeight) / 2
        textLabel.frame = CGRect(x: x, y: top, width: width, height: textHeight)
        secondaryTextLabel.frame = CGRect(x: x, y: top + textHeight + gap, width: width, height: secondaryHeight)
    }
}
