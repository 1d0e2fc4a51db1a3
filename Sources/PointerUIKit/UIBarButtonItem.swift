import Foundation

/// A button in a toolbar or navigation bar, as UIKit's `UIBarButtonItem`. System, title and
/// image items get the highlight pointer effect automatically; an item with a custom view
/// gets nothing: the view's pointer behaviour is the app's job, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's appearance style.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bold, for a primary action.
        case done = 2
    }
    /// System items, as far as PointerKit draws them (by name).
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Add (+).
        case add = 4
        /// Flexible space.
        case flexibleSpace = 5
        /// Action (share).
        case action = 9
    }

    /// The title, for title items.
    open var title: String?
    /// The image name, for image items (PointerKit has no images: a name stands in).
    open var imageName: String?
    /// The style.
    open var style: Style = .plain
    /// The app's own view, for custom items.
    public let customView: UIView?
    let systemItem: SystemItem?
    private let handler: (() -> Void)?
    /// The view the bar shows for this item (the custom view, or a button the bar makes).
    public private(set) lazy var view: UIView = makeView()

    /// A title item.
    public init(title: String?, style: Style = .plain, handler: (() -> Void)? = nil) {
        self.title = title; self.style = style; customView = nil; systemItem = nil; self.handler = handler
        super.init()
    }
    /// An image item.
    public init(imageName: String, style: Style = .plain, handler: (() -> Void)? = nil) {
        self.imageName = imageName; self.style = style; customView = nil; systemItem = nil; self.handler = handler
        super.init()
    }
    /// A system item.
    public init(barButtonSystemItem item: SystemItem, handler: (() -> Void)? = nil) {
        customView = nil; systemItem = item; self.handler = handler
        super.init()
    }
    /// A custom-view item.
    public init(customView: UIView) {
        self.customView = customView; systemItem = nil; handler = nil
        super.init()
    }

    /// The width the bar gives the item: 44 pt (UIKit's minimum touch target), a custom view's
    /// own width, or flexible.
    var width: CGFloat? {
        if systemItem == .flexibleSpace { return nil }
        return customView?.bounds.width ?? 44
    }

    private func makeView() -> UIView {
        if let customView { return customView }
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.title = title ?? imageName ?? systemItem.map { "\($0)" }
        button.accessibilityIdentifier = button.title
        if systemItem != .flexibleSpace {
            button.isPointerInteractionEnabled = true
            // Bar buttons highlight, with a platter slightly inset from the 44 pt slot.
            button.pointerStyleProvider = { button, effect, _ in
                let slot = button.convert(button.bounds.insetBy(dx: 2, dy: 4), to: effect.preview.target.container)
                return UIPointerStyle(effect: .highlight(effect.preview), shape: .roundedRect(slot))
            }
            if let handler { button.addGestureRecognizer(UITapGestureRecognizer { _ in handler() }) }
        }
        return button
    }
}

/// A bar of items laid out left to right, as UIKit's `UIToolbar`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]? { didSet { layoutItems() } }
    /// Lays the items out when the size changes.
    open override var frame: CGRect { didSet { layoutItems() } }

    private func layoutItems() {
        for view in subviews { view.removeFromSuperview() }
        let all = items ?? []
        let fixed = all.compactMap(\.width).reduce(0, +) + CGFloat(max(all.count - 1, 0)) * 8
        let flexible = all.filter { $0.width == nil }.count
        let spare = flexible > 0 ? max(bounds.width - 16 - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 8
        for item in all {
            let width = item.width ?? spare
            let view = item.view
            view.frame = CGRect(x: x, y: (bounds.height - min(44, bounds.height)) / 2, width: width, height: min(44, bounds.height))
            addSubview(view)
            x += width + 8
        }
    }
}
