import Foundation

/// Makes the menu a context menu shows, as UIKit's `UIContextMenuActionProvider`: given the
/// system's suggested actions (none in PointerKit), the menu, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the preview a rich context menu shows, as UIKit's
/// `UIContextMenuContentPreviewProvider` (nil: the view itself).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration: NSObject {
    /// The identifier the app gave the configuration.
    public let identifier: (any NSCopying)?
    /// Makes the preview (rich menus).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?
    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// The object that supplies a context menu's configuration, as UIKit's
/// `UIContextMenuInteractionDelegate`: the required method, and the optional ones with
/// UIKit's defaults.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for a press at `location` (in the interaction's view), or nil for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show; `animator` runs what the app adds alongside.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The person tapped the rich menu's preview (`commitPreview()`): the app opens what it
    /// previews, typically in `animator.addCompletion`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// UIKit's default: nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// UIKit's default: nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// UIKit's default: nothing (the menu closes).
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// An interaction that opens a context menu, as UIKit's `UIContextMenuInteraction`.
///
/// As the seed describes for iPadOS: a secondary click (a right click, or a two-finger
/// click on a trackpad, both `.secondary` in the event's button mask) or a Control+click
/// opens the menu at once, on the press, in the compact appearance; a finger opens it after
/// a long press (`longPressDuration`, 0.5 s: PointerKit's choice, as UIKit does not publish
/// the menu's delay) in the rich appearance.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a menu is presented, with UIKit's raw values.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// The full menu with a preview (after a long press).
        case rich = 1
        /// The compact menu a pointer opens, without a preview.
        case compact = 2
    }

    /// The delegate (held weakly).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The appearance of the menu showing, `.unknown` when none is.
    public private(set) var menuAppearance: Appearance = .unknown
    /// PointerKit extension: the configuration of the menu showing, nil when none is.
    public private(set) var presentedConfiguration: UIContextMenuConfiguration?
    /// PointerKit extension: the menu showing (the configuration's action provider's answer).
    public private(set) var presentedMenu: UIMenu?
    /// PointerKit extension: how long a finger must press before the menu opens (default 0.5 s).
    public var longPressDuration: TimeInterval {
        get { longPress.minimumPressDuration }
        set { longPress.minimumPressDuration = newValue }
    }

    /// The menu on screen, while one is presented in a window.
    var presentation: MenuPresentation?
    private let click = ContextClickRecognizer()
    private let longPress = UILongPressGestureRecognizer()
    private var locationInWindow = CGPoint.zero

    /// Creates the interaction.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        click.addTarget(self, action: UIContextMenuInteraction.clicked)
        longPress.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                                       NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        longPress.addTarget(self, action: UIContextMenuInteraction.pressed)
    }

    /// Detaches the recognizers from the old view.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(click)
        self.view?.removeGestureRecognizer(longPress)
    }

    /// Attaches the recognizers to the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(click)
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Closes the menu showing, if any.
    public func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        let animator = ContextMenuAnimator(preview: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        defer { animator.run() }
        presentedConfiguration = nil
        presentedMenu = nil
        menuAppearance = .unknown
        presentation?.close()
        presentation = nil
    }

    /// Chooses `action` in the menu showing, as a click on it would: runs it and closes the menu
    /// (unless the action keeps it presented). False, doing nothing, when no menu is showing, the
    /// action is not in it, or it is disabled. PointerKit extension.
    @discardableResult
    public func choose(_ action: UIAction) -> Bool {
        guard let menu = presentedMenu, menu.visibleActions.contains(where: { $0 === action }) else { return false }
        let owner = owningMenu(of: action, in: menu) ?? menu
        guard owner.choose(action) else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        return true
    }

    /// Taps the preview of the rich menu showing, as a person's tap on it would: the delegate
    /// hears `willPerformPreviewActionForMenuWith` with an animator (its preview controller is
    /// the configuration's), the menu closes, then the animator's animations and completions
    /// run. False, doing nothing, when no rich menu is showing. PointerKit extension.
    @discardableResult
    public func commitPreview() -> Bool {
        guard menuAppearance == .rich, let configuration = presentedConfiguration else { return false }
        let animator = ContextMenuAnimator(preview: configuration.previewProvider?())
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        dismissMenu()
        animator.run()
        return true
    }

    private func owningMenu(of action: UIAction, in menu: UIMenu) -> UIMenu? {
        if menu.children.contains(where: { $0 === action }) { return menu }
        for case let sub as UIMenu in menu.children { if let found = owningMenu(of: action, in: sub) { return found } }
        return nil
    }

    private func clicked(_ r: ContextClickRecognizer) {
        if r.state == .ended { open(at: r.location(in: nil), appearance: .compact) }
    }

    private func pressed(_ r: UILongPressGestureRecognizer) {
        if r.state == .began { open(at: r.location(in: nil), appearance: .rich) }
    }

    /// Opens the menu as a control's primary action: compact, under `control`, asked for at its
    /// centre.
    func presentMenu(under control: UIView) {
        guard let window = control.window else { return }
        let frame = control.convert(control.bounds, to: window)
        open(at: CGPoint(x: frame.midX, y: frame.midY), appearance: .compact, anchor: frame)
    }

    private func open(at point: CGPoint, appearance: Appearance, anchor: CGRect? = nil) {
        dismissMenu()
        locationInWindow = point
        guard let view, let delegate,
              let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location(in: view))
        else { return }
        let animator = ContextMenuAnimator(preview: nil)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        defer { animator.run() }
        presentedConfiguration = configuration
        presentedMenu = configuration.actionProvider?([])
        menuAppearance = appearance
        // The menu appears at the click (a pointer's compact menu) or the press, in the window.
        if let menu = presentedMenu, let window = view.window {
            presentation = MenuPresentation(menu, in: window, anchor: anchor ?? CGRect(origin: point, size: .zero),
                                            compact: appearance == .compact,
                                            choose: { [weak self] action in self?.choose(action) },
                                            dismiss: { [weak self] in self?.dismissMenu() })
        }
    }
}

/// Recognises, on the press, a secondary click or a Control+primary click.
@MainActor
final class ContextClickRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let secondary = event.buttonMask == .secondary
        let controlClick = event.buttonMask == .primary && event.modifierFlags.contains(.control)
        state = secondary || controlClick ? .ended : .failed
    }
}
