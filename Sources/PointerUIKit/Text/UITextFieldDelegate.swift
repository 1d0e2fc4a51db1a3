import Foundation

/// The object told about a text field's editing, as UIKit's `UITextFieldDelegate` (every
/// method optional).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may become first responder. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// It became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether it may stop being first responder. Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// It stopped being first responder (called when `textFieldDidEndEditing(_:reason:)` is
    /// not implemented).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// It stopped being first responder, and why. Default: calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a user's edit may replace `range` with `string` (one character when typing,
    /// several when pasting, "" when deleting). Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The Return key was pressed; false ignores it. Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Default: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// The border a text field draws, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// None (the default).
        case none
        /// A thin black rectangle.
        case line
        /// A grey rectangle.
        case bezel
        /// A light grey rounded rectangle on white, 5 pt radius: the common style.
        case roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows, as UIKit's
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is being edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed
        /// Editing was cancelled (PointerKit never cancels).
        case cancelled
    }
}
