import Foundation

extension UIButton {
    /// The signature of `pointerStyleProvider`: the button, the effect and shape the system
    /// proposes; return a style, or nil for the system pointer.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
}

/// The delegate behind a button's own pointer interaction.
@MainActor final class ButtonPointerDelegate: UIPointerInteractionDelegate {
    unowned let button: UIButton
    init(button: UIButton) { self.button = button }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle.notImplemented }
        let preview = UITargetedPreview(view: button)
        let proposed: UIPointerEffect
        switch button.window?.pointer.automaticEffect(for: button) {
        case .lift?: proposed = .lift(preview)
        case .hover?: proposed = .hover(preview)
        default: proposed = .highlight(preview)
        }
        // UIKit proposes the shape in the preview target's container space (the superview).
        let shape = button.convert(button.bounds, to: preview.shapeContainer)
        let radius = button.configuredCornerRadius.map { max($0, 0) } ?? UIPointerShape.defaultCornerRadius
        return provider(button, proposed, .roundedRect(shape, radius: radius))
    }

    /// The button's effect begins: it is hovered (UIKit's `isHovered`).
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        button.setPointerHovered(true)
    }

    /// The button's effect ends.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        button.setPointerHovered(false)
    }
}
