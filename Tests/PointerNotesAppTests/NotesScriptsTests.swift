import Foundation
import Testing
@testable import PointerNotesApp
import PointerUIKit
import PointerTesting

/// The Notes app's Korean, Hebrew and Arabic notes, as the people who write them see them.
@MainActor
@Suite("Notes in Korean, Hebrew and Arabic", .serialized)
struct NotesScriptsTests {
    func open(_ notes: LaunchedNotes, _ title: String) throws {
        let row = try #require(notes.row(title), "the sidebar shows \(title)")
        try notes.pointer.move(to: notes.center(row), steps: 4)
        try notes.pointer.click()
        #expect(notes.selectedTitle == title)
    }

    func caret(_ tv: UITextView, _ offset: Int) -> CGRect {
        tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: offset)!)
    }

    @Test("the Hebrew note opens right-aligned, and a click on its first word puts the caret in it")
    func hebrewNote() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try open(notes, "רשימת קניות")
        let tv = notes.textView
        #expect(caret(tv, 0).maxX > tv.bounds.width - tv.textContainerInset.right - 10, "the title starts at the right")
        // Click in the middle of "רשימת" (the first word, drawn at the right).
        let start = caret(tv, 0), end = caret(tv, 5)
        let point = tv.convert(CGPoint(x: (start.minX + end.minX) / 2, y: start.midY), to: notes.window)
        try notes.pointer.move(to: point, steps: 4)
        try notes.pointer.click()
        #expect((1...4).contains(tv.selectedRange.location), "the caret is inside the word: \(tv.selectedRange)")
        notes.pointer.settle()
        let beam = try #require(notes.pointer.pointerFrame)
        #expect(beam.width < 4 && abs(beam.midY - point.y) < 12, "the beam rides the Hebrew line: \(beam)")
    }

    @Test("the Korean note's lines are as tall as Korean needs, and a double-click selects a word")
    func koreanNote() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try open(notes, "포인터 사용법")
        let tv = notes.textView
        let body = (tv.text as NSString).range(of: "트랙패드를")
        let word = caret(tv, body.location), after = caret(tv, body.location + body.length)
        #expect(word.height > 19.5, "a line with Korean is taller than a Latin one: \(word.height)")
        let point = tv.convert(CGPoint(x: (word.minX + after.minX) / 2, y: word.midY), to: notes.window)
        try notes.pointer.move(to: point, steps: 4)
        try notes.pointer.click()
        try notes.pointer.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "트랙패드를")
    }

    @Test("editing the Arabic note keeps it reading right to left, its title updated in the sidebar")
    func arabicNote() throws {
        let notes = try LaunchedNotes()
        defer { notes.close() }
        try open(notes, "ملاحظات الاجتماع")
        let tv = notes.textView
        _ = tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: 0, length: 0)
        tv.insertText("مهم: ")
        #expect(notes.titles.contains("مهم: ملاحظات الاجتماع"))
        #expect(tv.baseWritingDirection(for: tv.beginningOfDocument, in: .forward) == .rightToLeft)
        #expect(caret(tv, 0).maxX > tv.bounds.width - tv.textContainerInset.right - 10)
    }
}
