import Foundation
import PointerPlaygroundMessages
import PointerUIKit

/// What a tab's typing needs remembered between messages.
struct PlaygroundTextInput {
    /// False after the page said its keyboard target lost the focus, until it has it again.
    var focused = true
    /// A paste whose parts are still arriving.
    var paste = ""
}

/// Text typed in the page: the browser's composition and input events, classified by the
/// page (`logic.js`), become `TextInputEvent`s for the scene's first responder.
///
/// - `compose` is the composition as the keyboard target holds it after each step (its `input`
///   events while composing, with the input method's caret); `commit` is
///   its `compositionend`, or text the browser inserted without a key (`beforeinput`'s
///   `insertText`: a character a layout types with no key code PointerKit knows, or what an
///   input method commits at once).
/// - `paste` arrives in parts; the last one (`more` absent) pastes the whole.
/// - `copy` and `cut` are the browser's own (its Edit menu, or its shortcut where that is not
///   the app's: Ctrl+C in a browser on Linux, where the app's Copy is ⌘C): the first
///   responder copies or cuts, and the page is sent the clipboard.
/// - `focus` false: the tab's keyboard target lost the focus. The composition is committed as it
///   stands (what Chromium does with an open composition when its field loses the focus), and
///   compositions arriving until `focus` true are dropped with an error frame: they come
///   from a tab that no longer has the keyboard. Commits are still typed, so that no text a
///   person typed is lost.
/// - After each message the session looks at `UIPasteboard.general`: when that message changed
///   it (Copy, Cut), the page is sent `{"t":"clipboard","text":…}` and writes it to the system
///   clipboard.
extension PlaygroundSession {
    func handleText(_ m: PlaygroundMessage) throws(PlaygroundError) {
        let window = self.window.keyInputWindow
        switch m.t {
        case "compose":
            guard let text = m.text else { throw .invalid("compose needs text") }
            guard textInput.focused else { throw .invalid("compose while the page's keyboard target has no focus: dropped") }
            let n = text.utf16.count, start = m.start ?? n, end = m.end ?? start
            window.receiveTextInput(.compose(text, selectedRange: NSRange(location: start, length: end - start)))
        case "commit":
            guard let text = m.text else { throw .invalid("commit needs text") }
            window.receiveTextInput(.commit(text))
        case "paste":
            guard let part = m.text else { throw .invalid("paste needs text") }
            guard textInput.paste.utf16.count + part.utf16.count <= PlaygroundLimits.maximumPasteCharacters else {
                textInput.paste = ""
                throw .invalid("paste longer than \(PlaygroundLimits.maximumPasteCharacters) characters: refused whole, nothing pasted")
            }
            textInput.paste += part
            guard m.more != true else { return }
            let whole = textInput.paste
            textInput.paste = ""
            window.receiveTextInput(.paste(whole))
        case "copy":
            window.receiveTextInput(.copy)
        case "cut":
            window.receiveTextInput(.cut)
        default:  // "focus"
            guard let on = m.on else { throw .invalid("focus needs on") }
            if !on, textInput.focused, window.markedTextInWindow != nil { window.receiveTextInput(.commit("")) }
            textInput.focused = on
        }
    }

    /// Queues `{"t":"clipboard","text":…}` for the page when handling `message` changed the
    /// general pasteboard (Copy or Cut in this tab; not the page's own paste, whose text the
    /// system clipboard already has). Only the tab whose message changed it is told: another
    /// tab's clipboard is none of its business.
    package func sendClipboard(ifChangedSince changeCount: Int, by message: PlaygroundMessage) {
        let pasteboard = UIPasteboard.general
        guard pasteboard.changeCount != changeCount, message.t != "paste", let text = pasteboard.string else { return }
        var object = JSONObject()
        object.add("t", "clipboard")
        object.add("text", text)
        outbox.append(object.text)
    }
}
