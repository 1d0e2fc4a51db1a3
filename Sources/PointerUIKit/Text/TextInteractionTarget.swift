import Foundation

/// What a PointerKit text view or field gives its text interaction directly: its editor and
/// the mapping between its view coordinates and its text container's, so that hit-testing a
/// line (every pointer move) asks no `UITextPosition` of it and allocates nothing.
@MainActor protocol TextEditorView: UIView, UITextInput, UIResponderStandardEditActions {
    /// The editing core.
    var editor: TextEditor { get }
    /// The text container's origin in the view's coordinates.
    var textContainerOrigin: CGPoint { get }
    /// True when the text can be selected (and the beam shown).
    var isTextSelectable: Bool { get }
    /// True when the text can be edited.
    var isTextEditable: Bool { get }
    /// Where a dragged selection would drop, shown as a caret; nil shows none.
    var dropOffset: Int? { get set }
}

/// The text a `UITextInteraction` works on: a PointerKit text view through its editor, or any
/// other `UITextInput` through UIKit's protocol (word and paragraph selection through its
/// tokenizer).
@MainActor struct TextInteractionTarget {
    let input: any UIResponder & UITextInput
    let view: UIView
    let editorView: (any TextEditorView)?

    init?(_ input: (any UIResponder & UITextInput)?, in view: UIView?, editorView: (any TextEditorView)?) {
        guard let input, let view else { return nil }
        self.input = input
        self.view = view
        self.editorView = editorView
    }

    var isSelectable: Bool { editorView?.isTextSelectable ?? true }
    var isEditable: Bool { editorView?.isTextEditable ?? true }

    private func offset(of position: UITextPosition?) -> Int {
        guard let position else { return 0 }
        return input.offset(from: input.beginningOfDocument, to: position)
    }

    private func position(_ offset: Int) -> UITextPosition {
        input.position(from: input.beginningOfDocument, offset: offset) ?? input.endOfDocument
    }

    private func container(_ point: CGPoint) -> CGPoint {
        guard let e = editorView else { return point }
        return CGPoint(x: point.x - e.textContainerOrigin.x, y: point.y - e.textContainerOrigin.y)
    }

    /// The caret offset nearest a point in the view.
    func caretOffset(at point: CGPoint) -> Int {
        if let e = editorView { return e.editor.layout.closestOffset(to: container(point)) }
        return offset(of: input.closestPosition(to: point))
    }

    /// The selection's anchor and focus.
    var selection: (anchor: Int, focus: Int) {
        if let e = editorView { return (e.editor.anchor, e.editor.focus) }
        guard let range = input.selectedTextRange else { return (0, 0) }
        return (offset(of: range.start), offset(of: range.end))
    }

    /// Sets the selection's anchor and focus.
    func select(anchor: Int, focus: Int) {
        if let e = editorView { e.editor.setEnds(anchor: anchor, focus: focus); return }
        input.selectedTextRange = input.textRange(from: position(min(anchor, focus)), to: position(max(anchor, focus)))
    }

    /// The word (`paragraph` false) or paragraph under a point.
    func unit(at point: CGPoint, paragraph: Bool) -> NSRange {
        if let e = editorView {
            let layout = e.editor.layout, o = layout.characterOffset(at: container(point))
            return paragraph ? layout.paragraphRange(at: o) : layout.wordRange(at: o)
        }
        guard let r = input.characterRange(at: point) else { let o = caretOffset(at: point); return NSRange(location: o, length: 0) }
        // The input's tokenizer gives the word or paragraph; the character where it has none.
        let unit = input.tokenizer.rangeEnclosingPosition(r.start, with: paragraph ? .paragraph : .word, inDirection: .storage(.forward)) ?? r
        let lo = offset(of: unit.start)
        return NSRange(location: lo, length: offset(of: unit.end) - lo)
    }

    /// True when a point lies on the selected text.
    func selectionContains(_ point: CGPoint) -> Bool {
        let s = selection
        guard s.anchor != s.focus else { return false }
        let range = NSRange(location: min(s.anchor, s.focus), length: abs(s.focus - s.anchor))
        if let e = editorView {
            let p = container(point)
            return e.editor.layout.selectionRects(for: range).contains { $0.contains(p) }
        }
        guard let r = input.textRange(from: position(range.location), to: position(range.location + range.length)) else { return false }
        return input.selectionRects(for: r).contains { $0.rect.contains(point) }
    }

    /// The line the beam rides at a point: the band across the view at the line's height,
    /// the line's identity (its first offset), and the beam's length (the caret's height).
    /// - Complexity: O(log p + log l + c) for a PointerKit text view, with no allocation.
    func beamLine(at point: CGPoint) -> (band: CGRect, line: Int, length: CGFloat) {
        if let e = editorView { return Self.beamLine(of: e, at: point) }
        let bounds = view.bounds
        let caret = input.caretRect(for: input.closestPosition(to: point) ?? input.beginningOfDocument)
        return (CGRect(x: bounds.minX, y: caret.minY, width: bounds.width, height: caret.height),
                Int((caret.minY * 4).rounded()), caret.height)
    }

    /// `beamLine(at:)` for a PointerKit text view or field, from its layout.
    /// - Complexity: O(log p + log l) for p paragraphs and l lines; no allocation.
    static func beamLine(of e: any TextEditorView, at point: CGPoint) -> (band: CGRect, line: Int, length: CGFloat) {
        let bounds = e.bounds
        let layout = e.editor.layout, origin = e.textContainerOrigin
        let at = layout.lineLocation(atY: point.y - origin.y), l = layout.line(at)
        let centre = origin.y + layout.top(of: at) + l.height / 2
        // The band holds every point that maps to the line (the first line's takes the space
        // above it, the last line's the space below) and stays centred on the line, where
        // the constrained beam rides.
        var half = l.height / 2
        if layout.previous(before: at) == nil { half = max(half, centre - bounds.minY) }
        if layout.next(after: at) == nil { half = max(half, bounds.maxY - centre) }
        return (CGRect(x: bounds.minX, y: centre - half, width: bounds.width, height: 2 * half), layout.start(of: at), l.ascent + l.descent)
    }
}
