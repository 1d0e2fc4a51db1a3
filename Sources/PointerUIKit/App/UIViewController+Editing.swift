import Foundation

/// A view controller's editing flag and its edit button, made on first use.
@MainActor
final class EditingState {
    var isEditing = false
    var button: UIBarButtonItem?
}

extension UIViewController {
    /// A bar button item that shows Edit or Done and toggles editing
    /// (`setEditing(!isEditing, animated: true)`), as UIKit's `editButtonItem`.
    public var editButtonItem: UIBarButtonItem {
        if let button = editingState.button { return button }
        let button = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain, target: self,
                                     action: UIViewController.toggleEditing)
        editingState.button = button
        return button
    }

    private func toggleEditing() { setEditing(!isEditing, animated: true) }
}
