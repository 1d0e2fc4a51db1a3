import PointerUIKit

/// The secondary column: the selected note's text in a text view, under a navigation bar
/// with New Note (compose) and Delete (trash) buttons, whose actions go up the responder
/// chain to the split view controller.
class NoteEditorViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var textDidChange: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        textView.font = .preferredFont(forTextStyle: .body)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        textView.delegate = self
        textView.accessibilityIdentifier = "editor"
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: guide.topAnchor),
            textView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            textView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])

        // #selector(NotesViewController.newNote), sent to the first responder up the chain.
        let newNote = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: Selector(NotesViewController.newNote))
        let delete = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: Selector(NotesViewController.deleteSelectedNote))
        navigationItem.rightBarButtonItems = [newNote, delete]
    }

    /// Shows `note`'s text; with no note, the editor is empty and cannot be edited.
    func show(_ note: Note?) {
        loadViewIfNeeded()
        if note == nil { _ = textView.resignFirstResponder() }
        textView.text = note?.text ?? ""
        textView.isEditable = note != nil
    }

    // MARK: UITextViewDelegate

    func textViewDidChange(_ textView: UITextView) {
        textDidChange?(textView.text)
    }
}
