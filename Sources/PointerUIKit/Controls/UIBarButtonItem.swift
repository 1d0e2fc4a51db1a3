import Foundation

/// A button in a toolbar or navigation bar, as UIKit's `UIBarButtonItem`. System, title and
/// image items get the highlight pointer effect automatically; an item with a custom view
/// gets nothing: the view's pointer behaviour is the app's job, as in UIKit.
///
/// A click runs `primaryAction` (or sends `action` to `target`); an item with a `menu` and no
/// action shows the menu on the click instead, and an item with both shows the menu on a
/// long press (0.5 s, the context menu's), as on iPadOS 14 and later.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's appearance style.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bold, for a primary action.
        case done = 2
    }
    /// System items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (+).
        case add = 4
        /// Flexible space.
        case flexibleSpace = 5
        /// Fixed space (`width` wide).
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action (share).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close.
        case close = 24
    }

    /// The title, for title items.
    open var title: String? { didSet { refreshView() } }
    /// The image, for image items.
    open var image: UIImage? { didSet { refreshView() } }
    /// The style.
    open var style: Style = .plain
    /// The width of a fixed space, points (0: UIKit's default spacing, 8 pt here).
    open var width: CGFloat = 0
    /// False dims the item and ignores clicks.
    open var isEnabled = true
    /// The action a click runs.
    open var primaryAction: UIAction? { didSet { refreshView() } }
    /// The menu the item shows (on a click, or a long press when it has a primary action).
    open var menu: UIMenu?
    /// An integer the app uses to tell items apart.
    open var tag = 0
    /// The app's own view, for custom items.
    public let customView: UIView?
    let systemItem: SystemItem?
    /// The menu on screen, while one is.
    var menuPresentation: MenuPresentation?
    /// The object the action is sent to (held weakly), nil for the responder chain.
    open weak var target: AnyObject?
    /// The action sent on a click, if any (see `Selector`).
    open var action: Selector?
    /// The view the bar shows for this item (the custom view, a wrapper holding a custom view
    /// sized by Auto Layout, or a button the bar makes).
    public private(set) lazy var view: UIView = makeView()

    private init(customView: UIView?, systemItem: SystemItem?) {
        self.customView = customView; self.systemItem = systemItem
        super.init()
    }
    /// An empty plain item.
    public override convenience init() { self.init(customView: nil, systemItem: nil) }
    /// A title or image item that runs `primaryAction` and shows `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(customView: nil, systemItem: nil)
        self.title = title; self.image = image; self.primaryAction = primaryAction; self.menu = menu
    }
    /// A system item that runs `primaryAction` and shows `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(customView: nil, systemItem: systemItem)
        self.primaryAction = primaryAction; self.menu = menu
    }
    /// An image item that shows `menu` on a click.
    public convenience init(image: UIImage?, menu: UIMenu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }
    /// A custom-view item. A `UIButton` given as the custom view has its pointer interaction
    /// turned on (`isPointerInteractionEnabled`), as session 10093 says of buttons "placed in
    /// bars via the custom view API"; the app may turn it off again afterwards.
    public convenience init(customView: UIView) {
        self.init(customView: customView, systemItem: nil)
        (customView as? UIButton)?.isPointerInteractionEnabled = true
    }
    /// A flexible space: it takes the bar's spare width.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    /// A fixed space `width` wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The width the bar gives the item: 44 pt (UIKit's minimum touch target) or wider for a
    /// long title, a custom view's own width, a fixed space's width, or flexible (nil).
    var barWidth: CGFloat? {
        switch systemItem {
        case .flexibleSpace?: return nil
        case .fixedSpace?: return width > 0 ? width : 8
        default: break
        }
        if let customView { return Self.width(of: customView) }
        return max(44, CGFloat(shownTitle?.count ?? 0) * 9 + 16)
    }

    /// What the item's button shows: its title, else its image's name, else the system item's.
    var shownTitle: String? { title ?? image?.name ?? systemItem.map { "\($0)" } }

    /// The symbol a system item shows (nil: it shows its name as a title).
    var systemSymbol: String? {
        switch systemItem {
        case .add?: "plus"
        case .action?: "square.and.arrow.up"
        case .trash?: "trash"
        case .compose?: "square.and.pencil"
        case .search?: "magnifyingglass"
        case .close?: "xmark"
        default: nil
        }
    }

    private func refreshView() {
        guard customView == nil, let button = view as? UIButton else { return }
        show(in: button)
    }

    /// Gives the bar's button this item's title, or its image or system symbol.
    /// An item with an image shows the image, even with a title, as UIKit's bars do: the title
    /// then names the button to a screen reader.
    private func show(in button: UIButton) {
        if let image = image ?? systemSymbol.flatMap({ UIImage(systemName: $0) }) {
            button.setImage(image, for: .normal)
            button.setTitle(nil, for: .normal)
            if let title { button.accessibilityLabel = title }
        } else {
            button.setImage(nil, for: .normal)
            button.setTitle(title ?? systemItem.map { "\($0)".capitalized }, for: .normal)
        }
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.accessibilityIdentifier = shownTitle
    }

    /// The width a bar gives a custom view: its frame's, or, for a view sized by Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints` false), the width its constraints fit.
    static func width(of view: UIView) -> CGFloat {
        guard !view.translatesAutoresizingMaskIntoConstraints else { return view.bounds.width }
        let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        if fitted.isFinite, fitted > 0 { return fitted }
        return max(view.intrinsicContentSize.width, 0)
    }

    private func makeView() -> UIView {
        if let customView {
            guard !customView.translatesAutoresizingMaskIntoConstraints else { return customView }
            // A custom view sized by Auto Layout sits in a wrapper the bar places by frame (as
            // UIKit's bars wrap one): pinned to its leading edge and centred vertically.
            let wrapper = UIView()
            wrapper.addSubview(customView)
            NSLayoutConstraint.activate([customView.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
                                         customView.centerYAnchor.constraint(equalTo: wrapper.centerYAnchor)])
            return wrapper
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        show(in: button)
        guard systemItem != .flexibleSpace, systemItem != .fixedSpace else { return button }
        button.isPointerInteractionEnabled = true
        // Bar buttons highlight, with a platter slightly inset from the 44 pt slot.
        button.pointerStyleProvider = { button, effect, _ in
            let slot = button.convert(button.bounds.insetBy(dx: 2, dy: 4), to: effect.preview.target.container)
            return UIPointerStyle(effect: .highlight(effect.preview), shape: .roundedRect(slot))
        }
        // The click's event goes with the action, for action methods taking `(sender, event)`.
        button.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.clicked(event: tap.view?.window?.router.touchEvent) })
        let hold = UILongPressGestureRecognizer { [weak self] press in
            if press.state == .began, self?.primaryAction != nil || self?.action != nil { self?.showMenu() }
        }
        button.addGestureRecognizer(hold)
        return button
    }

    private func clicked(event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.perform(sender: self) } else if action != nil { _ = sendTargetAction(event: event) } else if menu != nil { showMenu() }
    }

    /// Shows the item's menu under its button, as a click (or a long press) does.
    func showMenu() {
        guard isEnabled, let menu, let window = view.window else { return }
        menuPresentation?.close()
        let anchor = view.convert(view.bounds, to: window)
        menuPresentation = MenuPresentation(menu, in: window, anchor: anchor, compact: true, choose: { [weak self] action in
            _ = menu.choose(action)
            if !action.attributes.contains(.keepsMenuPresented) { self?.dismissMenu() }
        }, dismiss: { [weak self] in self?.dismissMenu() })
    }

    /// The menu showing, nil when none is. PointerKit extension (for tests).
    public var presentedMenu: UIMenu? { menuPresentation == nil ? nil : menu }

    /// Closes the item's menu, if showing. PointerKit extension.
    public func dismissMenu() {
        menuPresentation?.close()
        menuPresentation = nil
    }
}
