import Foundation
import PointerGeometry

/// A view that draws an image, as UIKit's `UIImageView`: placed by `contentMode`
/// (`.scaleToFill` by default, as UIKit), template images (symbols, `.alwaysTemplate`) filled
/// with the view's `tintColor`. Like UIKit's, it takes no pointer or touch input by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image drawn, nil for none.
    open var image: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The image drawn while `isHighlighted`, nil to draw `image`.
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// True draws `highlightedImage`.
    open var isHighlighted = false { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    /// An image view with no image in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        drawingState.redrawsOnResize = true
    }

    /// An empty image view with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        drawingState.redrawsOnResize = true
    }
    /// An image view sized to `image` (zero size without one), at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// How the image is placed in the bounds.
    open override var contentMode: UIView.ContentMode { didSet { setNeedsDisplay() } }

    /// The image shown now.
    var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The image's size, nil without an image (the image view's intrinsic size; the lead wires
    /// `intrinsicContentSize` to it).
    func imageContentSize() -> CGSize? { shownImage?.size }

    /// The image's size; no intrinsic size without an image, as UIKit.
    open override var intrinsicContentSize: CGSize {
        imageContentSize() ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { imageContentSize() ?? bounds.size }

    /// Where the image is drawn in the bounds under the content mode.
    func imageRect() -> CGRect? {
        guard let image = shownImage else { return nil }
        return CGRect(contentMode.rect(for: Size(image.size), in: Rect(bounds)))
    }

    /// Draws the image; template images in the tint colour (an image's own `withTintColor`
    /// colour wins).
    open override func draw(_ rect: CGRect) {
        guard let image = shownImage, let placed = imageRect() else { return super.draw(rect) }
        image.draw(in: placed, color: image.tint ?? (image.isTemplate ? tintColor : nil))
    }

    /// Redraws a template image in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Redraws: the inherited tint may have changed.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setNeedsDisplay()
    }
}
