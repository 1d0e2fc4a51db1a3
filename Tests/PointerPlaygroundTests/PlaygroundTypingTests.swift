import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

/// What the page's composition, input and clipboard events do to the scene's text.
@Suite("Playground typing: input methods and the clipboard", .serialized) @MainActor
struct PlaygroundTypingTests {
    /// A session with a text view as first responder, its caret at the end of "note ".
    func editing() -> (PlaygroundSession, UITextView) {
        let s = PlaygroundSession()
        let tv = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        tv.text = "note "
        s.window.addSubview(tv)
        _ = tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: 5, length: 0)
        return (s, tv)
    }

    @Test("the browser's composition shows underlined as marked text, and its end commits it into the text")
    func composition() throws {
        let (s, tv) = editing()
        try send(s, #"{"t":"compose","text":"ㅎ"}"#, at: 0.1)
        try send(s, #"{"t":"compose","text":"한","start":1,"end":1}"#, at: 0.2)
        #expect(tv.text == "note 한" && tv.markedTextRange != nil)
        #expect(s.stateJSON.contains(#""marked":"한""#), "the frame's state shows the composition")
        try send(s, #"{"t":"commit","text":"한"}"#, at: 0.3)
        #expect(tv.text == "note 한" && tv.markedTextRange == nil && !s.stateJSON.contains(#""marked""#))
        try send(s, #"{"t":"commit","text":"שלום"}"#, at: 0.4)
        #expect(tv.text == "note 한שלום", "text the browser inserts without a key is typed")
    }

    @Test("a paste arriving in parts pastes once, whole; one longer than the limit is refused whole and pastes nothing")
    func pasteInParts() throws {
        let (s, tv) = editing()
        try send(s, #"{"t":"paste","text":"مرحبا ","more":true}"#, at: 0.1)
        #expect(tv.text == "note ")
        try send(s, #"{"t":"paste","text":"بالعالم"}"#, at: 0.2)
        #expect(tv.text == "note مرحبا بالعالم" && UIPasteboard.general.string == "مرحبا بالعالم")
        let part = String(repeating: "가", count: 1_000)
        for i in 0..<PlaygroundLimits.maximumPasteCharacters / 1_000 { try send(s, #"{"t":"paste","text":"\#(part)","more":true}"#, at: 0.3 + Double(i) * 1e-6) }
        #expect(throws: PlaygroundError.invalid("paste longer than 1048576 characters: refused whole, nothing pasted")) {
            try send(s, #"{"t":"paste","text":"\#(part)"}"#, at: 0.5)
        }
        #expect(tv.text == "note مرحبا بالعالم", "nothing of the refused paste reached the text")
        try send(s, #"{"t":"paste","text":"ok"}"#, at: 0.6)
        #expect(tv.text == "note مرحبا بالعالمok", "the next paste starts afresh")
    }

    @Test("when the page's keyboard target loses the focus, the composition is committed; compositions from the unfocused tab are dropped, its commits still typed")
    func focusLost() throws {
        let (s, tv) = editing()
        try send(s, #"{"t":"compose","text":"に"}"#, at: 0.1)
        try send(s, #"{"t":"focus","on":false}"#, at: 0.2)
        #expect(tv.text == "note に" && tv.markedTextRange == nil)
        #expect(throws: PlaygroundError.invalid("compose while the page's keyboard target has no focus: dropped")) {
            try send(s, #"{"t":"compose","text":"ほ"}"#, at: 0.3)
        }
        try send(s, #"{"t":"commit","text":"ん"}"#, at: 0.4)
        #expect(tv.text == "note にん")
        try send(s, #"{"t":"focus","on":true}"#, at: 0.5)
        try send(s, #"{"t":"compose","text":"ほ"}"#, at: 0.6)
        #expect(tv.text == "note にんほ" && tv.markedTextRange != nil)
    }

    @Test("Copy in the app sends the tab the clipboard's new text; a paste from the page does not echo back")
    func copySendsClipboard() throws {
        let (s, tv) = editing()
        tv.selectedRange = NSRange(location: 0, length: 4)
        _ = s.takeOutbox()
        let copy = [(try PlaygroundMessage.decode(#"{"t":"key","code":227,"down":true}"#), 0.1),
                    (try PlaygroundMessage.decode(#"{"t":"key","code":6,"down":true,"key":"c"}"#), 0.11)]
        _ = PlaygroundConnection.handle(copy, in: s)
        #expect(s.takeOutbox() == [#"{"t":"clipboard","text":"note"}"#])
        _ = PlaygroundConnection.handle([(try PlaygroundMessage.decode(#"{"t":"paste","text":"x"}"#), 0.2)], in: s)
        #expect(s.takeOutbox().isEmpty)
    }

    @Test("the browser's own Copy and Cut (Ctrl+C and Ctrl+X on Linux) copy the app's selection and send it to the tab's clipboard; Cut removes it")
    func browserCopyAndCut() throws {
        let (s, tv) = editing()
        tv.text = "안녕 world"
        tv.selectedRange = NSRange(location: 0, length: 2)
        _ = s.takeOutbox()
        _ = PlaygroundConnection.handle([(try PlaygroundMessage.decode(#"{"t":"copy"}"#), 0.1)], in: s)
        #expect(s.takeOutbox() == [#"{"t":"clipboard","text":"안녕"}"#] && tv.text == "안녕 world")
        tv.selectedRange = NSRange(location: 3, length: 5)
        _ = PlaygroundConnection.handle([(try PlaygroundMessage.decode(#"{"t":"cut"}"#), 0.2)], in: s)
        #expect(s.takeOutbox() == [#"{"t":"clipboard","text":"world"}"#])
        #expect(tv.text == "안녕 " && UIPasteboard.general.string == "world")
    }

    @Test("composition and paste messages without their text are refused with a typed error")
    func missingText() {
        let (s, _) = editing()
        for type in ["compose", "commit", "paste"] {
            #expect(throws: PlaygroundError.invalid("\(type) needs text")) { try send(s, #"{"t":"\#(type)"}"#, at: 0.1) }
        }
        #expect(throws: PlaygroundError.invalid("focus needs on")) { try send(s, #"{"t":"focus"}"#, at: 0.1) }
    }

    @Test("a lone UTF-16 surrogate in a message's text is malformed JSON to the server: refused with a typed error, the text untouched (the page makes pasted text well-formed before sending it)")
    func loneSurrogate() {
        let (_, tv) = editing()
        #expect(throws: PlaygroundError.self) { try PlaygroundMessage.decode(#"{"t":"commit","text":"a\ud800b"}"#) }
        do { _ = try PlaygroundMessage.decode(#"{"t":"commit","text":"a\ud800b"}"#) } catch {
            guard case .malformed = error else { Issue.record("not malformed: \(error)"); return }
            #expect(error.closesConnection)
        }
        #expect(tv.text == "note ")
    }
}
