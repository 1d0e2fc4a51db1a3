import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Typing into text views and fields with a hardware keyboard")
struct TextKeyboardTests {
    static func make(_ text: String = "Hello brave new world\nSecond line") throws -> (UIWindow, UITextView, SimulatedPointer, SimulatedKeyboard) {
        let (window, tv, mouse) = TextSelectionTests.make()
        tv.text = text
        let keyboard = SimulatedKeyboard(sharing: mouse)
        try mouse.move(to: TextSelectionTests.point(tv, 5, dx: 0.5), steps: 2)
        try mouse.click()
        return (window, tv, mouse, keyboard)
    }

    @Test("a click then typing inserts the text at the caret, capitals with shift held")
    func typingInserts() throws {
        let (_, tv, _, keyboard) = try Self.make()
        try keyboard.type(", Dear")
        #expect(tv.text.hasPrefix("Hello, Dear brave"))
        try keyboard.press(.keyboardDeleteOrBackspace)
        #expect(tv.text.hasPrefix("Hello, Dea brave"))
        try keyboard.press(.keyboardReturnOrEnter)
        #expect(tv.text.hasPrefix("Hello, Dea\n brave"))
    }

    @Test("arrow keys move the caret; shift extends the selection; option moves by words")
    func arrowKeys() throws {
        let (_, tv, _, keyboard) = try Self.make()
        try keyboard.press(.keyboardRightArrow)
        #expect(tv.selectedRange == NSRange(location: 6, length: 0))
        try keyboard.press(.keyboardRightArrow, modifiers: [.alternate])
        #expect(tv.selectedRange == NSRange(location: 11, length: 0), "to the end of \"brave\"")
        try keyboard.press(.keyboardLeftArrow, modifiers: [.alternate, .shift])
        #expect(tv.selectedRange == NSRange(location: 6, length: 5))
        try keyboard.press(.keyboardLeftArrow)
        #expect(tv.selectedRange == NSRange(location: 6, length: 0), "left collapses a selection to its start")
        try keyboard.press(.keyboardDownArrow)
        #expect(tv.selectedRange.location > 22, "down goes to the second line")
        try keyboard.press(.keyboardUpArrow, modifiers: [.command])
        #expect(tv.selectedRange == NSRange(location: 0, length: 0))
        try keyboard.press(.keyboardRightArrow, modifiers: [.command, .shift])
        #expect(tv.text(in: tv.selectedTextRange!) == "Hello brave new world")
    }

    @Test("command-A selects all, command-C and command-V copy and paste, forward delete deletes after the caret")
    func shortcuts() throws {
        let (_, tv, _, keyboard) = try Self.make("abc def")
        try keyboard.press(.keyboardA, modifiers: [.command])
        #expect(tv.selectedRange == NSRange(location: 0, length: 7))
        try keyboard.press(.keyboardC, modifiers: [.command])
        #expect(UIPasteboard.general.string == "abc def")
        try keyboard.press(.keyboardRightArrow)
        try keyboard.press(.keyboardV, modifiers: [.command])
        #expect(tv.text == "abc defabc def")
        try keyboard.press(.keyboardHome)
        try keyboard.press(.keyboardDeleteForward)
        #expect(tv.text == "bc defabc def")
        try keyboard.press(.keyboardEnd)
        try keyboard.press(.keyboardDeleteOrBackspace, modifiers: [.alternate])
        #expect(tv.text == "bc defabc ", "option-delete deletes the word before the caret")
    }

    @Test("in a text field, Return asks the delegate and Tab types nothing")
    func fieldReturnAndTab() throws {
        let (window, field, mouse, log) = TextFieldTests.make()
        #expect(field.window === window)
        let keyboard = SimulatedKeyboard(sharing: mouse)
        try mouse.move(to: CGPoint(x: 100, y: 37))
        try mouse.click()
        try keyboard.type("Name")
        try keyboard.press(.keyboardTab)
        try keyboard.press(.keyboardReturnOrEnter)
        #expect(field.text == "Name")
        #expect(log.calls.contains("return"))
        try keyboard.press(.keyboardUpArrow)
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 0, "up goes to the start of a field")
    }

    @Test("a text view that is not first responder gets no typing")
    func notFirstResponder() throws {
        let (_, tv, _, keyboard) = try Self.make()
        _ = tv.resignFirstResponder()
        try keyboard.type("zzz")
        #expect(!tv.text.contains("zzz"))
    }
}
