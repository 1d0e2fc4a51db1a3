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
}
