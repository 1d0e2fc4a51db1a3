import Foundation
import PointerGeometry

extension UIView {
    /// The view's hover style, as UIKit's `hoverStyle` (iOS 17): under the pointer the view
    /// shows the style's effect (highlight, lift, or the automatic choice) with its shape.
    /// Default nil: no effect. The style is copied when set, as UIKit's `@NSCopying` property;
    /// the getter returns the view's copy, and changing that copy updates the view.
    ///
    /// It works through a pointer interaction PointerKit adds to the view (listed in
    /// `interactions`), system-provided: an interaction the app adds to the same view wins
    /// over it, as an app's own pointer style wins on iPadOS (Apple's documentation does not
    /// say which wins; PointerKit's choice). A disabled style (`isEnabled` false) shows the
    /// system pointer, or an enclosing view's effect.
    public var hoverStyle: UIHoverStyle? {
        get { hoverInteraction?.style }
        set {
            if let newValue {
                let style = newValue.copied()
                if let interaction = hoverInteraction {
                    interaction.show(style)
                } else {
                    addInteraction(HoverStyleInteraction(style: style))
                }
            } else if let interaction = hoverInteraction {
                removeInteraction(interaction)
            }
        }
    }

    /// The affine map from this view's coordinates to `view`'s.
    func affineTransform(to view: UIView) -> Transform2D {
        let o = convert(CGPoint.zero, to: view), x = convert(CGPoint(x: 1, y: 0), to: view), y = convert(CGPoint(x: 0, y: 1), to: view)
        return Transform2D(a: Double(x.x - o.x), b: Double(x.y - o.y), c: Double(y.x - o.x), d: Double(y.y - o.y),
                           tx: Double(o.x), ty: Double(o.y))
    }

    var hoverInteraction: HoverStyleInteraction? {
        for case let interaction as HoverStyleInteraction in storedPointerInteractions { return interaction }
        return nil
    }
}

/// The pointer interaction behind `UIView.hoverStyle`: system-provided, its delegate held
/// strongly (`systemDelegate`).
@MainActor
final class HoverStyleInteraction: UIPointerInteraction {
    private(set) var style: UIHoverStyle
    private let hoverDelegate = HoverStyleDelegate()

    init(style: UIHoverStyle) {
        self.style = style
        super.init(delegate: nil)
        isSystemProvided = true
        systemDelegate = hoverDelegate
        style.owner = self
    }

    @MainActor deinit { style.owner = nil }

    func show(_ newStyle: UIHoverStyle) {
        style.owner = nil
        style = newStyle
        newStyle.owner = self
        invalidate()
    }
}

/// Answers for a hover style: one region, the view's bounds (none while the style is
/// disabled), and a pointer style made from the hover style's effect and shape.
@MainActor
final class HoverStyleDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard let hover = interaction as? HoverStyleInteraction, hover.style.isEnabled else { return nil }
        return defaultRegion
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let hover = interaction as? HoverStyleInteraction, let view = interaction.view else { return nil }
        let style = hover.style
        let parameters = UIPreviewParameters()
        var shape: UIPointerShape?
        if let given = style.shape {
            let outline = given.outline(in: view.bounds)
            parameters.visiblePath = UIBezierPath(path: outline)
            let preview = UITargetedPreview(view: view, parameters: parameters)
            let container = preview.shapeContainer
            if let rounded = given.roundedRect(in: view.bounds) {
                shape = .roundedRect(view.convert(rounded.rect, to: container), radius: rounded.radius)
            } else {
                shape = .path(outline.applying(view.affineTransform(to: container)))
            }
            return UIPointerStyle(effect: Self.effect(style.effect, preview), shape: shape)
        }
        return UIPointerStyle(effect: Self.effect(style.effect, UITargetedPreview(view: view)), shape: nil)
    }

    static func effect(_ effect: any UIHoverEffect, _ preview: UITargetedPreview) -> UIPointerEffect {
        switch effect {
        case is UIHoverHighlightEffect: .highlight(preview)
        case is UIHoverLiftEffect: .lift(preview)
        default: .automatic(preview)
        }
    }
}
