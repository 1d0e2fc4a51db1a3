import Foundation

/// An interaction that draws a selection band with the pointer, as UIKit's
/// `UIBandSelectionInteraction` (iOS 15).
///
/// A primary click-and-drag that starts over empty space (the press hits the interaction's
/// view itself, not one of its subviews) begins the band once it moves `minimumDragDistance`
/// (3 pt, as a pan's pointer hysteresis: PointerKit's choice). The handler runs on each
/// change of state or rectangle: began, selecting (repeatedly), ended; the state then
/// returns to possible. Pointer only, as on iPadOS: fingers and, in the compatibility mode
/// (clicks are `.direct` touches), clicks never start a band.
@preconcurrency @MainActor
public final class UIBandSelectionInteraction: NSObject, UIInteraction {
    /// The interaction's states, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// No band.
        case possible = 0
        /// The band just started.
        case began = 1
        /// The band is being dragged.
        case selecting = 2
        /// The band was released.
        case ended = 3
    }

    /// False stops new bands (default true); a band in progress is cancelled.
    public var isEnabled: Bool {
        get { recognizer.isEnabled }
        set { recognizer.isEnabled = newValue }
    }
    /// The interaction's state.
    public private(set) var state: State = .possible
    /// The band, in the view's coordinates; `CGRect.null` when no band is active (UIKit's value).
    public private(set) var selectionRect: CGRect = .null
    /// The keyboard modifiers held when the band began (Shift to extend a selection, for example).
    public private(set) var initialModifierFlags: UIKeyModifierFlags = []
    /// Asked with the press location (in the view's coordinates) before a band begins; false
    /// stops it. Nil allows every band.
    public var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// PointerKit extension: how far, in points, a click must drag before the band begins (3 pt).
    public var minimumDragDistance: CGFloat {
        get { recognizer.minimumDistance }
        set { recognizer.minimumDistance = newValue }
    }

    private let selectionHandler: (UIBandSelectionInteraction) -> Void
    private let recognizer = BandRecognizer()

    /// Creates the interaction; `selectionHandler` runs whenever the state or the rectangle changes.
    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) {
        self.selectionHandler = selectionHandler
        super.init()
        recognizer.interaction = self
        recognizer.addTarget(self, action: UIBandSelectionInteraction.handle)
    }

    /// Detaches the recognizer from the old view.
    public func willMove(to view: UIView?) { self.view?.removeGestureRecognizer(recognizer) }

    /// Attaches the recognizer to the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    func shouldBegin(at point: CGPoint) -> Bool { shouldBeginHandler?(self, point) ?? true }

    private func handle(_ r: BandRecognizer) {
        let a = r.startInView, b = r.location(in: view)
        let rect = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        switch r.state {
        case .began:
            initialModifierFlags = r.startModifiers
            update(.began, rect)
        case .changed:
            update(.selecting, rect)
        case .ended, .cancelled:
            update(.ended, rect)
            state = .possible
            selectionRect = .null
        default:
            break
        }
    }

    private func update(_ newState: State, _ rect: CGRect) {
        guard newState != state || rect != selectionRect else { return }
        state = newState
        selectionRect = rect
        selectionHandler(self)
    }
}

/// Recognises a primary click-and-drag that starts on its own view's empty space.
@MainActor
final class BandRecognizer: UIGestureRecognizer {
    weak var interaction: UIBandSelectionInteraction?
    var minimumDistance: CGFloat = 3
    var startInView = CGPoint.zero
    var startModifiers: UIKeyModifierFlags = []
    private var startInWindow: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first, touch.type == .indirectPointer,
              event.buttonMask == .primary, touch.view === view,
              interaction?.shouldBegin(at: touch.location(in: view)) ?? false else {
            if state == .possible { state = .failed }
            return
        }
        startInWindow = touch.location(in: nil)
        startInView = touch.location(in: view)
        startModifiers = event.modifierFlags
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .changed; return }
        guard state == .possible, let start = startInWindow, let p = touches.first?.location(in: nil) else { return }
        if hypot(p.x - start.x, p.y - start.y) >= minimumDistance { state = .began }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state.isActive ? .cancelled : .failed
    }

    override func reset() { startInWindow = nil }
}
