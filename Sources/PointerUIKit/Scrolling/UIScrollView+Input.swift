import Foundation

/// The scroll view's pan: it remembers the drag's unconstrained offset, whether the wheel
/// drives it, and runs the spring back to the edge frame by frame.
@MainActor
final class ScrollViewPan: UIPanGestureRecognizer {
    /// The scroll view this pan belongs to: its own view, read through the recognizer's link
    /// (which the view's removal or deinit clears), so a freed scroll view is never reached.
    var scrollView: UIScrollView? { view as? UIScrollView }
    var rawOffset = CGPoint.zero
    var lastTranslation = CGPoint.zero
    var isWheel = false
    /// True when scroll events (not touches) drive the current gesture.
    var drivenByScroll = false
    var spring: (from: CGPoint, to: CGPoint, start: Double)?
    /// A finger flick's glide: the content's velocity (points per second) and its time.
    var glide: (velocity: CGPoint, time: Double)?
    /// True while the event being handled is trackpad momentum (the fingers have lifted).
    var inMomentum = false
    /// True once momentum carried the content past an edge: the rest of it is ignored and the
    /// content springs back at once, as a flick into an edge bounces on iPadOS.
    var momentumBounced = false
    /// Something that may take the pan's gestures from the scroll view (a table's or list's
    /// row swipes), asked first at every action and frame; nil for plain scroll views.
    var interceptor: (any ScrollPanInterceptor)?

    override func shouldReceive(_ event: UIEvent) -> Bool { scrollView?.isScrollEnabled ?? false }

    override func builtInSimultaneity(with other: UIGestureRecognizer) -> Bool {
        (other as? ScrollViewPinch)?.scrollView === scrollView
    }

    override func otherEvent(_ event: UIEvent) {
        if state == .possible {
            isWheel = event.source.scrollType == .discrete
            drivenByScroll = true
        }
        inMomentum = event.source.phase.isMomentum
        super.otherEvent(event)
    }

    /// The scroll view left its window: a spring back or glide stops where it is.
    override func inputWentAway(ending: State = .cancelled) {
        super.inputWentAway(ending: ending)
        spring = nil
        glide = nil
        scrollView?.isDecelerating = false
    }

    override func reset() {
        super.reset()
        isWheel = false
        drivenByScroll = false
        inMomentum = false
        momentumBounced = false
    }

    func startGlide(_ velocity: CGPoint, at time: Double) {
        glide = (velocity, time)
        view?.window?.router.waitForFrame(self)
    }

    /// One frame of a flick's glide: the velocity decays by `decelerationRate` per
    /// millisecond, as the converter's trackpad momentum does; the glide stops at an edge
    /// (no overshoot) or below 10 pt/s.
    private func stepGlide(_ g: (velocity: CGPoint, time: Double), to time: Double, in sv: UIScrollView) -> Bool {
        let dt = time - g.time
        guard dt > 0 else { return true }
        let rate = Double(min(max(sv.decelerationRate.rawValue, 1e-6), 0.999_999))
        let k = log(rate) * 1000
        let decay = exp(k * dt)
        let factor = CGFloat((decay - 1) / k)
        let velocity = CGPoint(x: g.velocity.x * CGFloat(decay), y: g.velocity.y * CGFloat(decay))
        let target = CGPoint(x: sv.contentOffset.x + g.velocity.x * factor, y: sv.contentOffset.y + g.velocity.y * factor)
        let clamped = sv.clamped(target)
        sv.contentOffset = clamped
        if clamped != target || hypot(velocity.x, velocity.y) < 10 {
            glide = nil
            sv.isDecelerating = false
            sv.delegate?.scrollViewDidEndDecelerating(sv)
            return false
        }
        glide = (velocity, time)
        return true
    }

    func startSpring(from: CGPoint, to: CGPoint, at time: Double) {
        spring = (from, to, time)
        view?.window?.router.waitForFrame(self)
    }

    override func frame(at time: Double) -> Bool {
        let intercepted = interceptor?.frame(at: time) ?? false
        let scrolling = scrollFrame(at: time)
        let indicators = scrollView?.stepIndicators(at: time) ?? false
        return scrolling || intercepted || indicators
    }

