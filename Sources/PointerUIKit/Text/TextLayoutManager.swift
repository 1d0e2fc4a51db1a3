import Foundation
import PointerText

/// Attributed text laid out in lines for a width: what text views and fields keep, measure,
/// draw, hit-test and edit (TextKit's layout manager and text container in one).
///
/// Text is held as paragraphs, each laid out on its own, as TextKit 2 keeps layout fragments
/// per paragraph: an edit lays out again only the paragraphs it touches, and moves the ones
/// after it by their offsets and heights. Positions are UTF-16 offsets, as `NSRange`'s are,
/// and always fall between grapheme clusters (an offset inside one is moved to its start).
/// Coordinates are the text container's: its origin is the first line's top-left corner.
@MainActor final class TextLayoutManager {
    /// The paragraphs, top to bottom (at least one).
    var paragraphs: [TextParagraph]
    /// Each paragraph's first UTF-16 offset in the text.
    private(set) var starts: [Int] = []
    /// Each paragraph's top, points.
    private(set) var tops: [CGFloat] = []
    /// The text's length, UTF-16 units.
    private(set) var length = 0
    /// The height of all lines.
    private(set) var height: CGFloat = 0
    /// How many layouts of a paragraph were made (for tests of incremental layout).
    private(set) var paragraphLayouts = 0
    /// Bumped by every change to the layout: what caches of line geometry compare.
    private(set) var version = 0
    /// The last line `lineLocation(atY:)` found, with the layout version and the heights it
    /// answers for.
    var lastLineAtY: (Int, LineLocation, CGFloat, CGFloat)?

    /// The width lines are broken to; nil for no wrapping (a text field's one line).
    var width: CGFloat? {
        didSet { if width != oldValue { layOutAll() } }
    }
    /// Where lines sit across the width (`.natural` and `.justified`: the paragraph's own
    /// direction's start).
    var alignment: NSTextAlignment = .natural { didSet { version &+= 1 } }
    /// True when the view's content is forced right to left: natural-aligned lines go right.
    var forcesRightToLeft = false { didSet { version &+= 1 } }
    /// Which way paragraphs read: `.natural` from each one's first strong character.
    var direction: ParagraphStyle.Direction = .natural {
        didSet { if direction != oldValue { layOutAll() } }
    }

    /// Text from pieces, each with its attributes; `fallback` measures an empty text.
    init(pieces: [(String, TextRunAttributes)], fallback: TextRunAttributes, width: CGFloat?) {
        TextDiagnostics.noteTextEngine()
        self.width = width
        paragraphs = Self.paragraphs(from: pieces, fallback: fallback, atEnd: true)
        layOutAll()
    }

    // MARK: Reading

    /// The whole text.
    var string: String { paragraphs.reduce(into: "") { $0 += $1.text; $0 += $1.terminator } }

    /// The text as pieces of equal attributes.
    var pieces: [(String, TextRunAttributes)] {
        var out: [(String, TextRunAttributes)] = []
        for p in paragraphs {
            for piece in p.pieces(from: 0, to: p.fullLength) {
                if let last = out.last, last.1 == piece.1 { out[out.count - 1].0 += piece.0 } else { out.append(piece) }
            }
        }
        return out
    }

    /// The text in `range` (clamped to the text).
    func substring(_ range: NSRange) -> String {
        let r = clamped(range)
        guard r.length > 0 else { return "" }
        return pieces(in: r).reduce(into: "") { $0 += $1.0 }
    }

    /// The attributes at an offset: the character before it, as typing continues them (the
    /// first character's at the start).
    func attributes(at offset: Int) -> TextRunAttributes {
        let o = min(max(offset, 0), length)
        let p = paragraphIndex(containing: o > 0 ? o - 1 : 0)
        return paragraphs[p].attributes(at: max(0, (o > 0 ? o - 1 : 0) - starts[p]))
    }

