import Foundation

/// Text for a window's first responder that does not come as a key: what an input method
/// composes and commits (Korean, Chinese, Japanese; a dead accent and its letter), what a
/// layout types that has no key PointerKit can name, and what the system clipboard pastes.
/// Hosts (the native window's GTK input method, the playground page's composition events)
/// and `SimulatedKeyboard` send these through `UIWindow.receiveTextInput(_:)`.
///
/// PointerKit extension, not UIKit: UIKit's text input system is private; what reaches the
/// first responder is the `UITextInput` calls UIKit makes (`setMarkedText(_:selectedRange:)`,
/// `insertText(_:)`, `unmarkText()`, `paste(_:)`).
public enum TextInputEvent: Sendable, Hashable {
    /// The composition is now `text`, with `selectedRange` (UTF-16 offsets in `text`) as its
    /// caret or selected clause; "" ends it without committing (an input method's cancel).
    case compose(String, selectedRange: NSRange)
    /// `text` is typed: it replaces the composition, or the selection when there is none. A
    /// commit of the composition as it stands, or an empty one, keeps it as typed (UIKit's
    /// `unmarkText()`: no edit, no delegate call).
    case commit(String)
    /// Deletes `before` UTF-16 units before the caret and `after` after it (GTK's
    /// `delete-surrounding`: input methods that rework committed text, such as Thai's).
    case deleteSurrounding(before: Int, after: Int)
    /// Pastes `text` from the host's clipboard: it becomes `UIPasteboard.general`'s string and
    /// the first responder's `paste(_:)` runs.
    case paste(String)
    /// The host's own Copy (its Edit menu, or its shortcut where that is not the app's: Ctrl+C in
    /// a browser on Linux): the first responder's `copy(_:)` runs, and the host takes
    /// `UIPasteboard.general`'s new string to the system clipboard.
    case copy
    /// The host's own Cut, as ``copy`` with the first responder's `cut(_:)`.
    case cut
}

extension UIWindow {
    /// PointerKit extension: gives the first responder text from an input method or the host's
    /// clipboard (see ``TextInputEvent``). With no first responder that takes text, the event
    /// is dropped and noted in `keyboardDiagnostics`.
    public func receiveTextInput(_ input: TextInputEvent) { keyboard.receiveText(input) }

    /// PointerKit extension: the text of the first responder's composition in progress, nil
    /// when none: what a host checks against its input method, so that a composition the app
    /// ended (a click elsewhere, a new text) is ended there too.
    public var markedTextInWindow: String? {
        guard let input = firstResponder as? UITextInput, let range = input.markedTextRange else { return nil }
        return input.text(in: range) ?? ""
    }

    /// PointerKit extension: where the first responder's caret is, in the window, nil when it
    /// takes no text: where a host opens its input method's candidate window.
    public var caretRectInWindow: CGRect? {
        guard let input = firstResponder as? (UIView & UITextInput), let range = input.selectedTextRange else { return nil }
        return input.convert(input.caretRect(for: range.end), to: self)
    }
}

extension KeyboardRouter {
    /// Delivers one text input event to the first responder (see ``TextInputEvent``).
    func receiveText(_ event: TextInputEvent) {
        guard let responder = firstResponder, responder.responderWindow === window, let keyInput = responder as? UIKeyInput else {
            return note("\(event.summary) with no first responder that takes text: dropped")
        }
        let input = responder as? UITextInput
        switch event {
        case .compose(let text, let selected):
            guard let input else { return note("\(event.summary) for a UIKeyInput without marked text: dropped (its commit types it)") }
            input.setMarkedText(text, selectedRange: selected)
        case .commit(let text):
            // Committing the composition as it stands keeps it (no edit, as UIKit's unmarkText);
            // other text replaces it.
            if let input, let marked = input.markedTextRange, text.isEmpty || input.text(in: marked) == text {
                input.unmarkText()
            } else if !text.isEmpty {
                keyInput.insertText(text)
            }
        case .deleteSurrounding(let before, let after):
            guard let input, let selection = input.selectedTextRange else { return note("\(event.summary) for a UIKeyInput: dropped") }
            let caret = input.offset(from: input.beginningOfDocument, to: selection.start)
            let end = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
            let lo = max(0, caret - max(before, 0)), hi = min(end, caret + max(after, 0))
            if lo != caret - before || hi != caret + after { note("\(event.summary) reaches past the text: clamped") }
            guard hi > lo, let a = input.position(from: input.beginningOfDocument, offset: lo),
                  let b = input.position(from: input.beginningOfDocument, offset: hi),
                  let range = input.textRange(from: a, to: b) else { return }
            input.replace(range, withText: "")
        case .paste(let text):
            UIPasteboard.general.string = text
            guard let editing = responder as? UIResponderStandardEditActions else {
                return note("\(event.summary) for a responder without paste(_:): on the pasteboard only")
            }
            editing.paste(nil)
        case .copy, .cut:
            guard let editing = responder as? UIResponderStandardEditActions else {
                return note("\(event.summary) for a responder without copy(_:) and cut(_:): dropped")
            }
            if event == .copy { editing.copy(nil) } else { editing.cut(nil) }
        }
    }
}

extension TextInputEvent {
    /// A short description for diagnostics: the kind and its size, never the text (it may be
    /// private, and 10 MB long).
    var summary: String {
        switch self {
        case .compose(let text, _): "a composition of \(text.utf16.count) characters"
        case .commit(let text): "a commit of \(text.utf16.count) characters"
        case .deleteSurrounding(let before, let after): "a deletion of \(before) characters before the caret and \(after) after"
        case .paste(let text): "a paste of \(text.utf16.count) characters"
        case .copy: "a copy"
        case .cut: "a cut"
        }
    }
}
