import PointerGeometry

/// What the adaptive pointer asks of its host (a UI toolkit, or plain values in a test) while
/// it handles an input: the geometry of the views it names by handle, and the targets a toss
/// may be drawn to. Flutter's `MouseTracker` asks its `annotationFinder` the same way. (The
/// region at the pointer and its style come as inputs: `arbitrate` and `enter`.)
///
/// The answers must not call app code or the engine: they run inside the engine's mutation.
/// Hosts should answer in O(1) per call: they run on every pointer move.
public protocol AdaptivePointerHost {
    /// The transform from `view`'s coordinates to the window's, as drawn now; nil when the host
    /// no longer knows the view or it left the window.
    func windowTransform(of view: HostHandle) -> Transform2D?
    /// `view`'s bounds, in its own coordinates.
    func bounds(of view: HostHandle) -> Rect
    /// True when `view` draws a visible background (the automatic effect lifts such views).
    func hasVisibleBackground(_ view: HostHandle) -> Bool
    /// The window's bounds.
    var windowBounds: Rect { get }
    /// Calls `body` with each rectangle (window coordinates) known to attract a toss on the hit
    /// path at `point`, innermost view first, until `body` returns true. Known means the host can
    /// tell without asking the app (see `AdaptivePointer.tossTarget`).
    func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool)
    /// Calls `body` with every rectangle (window coordinates) known to attract a toss.
    func forEachKnownMagnet(_ body: (Rect) -> Void)
    /// A short description of `view` for diagnostics ("view 'ruler'").
    func describe(_ view: HostHandle) -> String
}
