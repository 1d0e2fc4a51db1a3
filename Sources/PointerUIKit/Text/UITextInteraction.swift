import Foundation

/// Whether a text interaction edits, as UIKit's `UITextInteractionMode`.
public enum UITextInteractionMode: Int, Sendable {
    /// Selection, the caret, moving a selection by dragging it, and the full edit menu.
    case editable = 0
    /// Selection and Copy only.
    case nonEditable = 1
}

/// What a text interaction asks before it acts, as UIKit's `UITextInteractionDelegate`
/// (every method optional).
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Whether a click or tap at `point` (in the view) may start selecting. Default true.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// A selection gesture is about to start.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// A selection gesture ended.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    /// Default: true.
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    /// Default: nothing.
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    /// Default: nothing.
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}

/// The text system's pointer and selection behaviour for a view that shows text, as UIKit's
/// `UITextInteraction` (which `UITextView` and `UITextField` carry):
///
/// - **The beam.** Over the text the pointer becomes a vertical beam as long as the caret
///   (`caretRect(for:)`'s height), constrained to the line under it: it rides the line as if on
///   a rail and steps to the next line as the pointer moves down (WWDC20 10093). A view's own
///   enabled `UIPointerInteraction` takes precedence, as on iPadOS.
/// - **Quick selection** (the Mac's conventions, which WWDC20 10093 brings to iPadOS): a click
///   places the caret and makes the view first responder; click and drag selects; a
///   double-click selects a word and a triple-click the paragraph (dragging after them extends
///   by words or paragraphs); a shift-click extends the selection. A finger's tap places the
///   caret; its drags scroll.
/// - **Moving a selection.** In editable mode, a click-and-drag that starts on the selection
///   starts a drag session (`UIDragInteraction`) that moves the text where it is dropped.
/// - **The edit menu.** A secondary click (or Control-click) opens the edit menu (Cut, Copy,
///   Paste, Select All, as each applies) at the click, compact as menus opened by a pointer are.
@preconcurrency @MainActor
public final class UITextInteraction: NSObject, UIInteraction, UnownedViewInteraction {
    /// Whether the interaction edits.
    public let textInteractionMode: UITextInteractionMode
    /// The delegate (held weakly).
    public weak var delegate: (any UITextInteractionDelegate)?
    /// The text it works on (held weakly); usually the view it is added to.
    public var textInput: (any UIResponder & UITextInput)? {
        get { editorView ?? appTextInput }
        set {
            if let own = newValue as? any TextEditorView, own === storedView {
                editorView = own; appTextInput = nil
            } else {
                editorView = nil; appTextInput = newValue
            }
        }
    }
    private weak var appTextInput: (any UIResponder & UITextInput)?
    /// `textInput` when it is the PointerKit text view or field the interaction is on, held
    /// unowned like the view (see `UnownedViewInteraction`) and cast once, not on every move.
    private(set) unowned var editorView: (any TextEditorView)?
    /// The view the interaction is attached to.
    public var view: UIView? { storedView }
    unowned var storedView: UIView?

    let selection = TextSelectionRecognizer()
    let beam: UIPointerInteraction
    private lazy var beamDelegate = TextBeamDelegate(interaction: self)
    private lazy var dragDelegate = TextDragDelegate(interaction: self)
    private lazy var drag = UIDragInteraction(delegate: dragDelegate)
    let editMenu = UIEditMenuInteraction(delegate: nil)
    private let menuClick = ContextClickRecognizer()

    /// An interaction for `mode`.
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        beam = UIPointerInteraction(delegate: nil)
        super.init()
        beam.isSystemProvided = true
        beam.systemDelegate = beamDelegate
        selection.interaction = self
        selection.addOwnerAction(self, action: UITextInteraction.selectionChanged)
        menuClick.addOwnerAction(self, action: UITextInteraction.menuClicked)
    }

    /// The recognizers the interaction adds, for other recognizers to require their failure.
    public var gesturesForFailureRequirements: [UIGestureRecognizer] { [selection, menuClick] }

    /// The view is being freed.
    func viewDidDeallocate() { storedView = nil; editorView = nil }

    /// Detaches the recognizers and interactions from the old view.
    public func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        if editorView === old { editorView = nil }
        old.removeGestureRecognizer(selection)
        old.removeGestureRecognizer(menuClick)
        old.removeInteraction(beam)
        old.removeInteraction(editMenu)
        if textInteractionMode == .editable { old.removeInteraction(drag) }
    }

    /// Attaches the recognizers and interactions to the new view.
    public func didMove(to view: UIView?) {
        storedView = view
        // Text input set before the view: held unowned from now on if it is the view.
        if let own = appTextInput as? any TextEditorView, own === view { editorView = own; appTextInput = nil }
        guard let view else { return }
        view.addGestureRecognizer(selection)
        view.addGestureRecognizer(menuClick)
        view.addInteraction(beam)
        view.addInteraction(editMenu)
        if textInteractionMode == .editable { view.addInteraction(drag) }
    }

    /// The text it works on, with the view.
    var target: TextInteractionTarget? { TextInteractionTarget(textInput, in: view, editorView: editorView) }

    private func selectionChanged(_ r: TextSelectionRecognizer) {
        switch r.state {
        case .began: delegate?.interactionWillBegin(self)
        case .ended, .cancelled: delegate?.interactionDidEnd(self)
        default: break
        }
    }

    private func menuClicked(_ r: ContextClickRecognizer) {
        guard r.state == .ended, let target, target.isSelectable else { return }
        let point = r.location(in: view)
        // A secondary click off the selection first moves the caret there, as a click would.
        if !target.selectionContains(point) {
            let o = target.caretOffset(at: point)
            target.select(anchor: o, focus: o)
        }
        _ = target.input.becomeFirstResponder()
        editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
    }
}
