import Foundation
import Testing
@testable import PointerNotesApp
import PointerUIKit
import PointerTesting

@MainActor
@Suite("Swiping notes in the Notes app", .serialized)
struct NotesSwipeTests {
    @Test("a two-finger horizontal pan over a note reveals Delete and tapping it removes the note")
    func swipeToDelete() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        let groceries = try #require(notes.row("Groceries"))
        try notes.pointer.move(to: notes.center(groceries), steps: 4)
        try notes.pointer.scroll(by: CGVector(dx: 120, dy: 0), steps: 4)
        notes.pointer.settle(0.5)
        #expect(notes.slide(of: "Groceries") < -60, "the row slid left and stays open")
        let delete = try #require(notes.window.view(identifiedBy: "Delete"))
        #expect(notes.frame(delete).minX >= notes.frame(groceries).minX && notes.frame(delete).maxX <= 321)
        #expect(notes.titles.contains("Groceries"), "revealing deletes nothing")
        try notes.pointer.move(to: notes.center(delete), steps: 3)
        try notes.pointer.click()
        notes.pointer.settle(0.5)
        #expect(notes.titles == Note.samples.map(\.title).filter { $0 != "Groceries" })
        #expect(notes.shownTitles == notes.titles)
        #expect(notes.selectedTitle == "Welcome to Notes", "another note's deletion keeps the selection")
        #expect(notes.list.visibleCells.allSatisfy { $0.contentView.transform == .identity })
    }

    @Test("swiping the selected note away and deleting it selects the next note")
    func swipeSelected() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        let welcome = try #require(notes.row("Welcome to Notes"))
        try notes.pointer.move(to: notes.center(welcome), steps: 4)
        try notes.pointer.scroll(by: CGVector(dx: 120, dy: 0), steps: 4)
        notes.pointer.settle(0.5)
        let delete = try #require(notes.window.view(identifiedBy: "Delete"))
        try notes.pointer.move(to: notes.center(delete), steps: 3)
        try notes.pointer.click()
        #expect(notes.selectedTitle == "Trackpad tips")
        #expect(notes.textView.text == Note.samples[1].text)
    }

    @Test("a vertical two-finger pan scrolls the list of notes without revealing actions")
    func verticalPanScrolls() throws {
        let many = (1...40).map { Note(text: "Note \($0)\nBody \($0)") }
        let notes = try LaunchedNotes(notes: many)
        defer { notes.close() }
        let third = try #require(notes.row("Note 3"))
        try notes.pointer.move(to: notes.center(third), steps: 4)
        try notes.pointer.scroll(by: CGVector(dx: 0, dy: 220), steps: 4)
        notes.pointer.settle(1)
        #expect(notes.list.contentOffset.y >= 200)
        #expect(notes.shownTitles.first != "Note 1", "the first notes scrolled away")
        #expect(notes.window.view(identifiedBy: "Delete") == nil)
        #expect(notes.list.visibleCells.allSatisfy { $0.contentView.transform == .identity })
        #expect(notes.app.notes.count == 40)
    }
}
