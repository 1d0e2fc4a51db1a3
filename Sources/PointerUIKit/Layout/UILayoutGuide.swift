import Foundation

/// An invisible rectangle that takes part in Auto Layout, as UIKit's `UILayoutGuide`: add it
/// to a view with `addLayoutGuide(_:)` and constrain it like a view (a spacer, a group's
/// frame). A view's margins and safe area are guides too.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchorProviding {
    /// What a system-made guide follows.
    enum Kind { case plain, margins, safeArea, scrollContent, scrollFrame }
    let kind: Kind

    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging output.
    open var identifier = ""

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() { kind = .plain; super.init() }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        switch kind {
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .scrollContent: identifier = "UIScrollViewContentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollViewFrameLayoutGuide"
        case .plain: break
        }
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout
    /// (zero before the guide takes part in one).
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if kind == .margins || kind == .safeArea {
            let insets = kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
            return CGRect(x: owner.bounds.minX + insets.left, y: owner.bounds.minY + insets.top,
                          width: max(owner.bounds.width - insets.left - insets.right, 0),
                          height: max(owner.bounds.height - insets.top - insets.bottom, 0))
        }
        return owner.solvedFrame(of: self) ?? .zero
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { anchorLeading }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { anchorTrailing }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { anchorLeft }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { anchorRight }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { anchorCenterX }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { anchorTop }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { anchorBottom }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { anchorCenterY }
    /// The width.
    open var widthAnchor: NSLayoutDimension { anchorWidth }
    /// The height.
    open var heightAnchor: NSLayoutDimension { anchorHeight }
}