    private func scrollFrame(at time: Double) -> Bool {
        // A scroll view that left its window (or was freed) stops where it is.
        guard let sv = scrollView, sv.window != nil else {
            spring = nil
            glide = nil
            scrollView?.isDecelerating = false
            return false
        }
        if let g = glide { return stepGlide(g, to: time, in: sv) }
        guard let s = spring else { return false }
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

/// Takes some of a scroll view's pan gestures for itself (see `ScrollViewPan.interceptor`).
@MainActor
protocol ScrollPanInterceptor: AnyObject {
    /// The pan changed state: true when this gesture is the interceptor's (the scroll view
    /// then does nothing with it).
    func scrollPan(_ pan: ScrollViewPan, in scrollView: UIScrollView) -> Bool
    /// A frame at `time` while the pan waits for frames: true to keep receiving them.
    func frame(at time: Double) -> Bool
}

/// The scroll view's pinch: it takes events only while the scroll view can zoom.
@MainActor
final class ScrollViewPinch: UIPinchGestureRecognizer {
    /// The scroll view this pinch belongs to (its view).
    var scrollView: UIScrollView? { view as? UIScrollView }
    var startScale: CGFloat = 1
    override func shouldReceive(_ event: UIEvent) -> Bool { scrollView?.canZoom ?? false }
    /// Takes no touches while the scroll view cannot zoom (UIKit has no pinch then: its
    /// `pinchGestureRecognizer` is nil). Otherwise it would stay undecided through a click
    /// on the content and hold back the content's `touchesEnded` for ever.
    override func handles(_ type: UIEvent.EventType) -> Bool {
        type == .touches ? (scrollView?.canZoom ?? false) : super.handles(type)
    }
}

extension UIScrollView {
    func handlePan(_ r: UIPanGestureRecognizer) {
        guard let pan = r as? ScrollViewPan else { return }
        if let interceptor = pan.interceptor, interceptor.scrollPan(pan, in: self) { return }
        switch pan.state {
        case .began:
            pan.spring = nil
            pan.glide = nil
            isDecelerating = false
            pan.rawOffset = contentOffset
            pan.lastTranslation = .zero
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            applyDrag(pan)
        case .changed:
            applyDrag(pan)
        case .ended, .cancelled:
            // A momentum bounce already ended the drag (see applyDrag).
            if !pan.momentumBounced { endDragging(pan) }
        default:
            break
        }
    }

    /// The drag is over: tell the delegate, then spring back to an edge or glide on.
    private func endDragging(_ pan: ScrollViewPan) {
        isDragging = false
        let now = window?.router.lastTimestamp ?? 0
        let target = clamped(contentOffset)
        let springs = target != contentOffset
        // A finger (or click) flick glides on; scrolls carry their own momentum.
        var v = pan.velocity(in: self)
        v = CGPoint(x: scrollsHorizontally ? -v.x : 0, y: scrollsVertically ? -v.y : 0)
        let glides = !springs && pan.state == .ended && !pan.drivenByScroll
            && v.x.isFinite && v.y.isFinite && hypot(v.x, v.y) >= 10
        delegate?.scrollViewDidEndDragging(self, willDecelerate: springs || glides)
        if springs {
            isDecelerating = true
            pan.startSpring(from: contentOffset, to: target, at: now)
        } else if glides {
            isDecelerating = true
            pan.startGlide(v, at: now)
        }
    }

    /// Moves the content by the pan's new translation: clamped for the wheel (or without
    /// `bounces`), rubber-banded past the edges otherwise. Trackpad momentum that carries the
    /// content past an edge bounces: the content springs back from there and the rest of the
    /// momentum is ignored (PointerKit's choice: without it a fast flick would hold the content
    /// stretched until the momentum dies away, seconds later).
    private func applyDrag(_ pan: ScrollViewPan) {
        let t = pan.translation(in: self)
        guard t.x.isFinite, t.y.isFinite else { return }
        if pan.momentumBounced { pan.lastTranslation = t; return }
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
        if pan.inMomentum, clamped(contentOffset) != contentOffset {
            endDragging(pan)
            pan.momentumBounced = true
        }
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
