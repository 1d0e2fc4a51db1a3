import Foundation

/// An alert or an action sheet, as UIKit's `UIAlertController`.
///
/// An `.alert` is a 270 pt wide box centred over a dimmed window: title, message, text fields,
/// then the buttons (two side by side, cancel on the left; otherwise one per row, cancel last).
/// An `.actionSheet` is, as on iPad, a popover from `popoverPresentationController`'s
/// `barButtonItem` or `sourceView`, one button per row and no cancel button: a click outside it
/// closes it and runs the cancel action. The buttons are real `UIButton`s with the pointer's
/// highlight effect; a click dismisses the alert, then runs the action's handler, as UIKit.
///
/// An alert does not prefer pointer lock (`prefersPointerLocked` is false), so presenting one
/// over a game that locks the pointer unlocks it until the alert is dismissed (WWDC20 10094).
///
/// Where UIKit raises an exception PointerKit goes on with a note in
/// `UIApplication.geometryDiagnostics`: an action sheet presented with no anchor shows centred
/// in the window (UIKit: NSGenericException, "you must provide either a sourceView and
/// sourceRect or a barButtonItem"); `addTextField` on an action sheet is refused; a second
/// cancel action is refused; a `preferredAction` that is not one of the actions is ignored.
/// Actions and text fields added while the alert shows appear at once (UIKit documents
/// nothing), with a note.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert, as UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A list of choices from an anchor (a popover on iPad).
        case actionSheet = 0
        /// A modal box in the middle of the window.
        case alert = 1
    }

    /// PointerKit extension: an alert's width (270 pt, UIKit's).
    public static var alertWidth: CGFloat = 270
    /// PointerKit extension: an action sheet's width (304 pt, PointerKit's choice).
    public static var actionSheetWidth: CGFloat = 304
    /// PointerKit extension: a button row's height (44 pt).
    public static var buttonHeight: CGFloat = 44

    /// The style given at creation.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String? { didSet { rebuildIfShown() } }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (and, in UIKit, chosen by Return); must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                GeometryLimits.note("UIAlertController: a preferredAction that is not one of the alert's actions is ignored")
                return
            }
            preferred = newValue
            rebuildIfShown()
        }
    }
    private var preferred: UIAlertAction?
    /// The text fields, nil when there are none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    private var isShown = false

    /// An alert or action sheet with a title and message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .formSheet
    }

    /// An alert with no title (see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .formSheet
    }

    /// Adds a button. A second `.cancel` action is refused (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            GeometryLimits.note("UIAlertController can only have one action with a style of .cancel: \"\(action.title ?? "")\" is refused")
            return
        }
        if isShown { GeometryLimits.note("UIAlertController: action \"\(action.title ?? "")\" added while the alert shows; it shows at once") }
        actions.append(action)
        rebuildIfShown()
    }

    /// Adds a text field (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            GeometryLimits.note("UIAlertController: text fields can only be added to an alert of style .alert; refused")
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        if isShown { GeometryLimits.note("UIAlertController: a text field added while the alert shows; it shows at once") }
        fields.append(field)
        rebuildIfShown()
    }

    /// Builds the views and size; an action sheet without an anchor is noted and centred.
    override func prepareForPresentation(in window: UIWindow) {
        if preferredStyle == .actionSheet, let popover = popoverPresentationController,
           popover.barButtonItem == nil, popover.sourceView == nil {
            GeometryLimits.note("UIAlertController: an action sheet was presented with no popover anchor; UIKit raises "
                                + "NSGenericException (\"you must provide either a sourceView and sourceRect or a barButtonItem\"); "
                                + "PointerKit shows it in the middle of the window")
        }
        isShown = true
        rebuild()
    }

    /// A click outside an action sheet's popover runs its cancel action.
    override func popoverDismissedByClickOutside() {
        isShown = false
        if let cancel = actions.first(where: { $0.style == .cancel }) { cancel.handler?(cancel) }
    }

    /// The alert is no longer shown.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
    }

    /// An alert never asks for the pointer to be locked.
    open override var prefersPointerLocked: Bool { false }

    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, isShown else { return }
        isShown = false
        dismiss(animated: true) { action.handler?(action) }
    }

    private func rebuildIfShown() {
        guard isShown else { return }
        rebuild()
        if let window = view.window, let cover = containment.cover {
            view.frame = presentationLayout(in: window).frame
            cover.frame = window.bounds
        }
    }

    private func rebuild() {
        let shown = preferredStyle == .actionSheet ? actions.filter { $0.style != .cancel } : actions
        let width = preferredStyle == .alert ? Self.alertWidth : Self.actionSheetWidth
        let layout = AlertLayout(title: title, message: message, fields: fields, actions: shown, preferred: preferred,
                                 width: width, buttonHeight: Self.buttonHeight, sideBySide: preferredStyle == .alert && shown.count == 2)
        let content = layout.build { [weak self] action in self?.choose(action) }
        for old in view.subviews { old.removeFromSuperview() }
        view.addSubview(content)
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
        view.layer.cornerRadius = 14
        view.clipsToBounds = true
        preferredContentSize = content.bounds.size
    }
}
