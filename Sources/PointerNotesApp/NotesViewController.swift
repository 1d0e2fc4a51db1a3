import PointerUIKit

/// The app's one screen: a split view with the list of notes in the sidebar and the selected
/// note's editor beside it. It keeps the notes, and offers ⌘N (new note) and ⌘⌫ (delete the
/// selected note) as key commands; the editor's bar buttons send the same actions up the
/// responder chain.
class NotesViewController: UISplitViewController {
    var notes: [Note]
    var selectedNoteID: Note.ID?
    let list = NotesListViewController()
    let editor = NoteEditorViewController()

    /// Creates the screen with `notes` (the sample notes unless given), the first one selected.
    init(notes: [Note] = Note.samples) {
        self.notes = notes
        super.init(style: .doubleColumn)
        preferredDisplayMode = .oneBesideSecondary
        primaryBackgroundStyle = .sidebar
        list.didSelectNote = { [unowned self] id in self.select(id) }
        list.didSwipeToDelete = { [unowned self] id in self.delete(id) }
        editor.textDidChange = { [unowned self] text in self.updateSelectedNote(text: text) }
        setViewController(UINavigationController(rootViewController: list), for: .primary)
        setViewController(UINavigationController(rootViewController: editor), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        select(notes.first?.id)
    }

    // MARK: Key commands

    override var keyCommands: [UIKeyCommand]? {
        let newNote = UIKeyCommand(title: "New Note", action: Selector(NotesViewController.newNote), input: "n", modifierFlags: .command)
        let delete = UIKeyCommand(title: "Delete Note", action: Selector(NotesViewController.deleteSelectedNote), input: "\u{8}", modifierFlags: .command)
        // ⌘⌫ in a text view would delete to the start of the line; here it deletes the note.
        delete.wantsPriorityOverSystemBehavior = true
        return [newNote, delete]
    }

    // MARK: Actions

    /// Adds an empty note at the top of the list, selects it and puts the caret in it.
    func newNote() {
        let note = Note()
        notes.insert(note, at: 0)
        select(note.id)
        _ = editor.textView.becomeFirstResponder()
    }

    /// Deletes the selected note, if there is one.
    func deleteSelectedNote() {
        if let id = selectedNoteID { delete(id) }
    }

    // MARK: The notes

    var selectedNote: Note? { notes.first { $0.id == selectedNoteID } }

    /// Selects a note (nil: none) in the list and shows it in the editor.
    func select(_ id: Note.ID?) {
        selectedNoteID = id
        list.show(notes, selecting: id)
        editor.show(selectedNote)
    }

    /// Deletes a note; when it was the selected one, the note after it (or before it, at the
    /// end of the list) is selected.
    func delete(_ id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes.remove(at: index)
        if id == selectedNoteID {
            select(notes.isEmpty ? nil : notes[min(index, notes.count - 1)].id)
        } else {
            list.show(notes, selecting: selectedNoteID)
        }
    }

    /// The editor's text changed: the selected note takes it, and its row its new title.
    func updateSelectedNote(text: String) {
        guard let id = selectedNoteID, let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].text = text
        list.show(notes, selecting: id, reconfiguring: [id])
    }
}
