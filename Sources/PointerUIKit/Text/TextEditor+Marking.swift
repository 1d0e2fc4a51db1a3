import Foundation

/// Marked text: what an input method shows while it composes (a Hangul syllable being
/// built, a pinyin reading before its characters are chosen, a dead accent waiting for its
/// letter), in the text but not yet committed.
///
/// As UIKit's text views:
/// - the composition replaces the selection when it starts, and then itself on each update;
/// - it carries its own selection (the caret inside it, or a clause the input method picked);
/// - `insert(_:)` (typing, or the input method committing) replaces it, and `commitMarked()`
///   keeps it as typed text; a Backspace that reaches the view removes it, a selection moved
///   outside it commits it, and any other edit ends it;
/// - the owner's `shouldChange` is asked before each update and `didChange` told after it
///   (UIKit's text view asks its delegate for each marked-text change too).
extension TextEditor {
    /// Shows `text` as the composition, with `selectedRange` (UTF-16 offsets in `text`) as its
    /// selection; an empty `text` removes the composition. A selected range outside `text` is
    /// clamped into it and noted in `TextDiagnostics`. False when the owner refused the change
    /// (the previous composition stays) or there was nothing to remove.
    @discardableResult
    func setMarked(_ text: String, selectedRange: NSRange) -> Bool {
        let text = Self.valid(text)
        let target = marked ?? selection
        if text.isEmpty, marked == nil { return false }
        guard shouldChange(target, text) else { return false }
        let made = layout.replace(target, with: text, attributes: typingAttributes, keepingRange: marked != nil)
        marked = made.length > 0 ? made : nil
        let n = made.length
        var lo = selectedRange.location, hi = lo &+ selectedRange.length
        if lo < 0 || selectedRange.length < 0 || lo > n || hi > n || hi < lo {
            TextDiagnostics.note("marked text's selected range {\(selectedRange.location), \(selectedRange.length)} is outside the \(n) characters marked: clamped")
            lo = min(max(lo, 0), n)
            hi = selectedRange.length < 0 ? lo : min(max(hi, lo), n)
        }
        setExactEnds(anchor: made.location + lo, focus: made.location + hi)
        didChange()
        didChangeSelection()
        needsDisplay()
        return true
    }

    /// Keeps the composition as typed text (UIKit's `unmarkText()`): the text and the
    /// selection stay as they are. Nothing without a composition.
    func commitMarked() {
        guard marked != nil else { return }
        marked = nil
        needsDisplay()
    }

    /// The composition's selection, when the input method selected a part of it (a clause
    /// being converted): drawn as a thicker underline rather than a highlight.
    var markedSelection: NSRange? {
        guard let m = marked, selection.length > 0, selection.location >= m.location,
              selection.location + selection.length <= m.location + m.length else { return nil }
        return selection
    }
}
