import Foundation

/// What a drop does, as UIKit's `UIDropOperation` (UIKit's raw values).
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is declined (a drop ending so is cancelled).
    case cancel = 0
    /// The drop would normally be accepted here but is not now (the pointer shows a forbidden badge on iPadOS).
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (within one app, when the session allows it).
    case move = 3
}

/// A drop target's answer to a session's movement, as UIKit's `UIDropProposal`.
@preconcurrency @MainActor
public final class UIDropProposal: NSObject {
    /// The operation the target would perform.
    public let operation: UIDropOperation
    /// True asks for a precise drop location (accepted; PointerKit uses the pointer's location).
    public var isPrecise = false
    /// True asks for a full-size preview (accepted; PointerKit draws no preview).
    public var prefersFullSizePreview = false
    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// A drag as a drop target sees it, as UIKit's `UIDropSession`. PointerKit's drags all begin
/// in the app: `localDragSession` is always set and items carry their `localObject`
/// (PointerKit has no `NSItemProvider`, so `loadObjects(ofClass:)` does not exist).
@preconcurrency @MainActor
public protocol UIDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// The drag's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// The drag session this drop comes from (always set: drags begin in the app).
    var localDragSession: UIDragSession? { get }
    /// True when a `.move` proposal may move the data (always true within the app).
    var allowsMoveOperation: Bool { get }
}

/// The drop side of a PointerKit drag session.
@MainActor
final class DropSession: NSObject, UIDropSession {
    let drag: UIDragSession
    init(drag: UIDragSession) { self.drag = drag; super.init() }
    var items: [UIDragItem] { drag.items }
    func location(in view: UIView) -> CGPoint { drag.location(in: view) }
    var localDragSession: UIDragSession? { drag }
    var allowsMoveOperation: Bool { true }
}

/// The object that decides what a view does with a drop, as UIKit's
/// `UIDropInteractionDelegate`. Every method is optional, with UIKit's defaults: a delegate that
/// does not implement `sessionDidUpdate` accepts no drop (`.cancel`).
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the view can take this session's items at all (asked once, when the drag first
    /// comes over the view). Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// The drag moved over the view: what a drop here would do. Default `.cancel`.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The drag left the view (or was cancelled over it).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The drag was released over the view after a `.copy` or `.move` proposal: take the items.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop finished (after `performDrop`).
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The session ended (for every interaction that could handle it).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    /// Default: true.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Default: nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// Default: `.cancel` (no drop).
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Default: nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Default: nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}

/// An interaction that lets its view take drops, as UIKit's `UIDropInteraction`. A drag
/// started by a `UIDragInteraction` (with the pointer: click and drag) looks for the deepest
/// view under the pointer with an enabled drop interaction whose delegate can handle it; see
/// `UIDragInteraction` for the order of the delegate calls.
@preconcurrency @MainActor
public final class UIDropInteraction: NSObject, UIInteraction, UnownedViewInteraction {
    /// The delegate (held weakly).
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    public var view: UIView? { storedView }
    private unowned var storedView: UIView?
    /// True lets a second session drop while one is in progress (PointerKit has one pointer,
    /// so one session at a time; accepted).
    public var allowsSimultaneousDropSessions = false
    /// PointerKit extension: false makes the view ignore drags (default true).
    public var isEnabled = true

    /// Creates the interaction.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The view is being freed (see `UnownedViewInteraction`).
    func viewDidDeallocate() { storedView = nil }
    /// Nothing to detach.
    public func willMove(to view: UIView?) {}
    /// Remembers the view.
    public func didMove(to view: UIView?) { storedView = view }
}
