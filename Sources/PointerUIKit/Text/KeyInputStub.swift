// TEMPORARY until the keyboard work merges.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
