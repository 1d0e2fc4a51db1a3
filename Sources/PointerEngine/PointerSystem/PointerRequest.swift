import PointerGeometry

/// What a `PointerSystem` asks its host to do next. The host carries it out (this is where app
/// code runs: hit-test overrides, hover recognizers, pointer-interaction delegates, touches)
/// and gives the answer the request names, which returns the next request, until `.done`.
/// App code therefore always runs between two calls into the system, never inside one.
public enum PointerRequest: Equatable, Sendable {
    /// The input is handled: nothing more to do.
    case done
    /// Hit-test at `point` (window coordinates) and answer with `PointerSystem.hitPath(_:host:)`.
    case hitTest(at: Point)
    /// Deliver the hover update just made (`PointerSystem.hoverDeliveries(moved:)`) as
    /// `phase`, then answer `PointerSystem.next(host:)`.
    case deliverHover(phase: HoverPhase, moved: Bool)
    /// Find the first pointer interaction on the hover path, ask it for its region at `point`
    /// (window coordinates) and answer with `PointerSystem.region(_:host:)` (nil: none).
    case lookUpRegion(at: Point)
    /// The pointer leaves its region (`exiting`: it had one) for another (`entering`: the
    /// one `PointerSystem.region` names now): tell the app of the exit, then answer
    /// `PointerSystem.next(host:)`.
    case regionWillChange(exiting: Bool, entering: Bool)
    /// Ask the entered region's interaction (`PointerSystem.region`) for its style, tell the app
    /// the region is entered, and answer with `PointerSystem.style(_:host:)`.
    case style
    /// The region's style is in force (read `PointerSystem.effect`, `.effectView`, `.leaving`):
    /// the host updates what it holds for it, then answers `PointerSystem.next(host:)`.
    case regionEntered
    /// A trackpad toss lands near `landing` this frame: gather the rectangles known to attract
    /// it (finding them may run app code) and answer with `PointerSystem.magnets(_:host:)`.
    case tossMagnets(landing: Point)
    /// The springs were stepped (`step`; a toss that landed in it has already moved the
    /// system's pointer to `step.toss`): the host steps what it animates alongside, then
    /// answers `PointerSystem.next(host:)`.
    case framed(AdaptivePointer.FrameStep)
    /// A toss moved the pointer to `point`: the host moves its device there (so that the next
    /// relative motion continues from it), then answers `PointerSystem.next(host:)`.
    case moveDevice(to: Point)
    /// The routing's action for the event received (a click, a contact, a scroll, a key): the
    /// host carries it out, then answers `PointerSystem.next(host:)`.
    case route(PointerRouting.Action)
}

/// The phase of a hover delivery (UIKit's hover touch phase).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer entered the window.
    case entered
    /// The pointer moved in the window (or hover was looked at again under a still pointer).
    case moved
    /// The pointer left the window.
    case exited
}

/// The host's answer to `PointerRequest.style(for:)`.
public enum StyleAnswer: Equatable, Sendable {
    /// The region's style (nil: none, the system pointer), with its accessories.
    case style(PointerStyleValue?, accessories: [PointerAccessoryValue])
    /// The region's view or interaction went away while its style was asked: the region is
    /// dropped and the pointer is in no region.
    case regionGone
}
