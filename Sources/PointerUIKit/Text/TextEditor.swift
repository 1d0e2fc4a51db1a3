import Foundation
import PointerText

/// The editing core a text view and a text field share: the laid-out text, the selection,
/// and the edits a user makes (typing, deleting, cutting, pasting, moving a selection), each
/// offered to the owner first and reported after.
///
/// The selection has an anchor (the end that stays put) and a focus (the end that moves):
/// shift-click, shift-arrows and dragging move the focus.
@MainActor final class TextEditor {
    /// The laid-out text.
    let layout: TextLayoutManager
    /// The end of the selection that stays put when it is extended.
    private(set) var anchor = 0
    /// The end of the selection that moves.
    private(set) var focus = 0
    /// The x a caret moving up and down lines keeps to (the Mac's and UIKit's goal column).
    var goalX: CGFloat?
    /// The attributes typed text gets: those before the caret, until the selection moves.
    var typingAttributes: TextRunAttributes
    /// The attributes an empty text is measured with.
    var baseAttributes: TextRunAttributes
    /// The composition an input method shows before committing it (UIKit's marked text), nil
    /// when none: see `TextEditor+Marking.swift`.
    var marked: NSRange?
    /// `UITextInput.markedTextStyle`, kept for the app: PointerKit draws marked text underlined.
    var markedStyle: [NSAttributedString.Key: Any]?

    /// Asked before a user's edit replaces a range; false refuses it.
    var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
    /// Told after a user's edit changed the text.
    var didChange: () -> Void = {}
    /// Told after the selection changed (by the user or the app).
    var didChangeSelection: () -> Void = {}
    /// Told after anything that changes what is drawn.
    var needsDisplay: () -> Void = {}

    /// An editor of plain text in `attributes`, broken to `width`.
    init(text: String, attributes: TextRunAttributes, width: CGFloat?) {
        typingAttributes = attributes
        baseAttributes = attributes
        layout = TextLayoutManager(pieces: [(Self.valid(text), attributes)], fallback: attributes, width: width)
    }

    /// The selection, from its lower end.
    var selection: NSRange { NSRange(location: min(anchor, focus), length: abs(focus - anchor)) }

    /// Sets the selection (clamped to the text, its ends on grapheme boundaries; a range past
    /// the end is noted in `UIApplication.textDiagnostics`).
    func select(_ range: NSRange, anchorAtEnd: Bool = false) {
        if range.location < 0 || range.length < 0 || range.location > layout.length
            || range.length > layout.length - min(max(range.location, 0), layout.length) {
            TextDiagnostics.note("selected range {\(range.location), \(range.length)} is outside the text of length \(layout.length): clamped")
        }
        let r = layout.clamped(range)
        setEnds(anchor: anchorAtEnd ? r.location + r.length : r.location, focus: anchorAtEnd ? r.location : r.location + r.length)
    }

    /// Moves the selection's ends; resets typing attributes and the goal column.
    func setEnds(anchor newAnchor: Int, focus newFocus: Int, keepGoal: Bool = false) {
        let a = layout.boundary(atOrBefore: newAnchor), f = layout.boundary(atOrBefore: newFocus)
        if !keepGoal { goalX = nil }
        // A selection moved out of the composition commits it, as a click elsewhere does in UIKit.
        if let m = marked, min(a, f) < m.location || max(a, f) > m.location + m.length { commitMarked() }
        guard a != anchor || f != focus else { return }
        anchor = a; focus = f
        typingAttributes = layout.length == 0 ? baseAttributes : layout.attributes(at: min(a, f))
        didChangeSelection()
        needsDisplay()
    }

    /// Puts the selection's ends exactly at `anchor` and `focus`, unreported: a composition's
    /// caret, which an input method may place between the characters of one cluster.
    func setExactEnds(anchor a: Int, focus f: Int) { anchor = a; focus = f; goalX = nil }

    /// Moves the focus only (extending from the anchor).
    func extend(to offset: Int, keepGoal: Bool = false) { setEnds(anchor: anchor, focus: offset, keepGoal: keepGoal) }

    // MARK: Edits

