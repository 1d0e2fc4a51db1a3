import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerTesting

/// Records what a text view's delegate hears.
@MainActor final class CompositionDelegate: NSObject, UITextViewDelegate {
    var asked: [String] = []
    var changes = 0
    var refuses = false
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked.append("\(range.location),\(range.length) \(text)")
        return !refuses
    }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A text view that offers ⌘K, to see that key commands wait while a composition is open.
@MainActor final class CommandTextView: UITextView {
    var commands = 0
    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "k", modifierFlags: .command, action: Selector(CommandTextView.link))] }
    func link() { commands += 1 }
}

/// Marked text (an input method's composition) in text views and fields, as people typing
/// Korean, Chinese, Japanese or accents through an input method see it.
@MainActor
@Suite("Typing through an input method: marked text")
struct CompositionTests {
    static func make(_ text: String, view: UITextView = UITextView(frame: .zero)) -> (UIWindow, UITextView, SimulatedKeyboard) {
        let (window, tv, mouse, _) = TextInEveryScriptTests.make(text, into: view)
        _ = tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: tv.text.utf16.count, length: 0)
        return (window, tv, SimulatedKeyboard(sharing: mouse))
    }

    static func marked(_ tv: UITextView) -> NSRange? {
        guard let r = tv.markedTextRange else { return nil }
        let lo = tv.offset(from: tv.beginningOfDocument, to: r.start)
        return NSRange(location: lo, length: tv.offset(from: r.start, to: r.end))
    }

    @Test("a Korean syllable composed step by step shows in the text as marked, the caret after it, and commits into the note")
    func koreanSyllable() throws {
        let (_, tv, keyboard) = Self.make("안녕 ")
        keyboard.compose("ㅎ")
        #expect(tv.text == "안녕 ㅎ" && Self.marked(tv) == NSRange(location: 3, length: 1))
        keyboard.compose("하", "한")
        #expect(tv.text == "안녕 한" && Self.marked(tv) == NSRange(location: 3, length: 1))
        #expect(tv.selectedRange == NSRange(location: 4, length: 0), "the caret sits at the composition's end")
        try keyboard.commit()
        #expect(tv.text == "안녕 한" && tv.markedTextRange == nil)
        keyboard.compose("ㄱ", "그", "글")
        try keyboard.commit()
        #expect(tv.text == "안녕 한글" && tv.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test("a composition replaces the selection it starts on")
    func replacesSelection() {
        let (_, tv, keyboard) = Self.make("hello world")
        tv.selectedRange = NSRange(location: 6, length: 5)
        keyboard.compose("세")
        #expect(tv.text == "hello 세" && Self.marked(tv) == NSRange(location: 6, length: 1))
    }

    @Test("the composition is drawn underlined in the text's colour, the clause being converted thicker")
    func underlined() throws {
        let (window, tv, keyboard) = Self.make("abc ")
        func underlines() -> [Rect] {
            window.pointerScene().layers.flatMap(\.drawings).compactMap { d -> Rect? in
                guard case .fill(let path, let colour, _) = d.content, colour == UIColor.label.sceneColor || colour == tv.textColor?.sceneColor,
                      path.bounds.height <= 2 else { return nil }
                return path.bounds
            }
        }
        #expect(underlines().isEmpty)
        keyboard.receive(.compose("zhongwen", selectedRange: NSRange(location: 0, length: 5)))
        let lines = underlines()
        #expect(lines.count == 2, "one 1 pt line under the composition, one 2 pt under its selected clause: \(lines)")
        let caret4 = tv.convert(tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: 4)!), to: window)
        #expect(lines.allSatisfy { abs($0.minX - Double(caret4.minX)) < 3 }, "both start where the composition does")
        try keyboard.commit()
        #expect(underlines().isEmpty, "a committed composition is plain text")
    }

    @Test("the delegate is asked before each composition step and told after it; a refused step keeps the one before")
    func delegateHearsSteps() {
        let delegate = CompositionDelegate()
        let (_, tv, keyboard) = Self.make("")
        tv.delegate = delegate
        keyboard.compose("ㅎ", "하")
        #expect(delegate.asked == ["0,0 ㅎ", "0,1 하"] && delegate.changes == 2)
        delegate.refuses = true
        keyboard.compose("한")
        #expect(tv.text == "하" && Self.marked(tv) == NSRange(location: 0, length: 1))
    }

    @Test("key commands do not fire while composing; Return commits without a newline, Escape cancels")
    func keysWhileComposing() throws {
        let (_, tv, keyboard) = Self.make("note ", view: CommandTextView(frame: .zero))
        let view = try #require(tv as? CommandTextView)
        keyboard.compose("に")
        try keyboard.press(.keyboardK, modifiers: .command)
        #expect(view.commands == 0 && tv.text == "note に")
        try keyboard.press(.keyboardReturnOrEnter)
        #expect(tv.text == "note に" && tv.markedTextRange == nil)
        try keyboard.press(.keyboardK, modifiers: .command)
        #expect(view.commands == 1, "once committed, ⌘K is a command again")
        keyboard.compose("ほ")
        try keyboard.press(.keyboardEscape)
        #expect(tv.text == "note に" && tv.markedTextRange == nil)
    }

    @Test("a letter typed while composing commits the composition and follows it")
    func letterCommits() throws {
        let (_, tv, keyboard) = Self.make("")
        keyboard.compose("´")
        try keyboard.type("x")
        #expect(tv.text == "´x" && tv.markedTextRange == nil)
    }

    @Test("a click elsewhere in the text commits the composition where it is")
    func clickCommits() {
        let (_, tv, keyboard) = Self.make("안녕 ")
        keyboard.compose("하")
        tv.selectedRange = NSRange(location: 0, length: 0)
        #expect(tv.text == "안녕 하" && tv.markedTextRange == nil)
    }

    @Test("a commit with no composition types at the caret; an update after a commit starts a new composition there")
    func commitWithoutComposition() {
        let (_, tv, keyboard) = Self.make("שלום")
        keyboard.receive(.commit(" עולם"))
        #expect(tv.text == "שלום עולם" && tv.markedTextRange == nil)
        keyboard.receive(.compose("ש", selectedRange: NSRange(location: 1, length: 0)))
        #expect(Self.marked(tv) == NSRange(location: 9, length: 1))
    }

    @Test("a selected range outside the composition is clamped into it and said")
    func selectionOutside() {
        let (_, tv, keyboard) = Self.make("ab")
        keyboard.receive(.compose("ㅎ하", selectedRange: NSRange(location: 7, length: 4)))
        #expect(tv.selectedRange == NSRange(location: 4, length: 0))
        keyboard.receive(.compose("한", selectedRange: NSRange(location: -3, length: 1)))
        #expect(tv.selectedRange == NSRange(location: 2, length: 0), "each end is clamped into the composition")
        #expect(UIApplication.shared.textDiagnostics.last?.contains("outside the 1 characters marked: clamped") == true)
        #expect(tv.text == "ab한")
    }

    @Test("a composition longer than the whole document is kept whole and commits whole")
    func longComposition() throws {
        let (_, tv, keyboard) = Self.make("a")
        let long = String(repeating: "中文输入法", count: 400)
        keyboard.compose(long)
        #expect(Self.marked(tv)?.length == 2_000)
        try keyboard.commit()
        #expect(tv.text == "a" + long)
    }

    @Test("a text field composes too, and sends editingChanged for each step")
    func fieldComposes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 30))
        window.addSubview(field)
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        _ = field.becomeFirstResponder()
        let keyboard = SimulatedKeyboard(in: window)
        keyboard.compose("ㅅ", "서", "설")
        try keyboard.commit()
        #expect(field.text == "설" && field.markedTextRange == nil && changes == 3)
    }

    @Test("deleting around the caret, as a Thai input method does, removes exactly what it asks, clamped to the text")
    func deleteSurrounding() {
        let (_, tv, keyboard) = Self.make("สวัสดี")
        keyboard.receive(.deleteSurrounding(before: 2, after: 0))
        #expect(tv.text == "สวัส")
        keyboard.receive(.deleteSurrounding(before: 100, after: 5))
        #expect(tv.text == "")
        #expect(tv.window?.keyboardDiagnostics.last == "a deletion of 100 characters before the caret and 5 after reaches past the text: clamped")
    }

    @Test("a paste from the host's clipboard, in any script, replaces the selection")
    func pasteFromHost() {
        let (_, tv, keyboard) = Self.make("hello world")
        tv.selectedRange = NSRange(location: 6, length: 5)
        keyboard.paste("مرحبا")
        #expect(tv.text == "hello مرحبا" && UIPasteboard.general.string == "مرحبا")
    }
}
