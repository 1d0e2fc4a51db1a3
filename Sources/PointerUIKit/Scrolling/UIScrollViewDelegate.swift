import Foundation

/// The object told about a scroll view's scrolling and zooming, as UIKit's
/// `UIScrollViewDelegate`. Every method is optional: the protocol extension supplies
/// UIKit's defaults (see `UIGestureRecognizerDelegate` for the Linux caveat).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by input or by code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag (touch, click, wheel burst or trackpad scroll) is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `decelerate` is true when the content keeps moving (springing back).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after `scrollViewDidEndDragging(_:willDecelerate: true)`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view to scale when zooming, or nil (the default) for a scroll view that does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A zoom gesture ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nil (no zooming).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
