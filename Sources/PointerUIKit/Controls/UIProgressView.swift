import Foundation

/// A bar that shows how far a task has gone, as UIKit's `UIProgressView`.
///
/// `progress` is pinned to 0...1, as UIKit documents; NaN is refused (the old value stays)
/// with a note in `UIApplication.geometryDiagnostics`. The filled part is drawn by the fill's
/// transform, so `setProgress(_:animated: true)` blends over `fillDuration` (0.25 s, PointerKit's
/// choice). Height: 4 pt (`barHeight`, PointerKit's choice; UIKit publishes none).
///
/// Pointer: no built-in effect (it is not a control), as in UIKit.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view, as UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar, in a view.
        case `default` = 0
        /// The bar a toolbar shows (drawn alike here).
        case bar = 1
    }

    /// PointerKit extension: the bar's height (4 pt).
    public static var barHeight: CGFloat = 4
    /// PointerKit extension: how long an animated progress change takes (0.25 s).
    public static var fillDuration: TimeInterval = 0.25

    /// The style.
    open var progressViewStyle: Style = .default
    /// The filled fraction, 0...1 (default 0).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { refresh() } }
    /// The unfilled track's colour (nil: systemGray5).
    open var trackTintColor: UIColor? { didSet { refresh() } }
    /// PointerKit extension: the filled part, for tests and custom drawing.
    public let fillView = UIView()

    /// A progress view of `style`, 4 pt high with a zero width.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    /// A progress view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A progress view with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        fillView.isUserInteractionEnabled = false
        addSubview(fillView)
        refresh()
    }

    /// Sets the progress (pinned to 0...1), blending the change when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            GeometryLimits.note("UIProgressView: a progress of NaN is refused; it stays \(storedProgress)")
            return
        }
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: Self.fillDuration, delay: 0, options: .curveEaseOut, animations: { self.refresh() })
        } else {
            UIView.performWithoutAnimation { refresh() }
        }
    }

    /// Its height is `barHeight`; its width is the caller's.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// Lays the fill out when the size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { refresh() }
    }

    private func refresh() {
        layer.cornerRadius = bounds.height / 2
        fillView.layer.cornerRadius = bounds.height / 2
        fillView.frame = bounds
        // The fill spans the bounds, scaled from its left edge: a transform, so it blends.
        let p = CGFloat(storedProgress), w = bounds.width
        fillView.transform = CGAffineTransform(a: p, b: 0, c: 0, d: 1, tx: -(1 - p) * w / 2, ty: 0)
        fillView.backgroundColor = progressTintColor ?? tintColor
        backgroundColor = trackTintColor ?? .systemGray5
    }
}
