import Foundation

/// The scroll view's pan: it remembers the drag's unconstrained offset, whether the wheel
/// drives it, and runs the spring back to the edge frame by frame.
@MainActor
final class ScrollViewPan: UIPanGestureRecognizer {
    unowned(unsafe) var scrollView: UIScrollView?
    var rawOffset = CGPoint.zero
    var lastTranslation = CGPoint.zero
    var isWheel = false
    var spring: (from: CGPoint, to: CGPoint, start: Double)?

    override func shouldReceive(_ event: UIEvent) -> Bool { scrollView?.isScrollEnabled ?? false }

    override func otherEvent(_ event: UIEvent) {
        if state == .possible { isWheel = event.source.scrollType == .discrete }
        super.otherEvent(event)
    }

    override func reset() {
        super.reset()
        isWheel = false
    }

    func startSpring(from: CGPoint, to: CGPoint, at time: Double) {
        spring = (from, to, time)
        view?.window?.router.waitForFrame(self)
    }

    override func frame(at time: Double) -> Bool {
        guard let s = spring, let sv = scrollView else { return false }
        let k = CGFloat(exp(-max(0, time - s.start) / max(sv.springBackTimeConstant, 1e-3)))
        let p = CGPoint(x: s.to.x + (s.from.x - s.to.x) * k, y: s.to.y + (s.from.y - s.to.y) * k)
        guard hypot(p.x - s.to.x, p.y - s.to.y) >= 0.5 else {
            spring = nil
            sv.contentOffset = s.to
            sv.isDecelerating = false
            sv.delegate?.scrollViewDidEndDecelerating(sv)
            return false
        }
        sv.contentOffset = p
        return true
    }
}

/// The scroll view's pinch: it takes events only while the scroll view can zoom.
@MainActor
final class ScrollViewPinch: UIPinchGestureRecognizer {
    unowned(unsafe) var scrollView: UIScrollView?
    var startScale: CGFloat = 1
    override func shouldReceive(_ event: UIEvent) -> Bool { scrollView?.canZoom ?? false }
}

extension UIScrollView {
    func handlePan(_ r: UIPanGestureRecognizer) {
        guard let pan = r as? ScrollViewPan else { return }
        switch pan.state {
        case .began:
            pan.spring = nil
            isDecelerating = false
            pan.rawOffset = contentOffset
            pan.lastTranslation = .zero
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            applyDrag(pan)
        case .changed:
            applyDrag(pan)
        case .ended, .cancelled:
            isDragging = false
            let target = clamped(contentOffset)
            let springs = target != contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: springs)
            if springs {
                isDecelerating = true
                pan.startSpring(from: contentOffset, to: target, at: window?.router.lastTimestamp ?? 0)
            }
        default:
            break
        }
    }

    /// Moves the content by the pan's new translation: clamped for the wheel (or without
    /// `bounces`), rubber-banded past the edges otherwise.
    private func applyDrag(_ pan: ScrollViewPan) {
        let t = pan.translation(in: self)
        guard t.x.isFinite, t.y.isFinite else { return }
        let step = CGPoint(x: t.x - pan.lastTranslation.x, y: t.y - pan.lastTranslation.y)
        pan.lastTranslation = t
        var raw = pan.rawOffset
        if scrollsHorizontally { raw.x -= step.x }
        if scrollsVertically { raw.y -= step.y }
        if pan.isWheel || !bounces { raw = clamped(raw) }
        pan.rawOffset = raw
        let lo = minimumOffset, hi = maximumOffset, size = bounds.size
        contentOffset = CGPoint(x: rubberBand(raw.x, lo: lo.x, hi: hi.x, dimension: size.width),
                                y: rubberBand(raw.y, lo: lo.y, hi: hi.y, dimension: size.height))
    }

    func handlePinch(_ r: UIPinchGestureRecognizer) {
        guard let pinch = r as? ScrollViewPinch, let zoomView = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            pinch.startScale = zoomScale
            isZooming = true
            zoom(to: pinch.startScale * pinch.scale, keeping: pinch.location(in: self))
        case .changed:
            zoom(to: pinch.startScale * pinch.scale, keeping: pinch.location(in: self))
        case .ended, .cancelled:
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        default:
            break
        }
    }

    /// Scales the zooming view to `scale` (clamped to the zoom limits) so that the content
    /// point at `anchor` (in the scroll view's coordinates) stays where it is on screen.
    func zoom(to scale: CGFloat, keeping anchor: CGPoint) {
        guard let zoomView = delegate?.viewForZooming(in: self), scale.isFinite,
              anchor.x.isFinite, anchor.y.isFinite else { return }
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        let old = storedZoomScale
        guard s > 0, old > 0 else { return }
        let visible = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        zoomView.transform = CGAffineTransform(scaleX: s, y: s)
        let size = zoomView.bounds.size
        zoomView.center = CGPoint(x: size.width * s / 2, y: size.height * s / 2)
        contentSize = CGSize(width: size.width * s, height: size.height * s)
        storedZoomScale = s
        let ratio = s / old
        contentOffset = clamped(CGPoint(x: anchor.x * ratio - visible.x, y: anchor.y * ratio - visible.y))
        if s != old { delegate?.scrollViewDidZoom(self) }
    }
}

/// Storage for `UIApplication.naturalScrolling`.
@MainActor
enum ScrollSettings {
    static var natural = true
}

extension UIApplication {
    /// PointerKit extension: the system's Natural Scrolling setting (iPadOS Settings ›
    /// General › Trackpad & Mouse), default true as on iPadOS. When true, content follows the
    /// fingers: the deltas the device reports drive scroll views and scroll-typed pans as they
    /// are. When false, every scroll delta (wheel and trackpad, momentum included) is reversed
    /// before any recognizer sees it.
    public var naturalScrolling: Bool {
        get { ScrollSettings.natural }
        set { ScrollSettings.natural = newValue }
    }
}
