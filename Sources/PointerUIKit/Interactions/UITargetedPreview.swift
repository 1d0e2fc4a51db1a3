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
    /// The preview's background, drawn behind the view while a lift or hover effect shows it
    /// (nil: nothing drawn behind it).
    open var backgroundColor: UIColor?
    /// Default parameters.
    public override init() { super.init() }
}

/// Where a preview is shown, as UIKit's `UIPreviewTarget`: a container view and a centre in
/// its coordinates. A pointer shape given with an effect is read in the container's
/// coordinate space (session 10093: "this frame must be in the provided UITargetedPreview's
/// container's coordinate space").
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre in the container's coordinates.
    public let center: CGPoint
    /// An extra transform applied to the preview at its centre.
    public let transform: CGAffineTransform
    /// A target in `container` at `center`, with an extra `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container; self.center = center; self.transform = transform
        super.init()
    }
    /// A target in `container` at `center`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view as the pointer system shows it during an effect, as UIKit's `UITargetedPreview`.
/// The effect acts on `view` (not necessarily the interaction's view), shown at `target`.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the effect acts on.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// The target given at creation, or nil for the default one.
    let explicitTarget: UIPreviewTarget?

    /// A preview of `view` with default parameters, shown where the view is.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
    /// A preview of `view` with `parameters`, shown where the view is (its superview is the
    /// target's container).
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view; self.parameters = parameters; self.explicitTarget = nil
        super.init()
    }
    /// A preview of `view` with `parameters`, shown at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view; self.parameters = parameters; self.explicitTarget = target
        super.init()
    }

    /// Where the preview is shown: the target given at creation, else the view's superview at
    /// the view's centre. UIKit requires a view in a window for the default target; PointerKit
    /// uses the view itself, at its bounds' centre, for a view without a superview.
    public var target: UIPreviewTarget {
        if let explicitTarget { return explicitTarget }
        guard let superview = view.superview else {
            return UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return UIPreviewTarget(container: superview, center: view.center)
    }

    /// The coordinate space a shape given with this preview's effect is read in (no allocation:
    /// the pointer reads it on every move).
    var shapeContainer: UIView { explicitTarget?.container ?? view.superview ?? view }

    /// A preview of the same view and parameters shown at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The preview's size.
    open var size: CGSize { view.bounds.size }
}
