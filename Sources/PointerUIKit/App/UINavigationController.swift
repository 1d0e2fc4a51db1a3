import Foundation

/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title in the bar's middle.
    open var title: String? { didSet { changed?() } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { changed?() } }
    /// A line above the bar (kept, not drawn).
    open var prompt: String?
    /// The items on the left, left to right (they replace the back button).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed?() } }
    /// The items on the right, right to left, as UIKit orders them.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed?() } }
    /// The item the next controller's back button shows (its title is used).
    open var backBarButtonItem: UIBarButtonItem?
    /// True hides the back button.
    open var hidesBackButton = false { didSet { changed?() } }
    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item (the rightmost).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Tells the bar showing this item to redraw.
    var changed: (() -> Void)?

    /// An item with a title.
    public init(title: String) { self.title = title; super.init() }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// The bar across the top of a navigation controller, as UIKit's `UINavigationBar`: the top
/// item's title centred, its left items (or a back button) on the left, its right items on
/// the right, each 44 pt wide or more, highlighting under the pointer.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height on iPad: 50 pt.
    public static let standardHeight: CGFloat = 50
    /// Whether the bar is see-through, letting the navigation controller lay the top view out
    /// under it. PointerKit draws bars opaque and defaults to false (UIKit defaults to true and
    /// blurs what is under the bar, which PointerKit does not draw); see
    /// `UIViewController.edgesForExtendedLayout`.
    open var isTranslucent = false { didSet { owner?.arrange() } }
    /// The item shown.
    open internal(set) var topItem: UINavigationItem?
    /// What the back button does (the navigation controller pops).
    var back: (() -> Void)?
    /// The navigation controller showing the bar.
    weak var owner: UINavigationController?
    private let titleLabel = UILabel()
    /// The back button's item, kept while shown (its view's click reaches it weakly).
    private var backItem: UIBarButtonItem?

    func show(_ item: UINavigationItem?, backTitle: String?) {
        topItem = item
        for view in subviews { view.removeFromSuperview() }
        guard let item else { return }
        titleLabel.text = item.title
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.frame = CGRect(x: bounds.width / 4, y: 0, width: bounds.width / 2, height: bounds.height)
        addSubview(item.titleView ?? titleLabel)
        var left = item.leftBarButtonItems ?? []
        if left.isEmpty, !item.hidesBackButton, let backTitle {
            let back = UIBarButtonItem(title: "‹ " + backTitle, primaryAction: UIAction { [weak self] _ in self?.back?() })
            backItem = back
            left = [back]
        }
        var x: CGFloat = 8
        for barItem in left { x += place(barItem, at: x) + 8 }
        var right = bounds.width - 8
        for barItem in item.rightBarButtonItems ?? [] {
            let width = barItem.barWidth ?? 44
            right -= width
            _ = place(barItem, at: right)
            right -= 8
        }
    }

    private func place(_ item: UIBarButtonItem, at x: CGFloat) -> CGFloat {
        let width = item.barWidth ?? 44
        let height = min(44, bounds.height)
        item.view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
        addSubview(item.view)
        return width
    }
}

/// A stack of view controllers with a bar on top, as UIKit's `UINavigationController`.
/// The top controller's view fills the space between the bar and the (optional) toolbar.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open private(set) var viewControllers: [UIViewController] = []
    /// The bar on top.
    public let navigationBar = UINavigationBar()
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`.
    public let toolbar: UIToolbar! = UIToolbar()
    /// True (the default) hides the toolbar.
    open var isToolbarHidden = true { didSet { arrange() } }
    /// True hides the navigation bar.
    open var isNavigationBarHidden = false { didSet { arrange() } }
    /// Shows or hides the navigation bar, as UIKit's `setNavigationBarHidden(_:animated:)`:
    /// the bar and the top view's frame change at once (`animated` is accepted; PointerKit does
    /// not slide the bar).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    /// An empty navigation controller (no storyboards: see `UIViewController.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: what the top one presents, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Makes the container view; it arranges the bar, the top view and the toolbar whenever
    /// its size changes.
    open override func loadView() {
        let container = ResizingView()
        container.resized = { [weak self] in self?.arrange() }
        view = container
        navigationBar.back = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.owner = self
        arrange()
    }

    /// Pushes a controller: it shows, with a back button to the one under it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        let old = topViewController
        old?.viewWillDisappear(animated)
        viewControllers.append(viewController)
        addChild(viewController)
        arrange()
        old?.viewDidDisappear(animated)
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.viewWillDisappear(animated)
        top.removeFromParent()
        arrange()
        top.viewDidDisappear(animated)
        return top
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// Replaces the stack (an empty array is ignored: the stack keeps its root).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else { return }
        for old in self.viewControllers { old.removeFromParent() }
        self.viewControllers = viewControllers
        for controller in viewControllers { addChild(controller) }
        arrange()
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Lays out the bar, the top controller's view and the toolbar in the container.
    func arrange() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let barHeight = isNavigationBarHidden ? 0 : UINavigationBar.standardHeight
        let toolHeight = isToolbarHidden ? 0 : UINavigationBar.standardHeight
        for subview in view.subviews { subview.removeFromSuperview() }
        if let top = topViewController {
            // Under a bar where the controller's extended layout asks for it (see
            // `edgesForExtendedLayout`): the bar's height becomes part of its safe area.
            let opaqueToo = top.extendedLayoutIncludesOpaqueBars, edges = top.edgesForExtendedLayout
            let underTop = barHeight > 0 && edges.contains(.top) && (navigationBar.isTranslucent || opaqueToo)
            let underBottom = toolHeight > 0 && edges.contains(.bottom) && (toolbar.isTranslucent || opaqueToo)
            let y = underTop ? 0 : barHeight
            let height = bounds.height - y - (underBottom ? 0 : toolHeight)
            top.view.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(height, 0))
            top.setBarInsets(UIEdgeInsets(top: underTop ? barHeight : 0, left: 0, bottom: underBottom ? toolHeight : 0, right: 0))
            view.addSubview(top.view)
            top.navigationItem.changed = { [weak self] in self?.arrange() }
        }
        if !isNavigationBarHidden {
            navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
            navigationBar.backgroundColor = .secondarySystemBackground
            let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
            let backTitle = below.map { $0.navigationItem.backBarButtonItem?.title ?? $0.navigationItem.title ?? "Back" }
            navigationBar.show(topViewController?.navigationItem, backTitle: backTitle)
            view.addSubview(navigationBar)
        }
        if !isToolbarHidden {
            toolbar.frame = CGRect(x: 0, y: bounds.height - toolHeight, width: bounds.width, height: toolHeight)
            toolbar.backgroundColor = .secondarySystemBackground
            toolbar.items = topViewController?.toolbarItems
            view.addSubview(toolbar)
        }
    }
}

extension UIViewController {
    /// The nearest navigation controller containing this one.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}

/// A view that reports changes of its size (the navigation controller's container).
@MainActor
final class ResizingView: UIView {
    var resized: (() -> Void)?
    override var frame: CGRect { didSet { if frame.size != oldValue.size { resized?() } } }
    override var bounds: CGRect { didSet { if bounds.size != oldValue.size { resized?() } } }
}
