import Foundation

/// A view that responds to user actions (buttons, segmented controls), as far as the
/// pointer system needs one.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// False dims the control and makes it ignore input.
    open var isEnabled = true
    /// True while the pointer is over the control (kept by the pointer system).
    open internal(set) var isHovered = false
}

/// A button: a control with a title, as far as the pointer system needs one.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's title.
    open var title: String?

    /// True gives the button the system pointer effect (the automatic effect for its size
    /// and background), as UIKit's buttons; false by default, as in UIKit.
    open var isPointerInteractionEnabled = false {
        didSet {
            guard oldValue != isPointerInteractionEnabled else { return }
            if isPointerInteractionEnabled {
                let interaction = UIPointerInteraction(delegate: pointerDelegate)
                addInteraction(interaction)
                buttonPointerInteraction = interaction
            } else if let interaction = buttonPointerInteraction {
                removeInteraction(interaction)
                buttonPointerInteraction = nil
            }
        }
    }

    /// Customises the button's pointer style; setting it turns the pointer interaction on.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet {
            if pointerStyleProvider != nil { isPointerInteractionEnabled = true }
            buttonPointerInteraction?.invalidate()
        }
    }

    private var buttonPointerInteraction: UIPointerInteraction?
    private lazy var pointerDelegate = ButtonPointerDelegate(button: self)
}
