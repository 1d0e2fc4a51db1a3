import Foundation

/// Where and why an edit menu is shown, as UIKit's `UIEditMenuConfiguration` (iPadOS 16).
@preconcurrency @MainActor
public final class UIEditMenuConfiguration: NSObject {
    /// The app's name for this menu.
    public let identifier: (any NSCopying)?
    /// Where the menu points, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Creates a configuration.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier; self.sourcePoint = sourcePoint
        super.init()
    }
}

/// What an edit menu interaction asks its app, as UIKit's `UIEditMenuInteractionDelegate`
/// (every method optional).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: default, the suggested actions (the standard edit actions that apply).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to close.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

/// Animations alongside an edit menu's appearance, as UIKit's `UIEditMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds changes made with the menu's appearance.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion, run once it has appeared or gone.
    func addCompletion(_ completion: @escaping () -> Void)
}

extension UIEditMenuInteractionDelegate {
    /// Default: the suggested actions.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { UIMenu(children: suggestedActions) }
    /// Default: nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    /// Default: nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// Shows an edit menu (Cut, Copy, Paste, Select All …) for a view, as UIKit's
/// `UIEditMenuInteraction` (iPadOS 16). PointerKit shows it as the compact menu a pointer
/// opens, at the configuration's point; its rows get the pointer's highlight, a click outside
/// closes it. The suggested actions are the standard edit actions of a PointerKit text view or
/// field (whichever apply to its text, selection and the pasteboard), none for other views.
@preconcurrency @MainActor
public final class UIEditMenuInteraction: NSObject, UIInteraction, UnownedViewInteraction {
    /// The delegate (held weakly).
    public weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to (see `UnownedViewInteraction`).
    public var view: UIView? { storedView }
    private unowned var storedView: UIView?
    /// PointerKit extension: the menu showing, nil when none is.
    public private(set) var presentedMenu: UIMenu?
    private var configuration: UIEditMenuConfiguration?
    private var presentation: MenuPresentation?

    /// Creates the interaction.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Closes the menu before the interaction leaves its view.
    public func willMove(to view: UIView?) { dismissMenu() }
    /// Remembers the view.
    public func didMove(to view: UIView?) { storedView = view }
    /// The view is being freed.
    func viewDidDeallocate() { storedView = nil }

    /// Shows the menu for a configuration (replacing one showing).
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let suggested = (view as? any TextEditorView).map { StandardEditActions.actions(for: $0, in: self) } ?? []
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu, !menu.visibleActions.isEmpty else { return }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        self.configuration = configuration
        presentedMenu = menu
        let point = window.convert(configuration.sourcePoint, from: view)
        presentation = MenuPresentation(menu, in: window, anchor: CGRect(origin: point, size: .zero), compact: true,
                                        choose: { [weak self] action in self?.choose(action) },
                                        dismiss: { [weak self] in self?.dismissMenu() })
        animator.run()
    }

    /// Closes the menu showing, if any.
    public func dismissMenu() {
        guard let configuration else { return }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        self.configuration = nil
        presentedMenu = nil
        presentation?.close()
        presentation = nil
        animator.run()
    }

    /// Chooses an action of the menu showing, as a click on its row would: runs it and closes
    /// the menu. False when no menu shows, or the action is not in it or is disabled.
    /// PointerKit extension.
    @discardableResult
    public func choose(_ action: UIAction) -> Bool {
        guard let menu = presentedMenu, menu.visibleActions.contains(where: { $0 === action }) else { return false }
        dismissMenu()
        return menu.choose(action)
    }
}

/// The animator an edit menu's delegate receives: animations run at once, completions after.
@MainActor final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func run() {
        animations.forEach { $0() }
        completions.forEach { $0() }
        animations = []; completions = []
    }
}