    /// `range` inside the text, its ends on grapheme-cluster boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let lo = boundary(atOrBefore: range.location)
        let hi = boundary(atOrAfter: range.location > Int.max - max(range.length, 0) ? length : range.location + max(range.length, 0))
        return NSRange(location: lo, length: max(hi, lo) - lo)
    }

    /// The paragraph holding an offset (the last one past the end).
    func paragraphIndex(containing offset: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The nearest grapheme boundary at or before `offset` (clamped to the text): Pango's cursor
    /// positions inside a paragraph, its terminator one cluster ("\r\n" too).
    /// - Complexity: O(log p + log c).
    func boundary(atOrBefore offset: Int) -> Int {
        let o = min(max(offset, 0), length)
        let p = paragraphIndex(containing: o)
        let para = paragraphs[p], local = o - starts[p]
        if local >= para.length { return local >= para.fullLength ? starts[p] + para.fullLength : starts[p] + para.length }
        let shaped = para.shaped
        return starts[p] + Int(shaped.boundaries[shaped.boundaryIndex(atOrBefore: local)])
    }

    /// The nearest grapheme boundary at or after `offset` (clamped to the text).
    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        guard before < min(max(offset, 0), length) else { return before }
        return boundary(after: before)
    }

    /// The boundary one grapheme cluster after `offset` (the end stays the end).
    func boundary(after offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o < length else { return length }
        let p = paragraphIndex(containing: o), para = paragraphs[p], local = o - starts[p]
        guard local < para.length else { return starts[p] + para.fullLength }
        let shaped = para.shaped
        return starts[p] + Int(shaped.boundaries[shaped.boundaryIndex(atOrBefore: local) + 1])
    }

    /// The boundary one grapheme cluster before `offset` (the start stays the start).
    func boundary(before offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        return boundary(atOrBefore: o - 1)
    }

    /// Where Backspace at `offset` deletes from: one character back where Pango says the script
    /// is typed letter by letter (Thai, Devanagari: a vowel sign, not its whole cluster), else one
    /// grapheme cluster back.
    func backspaceStart(from offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        let p = paragraphIndex(containing: o - 1), para = paragraphs[p], local = o - starts[p]
        guard local <= para.length, local > 0 else { return boundary(before: o) }
        let b = para.shaped.boundaryIndex(atOrBefore: local)
        guard para.shaped.flags[b].contains(.backspaceDeletesCharacter) else { return boundary(before: o) }
        let text = para.text.utf16
        let end = text.index(text.startIndex, offsetBy: local)
        let before = String(para.text[..<end]).unicodeScalars.last.map { $0.utf16.count } ?? 1
        return o - before
    }

    // MARK: Editing

    /// Replaces `range` (moved out to grapheme boundaries, unless `keepingRange`) with `text`
    /// drawn with `attributes`, laying out again only the paragraphs the edit touches. Returns
    /// the range the new text occupies.
    @discardableResult
    func replace(_ range: NSRange, with text: String, attributes: TextRunAttributes, keepingRange: Bool = false) -> NSRange {
        // `keepingRange`: the range is already checked (a Backspace taking one letter of a cluster).
        let r = keepingRange ? range : clamped(range)
        let first = paragraphIndex(containing: r.location)
        // Typing: inside one paragraph's text, with no newline, edits that paragraph in place.
        if r.location + r.length <= starts[first] + paragraphs[first].length, !text.contains(where: \.isNewline) {
            let old = paragraphs[first].height
            paragraphs[first].replaceText(from: r.location - starts[first], to: r.location + r.length - starts[first],
                                          with: text, attributes: attributes)
            paragraphs[first].layOut(width: width, direction: direction)
            paragraphLayouts += 1
            shift(after: first, by: text.utf16.count - r.length, height: paragraphs[first].height - old)
            version &+= 1
            return NSRange(location: r.location, length: text.utf16.count)
        }
        let last = paragraphIndex(containing: r.location + r.length)
        var pieces: [(String, TextRunAttributes)] = []
        let base = starts[first]
        for p in first...last {
            let para = paragraphs[p], start = starts[p] - base
            let lo = p == first ? r.location - base - start : 0
            let hi = p == last ? r.location + r.length - base - start : para.fullLength
            pieces += para.pieces(from: 0, to: lo)
            if p == first { pieces.append((text, attributes)) }
            pieces += para.pieces(from: hi, to: para.fullLength)
        }
        let fallback = paragraphs[last].attributes(at: paragraphs[last].fullLength)
        var made = Self.paragraphs(from: pieces, fallback: fallback, atEnd: last == paragraphs.count - 1)
        let kept = paragraphs[first].writingDirection
        for i in made.indices {
            made[i].writingDirection = kept
            made[i].layOut(width: width, direction: direction); paragraphLayouts += 1
        }
        paragraphs.replaceSubrange(first...last, with: made)
        reindex(from: first)
        version &+= 1
        return NSRange(location: r.location, length: text.utf16.count)
    }

    /// Replaces the whole text.
    func setPieces(_ pieces: [(String, TextRunAttributes)], fallback: TextRunAttributes) {
        paragraphs = Self.paragraphs(from: pieces, fallback: fallback, atEnd: true)
        layOutAll()
    }

    /// Sets the attributes of every run (a new font or colour for plain text).
    func restyle(_ change: (inout TextRunAttributes) -> Void) {
        let restyled = pieces.map { piece -> (String, TextRunAttributes) in
            var a = piece.1
            change(&a)
            return (piece.0, a)
        }
        var fallback = paragraphs[paragraphs.count - 1].attributes(at: 0)
        change(&fallback)
        setPieces(restyled, fallback: fallback)
    }

    /// Gives the paragraphs `range` touches a base writing direction of their own and lays them
    /// out again (an edit that makes new paragraphs gives them the first one's).
    func setWritingDirection(_ direction: NSWritingDirection, for range: NSRange) {
        let r = clamped(range)
        let first = paragraphIndex(containing: r.location), last = paragraphIndex(containing: r.location + r.length)
        for p in first...last where paragraphs[p].writingDirection != direction {
            paragraphs[p].writingDirection = direction
            paragraphs[p].layOut(width: width, direction: self.direction)
            paragraphLayouts += 1
        }
        reindex(from: first)
        version &+= 1
    }

    // MARK: Building

    private func layOutAll() {
        for i in paragraphs.indices { paragraphs[i].layOut(width: width, direction: direction); paragraphLayouts += 1 }
        reindex(from: 0)
        version &+= 1
    }

    /// Moves the paragraphs after `index` by `delta` UTF-16 units and `height` points.
    private func shift(after index: Int, by delta: Int, height dh: CGFloat) {
        if delta != 0 { for i in starts.indices.dropFirst(index + 1) { starts[i] += delta } }
        if dh != 0 { for i in tops.indices.dropFirst(index + 1) { tops[i] += dh } }
        length += delta
        height += dh
    }

    /// Recomputes starts, tops, the length and the height from paragraph `first` on.
    private func reindex(from first: Int) {
        starts.removeSubrange(min(first, starts.count)...)
        tops.removeSubrange(min(first, tops.count)...)
        var offset = first > 0 ? starts[first - 1] + paragraphs[first - 1].fullLength : 0
        var top = first > 0 ? tops[first - 1] + paragraphs[first - 1].height : 0
        for p in paragraphs[first...] {
            starts.append(offset); tops.append(top)
            offset += p.fullLength; top += p.height
        }
        length = offset
        height = top
    }

    /// Pieces split into paragraphs at every newline character; a trailing empty paragraph
    /// only `atEnd` (elsewhere the next paragraph follows the last separator).
    static func paragraphs(from pieces: [(String, TextRunAttributes)], fallback: TextRunAttributes,
                           atEnd: Bool) -> [TextParagraph] {
        var out: [TextParagraph] = []
        var text = "", runs: [TextParagraph.Run] = []
        func addRun(_ length: Int, _ attributes: TextRunAttributes) {
            guard length > 0 else { return }
            if let last = runs.last, last.attributes == attributes { runs[runs.count - 1].length += length } else {
                runs.append(.init(length: length, attributes: attributes))
            }
        }
        var lastAttributes = fallback
        for (piece, attributes) in pieces {
            lastAttributes = attributes
            var chunk = 0
            for c in piece {
                if c.isNewline {
                    addRun(chunk, attributes); chunk = 0
                    let terminator = String(c)
                    addRun(terminator.utf16.count, attributes)
                    out.append(TextParagraph(text: text, terminator: terminator, runs: runs))
                    text = ""; runs = []
                } else {
                    text.append(c); chunk += c.utf16.count
                }
            }
            addRun(chunk, attributes)
        }
        if !text.isEmpty || atEnd || out.isEmpty {
            if runs.isEmpty { runs = [.init(length: 0, attributes: lastAttributes)] }
            out.append(TextParagraph(text: text, terminator: "", runs: runs))
        }
        return out
    }

    private func pieces(in range: NSRange) -> [(String, TextRunAttributes)] {
        let first = paragraphIndex(containing: range.location)
        var out: [(String, TextRunAttributes)] = []
        var p = first
        while p < paragraphs.count, starts[p] < range.location + range.length {
            let lo = max(range.location - starts[p], 0), hi = min(range.location + range.length - starts[p], paragraphs[p].fullLength)
            out += paragraphs[p].pieces(from: lo, to: hi)
            p += 1
        }
        return out
    }
}
