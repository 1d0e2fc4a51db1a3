import PointerUIKit

/// A note: its text, whose first line is its title in the sidebar.
public struct Note: Identifiable, Hashable {
    /// What the sidebar's diffable data source knows the note by.
    public let id: UUID
    /// The note's text, as the editor shows it.
    public var text: String

    /// A note with `text` (empty unless given).
    public init(id: UUID = UUID(), text: String = "") {
        self.id = id
        self.text = text
    }

    /// The first line that is not blank, or "New Note" while there is none.
    public var title: String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: true)
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return line.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "New Note"
    }

    /// The notes a first launch shows.
    public static let samples: [Note] = [
        Note(text: "Welcome to Notes\nPick a note in the sidebar and type. Command-N starts a new note; Command-Delete deletes the one you are reading."),
        Note(text: "Trackpad tips\nSwipe a note to the left with two fingers to reveal Delete. Scroll the list up and down with two fingers."),
        Note(text: "Groceries\nApples, bread, coffee beans, oat milk, lemons."),
        Note(text: "Ideas for the weekend\nA walk by the river, the new bakery, finish the book."),
        Note(text: "Packing list\nCharger, passport, a warm jumper, headphones."),
    ]
}
