import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Text views and fields survive bad input")
struct TextBadInputTests {
    @Test("a selected range past the end is clamped to the text, with a diagnostic")
    func selectionPastEnd() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv.text = "short"
        tv.selectedRange = NSRange(location: 3, length: 500)
        #expect(tv.selectedRange == NSRange(location: 3, length: 2))
        tv.selectedRange = NSRange(location: 99, length: 0)
        #expect(tv.selectedRange == NSRange(location: 5, length: 0))
        tv.selectedRange = NSRange(location: -4, length: 2)
        #expect(tv.selectedRange == NSRange(location: 0, length: 0))
        #expect(UIApplication.shared.textDiagnostics.last?.contains("outside the text of length 5") == true)
    }

    @Test("a font size that is not a positive number falls back to 17 pt, and the text still lays out")
    func badFontSizes() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv.text = "Some text"
        for size in [CGFloat.nan, -12, 0, .infinity] {
            tv.font = .systemFont(ofSize: size)
            #expect(tv.font?.pointSize == 17)
            #expect(tv.contentSize.height.isFinite && tv.contentSize.height > 17)
        }
        #expect(UIFont(name: "Helvetica", size: .nan) == nil)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.font = UIFont(name: "Helvetica", size: -3)
        #expect(field.font?.pointSize == 17, "nil resets to the default")
    }

    @Test("text with a lone UTF-16 surrogate shows U+FFFD in its place and keeps its length")
    func loneSurrogate() {
        let units: [unichar] = [0x61, 0xD800, 0x62]
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv.text = NSString(characters: units, length: 3) as String
        #expect(tv.text == "a\u{FFFD}b")
        #expect((tv.text as NSString).length == 3)
        tv.selectedRange = NSRange(location: 1, length: 1)
        tv.insertText("x")
        #expect(tv.text == "axb")
    }

    @Test("a NUL character becomes U+FFFD with a diagnostic")
    func nulCharacter() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = "a\u{0}b"
        #expect(field.text == "a\u{FFFD}b")
        #expect(UIApplication.shared.textDiagnostics.last?.contains("NUL") == true)
    }

    @Test("deleting backward at the start, or forward at the end, changes nothing and asks nobody")
    func deleteAtEdges() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let log = TextViewLog()
        tv.text = "abc"
        tv.delegate = log
        tv.selectedRange = NSRange(location: 0, length: 0)
        log.calls = []
        tv.deleteBackward()
        #expect(tv.text == "abc")
        #expect(log.calls.isEmpty)
        tv.selectedRange = NSRange(location: 3, length: 0)
        log.calls = []
        #expect(!tv.editor.deleteForward())
        #expect(log.calls.isEmpty)
    }

    @Test("positions outside the text are nil, and ranges of foreign positions count from the start")
    func positionsOutside() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv.text = "abc"
        #expect(tv.position(from: tv.beginningOfDocument, offset: -1) == nil)
        #expect(tv.position(from: tv.endOfDocument, offset: 1) == nil)
        #expect(tv.position(from: tv.endOfDocument, offset: Int.max) == nil)
        #expect(tv.offset(from: UITextPosition(), to: tv.endOfDocument) == 3)
        #expect(tv.closestPosition(to: CGPoint(x: CGFloat.nan, y: .infinity)) != nil)
    }

    @Test("an empty text view still has a caret one line tall")
    func emptyCaret() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        tv.font = .systemFont(ofSize: 20)
        let caret = tv.caretRect(for: tv.beginningOfDocument)
        #expect(caret.height > 20 && caret.width == 2)
    }
}

@MainActor
@Suite("Text views leave no references behind")
struct TextLifetimeTests {
    @Test("a text view the app removes is freed at once, even after a click, a selection and its edit menu")
    func freedAfterRemoval() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        weak var weakTextView: UITextView?
        do {
            let tv = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
            tv.text = "Some words to select"
            window.addSubview(tv)
            weakTextView = tv
            try mouse.move(to: CGPoint(x: 60, y: 38), steps: 3)
            try mouse.click(); try mouse.click()
            try mouse.click(.secondary)
            #expect(tv.editMenuInteraction.presentedMenu != nil)
            tv.editMenuInteraction.dismissMenu()
            tv.removeFromSuperview()
        }
        try mouse.move(to: CGPoint(x: 100, y: 100), steps: 2)
        mouse.advance(by: 0.5)
        #expect(weakTextView == nil, "freed")
    }
}
