import Foundation

/// How a preview is drawn: its visible outline, shadow outline and background, as UIKit's
/// `UIPreviewParameters`.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The visible outline, in the view's coordinates (nil: the view's bounds). A highlight
    /// without a shape morphs the pointer into it.
    open var visiblePath: UIBezierPath?
    /// The outline casting the lift shadow (nil: the visible outline).
    open var shadowPath: UIBezierPath?
    /// The preview's background.
    open var backgroundColor: UIColor?
    /// Default parameters.
    public override init() { super.init() }
}

/// Where a preview is shown, as UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre in the container.
    public let center: CGPoint
    /// An extra transform.
    public let transform: CGAffineTransform
    /// Creates a target.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container; self.center = center; self.transform = transform
        super.init()
    }
}

/// A view as the pointer system shows it during an effect, as UIKit's `UITargetedPreview`.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it is shown (its own superview, at its centre, by default).
    public let target: UIPreviewTarget?
    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
    /// A preview of `view` with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget? = nil) {
        self.view = view; self.parameters = parameters; self.target = target
        super.init()
    }
    /// The preview's size.
    open var size: CGSize { view.bounds.size }
}