    /// Replaces the selection with `text`, as typing and pasting do: offered to
    /// `shouldChange` first; the caret ends after the new text.
    @discardableResult
    func insert(_ text: String) -> Bool {
        // Text typed or committed while composing replaces the composition (UIKit's insertText).
        if let m = marked { return replace(m, with: Self.valid(text), attributes: typingAttributes, keepingRange: true) }
        return replace(selection, with: Self.valid(text), attributes: typingAttributes)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (one letter of it in
    /// scripts typed letter by letter, see `TextLayoutManager.backspaceStart(from:)`); nothing
    /// at the start.
    @discardableResult
    func deleteBackward() -> Bool {
        if let m = marked { return replace(m, with: "", attributes: typingAttributes, keepingRange: true) }
        var r = selection
        if r.length == 0 {
            guard r.location > 0 else { return false }
            let before = layout.backspaceStart(from: r.location)
            r = NSRange(location: before, length: r.location - before)
            return replace(r, with: "", attributes: typingAttributes, keepingRange: true)
        }
        return replace(r, with: "", attributes: typingAttributes)
    }

    /// Deletes the selection, or the grapheme cluster after the caret; nothing at the end.
    @discardableResult
    func deleteForward() -> Bool {
        var r = selection
        if r.length == 0 {
            guard r.location < layout.length else { return false }
            r = NSRange(location: r.location, length: layout.boundary(after: r.location) - r.location)
        }
        return replace(r, with: "", attributes: typingAttributes)
    }

    /// A user's edit: asks, replaces, puts the caret after the new text, reports.
    @discardableResult
    func replace(_ range: NSRange, with text: String, attributes: TextRunAttributes, keepingRange: Bool = false) -> Bool {
        let r = keepingRange ? range : layout.clamped(range)
        guard shouldChange(r, text) else { return false }
        let made = layout.replace(r, with: text, attributes: attributes, keepingRange: keepingRange)
        marked = nil
        let caret = made.location + made.length
        anchor = caret; focus = caret; goalX = nil
        typingAttributes = attributes
        didChange()
        didChangeSelection()
        needsDisplay()
        return true
    }

    /// Moves the text in `range` to `destination` (an offset in the text before the move), as
    /// dropping a dragged selection does; the moved text ends up selected. A destination
    /// inside the range moves nothing.
    @discardableResult
    func move(_ range: NSRange, to destination: Int) -> Bool {
        let r = layout.clamped(range)
        guard r.length > 0, destination < r.location || destination > r.location + r.length else { return false }
        let moved = layout.substring(r), attributes = layout.attributes(at: r.location + 1)
        guard shouldChange(r, ""), shouldChange(NSRange(location: destination, length: 0), moved) else { return false }
        marked = nil
        layout.replace(r, with: "", attributes: attributes)
        let target = destination > r.location ? destination - r.length : destination
        let placed = layout.replace(NSRange(location: target, length: 0), with: moved, attributes: attributes)
        anchor = placed.location; focus = placed.location + placed.length; goalX = nil
        didChange()
        didChangeSelection()
        needsDisplay()
        return true
    }

    /// Replaces the whole text as the app does (no delegate asked); the caret goes to the end.
    func setText(_ pieces: [(String, TextRunAttributes)]) {
        layout.setPieces(pieces.map { (Self.valid($0.0), $0.1) }, fallback: baseAttributes)
        marked = nil
        anchor = layout.length; focus = layout.length; goalX = nil
        typingAttributes = pieces.last?.1 ?? baseAttributes
        needsDisplay()
    }

    /// Text as Swift keeps it: lone UTF-16 surrogates (possible in an `NSString`) are already
    /// U+FFFD in a `String`; NUL characters, which would end the text in C APIs, become U+FFFD too.
    static func valid(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value == 0 }) else { return text }
        TextDiagnostics.note("text holds NUL characters: each was replaced with U+FFFD")
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value == 0 ? "\u{FFFD}" : $0 }))
    }
}

/// Text PointerKit refused or repaired, most recent last (at most 32).
@MainActor enum TextDiagnostics {
    static var notes: [String] = []
    static func note(_ text: String) {
        if notes.count >= 32 { notes.removeFirst() }
        notes.append(text)
    }
    /// Notes once that Pango is missing, with what to install.
    static func noteTextEngine() {
        guard !engineNoted, let why = TextEngine.shared.unavailable else { return }
        engineNoted = true
        note(why.description)
    }
    private static var engineNoted = false
}

extension UIApplication {
    /// PointerKit extension: what text views and fields clamped or repaired (a selected range
    /// past the end, NUL characters, a font that is not installed, Pango missing), most recent
    /// last, at most 32.
    public var textDiagnostics: [String] { TextDiagnostics.notes }
}
