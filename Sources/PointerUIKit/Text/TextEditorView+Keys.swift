import Foundation

/// The keys a text view or field handles itself, before typing: moving the caret and the
/// edit shortcuts, with the Mac's and iPadOS' hardware-keyboard conventions.
///
/// | keys | what they do |
/// |---|---|
/// | ← → | a character (over a selection: to its start or end) |
/// | ⌥← ⌥→ | a word |
/// | ⌘← ⌘→, Home, End | the line's start or end |
/// | ↑ ↓ | a line, keeping the column (a field: the start or end) |
/// | ⌘↑ ⌘↓ | the text's start or end |
/// | Page Up, Page Down | as many lines as the view shows |
/// | ⇧ with any of these | extends the selection |
/// | ⌦ (forward delete) | the character after the caret |
/// | ⌥⌫ | the word before the caret |
/// | ⌘A ⌘C ⌘X ⌘V | Select All, Copy, Cut, Paste |
///
/// Home and End move within the line, as iPadOS text does (the Mac scrolls instead). Every
/// other key goes on up the responder chain, and typing reaches `insertText` from there.
extension TextEditorView {
    /// Handles `key` if it is one of the keys above; false passes it on.
    func handleEditingKey(_ key: UIKey, pageLines: Int, singleLine: Bool) -> Bool {
        let flags = key.modifierFlags, shift = flags.contains(.shift)
        let command = flags.contains(.command), option = flags.contains(.alternate)
        let unit: TextEditor.Unit = command ? .lineOrDocument : option ? .word : .character
        switch key.keyCode {
        case .keyboardLeftArrow: editor.moveCaret(.left, by: unit, extending: shift)
        case .keyboardRightArrow: editor.moveCaret(.right, by: unit, extending: shift)
        case .keyboardUpArrow: editor.moveCaret(.up, by: singleLine ? .lineOrDocument : command ? .lineOrDocument : .character, extending: shift)
        case .keyboardDownArrow: editor.moveCaret(.down, by: singleLine ? .lineOrDocument : command ? .lineOrDocument : .character, extending: shift)
        case .keyboardHome: editor.moveCaret(.left, by: .lineOrDocument, extending: shift)
        case .keyboardEnd: editor.moveCaret(.right, by: .lineOrDocument, extending: shift)
        case .keyboardPageUp, .keyboardPageDown:
            for _ in 0..<max(pageLines, 1) {
                editor.moveCaret(key.keyCode == .keyboardPageUp ? .up : .down, by: .character, extending: shift)
            }
        case .keyboardDeleteForward:
            guard isTextEditable else { return false }
            editor.deleteForward()
        case .keyboardDeleteOrBackspace where option:
            guard isTextEditable else { return false }
            if editor.selection.length == 0 { editor.extend(to: editor.layout.wordStart(before: editor.focus)) }
            editor.deleteBackward()
        case .keyboardA where command && !option: selectAll(nil)
        case .keyboardC where command && !option: copy(nil)
        case .keyboardX where command && !option: cut(nil)
        case .keyboardV where command && !option: paste(nil)
        default: return false
        }
        return true
    }

    /// Hands each press of `presses` to `handleEditingKey`; returns those left unhandled.
    func unhandledPresses(_ presses: Set<UIPress>, pageLines: Int, singleLine: Bool) -> Set<UIPress> {
        var rest = Set<UIPress>()
        for press in presses {
            guard isFirstResponder, let key = press.key, handleEditingKey(key, pageLines: pageLines, singleLine: singleLine) else {
                rest.insert(press)
                continue
            }
        }
        return rest
    }
}
