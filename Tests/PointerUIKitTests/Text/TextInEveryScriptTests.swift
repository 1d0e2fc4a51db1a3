import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// Text views, fields and labels in Korean, Chinese, Hebrew, Arabic and Thai, as the people who
/// write them would use them.
@MainActor
@Suite("Text views, fields and labels in every script")
struct TextInEveryScriptTests {
    static func make(_ text: String, width: CGFloat = 400,
                     into textView: UITextView = UITextView(frame: .zero)) -> (UIWindow, UITextView, SimulatedPointer, SimulatedKeyboard) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        textView.frame = CGRect(x: 20, y: 20, width: width, height: 200)
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        return (window, textView, mouse, SimulatedKeyboard(sharing: mouse))
    }

    static func caret(_ tv: UITextView, _ offset: Int) -> CGRect {
        tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: offset)!)
    }

    /// The window point at `x` (view coordinates) on the first line.
    static func onFirstLine(_ tv: UITextView, x: CGFloat) -> CGPoint {
        tv.convert(CGPoint(x: x, y: caret(tv, 0).midY), to: tv.window!)
    }

    @Test("a click between two Hangul syllables puts the caret between them")
    func clickInKorean() throws {
        let (_, tv, mouse, _) = Self.make("안녕하세요")
        let x2 = Self.caret(tv, 2).minX, x3 = Self.caret(tv, 3).minX
        #expect(abs((x3 - x2) - 17) < 0.01, "each syllable is 17 pt wide, as the Korean font draws it")
        try mouse.move(to: Self.onFirstLine(tv, x: x2 + 3))
        try mouse.click()
        #expect(tv.selectedRange == NSRange(location: 2, length: 0))
        try mouse.move(to: Self.onFirstLine(tv, x: x3 - 3))
        try mouse.click()
        #expect(tv.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("a double-click selects a Korean word between its spaces")
    func doubleClickKorean() throws {
        let (_, tv, mouse, _) = Self.make("안녕하세요 세계 여러분")
        try mouse.move(to: Self.onFirstLine(tv, x: Self.caret(tv, 7).minX + 2))
        try mouse.click()
        try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "세계")
    }

    @Test("a double-click selects a Thai word by the dictionary, and one Chinese character")
    func doubleClickThaiAndChinese() throws {
        let (_, tv, mouse, _) = Self.make("สวัสดีครับ")
        try mouse.move(to: Self.onFirstLine(tv, x: Self.caret(tv, 8).minX + 2))
        try mouse.click()
        try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "ครับ")
        tv.text = "中文字符"
        try mouse.move(to: Self.onFirstLine(tv, x: Self.caret(tv, 1).minX + 3), steps: 3)
        try mouse.click()
        try mouse.click()
        #expect(tv.text(in: tv.selectedTextRange!) == "文")
    }

    @Test("a natural-aligned Arabic paragraph starts at the right")
    func arabicStartsAtTheRight() {
        let (_, tv, _, _) = Self.make("مرحبا بالعالم")
        let start = Self.caret(tv, 0), end = Self.caret(tv, 13)
        #expect(start.maxX > tv.bounds.width - 20, "the first letter is at the right edge: \(start)")
        #expect(end.minX < start.minX, "and the text runs leftwards")
        #expect(tv.baseWritingDirection(for: tv.beginningOfDocument, in: .forward) == .rightToLeft)
    }

    @Test("the caret moves left through a Hebrew word with the left arrow")
    func leftArrowThroughHebrew() throws {
        let (_, tv, mouse, keyboard) = Self.make("שלום")
        try mouse.move(to: Self.onFirstLine(tv, x: Self.caret(tv, 0).minX - 1))
        try mouse.click()
        #expect(tv.selectedRange.location == 0, "the click at the right edge is the Hebrew word's start")
        var x = Self.caret(tv, 0).minX
        for expected in 1...4 {
            try keyboard.press(.keyboardLeftArrow)
            #expect(tv.selectedRange == NSRange(location: expected, length: 0))
            let now = Self.caret(tv, expected).minX
            #expect(now < x, "the caret moved left")
            x = now
        }
        try keyboard.press(.keyboardRightArrow, modifiers: [.shift])
        #expect(tv.selectedRange == NSRange(location: 3, length: 1), "shift extends to the right, back into the word")
    }

    @Test("in English with a Hebrew word, the arrows go through the word as it is drawn")
    func arrowsThroughEmbeddedHebrew() throws {
        let (_, tv, _, keyboard) = Self.make("go שלום now")
        tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: 3, length: 0)   // after "go ", at the Hebrew word's left edge
        var xs = [Self.caret(tv, 3).minX]
        for _ in 0..<4 {
            try keyboard.press(.keyboardRightArrow)
            xs.append(Self.caret(tv, tv.selectedRange.location).minX)
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "right moves right on screen: \(xs)")
        #expect(tv.selectedRange.location != 7 || xs.last! > xs.first!, "it passed through the word")
    }

    @Test("a selection from English into Hebrew is two rectangles on one line, one of them right to left")
    func mixedSelection() {
        let (_, tv, _, _) = Self.make("abc אבג")
        let range = tv.textRange(from: tv.position(from: tv.beginningOfDocument, offset: 2)!, to: tv.position(from: tv.beginningOfDocument, offset: 6)!)!
        let rects = tv.selectionRects(for: range)
        #expect(rects.count == 2 && Set(rects.map(\.rect.minY)).count == 1, "\(rects.map(\.rect))")
        #expect(rects.contains { $0.writingDirection == .rightToLeft } && rects.contains { $0.writingDirection == .leftToRight })
    }

    @Test("setBaseWritingDirection makes an English paragraph read right to left")
    func baseWritingDirection() {
        let (_, tv, _, _) = Self.make("Hello!")
        let ltr = Self.caret(tv, 0).minX
        tv.setBaseWritingDirection(.rightToLeft, for: tv.textRange(from: tv.beginningOfDocument, to: tv.endOfDocument)!)
        #expect(tv.baseWritingDirection(for: tv.beginningOfDocument, in: .forward) == .rightToLeft)
        #expect(Self.caret(tv, 0).minX > ltr + 200, "it now starts at the right")
    }

    @Test("a view forced right to left aligns its natural text to the right")
    func forcedRightToLeft() {
        let (_, tv, _, _) = Self.make("Hello")
        let left = Self.caret(tv, 0).minX
        tv.semanticContentAttribute = .forceRightToLeft
        #expect(tv.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(Self.caret(tv, 5).maxX > tv.bounds.width - 20 && Self.caret(tv, 0).minX > left + 200)
    }

    @Test("the tokenizer finds words, sentences and lines by the language's rules")
    func tokenizer() throws {
        let (_, tv, _, _) = Self.make("สวัสดีครับ ผม. 안녕하세요 세계.")
        let t = tv.tokenizer
        let inThai = tv.position(from: tv.beginningOfDocument, offset: 2)!
        let word = try #require(t.rangeEnclosingPosition(inThai, with: .word, inDirection: .storage(.forward)))
        #expect(tv.text(in: word) == "สวัสดี")
        let next = try #require(t.position(from: inThai, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(tv.offset(from: tv.beginningOfDocument, to: next) == 6)
        let inKorean = tv.position(from: tv.beginningOfDocument, offset: 16)!
        let sentence = try #require(t.rangeEnclosingPosition(inKorean, with: .sentence, inDirection: .storage(.forward)))
        #expect(tv.text(in: sentence) == "안녕하세요 세계.")
        #expect(t.isPosition(tv.beginningOfDocument, atBoundary: .word, inDirection: .storage(.forward)))
    }

    @Test("a label's Hebrew text with natural alignment stands against the right edge")
    func hebrewLabel() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "שלום עולם"
        window.addSubview(label)
        let text = try #require(label.sceneText)
        let right = text.runs.map { $0.x + ($0.glyphs.map { $0.x + $0.advance }.max() ?? 0) }.max() ?? 0
        #expect(abs(right - 300) < 0.5, "the line ends at the label's right edge: \(right)")
        label.text = "Hello"
        label.semanticContentAttribute = .forceRightToLeft
        label.text = "Hello"
        let forced = try #require(label.sceneText)
        #expect((forced.runs.first?.x ?? 0) > 200)
    }

    @Test("a label that truncates Korean keeps whole syllables and ends in an ellipsis")
    func koreanTruncation() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "안녕하세요 여러분"
        window.addSubview(label)
        let line = try #require(label.sceneText?.lines.first)
        #expect(line.hasSuffix("\u{2026}") && line.hasPrefix("안녕"), "\(line)")
    }

    @Test("a font that is not installed falls back to the system font, with a diagnostic")
    func missingFont() throws {
        let font = try #require(UIFont(name: "AvenirNext-DemiBold", size: 17))
        #expect(font.resolvedFamilyName == "Liberation Sans")
        #expect(UIApplication.shared.textDiagnostics.contains { $0.contains("AvenirNext-DemiBold") && $0.contains("not installed") })
        #expect(UIFont(name: "Helvetica", size: 0) == nil, "a size that is not positive is refused, as UIKit does")
    }

    @Test("monospaced, italic and bold system fonts resolve to their own faces")
    func fontFamilies() {
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).resolvedFamilyName == "Liberation Mono")
        #expect(UIFont.boldSystemFont(ofSize: 13).metrics.face?.file.hasSuffix("LiberationSans-Bold.ttf") == true)
        #expect(UIFont.italicSystemFont(ofSize: 13).metrics.face?.file.hasSuffix("LiberationSans-Italic.ttf") == true)
    }

    @Test("Backspace after a Thai vowel sign deletes the sign, not the whole syllable")
    func thaiBackspace() throws {
        let (_, tv, _, keyboard) = Self.make("กี")   // ก with the vowel sign ี: one cluster
        tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: 2, length: 0)
        try keyboard.press(.keyboardDeleteOrBackspace)
        #expect(tv.text == "ก")
    }

    @Test("the beam over a line with Korean is as long as that line's caret, taller than over Latin")
    func beamOverKorean() throws {
        let (_, tv, mouse, _) = Self.make("Latin only\n한국어 줄")
        let latin = Self.caret(tv, 0), korean = Self.caret(tv, 11)
        #expect(korean.height > latin.height)
        try mouse.move(to: tv.convert(CGPoint(x: korean.minX + 10, y: korean.midY), to: tv.window!), steps: 4)
        mouse.settle()
        let beam = try #require(mouse.pointerFrame)
        #expect(abs(beam.height - korean.height) < 0.5 && beam.width < 4, "\(beam) for a \(korean.height) pt line")
    }

    @Test("a text field with Hebrew stands against its right edge, its placeholder too")
    func hebrewField() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.placeholder = "חיפוש"
        window.addSubview(field)
        let placeholder = try #require(window.pointerScene().layers.first { $0.text?.lines == ["חיפוש"] }?.text?.runs.first)
        #expect(placeholder.x > 200, "the Hebrew placeholder at the right: \(placeholder.x)")
        field.text = "שלום"
        let start = field.caretRect(for: field.beginningOfDocument), end = field.caretRect(for: field.endOfDocument)
        #expect(start.maxX > 290 && end.minX < start.minX, "from the right edge leftwards: \(start) \(end)")
    }

    @Test("a label's attributed text draws each run in its own font and colour, Korean in a bold run too")
    func attributedLabel() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 380, height: 40))
        label.attributedText = NSAttributedString(runs: [("Hello ", [.foregroundColor: UIColor.red]),
                                                         ("안녕", [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.blue])])
        window.addSubview(label)
        let runs = try #require(label.sceneText?.runs)
        #expect(runs.map(\.text) == ["Hello ", "안녕"])
        #expect(runs[0].color == UIColor.red.sceneColor && runs[1].color == UIColor.blue.sceneColor)
        #expect(runs[1].font.isBold && runs[1].font.file.hasSuffix("wqy-microhei.ttc") && runs[1].font.embolden,
                "bold Korean: the Korean font, thickened by fontconfig's synthetic bold")
        #expect(label.text == "Hello 안녕")
    }
}
