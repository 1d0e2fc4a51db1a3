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
        // People write Korean, Hebrew and Arabic too: the editor lays them out right, right to
        // left where they read that way.
        Note(text: "포인터 사용법\n트랙패드를 두 손가락으로 밀면 메모를 지울 수 있습니다. 텍스트 위에서는 포인터가 줄을 따라 움직입니다."),
        Note(text: "רשימת קניות\nלחם, חלב, קפה ותפוחים. לא לשכוח את הלימונים!"),
        Note(text: "ملاحظات الاجتماع\nنلتقي يوم الأحد في الساعة العاشرة صباحا لمناقشة الخطة."),
    ]
}
