import Foundation

/// An object that manages a view, as UIKit's `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var storedNavigationItem: UINavigationItem?
    let containment = Containment()

    /// Creates a view controller; its view is created on first use. A convenience initializer
    /// that calls `init(nibName: nil, bundle: nil)`, as `init()` is seen from Swift on UIKit's
    /// view controllers: a subclass declares its own `init()` without `override` (and calls a
    /// designated initializer such as `super.init(nibName: nil, bundle: nil)`), as iPad code does.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// Creates a view controller, as UIKit's `init(nibName:bundle:)`. PointerKit has no nibs:
    /// both arguments are ignored and the view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates a view controller from an archive, as UIKit's `init?(coder:)`. PointerKit has
    /// no storyboards: nothing is read from `coder`; the controller is as `init()` makes it
    /// (never nil). Required, as in UIKit, so iPad subclasses that declare it compile unchanged.
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, created by `loadView()` and followed by `viewDidLoad()` on
    /// first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// True once the view exists.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it exists, without creating it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Creates the view (`loadView()`, then `viewDidLoad()`) unless it exists, as UIKit's
    /// `loadViewIfNeeded()`.
    open func loadViewIfNeeded() { _ = view }

    /// Creates the view; the default makes a plain `UIView`. Override to set `view` yourself.
    open func loadView() { view = UIView() }

    /// Called once the view exists.
    open func viewDidLoad() {}
    /// The view is about to appear (it becomes a window's root, or is presented).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (replaced as the root, or dismissed).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// True while the controller is editing (default false); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing, and retitles `editButtonItem` (Edit or Done). Subclasses
    /// override it to update their views and call super, as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState.isEditing = editing
        editingState.button?.title = editing ? "Done" : "Edit"
    }

    /// Editing state and the edit button (see `UIViewController+Editing.swift`).
    let editingState = EditingState()

    /// The controller's title (a navigation bar shows it).
    open var title: String? { didSet { navigationItem.title = title } }
    /// What a navigation bar shows for this controller: its title and bar button items.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }
    /// The items a navigation controller's toolbar shows for this controller.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets `toolbarItems`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// How `present(_:animated:completion:)` shows this controller (default `.automatic`: a
    /// page sheet, as on iPad).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { if modalPresentationStyle == .popover, containment.popover == nil { containment.popover = UIPopoverPresentationController(presented: self) } }
    }
    /// The size the controller's content wants (form sheets and popovers honour it).
    open var preferredContentSize: CGSize = .zero
    /// True keeps a popover open on a click outside it.
    open var isModalInPresentation = false
    /// The popover's presentation controller, while the style is `.popover`.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? containment.popover : nil
    }

    /// Called by `present(_:animated:completion:)` before the controller's frame is worked out
    /// (an alert builds its views and sizes itself here).
    func prepareForPresentation(in window: UIWindow) {}

    /// Called after a click outside a popover closed it (an action sheet runs its cancel action).
    func popoverDismissedByClickOutside() {}

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's constraints are updated; overrides call `super`.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// True asks the system to lock the pointer while this view controller decides the scene's
    /// preference (the top-most presented controller, following
    /// `childViewControllerForPointerLock`). Default false. The system may refuse: read
    /// `UIPointerLockState.isLocked` for its decision.
    open var prefersPointerLocked: Bool { false }

    /// The child that decides the pointer-lock preference instead of this controller; nil
    /// (default) means this controller decides.
    open var childViewControllerForPointerLock: UIViewController? { nil }

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    /// The key commands added with `addKeyCommand(_:)`, or nil when none were.
    open override var keyCommands: [UIKeyCommand]? { containment.keyCommands.isEmpty ? nil : containment.keyCommands }
    /// Offers a key command while the controller is in the responder chain, without
    /// overriding `keyCommands`.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { containment.keyCommands.append(keyCommand) }
    /// Withdraws a key command added with `addKeyCommand(_:)`.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { containment.keyCommands.removeAll { $0 === keyCommand } }

    /// Adds a child view controller (the caller adds its view where it belongs). Overridable,
    /// as in UIKit: a container that overrides it calls `super`.
    /// `willMove(toParent: self)` runs on the child first, as in UIKit; the caller calls the
    /// child's `didMove(toParent:)` once its view is in place.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        containment.children.append(childController)
        childController.containment.parent = self
        pointerLockPreferenceMayHaveChanged()
    }

    /// Removes this view controller from its parent, then runs its `didMove(toParent: nil)`,
    /// as in UIKit (the caller runs `willMove(toParent: nil)` before).
    open func removeFromParent() {
        guard let parent = containment.parent else { return }
        parent.containment.children.removeAll { $0 === self }
        containment.parent = nil
        parent.pointerLockPreferenceMayHaveChanged()
        setBarInsets(.zero)
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (nil). Does nothing
    /// by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container (nil). Does
    /// nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// The edges of the controller's view that a container lays out under its bars
    /// (default all, as in UIKit). PointerKit's bars are opaque (see
    /// `UINavigationBar.isTranslucent`), so an edge goes under a bar only when the bar is
    /// translucent or `extendedLayoutIncludesOpaqueBars` is true; the bar's height then
    /// becomes part of the view's safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { extendedLayoutChanged() } }

    /// True lays the view out under opaque bars too, on the edges `edgesForExtendedLayout`
    /// names (default false, as in UIKit).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutChanged() } }

    /// Insets added to the safe area of the controller's view, beyond what the window and the
    /// containers' bars give it (default zero). Non-finite or negative values are refused with
    /// a note in `UIApplication.geometryDiagnostics`.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { containment.additionalInsets }
        set { setAdditionalInsets(newValue) }
    }

    /// The appearance the controller's view and the views under it use (default
    /// `.unspecified`: the environment's), as UIKit's `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { containment.traits.override }
        set {
            guard let view = viewIfLoaded else { containment.traits.override = newValue; return }
            UIView.changeTraits(under: view) { self.containment.traits.override = newValue }
        }
    }

    /// Called after the controller's traits changed, with the traits before; does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
