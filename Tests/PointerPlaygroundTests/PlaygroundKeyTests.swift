import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerInput
import PointerUIKit

/// A first responder that keeps what the browser typed into it.
@MainActor private final class Field: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

@Suite("Playground keys") @MainActor
struct PlaygroundKeyTests {
    @Test("the browser's keys type into the first responder, its shift key included")
    func typing() throws {
        let s = PlaygroundSession()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        try send(s, #"{"t":"key","code":225,"down":true}"#, at: 0.1)
        #expect(s.pipeline.converter.modifiers == .shift, "the Shift key holds shift for the pointer too")
        try send(s, #"{"t":"key","code":11,"down":true,"key":"H"}"#, at: 0.11)
        try send(s, #"{"t":"key","code":11,"down":false}"#, at: 0.12)
        try send(s, #"{"t":"key","code":225,"down":false}"#, at: 0.13)
        try send(s, #"{"t":"key","code":12,"down":true,"key":"í"}"#, at: 0.14)
        try send(s, #"{"t":"key","code":12,"down":false}"#, at: 0.15)
        try send(s, #"{"t":"key","code":42,"down":true}"#, at: 0.16)
        try send(s, #"{"t":"key","code":42,"down":false}"#, at: 0.17)
        try send(s, #"{"t":"key","code":30,"down":true}"#, at: 0.18)
        #expect(field.text == "H1", "the browser's text wins; Backspace deletes; a key without text types the US layout's")
    }

    @Test("hostile key messages are refused with typed errors and the session carries on")
    func hostileKeys() throws {
        let s = PlaygroundSession()
        #expect(throws: PlaygroundError.refused(.unknownKeyCode(999))) { try send(s, #"{"t":"key","code":999,"down":true}"#, at: 0.1) }
        #expect(throws: PlaygroundError.refused(.unknownKeyCode(-4))) { try send(s, #"{"t":"key","code":-4,"down":true}"#, at: 0.1) }
        let long = String(repeating: "x", count: 3_000)
        #expect(throws: PlaygroundError.refused(.keyCharactersTooLong(count: 33))) {
            try send(s, #"{"t":"key","code":4,"down":true,"key":"\#(String(repeating: "y", count: 33))"}"#, at: 0.1)
        }
        #expect(throws: PlaygroundError.refused(.keyCharactersTooLong(count: 3_000))) {
            try send(s, #"{"t":"key","code":4,"down":true,"key":"\#(long)"}"#, at: 0.1)
        }
        #expect(throws: PlaygroundError.invalid("key needs code and down")) { try send(s, #"{"t":"key","down":true}"#, at: 0.1) }
        #expect(throws: PlaygroundError.refused(.keyReleaseWithoutPress(code: 4))) {
            try send(s, #"{"t":"key","code":4,"down":false}"#, at: 0.1)
        }
        #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"key","code":"KeyA","down":true}"#, at: 0.1) }
        // Invalid UTF-16 (a lone surrogate) is not text: the message is refused, not typed.
        #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"key","code":4,"down":true,"key":"\ud800"}"#, at: 0.1) }
        #expect(s.pipeline.converter.keysDown.isEmpty)
        try send(s, #"{"t":"key","code":4,"down":true,"key":"a"}"#, at: 0.2)
        #expect(s.pipeline.converter.keysDown == [4])
    }

    @Test("closing the tab while a key is held cancels it and releases its modifier")
    func closeWhileHeld() throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"key","code":227,"down":true}"#, at: 0.1)
        #expect(s.pipeline.converter.modifiers == .command)
        s.close()
        #expect(s.pipeline.converter.modifiers == [] && s.pipeline.converter.keysDown.isEmpty)
    }
}
