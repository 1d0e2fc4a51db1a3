import Foundation

/// A spinning indicator that a task is under way, as UIKit's `UIActivityIndicatorView`.
///
/// Eight spokes, 20 pt across (`.medium`) or 37 pt (`.large`), UIKit's sizes. While animating,
/// the spokes turn by one eighth of a turn every `spokeInterval` (0.125 s, PointerKit's
/// choice), repeating on the window's animation clock; stopped, it is hidden when
/// `hidesWhenStopped` (the default), as in UIKit.
///
/// Pointer: no built-in effect (it is not a control), as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size, as UIKit's `UIActivityIndicatorView.Style` (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// 20 pt (iOS 13).
        case medium = 100
        /// 37 pt (iOS 13).
        case large = 101
        /// Deprecated in iOS 13: `.large`, white.
        case whiteLarge = 0
        /// Deprecated in iOS 13: `.medium`, white.
        case white = 1
        /// Deprecated in iOS 13: `.medium`, grey.
        case gray = 2

        /// The indicator's width and height.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// PointerKit extension: the time one eighth of a turn takes (0.125 s).
    public static var spokeInterval: TimeInterval = 0.125

    /// The style; changing it resizes the indicator about its centre.
    open var style: Style { didSet { resize() } }
    /// The spokes' colour (default: secondaryLabel's grey; white for the deprecated white styles).
    open var color: UIColor! { didSet { refresh() } }
    /// True (default) hides the indicator while it is stopped.
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !animating } }
    /// True between `startAnimating()` and `stopAnimating()`.
    open var isAnimating: Bool { animating }
    private var animating = false
    private let spokes = UIView()
    private var spin: ViewAnimationTiming?

    /// An indicator of `style`, stopped (so hidden).
    public init(style: Style) {
        self.style = style
        color = style == .white || style == .whiteLarge ? .white : .systemGray
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// A medium indicator at `frame`.
    public override init(frame: CGRect) {
        style = .medium
        color = .systemGray
        super.init(frame: frame)
        setUp()
    }

    /// A medium indicator with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        style = .medium
        color = .systemGray
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spokes.isUserInteractionEnabled = false
        addSubview(spokes)
        isHidden = hidesWhenStopped
        refresh()
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        spinIfNeeded()
    }

    /// Stops spinning; hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spin?.cancel()
        spin = nil
        UIView.performWithoutAnimation { spokes.transform = .identity }
        if hidesWhenStopped { isHidden = true }
    }

    /// Its size for the style.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// Starts the spin on the new window's clock when animating.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        spin?.cancel()
        spin = nil
        spinIfNeeded()
    }

    /// Keeps the spokes centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    private func spinIfNeeded() {
        guard animating, window != nil, spin == nil else { return }
        // Eight-fold spokes turned by an eighth of a turn look the same: a repeating blend
        // from none to an eighth reads as a steady spin.
        UIView.performWithoutAnimation { spokes.transform = .identity }
        UIView.animate(withDuration: Self.spokeInterval, delay: 0, options: [.repeat, .curveLinear], animations: {
            self.spokes.transform = CGAffineTransform(rotationAngle: .pi / 4)
            self.spin = ViewAnimationTiming.recording
        })
    }

    private func resize() {
        let c = center
        bounds.size = CGSize(width: style.side, height: style.side)
        center = c
        invalidateIntrinsicContentSize()
        refresh()
    }

    private func refresh() {
        let side = style.side
        spokes.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        if spokes.subviews.count != 8 {
            for old in spokes.subviews { old.removeFromSuperview() }
            for _ in 0..<8 { spokes.addSubview(UIView()) }
        }
        let length = side * 0.28, thickness = max(side * 0.09, 1.5)
        for (i, spoke) in spokes.subviews.enumerated() {
            let angle = CGFloat(i) * .pi / 4
            spoke.bounds = CGRect(x: 0, y: 0, width: thickness, height: length)
            spoke.center = CGPoint(x: side / 2 + sin(angle) * (side / 2 - length / 2), y: side / 2 - cos(angle) * (side / 2 - length / 2))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.layer.cornerRadius = thickness / 2
            spoke.backgroundColor = color.withAlphaComponent(0.3 + 0.7 * CGFloat(i) / 7)
        }
    }
}
