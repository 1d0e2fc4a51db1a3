import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`.
///
/// Input, through its own recognizers: the wheel scrolls in discrete steps (hi-res wheels in
/// fractions of a notch) and stops at the edges; the trackpad scrolls continuously, keeps
/// going with momentum after the fingers lift and stretches past the edges (rubber-banding,
/// below), then springs back; touch and click drags scroll the same way as the trackpad and
/// glide on after a flick (slowing by `decelerationRate`, stopping at an edge); a
/// pinch (trackpad or fingers) zooms the delegate's `viewForZooming(in:)` between
/// `minimumZoomScale` and `maximumZoomScale`. Scroll direction follows
/// `UIApplication.naturalScrolling`.
///
/// Rubber-banding (PointerKit's choice; UIKit publishes no formula): a drag `x` points past an
/// edge shows `(1 − 1 / (x·c / d + 1)) · d`, with `d` the scroll view's size on that axis and
/// `c` = `rubberBandCoefficient` (0.55, the constant commonly measured on iOS). The stretch
/// approaches `d` and never reaches it. Springing back is exponential with time constant
/// `springBackTimeConstant` (0.1 s), finishing within 0.5 pt.
///
/// Content sizes that are negative, NaN or infinite count as zero; offsets that are not
/// finite are ignored.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Where the content's origin is, relative to the scroll view's top-left corner (the
    /// bounds origin). Setting it tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            var b = bounds
            b.origin = newValue
            bounds = b
            if layoutState?.scrollFrameGuide != nil { frameLayoutGuideDidScroll() }
            if isDragging || isDecelerating { indicatorsScrolled() }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the content offset (PointerKit does not animate it: `animated` is ignored).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// The size of the content, in points (negative, NaN or infinite sizes count as zero).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
            storedContentSize = CGSize(width: clean(newValue.width), height: clean(newValue.height))
        }
    }
    private var storedContentSize = CGSize.zero

    /// Extra scrollable space around the content (non-finite insets count as zero).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            let i = contentInset
            let cleaned = UIEdgeInsets(top: clean(i.top), left: clean(i.left), bottom: clean(i.bottom), right: clean(i.right))
            if cleaned != i { contentInset = cleaned }
        }
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// False ignores scrolling input (default true).
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while the content scrolls vertically (default true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content scrolls sideways (default true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' fade (see `UIScrollView+Indicators.swift`).
    var indicators = ScrollIndicatorState()

    /// Shows the indicators for a moment, as after a scroll (UIKit's `flashScrollIndicators()`).
    open func flashScrollIndicators() { indicatorsScrolled() }

    /// Scrolls the least that makes `rect` (content coordinates) visible, as UIKit's
    /// `scrollRectToVisible(_:animated:)`: nothing when it is already visible; a rectangle
    /// larger than the view shows its top-left part; the offset stays within the content.
    /// A null, NaN or infinite rectangle scrolls nothing, with a note in
    /// `UIApplication.geometryDiagnostics`. The offset changes at once (`animated` is accepted).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            GeometryLimits.note("scrollRectToVisible: \(rect) is not a finite rectangle; nothing scrolled")
            return
        }
        let r = rect.standardized, size = bounds.size
        var o = contentOffset
        if r.maxX > o.x + size.width { o.x = r.maxX - size.width }
        if r.minX < o.x { o.x = r.minX }
        if r.maxY > o.y + size.height { o.y = r.maxY - size.height }
        if r.minY < o.y { o.y = r.minY }
        setContentOffset(clamped(o), animated: animated)
    }

    /// Draws the indicators over the content while they show.
    override func appendOverlays(to layers: inout [PointerScene.Layer], toWindow: Transform2D, opacity: Double, clip: Rect?) {
        appendIndicators(to: &layers, toWindow: toWindow, opacity: opacity, clip: clip)
    }
    /// False stops drags and trackpad scrolls at the edges instead of stretching past them.
    open var bounces = true
    /// True lets the content stretch vertically even when it fits (default false).
    open var alwaysBounceVertical = false
    /// True lets the content stretch horizontally even when it fits (default false).
    open var alwaysBounceHorizontal = false
    /// How fast a flick slows down, as UIKit's `UIScrollView.DecelerationRate`: the fraction
    /// of velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: UIKit's normal rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: UIKit's fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How fast a finger flick's glide slows down (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// PointerKit extension: the rubber-band constant `c` (default 0.55; see the class comment).
    open var rubberBandCoefficient: CGFloat = 0.55
    /// PointerKit extension: seconds in the exponential spring back to the edge (default 0.1 s).
    open var springBackTimeConstant: Double = 0.1

    /// The smallest zoom scale (default 1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (default 1: no zooming).
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom scale of `viewForZooming(in:)` (default 1).
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1

    /// Sets the zoom scale, clamped to the minimum and maximum, about the visible centre
    /// (`animated` is ignored).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let b = bounds
        zoom(to: scale, keeping: CGPoint(x: b.midX, y: b.midY))
    }

    /// True while a drag or scroll moves the content.
    open internal(set) var isDragging = false
    /// True while the content springs back after a drag.
    open internal(set) var isDecelerating = false
    /// True while a pinch zooms.
    open internal(set) var isZooming = false

    /// The pan that scrolls: touch and click drags, and every scroll type.
    public let panGestureRecognizer: UIPanGestureRecognizer
    /// The pinch that zooms, or nil when zooming is not possible (equal minimum and maximum
    /// scales, or no `viewForZooming(in:)`).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { canZoom ? pinch : nil }
    let pinch: ScrollViewPinch

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        let pan = ScrollViewPan()
        pan.allowedScrollTypesMask = .all
        panGestureRecognizer = pan
        pinch = ScrollViewPinch()
        super.init(frame: frame)
        installRecognizers()
    }

    /// Creates a scroll view with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        let pan = ScrollViewPan()
        pan.allowedScrollTypesMask = .all
        panGestureRecognizer = pan
        pinch = ScrollViewPinch()
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        clipsToBounds = true
        panGestureRecognizer.addOwnerAction(self, action: UIScrollView.handlePan)
        pinch.addOwnerAction(self, action: UIScrollView.handlePinch)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(pinch)
    }

    // MARK: Limits

    /// The smallest offset on each axis (the top-left edge, insets included).
    var minimumOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }
    /// The largest offset on each axis: the bottom-right edge, never above the minimum.
    var maximumOffset: CGPoint {
        let min = minimumOffset, size = bounds.size
        return CGPoint(x: max(min.x, contentSize.width + contentInset.right - size.width),
                       y: max(min.y, contentSize.height + contentInset.bottom - size.height))
    }
    /// Whether the content can move on each axis (it overflows, or always bounces).
    var scrollsHorizontally: Bool { maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal }
    var scrollsVertically: Bool { maximumOffset.y > minimumOffset.y || alwaysBounceVertical }

    func clamped(_ p: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        return CGPoint(x: min(max(p.x, lo.x), hi.x), y: min(max(p.y, lo.y), hi.y))
    }

    /// The rubber-banded position for an unconstrained offset `raw` on one axis.
    func rubberBand(_ raw: CGFloat, lo: CGFloat, hi: CGFloat, dimension: CGFloat) -> CGFloat {
        let edge = min(max(raw, lo), hi)
        let over = abs(raw - edge)
        guard over > 0, dimension > 0, rubberBandCoefficient > 0 else { return edge }
        let stretch = (1 - 1 / (over * rubberBandCoefficient / dimension + 1)) * dimension
        return raw < edge ? edge - stretch : edge + stretch
    }

    var canZoom: Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }
}
