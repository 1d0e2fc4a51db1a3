import Foundation

/// An object that manages a view, as UIKit's `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    let containment = Containment()

    /// Creates a view controller; its view is created on first use.
    public override init() { super.init() }

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

    /// Creates the view; the default makes a plain `UIView`. Override to set `view` yourself.
    open func loadView() { view = UIView() }

    /// Called once the view exists.
    open func viewDidLoad() {}

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
}
