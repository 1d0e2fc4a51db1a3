import Foundation

/// The keyboard, `UITextInput` and the edit actions for a text view.
extension UITextView: UIResponderStandardEditActions {
    /// True when the text is not empty.
    public var hasText: Bool { editor.layout.length > 0 }
    /// Types `text` over the selection (when editable and the delegate agrees).
    public func insertText(_ text: String) { syncLayoutWidth(); if editor.insert(text) { scrollRangeToVisible(selectedRange) } }
    /// Deletes the selection or the character before the caret (nothing at the start).
    public func deleteBackward() { syncLayoutWidth(); if editor.deleteBackward() { scrollRangeToVisible(selectedRange) } }

    /// The composition an input method shows before committing it, nil when none.
    public var markedTextRange: UITextRange? { inputMarkedTextRange }
    /// Attributes for marked text: kept; PointerKit draws marked text underlined.
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedStyle }
        set { editor.markedStyle = newValue }
    }
    /// Shows `markedText` as the composition (replacing the current one, or the selection),
    /// with its own selection; the delegate is asked first. Nil or "" removes it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        syncLayoutWidth(); inputSetMarkedText(markedText, selectedRange: selectedRange); scrollRangeToVisible(selectedRange)
    }
    /// Keeps the composition as typed text.
    public func unmarkText() { editor.commitMarked() }
    /// The selection as a text range.
    public var selectedTextRange: UITextRange? {
        get { inputSelectedTextRange }
        set { inputSelectedTextRange = newValue }
    }
    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { TextOffsetPosition(editor.layout.length) }
    /// The text in a range.
    public func text(in range: UITextRange) -> String? { inputText(in: range) }
    /// Replaces the text in a range (as a user's edit: the delegate is asked).
    public func replace(_ range: UITextRange, withText text: String) { inputReplace(range, withText: text) }
    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        inputTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away, nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { inputPosition(from: position, offset: offset) }
    /// The distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(toPosition) - offset(from) }
    /// How two positions are ordered.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { inputCompare(position, to: other) }
    /// The first line's rectangle of a range.
    public func firstRect(for range: UITextRange) -> CGRect { syncLayoutWidth(); return inputFirstRect(for: range) }
    /// The caret's rectangle at a position: 2 pt wide, the line's ascender to descender.
    public func caretRect(for position: UITextPosition) -> CGRect { syncLayoutWidth(); return inputCaretRect(for: position) }
    /// The selection rectangles of a range, one per line.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { syncLayoutWidth(); return inputSelectionRects(for: range) }
    /// The caret position nearest a point.
    public func closestPosition(to point: CGPoint) -> UITextPosition? { syncLayoutWidth(); return inputClosestPosition(to: point) }
    /// The caret position nearest a point, inside a range.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        syncLayoutWidth(); return inputClosestPosition(to: point, within: range)
    }
    /// The character at a point.
    public func characterRange(at point: CGPoint) -> UITextRange? { syncLayoutWidth(); return inputCharacterRange(at: point) }

    /// Cuts the selection to the general pasteboard.
    public func cut(_ sender: Any?) { editCut() }
    /// Copies the selection to the general pasteboard.
    public func copy(_ sender: Any?) { editCopy() }
    /// Pastes the general pasteboard's string over the selection.
    public func paste(_ sender: Any?) { editPaste(); scrollRangeToVisible(selectedRange) }
    /// Selects all the text.
    public func selectAll(_ sender: Any?) { editor.selectAll() }
}
