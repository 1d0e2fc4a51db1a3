import Foundation
import Testing
@testable import PointerNotesApp
import PointerUIKit
import PointerTesting

@MainActor
@Suite("The Notes sample app", .serialized)
struct NotesAppTests {
    @Test("launching shows the notes' titles in the sidebar beside the first note in the editor")
    func launch() throws {
        let brokenBefore = UIApplication.shared.layoutDiagnostics.count
        let notes = try LaunchedNotes()
        defer { notes.close() }
        #expect(notes.shownTitles == Note.samples.map(\.title))
        #expect(notes.shownTitles.first == "Welcome to Notes")
        #expect(notes.selectedTitle == "Welcome to Notes")
        #expect(notes.textView.text == Note.samples[0].text)
        #expect(notes.frame(notes.list).minX == 0 && notes.frame(notes.list).width == 320)
        #expect(notes.frame(notes.textView).minX > 320 && notes.frame(notes.textView).maxX == 1024)
        #expect(notes.frame(notes.textView).minY >= 50, "under the navigation bar")
        #expect(UIApplication.shared.layoutDiagnostics.count == brokenBefore, "no constraint was broken")
    }

    @Test("hovering the editor's text shows the text beam")
    func beam() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try notes.pointer.move(to: notes.textPoint(), steps: 4)
        notes.pointer.settle()
        #expect(notes.window.currentPointerView === notes.textView)
        let beam = try #require(notes.pointer.pointerFrame)
        #expect(beam.width < 4 && beam.height > 12, "a vertical beam, not the circle: \(beam)")
    }

    @Test("clicking a note in the sidebar opens it in the editor")
    func selectNote() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        let groceries = try #require(notes.row("Groceries"))
        try notes.pointer.move(to: notes.center(groceries), steps: 4)
        try notes.pointer.click()
        #expect(notes.selectedTitle == "Groceries")
        #expect(notes.textView.text.hasPrefix("Groceries\nApples"))
    }

    @Test("typing in the editor changes the note and its title in the sidebar")
    func typing() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try notes.pointer.move(to: notes.textPoint(), steps: 4)
        try notes.pointer.click()
        #expect(notes.textView.isFirstResponder)
        try notes.keyboard.press(.keyboardLeftArrow, modifiers: .command)
        try notes.keyboard.type("Hello! ")
        #expect(notes.app.notes[0].text.hasPrefix("Hello! Welcome to Notes\n"))
        #expect(notes.shownTitles.first == "Hello! Welcome to Notes")
        #expect(notes.selectedTitle == "Hello! Welcome to Notes", "the edited note stays selected")
        try notes.keyboard.press(.keyboardA, modifiers: .command)
        try notes.keyboard.type("Shopping\nMilk")
        #expect(notes.app.notes[0].text == "Shopping\nMilk")
        #expect(notes.shownTitles == ["Shopping"] + Note.samples.dropFirst().map(\.title))
    }

    @Test("⌘N adds an empty note at the top and selects it, and typing fills it in")
    func commandN() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try notes.keyboard.press(.keyboardN, modifiers: .command)
        #expect(notes.app.notes.count == Note.samples.count + 1)
        #expect(notes.shownTitles.first == "New Note")
        #expect(notes.selectedTitle == "New Note")
        #expect(notes.textView.text == "" && notes.textView.isFirstResponder, "the caret is in the new note")
        try notes.keyboard.type("Call the plumber")
        #expect(notes.shownTitles.first == "Call the plumber")
        #expect(notes.shownTitles.dropFirst().first == "Welcome to Notes")
    }

    @Test("⌘⌫ deletes the selected note, even while typing in it, and selects the next one")
    func commandDelete() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try notes.keyboard.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(notes.titles == Note.samples.dropFirst().map(\.title))
        #expect(notes.selectedTitle == "Trackpad tips")
        #expect(notes.textView.text == Note.samples[1].text)
        try notes.pointer.move(to: notes.textPoint(x: 30), steps: 4)
        try notes.pointer.click()
        #expect(notes.textView.isFirstResponder)
        try notes.keyboard.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(notes.shownTitles == Note.samples.dropFirst(2).map(\.title), "the note went, not a line of its text")
        #expect(notes.selectedTitle == "Groceries")
    }

    @Test("the New Note and Delete bar buttons add and delete notes, as ⌘N and ⌘⌫ do")
    func barButtons() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        let items = try #require(notes.app.editor.navigationItem.rightBarButtonItems)
        #expect(items.count == 2)
        try notes.pointer.move(to: notes.center(items[0].view), steps: 4)
        #expect(notes.pointer.effect == .highlight)
        try notes.pointer.click()
        #expect(notes.shownTitles.first == "New Note" && notes.selectedTitle == "New Note")
        try notes.pointer.move(to: notes.center(items[1].view), steps: 4)
        try notes.pointer.click()
        #expect(notes.shownTitles == Note.samples.map(\.title))
        #expect(notes.selectedTitle == "Welcome to Notes")
    }

    @Test("deleting every note leaves an empty editor that cannot be typed in")
    func deleteAll() throws {
        let notes = try LaunchedNotes(notes: [Note(text: "Only one")])
        defer { notes.close() }
        try notes.keyboard.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(notes.app.notes.isEmpty && notes.shownTitles.isEmpty && notes.selectedTitle == nil)
        #expect(notes.textView.text == "" && !notes.textView.isEditable)
        try notes.keyboard.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(notes.app.notes.isEmpty, "nothing more to delete")
    }
}
