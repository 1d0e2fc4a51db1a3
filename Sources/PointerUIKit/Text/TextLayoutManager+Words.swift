import Foundation

extension TextLayoutManager {
    /// The word a double-click at the character starting at `offset` selects: a run of letters
    /// and digits (with the apostrophes and points inside it: "can't", "3.14"), a run of
    /// spaces, or one ideograph, punctuation mark or symbol. At the end of a paragraph, the
    /// character before. An empty paragraph gives an empty range at its start.
    func wordRange(at offset: Int) -> NSRange {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        let para = paragraphs[p], text = para.text, base = starts[p]
        guard !text.isEmpty else { return NSRange(location: base, length: 0) }
        // The character at the offset (the last one when the offset is at the end).
        var index = text.startIndex, at = 0
        while text.index(after: index) < text.endIndex, at + text[index].utf16.count <= offset - base {
            at += text[index].utf16.count
            index = text.index(after: index)
        }
        var cls = TextBoundaries.wordClass(text[index])
        // A joiner clicked between two word characters ("3.14") belongs to their word.
        if cls == .other, TextBoundaries.joinsWords(text[index]), index > text.startIndex,
           text.index(after: index) < text.endIndex,
           TextBoundaries.wordClass(text[text.index(before: index)]) == .word,
           TextBoundaries.wordClass(text[text.index(after: index)]) == .word { cls = .word }
        func joins(_ i: String.Index) -> Bool {
            switch cls {
            case .word: return TextBoundaries.wordClass(text[i]) == .word
            case .whitespace: return TextBoundaries.wordClass(text[i]) == .whitespace
            case .ideograph, .newline, .other: return false
            }
        }
        var lo = index, hi = text.index(after: index)
        while lo > text.startIndex {
            let before = text.index(before: lo)
            if joins(before) { lo = before; continue }
            // A joiner between two word characters ("can't").
            if cls == .word, before > text.startIndex, TextBoundaries.joinsWords(text[before]),
               joins(text.index(before: before)) { lo = text.index(before: before); continue }
            break
        }
        while hi < text.endIndex {
            if joins(hi) { hi = text.index(after: hi); continue }
            let after = text.index(after: hi)
            if cls == .word, TextBoundaries.joinsWords(text[hi]), after < text.endIndex, joins(after) {
                hi = text.index(after: after); continue
            }
            break
        }
        let start = base + text.utf16.distance(from: text.utf16.startIndex, to: lo)
        let end = base + text.utf16.distance(from: text.utf16.startIndex, to: hi)
        return NSRange(location: start, length: end - start)
    }

    /// The paragraph a triple-click at `offset` selects, its separator included.
    func paragraphRange(at offset: Int) -> NSRange {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        return NSRange(location: starts[p], length: paragraphs[p].fullLength)
    }

    /// The offset of the character under `point` (container coordinates), for word and
    /// paragraph selection: the character whose advance holds the point's x, the line's last
    /// one past its end.
    func characterOffset(at point: CGPoint) -> Int {
        let at = lineLocation(atY: point.y)
        var x = originX(of: at), result = start(of: at)
        forEachAdvance(in: at) { _, o, w, _ in
            result = o
            if point.x < x + w { return false }
            x += w
            return true
        }
        return result
    }

    /// The start of the word before `offset` (option-left): spaces and punctuation skipped.
    func wordStart(before offset: Int) -> Int {
        var o = boundary(before: offset)
        while o > 0, !isWordCharacter(at: o) { o = boundary(before: o) }
        guard o > 0 || isWordCharacter(at: o) else { return 0 }
        let word = wordRange(at: o)
        return word.location
    }

    /// The end of the word after `offset` (option-right): spaces and punctuation skipped.
    func wordEnd(after offset: Int) -> Int {
        var o = boundary(atOrBefore: offset)
        while o < length, !isWordCharacter(at: o) { o = boundary(after: o) }
        guard o < length else { return length }
        let word = wordRange(at: o)
        return word.location + word.length
    }

    private func isWordCharacter(at offset: Int) -> Bool {
        let p = paragraphIndex(containing: offset), para = paragraphs[p]
        let local = offset - starts[p]
        guard local < para.length else { return false }
        var at = 0
        for c in para.text {
            if at >= local { return TextBoundaries.wordClass(c) == .word || TextBoundaries.wordClass(c) == .ideograph }
            at += c.utf16.count
        }
        return false
    }
}
