import Foundation

/// The standard edit actions a responder performs, as UIKit's
/// `UIResponderStandardEditActions` (the ones text uses). PointerKit's text views and fields
/// implement them; the edit menu calls them.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Copies the selection to the general pasteboard and deletes it.
    func cut(_ sender: Any?)
    /// Copies the selection to the general pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the general pasteboard's string.
    func paste(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
}

/// The edit menu's standard rows for a PointerKit text view or field (each action reaches the
/// view through the menu's interaction, so no weak reference to the view is made): Cut and Copy with a
/// selection (Cut only when editable), Paste when editable and the pasteboard holds a
/// string, Select All when not everything is selected; as iPadOS shows only the actions
/// that apply.
@MainActor enum StandardEditActions {
    static func actions(for view: any TextEditorView, in interaction: UIEditMenuInteraction) -> [UIMenuElement] {
        let editor = view.editor, selection = editor.selection
        var out: [UIMenuElement] = []
        if selection.length > 0, view.isTextEditable {
            out.append(UIAction(title: "Cut") { [weak interaction] _ in (interaction?.view as? any TextEditorView)?.cut(nil) })
        }
        if selection.length > 0 {
            out.append(UIAction(title: "Copy") { [weak interaction] _ in (interaction?.view as? any TextEditorView)?.copy(nil) })
        }
        if view.isTextEditable, UIPasteboard.general.hasStrings {
            out.append(UIAction(title: "Paste") { [weak interaction] _ in (interaction?.view as? any TextEditorView)?.paste(nil) })
        }
        if editor.layout.length > 0, selection.length < editor.layout.length {
            out.append(UIAction(title: "Select All") { [weak interaction] _ in (interaction?.view as? any TextEditorView)?.selectAll(nil) })
        }
        return out
    }
}

/// An app's own row in the edit menu, as UIKit's `UIMenuItem`.
@preconcurrency @MainActor
public final class UIMenuItem: NSObject {
    /// The row's title.
    public var title: String
    /// The action, sent up the responder chain from the menu's view (see `Selector`).
    public var action: Selector
    /// Creates an item.
    public init(title: String, action: Selector) {
        self.title = title; self.action = action
        super.init()
    }
}

/// The edit menu of iPadOS 13.4, as UIKit's `UIMenuController` (deprecated in iPadOS 16 in
/// favour of `UIEditMenuInteraction`, which it is built on here): the standard actions of the
/// view it is shown from (when that is a PointerKit text view or field), then `menuItems`.
@preconcurrency @MainActor
public final class UIMenuController: NSObject {
    /// The one edit menu.
    public static let shared = UIMenuController()
    /// The app's own rows, after the standard ones.
    public var menuItems: [UIMenuItem]?
    /// True while the menu shows.
    public var isMenuVisible: Bool { interaction?.presentedMenu != nil }
    /// PointerKit extension: the menu showing, nil when none is.
    public var presentedMenu: UIMenu? { interaction?.presentedMenu }
    private var interaction: UIEditMenuInteraction?
    private let menuDelegate = MenuControllerDelegate()

    private override init() { super.init() }

    /// Shows the menu pointing at `targetRect` (in `targetView`'s coordinates), below its
    /// centre.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        let interaction = UIEditMenuInteraction(delegate: menuDelegate)
        menuDelegate.items = menuItems ?? []
        targetView.addInteraction(interaction)
        self.interaction = interaction
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil,
                                                                  sourcePoint: CGPoint(x: targetRect.midX, y: targetRect.maxY)))
    }

    /// Hides the menu.
    public func hideMenu() {
        guard let interaction else { return }
        interaction.dismissMenu()
        interaction.view?.removeInteraction(interaction)
        self.interaction = nil
    }

    /// Hides the menu if it shows from `targetView`.
    public func hideMenu(from targetView: UIView) {
        if interaction?.view === targetView { hideMenu() }
    }
}

/// Adds `UIMenuController.menuItems` after the standard actions; an item's action goes up the
/// responder chain from the menu's view to the first responder that has the method.
@MainActor private final class MenuControllerDelegate: UIEditMenuInteractionDelegate {
    var items: [UIMenuItem] = []

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let custom = items.map { item in
            UIAction(title: item.title) { [weak interaction] _ in
                var responder: UIResponder? = interaction?.view
                while let current = responder {
                    if item.action.perform(on: current, sender: item, event: nil) { return }
                    responder = current.next
                }
            }
        }
        return UIMenu(children: suggestedActions + custom)
    }
}
