import PointerGeometry

/// What the adaptive pointer asks of its host (a UI toolkit, or plain values in a test) while
/// it handles an input: the geometry of the views it names by handle. Flutter's `MouseTracker`
/// asks its `annotationFinder` the same way. (The region at the pointer, its style and the
/// targets a toss may be drawn to come as inputs: `arbitrate`, `enter` and `TossMagnets`, since
/// finding them runs app code.)
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
    /// A short description of `view` for diagnostics ("view 'ruler'").
    func describe(_ view: HostHandle) -> String
}

/// The rectangles (window coordinates) known to attract a toss, as the host gathered them at
/// the toss's landing point: those on the hit path there, innermost view first, and every one.
/// Known means the host can tell without asking the app (see `AdaptivePointer.tossTarget`).
public struct TossMagnets: Equatable, Sendable {
    /// The known magnets of the views on the hit path at the landing point, innermost first.
    public var onHitPath: [Rect]
    /// Every known magnet.
    public var all: [Rect]
    /// Magnets as gathered; none by default.
    @inlinable public init(onHitPath: [Rect] = [], all: [Rect] = []) { self.onHitPath = onHitPath; self.all = all }
}
