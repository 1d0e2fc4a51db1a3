import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerEngine

/// Records a text view delegate's calls.
@MainActor final class TextViewLog: NSObject, UITextViewDelegate {
    var calls: [String] = []
    var refuse = false
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("begin") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("end") }
    func textViewDidChange(_ textView: UITextView) { calls.append("change") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("should \(range.location),\(range.length) \(text)")
        return !refuse
    }
}

@MainActor
@Suite("Quick selection with the pointer")
struct TextSelectionTests {
    /// A window with a text view holding "Hello brave new world" and a second paragraph.
    static func make() -> (UIWindow, UITextView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 400, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "Hello brave new world\nSecond paragraph here"
        window.addSubview(textView)
        return (window, textView, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)))
    }

    /// The window point of the caret position before character `offset`, on its line.
    static func point(_ tv: UITextView, _ offset: Int, dx: CGFloat = 1) -> CGPoint {
        let caret = tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: offset)!)
        return tv.convert(CGPoint(x: caret.minX + dx, y: caret.midY), to: tv.window!)
    }

    @Test("a click places the caret and makes the view first responder")
    func clickPlacesCaret() throws {
        let (_, tv, mouse) = Self.make()
        try mouse.move(to: Self.point(tv, 6, dx: 0.5), steps: 2)
        try mouse.click()
        #expect(tv.isFirstResponder)
        #expect(tv.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test("click and drag selects from the click to the pointer")
    func dragSelects() throws {
        let (_, tv, mouse) = Self.make()
        try mouse.move(to: Self.point(tv, 6, dx: 0.5))
        try mouse.press()
        try mouse.move(to: Self.point(tv, 11, dx: 0.5), steps: 4)
        try mouse.release()
        #expect(tv.selectedRange == NSRange(location: 6, length: 5))
        #expect(tv.text(in: tv.selectedTextRange!) == "brave")
    }

    @Test("a double-click selects the word under the pointer")
    func doubleClickSelectsWord() throws {
        let (_, tv, mouse) = Self.make()
        try mouse.move(to: Self.point(tv, 8))
        try mouse.click()
        try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "brave")
    }

    @Test("a triple-click selects the paragraph")
    func tripleClickSelectsParagraph() throws {
        let (_, tv, mouse) = Self.make()
        try mouse.move(to: Self.point(tv, 25))
        try mouse.click(); try mouse.click(); try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "Second paragraph here")
        try mouse.move(to: Self.point(tv, 3))
        mouse.advance(by: 1)
        try mouse.click(); try mouse.click(); try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "Hello brave new world\n", "with its newline")
    }

    @Test("a shift-click extends the selection to the click")
    func shiftClickExtends() throws {
        let (_, tv, mouse) = Self.make()
        try mouse.move(to: Self.point(tv, 6, dx: 0.5))
        try mouse.click()
        mouse.advance(by: 1)
        try mouse.move(to: Self.point(tv, 15, dx: 0.5))
        try mouse.click(modifiers: [.shift])
        #expect(tv.selectedRange == NSRange(location: 6, length: 9))
    }

    @Test("dragging a selection moves its text where it is dropped")
    func dragMovesSelection() throws {
        let (_, tv, mouse) = Self.make()
        tv.selectedRange = NSRange(location: 6, length: 6)   // "brave "
        _ = tv.becomeFirstResponder()
        try mouse.move(to: Self.point(tv, 8))
        try mouse.press()
        try mouse.move(to: Self.point(tv, 16, dx: 0.5), steps: 6)
        #expect(tv.dropOffset == 16, "a drop caret shows where it would land")
        try mouse.release()
        #expect(tv.text == "Hello new brave world\nSecond paragraph here")
        #expect(tv.text(in: tv.selectedTextRange!) == "brave ")
        #expect(tv.dropOffset == nil)
    }

    @Test("a click on the selection that does not drag places the caret there")
    func clickOnSelection() throws {
        let (_, tv, mouse) = Self.make()
        tv.selectedRange = NSRange(location: 6, length: 5)
        _ = tv.becomeFirstResponder()
        try mouse.move(to: Self.point(tv, 8, dx: 0.5))
        try mouse.click()
        #expect(tv.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test("the selection is drawn under the text, and the caret in the view's tint")
    func selectionIsDrawn() throws {
        let (window, tv, mouse) = Self.make()
        tv.accessibilityIdentifier = "text"
        try mouse.move(to: Self.point(tv, 6, dx: 0.5))
        try mouse.click()
        let caretLayer = try #require(window.pointerScene().layers.first { $0.name == "text" })
        #expect(caretLayer.drawings.count == 1, "one caret")
        tv.selectedRange = NSRange(location: 0, length: 30)
        let layer = try #require(window.pointerScene().layers.first { $0.name == "text" })
        #expect(layer.drawings.count == 2, "one selection rectangle per line")
        let text = try #require(layer.text)
        #expect(text.runs.map(\.text) == ["Hello brave new world", "Second paragraph here"])
    }

    @Test("the delegate hears every selection change and every edit, and may refuse an edit")
    func delegateHearsChanges() throws {
        let (_, tv, mouse) = Self.make()
        let log = TextViewLog()
        tv.delegate = log
        try mouse.move(to: Self.point(tv, 5, dx: 0.5))
        try mouse.click()
        tv.insertText("!")
        #expect(log.calls == ["begin", "selection 5,0", "should 5,0 !", "change", "selection 6,0"])
        log.refuse = true
        tv.deleteBackward()
        #expect(tv.text.hasPrefix("Hello!"), "refused")
    }
}
