import Glibc
import PointerGeometry
import PointerUIKit

/// What the window remembers of its input method between GTK's signals.
struct InputMethodState {
    /// True while `gtk_im_context_filter_keypress` runs: a commit then belongs to that key.
    var filtering = false
    /// What the input method committed during the filtering of the current key.
    var commits = ""
    /// True while the input method shows a preedit (a composition) it has not ended.
    var preeditActive = false
    /// Hardware key codes whose press went on as a key press: their release follows it.
    var keysAsKeys: Set<UInt32> = []
    /// The caret rectangle last given to the input method (area points).
    var caret: CGRect?
}

/// The window's GTK input method (`GtkIMMulticontext`: the desktop's IBus or Fcitx when one
/// runs, else GTK's simple context, which gives dead keys and compose sequences):
///
/// - Every key event goes to `gtk_im_context_filter_keypress` first. A press the input method
///   does not take is a key press, as before. A press it takes whose only effect is to commit
///   the key's own character (the simple context does this for every plain letter) is a key
///   press too, carrying that character, so that key commands, `pressesBegan` and UIKit's
///   text entry see the key. Any other press it takes is its own: what it commits is typed as
///   text, what it composes is shown as marked text. A release follows its press.
/// - "preedit-changed" shows the composition as marked text, the caret where the input method
///   puts it; "commit" outside a key (an input method answering later) is typed as text.
/// - "retrieve-surrounding" is answered with up to 256 characters each side of the caret;
///   "delete-surrounding" deletes around it.
/// - The caret's rectangle goes to the input method after each look at the scene, so that a
///   candidate window opens at the caret; a composition the app ended (a click elsewhere)
///   resets the input method.
/// - Focus: the window losing the focus calls `gtk_im_context_focus_out`; whatever the input
///   method then says (a commit, an empty preedit) is applied, and a composition it leaves
///   open is committed as it stands (never left half-open).
extension WindowHost {
    func openInputMethod() {
        let im = gtk.imMulticontextNew()
        self.im = im
        gtk.imContextSetClientWidget(im, area)
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = gtk.signalConnectCommit(im, "commit", { _, text, data in
            guard let text else { return }
            let committed = String(cString: text)
            MainActor.assumeIsolated { WindowHost.host(data).inputMethodCommitted(committed) }
        }, me, nil, 0)
        _ = gtk.signalConnectPlain(im, "preedit-changed", { _, data in
            MainActor.assumeIsolated { WindowHost.host(data).preeditChanged() }
        }, me, nil, 0)
        _ = gtk.signalConnectClose(im, "retrieve-surrounding", { _, data in
            MainActor.assumeIsolated { WindowHost.host(data).retrieveSurrounding() ? 1 : 0 }
        }, me, nil, 0)
        _ = gtk.signalConnectDeleteSurrounding(im, "delete-surrounding", { _, offset, count, data in
            MainActor.assumeIsolated { WindowHost.host(data).deleteSurrounding(offset: Int(offset), count: Int(count)) ? 1 : 0 }
        }, me, nil, 0)
    }

    /// Gives a key event to the input method first; true when it was the input method's (the
    /// key is not mapped), false when it goes on as a key.
    func filterThroughInputMethod(_ event: GPointer?, _ e: GDKEvent, pressed: Bool) -> Bool {
        guard let im else { return false }
        ime.filtering = true
        let consumed = gtk.imContextFilterKeypress(im, event) != 0
        ime.filtering = false
        let committed = ime.commits
        ime.commits = ""
        guard pressed else { return ime.keysAsKeys.remove(e.keycode) == nil }
        let own = Unicode.Scalar(e.unicode).map { String(Character($0)) }
        if !consumed || (committed == own && !ime.preeditActive && session.window.markedTextInWindow == nil) {
            ime.keysAsKeys.insert(e.keycode)
            return false
        }
        if !committed.isEmpty { deliverText(.commit(committed)) }
        return true
    }

    func inputMethodCommitted(_ text: String) {
        if ime.filtering { ime.commits += text; return }
        deliverText(.commit(text))
    }

