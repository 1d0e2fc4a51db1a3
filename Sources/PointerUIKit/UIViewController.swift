import Foundation

/// An object that manages a view, as UIKit's `UIViewController`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller; its view is created on first use.
    public override init() { super.init() }

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

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }
}
