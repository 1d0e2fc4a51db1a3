import Foundation

/// `UITextInput` for PointerKit's text views and fields, once: each view's public members
/// call these. Positions are `TextOffsetPosition`s; positions of other types count as the start.
extension TextEditorView {
    func offset(_ position: UITextPosition) -> Int { (position as? TextOffsetPosition)?.offset ?? 0 }
    func range(_ range: UITextRange) -> NSRange { (range as? TextOffsetRange)?.range ?? NSRange(location: 0, length: 0) }
    func toContainer(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - textContainerOrigin.x, y: p.y - textContainerOrigin.y) }
    func fromContainer(_ r: CGRect) -> CGRect { r.offsetBy(dx: textContainerOrigin.x, dy: textContainerOrigin.y) }

    var inputSelectedTextRange: UITextRange? {
        get { TextOffsetRange(editor.selection) }
        set {
            guard let newValue else { return }
            let a = offset(newValue.start), b = offset(newValue.end)
            editor.setEnds(anchor: min(a, b), focus: max(a, b))
        }
    }

    func inputText(in r: UITextRange) -> String? { editor.layout.substring(range(r)) }

    var inputMarkedTextRange: UITextRange? { editor.marked.map(TextOffsetRange.init) }

    func inputSetMarkedText(_ text: String?, selectedRange: NSRange) {
        guard isTextEditable else { return TextDiagnostics.note("marked text for a view that is not editable: dropped") }
        editor.setMarked(text ?? "", selectedRange: selectedRange)
    }

    func inputReplace(_ r: UITextRange, withText text: String) {
        editor.replace(range(r), with: text, attributes: editor.typingAttributes)
    }

    func inputTextRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        let x = offset(a), y = offset(b)
        return TextOffsetRange(NSRange(location: min(x, y), length: abs(y - x)))
    }

    func inputPosition(from p: UITextPosition, offset delta: Int) -> UITextPosition? {
        let (o, overflow) = offset(p).addingReportingOverflow(delta)
        guard !overflow, o >= 0, o <= editor.layout.length else { return nil }
        return TextOffsetPosition(editor.layout.boundary(atOrBefore: o))
    }

    func inputCompare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        let x = offset(a), y = offset(b)
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func inputFirstRect(for r: UITextRange) -> CGRect {
        let nsRange = range(r)
        guard let first = editor.layout.selectionRects(for: nsRange).first else {
            return fromContainer(editor.layout.caretRect(forOffset: nsRange.location))
        }
        return fromContainer(first)
    }

    func inputCaretRect(for p: UITextPosition) -> CGRect { fromContainer(editor.layout.caretRect(forOffset: offset(p))) }

    func inputSelectionRects(for r: UITextRange) -> [UITextSelectionRect] {
        let layout = editor.layout
        let rects = layout.selectionRects(for: range(r))
        return rects.enumerated().map { i, rect in
            let rtl = layout.readsRightToLeft(at: CGPoint(x: rect.midX, y: rect.midY))
            return UITextSelectionRect(rect: fromContainer(rect), containsStart: i == 0, containsEnd: i == rects.count - 1,
                                       writingDirection: rtl ? .rightToLeft : .leftToRight)
        }
    }

    func inputBaseWritingDirection(for p: UITextPosition) -> NSWritingDirection {
        let layout = editor.layout, para = layout.paragraphs[layout.paragraphIndex(containing: min(max(offset(p), 0), layout.length))]
        return para.shaped.isRightToLeft ? .rightToLeft : .leftToRight
    }

    func inputSetBaseWritingDirection(_ direction: NSWritingDirection, for r: UITextRange) {
        editor.layout.setWritingDirection(direction, for: range(r))
        editor.needsDisplay()
    }

    func inputPosition(from p: UITextPosition, in direction: UITextLayoutDirection, offset count: Int) -> UITextPosition? {
        var o = offset(p)
        let layout = editor.layout
        for _ in 0..<max(count, 0) {
            let next: Int
            switch direction {
            case .left, .right: next = layout.visualMove(from: o, right: direction == .right)
            case .up, .down:
                let at = layout.lineLocation(forOffset: o), x = layout.x(ofOffset: o, in: at)
                guard let line = direction == .down ? layout.next(after: at) : layout.previous(before: at) else { return nil }
                next = layout.closestOffset(toX: x, in: line)
            }
            if next == o { return nil }
            o = next
        }
        return TextOffsetPosition(o)
    }

    func inputPosition(within r: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let nsRange = range(r), a = nsRange.location, b = nsRange.location + nsRange.length
        switch direction {
        case .up: return TextOffsetPosition(a)
        case .down: return TextOffsetPosition(b)
        case .left, .right:
            let layout = editor.layout
            let xa = layout.caretRect(forOffset: a).minX, xb = layout.caretRect(forOffset: b).minX
            return TextOffsetPosition((direction == .left) == (xa <= xb) ? a : b)
        }
    }

    func inputClosestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(editor.layout.closestOffset(to: toContainer(point)))
    }

    func inputClosestPosition(to point: CGPoint, within r: UITextRange) -> UITextPosition? {
        let o = editor.layout.closestOffset(to: toContainer(point)), bounds = range(r)
        return TextOffsetPosition(min(max(o, bounds.location), bounds.location + bounds.length))
    }

    func inputCharacterRange(at point: CGPoint) -> UITextRange? {
        let o = editor.layout.characterOffset(at: toContainer(point))
        return TextOffsetRange(NSRange(location: o, length: editor.layout.boundary(after: o) - o))
    }

    // MARK: Standard edit actions

    func editCut() {
        let s = editor.selection
        guard s.length > 0, isTextEditable else { return }
        let text = editor.layout.substring(s)
        if editor.deleteBackward() { UIPasteboard.general.string = text }
    }

    func editCopy() {
        let s = editor.selection
        guard s.length > 0 else { return }
        UIPasteboard.general.string = editor.layout.substring(s)
    }

    func editPaste() {
        guard isTextEditable, let text = UIPasteboard.general.string else { return }
        editor.insert(text)
    }
}