    func preeditChanged() {
        guard let im else { return }
        var text: UnsafeMutablePointer<CChar>?
        var cursor: Int32 = 0
        gtk.imContextGetPreeditString(im, &text, nil, &cursor)
        let preedit = text.map { String(cString: $0) } ?? ""
        gtk.gFree(text)
        ime.preeditActive = !preedit.isEmpty
        if preedit.isEmpty, session.window.markedTextInWindow == nil { return }
        // GTK counts the cursor in characters (Unicode scalars); UIKit in UTF-16 units.
        let caret = String(String.UnicodeScalarView(preedit.unicodeScalars.prefix(max(Int(cursor), 0)))).utf16.count
        deliverText(.compose(preedit, selectedRange: NSRange(location: caret, length: 0)))
    }

    /// The first responder's text around its caret, for the input method: at most 256
    /// characters each side. False when no text view is first responder.
    func retrieveSurrounding() -> Bool {
        guard let im, let (text, caret) = surrounding() else { return false }
        let cursor = Int32(String(text.utf16.prefix(caret)).map(\.utf8.count) ?? 0)
        text.withCString { gtk.imContextSetSurroundingWithSelection(im, $0, -1, cursor, cursor) }
        return true
    }

    /// Deletes `count` characters starting `offset` characters from the caret (GTK counts in
    /// Unicode scalars).
    func deleteSurrounding(offset: Int, count: Int) -> Bool {
        guard let (text, caret) = surrounding() else { return false }
        let scalars = Array(text.unicodeScalars), before = String(text.utf16.prefix(caret)).map { $0.unicodeScalars.count } ?? 0
        let lo = min(max(before + offset, 0), scalars.count), hi = min(max(lo + count, lo), scalars.count)
        func units(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + scalars[$1].utf16.count } }
        let unitsBefore = lo < before ? units(lo..<before) : 0, unitsAfter = hi > before ? units(max(lo, before)..<hi) : 0
        deliverText(.deleteSurrounding(before: unitsBefore, after: unitsAfter))
        return true
    }

    private func surrounding() -> (text: String, caret: Int)? {
        guard let input = session.window.firstResponder as? UITextInput, let selection = input.selectedTextRange else { return nil }
        let start = input.position(from: selection.start, offset: -256) ?? input.beginningOfDocument
        let end = input.position(from: selection.start, offset: 256) ?? input.endOfDocument
        guard let range = input.textRange(from: start, to: end), let text = input.text(in: range) else { return nil }
        return (text, input.offset(from: start, to: selection.start))
    }

    func deliverText(_ event: TextInputEvent) {
        input.textInput(event)
        inputPending = true
        if inputReceived == nil { inputReceived = now }
        wake()
    }

    /// After a look at the scene: the caret's place for the candidate window, and a reset when
    /// the app ended a composition the input method still shows.
    func syncInputMethod() {
        guard let im else { return }
        if ime.preeditActive, session.window.markedTextInWindow == nil {
            ime.preeditActive = false
            gtk.imContextReset(im)
        }
        guard let caret = session.window.caretRectInWindow, caret != ime.caret else { return }
        ime.caret = caret
        var rect: (Int32, Int32, Int32, Int32) = (Int32(caret.minX.rounded()), Int32(caret.minY.rounded()),
                                                  Int32(max(caret.width.rounded(), 1)), Int32(max(caret.height.rounded(), 1)))
        withUnsafePointer(to: &rect) { gtk.imContextSetCursorLocation(im, UnsafeRawPointer($0)) }
    }

    /// The window gained or lost the focus: so does the input method; a composition it leaves
    /// open when the focus goes is committed as it stands.
    func inputMethodFocus(_ focused: Bool) {
        guard let im else { return }
        if focused { gtk.imContextFocusIn(im); return }
        gtk.imContextFocusOut(im)
        ime.keysAsKeys.removeAll()
        if session.window.markedTextInWindow != nil { deliverText(.commit("")) }
        ime.preeditActive = false
    }
}
