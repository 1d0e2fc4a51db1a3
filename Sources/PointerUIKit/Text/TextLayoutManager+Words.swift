import Foundation
import PointerText

extension TextLayoutManager {
    /// The word a double-click at the cluster starting at `offset` selects, by the language's
    /// own rules (`ShapedParagraph.wordBoundaries(aroundCluster:)`: Unicode's word boundaries,
    /// Pango's dictionary for Thai, each ideograph on its own, a run of spaces together). At
    /// the end of a paragraph, the cluster before. An empty paragraph gives an empty range at
    /// its start.
    func wordRange(at offset: Int) -> NSRange {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        let shaped = paragraphs[p].shaped, base = starts[p]
        guard shaped.clusterCount > 0 else { return NSRange(location: base, length: 0) }
        let k = min(shaped.boundaryIndex(atOrBefore: offset - base), shaped.clusterCount - 1)
        let word = shaped.wordBoundaries(aroundCluster: k)
        let lo = Int(shaped.boundaries[word.lowerBound]), hi = Int(shaped.boundaries[word.upperBound])
        return NSRange(location: base + lo, length: hi - lo)
    }

    /// The sentence holding the cluster at `offset` (Unicode's sentence boundaries, within its
    /// paragraph), the spaces after it included.
    func sentenceRange(at offset: Int) -> NSRange {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        let shaped = paragraphs[p].shaped, base = starts[p]
        guard shaped.clusterCount > 0 else { return NSRange(location: base, length: 0) }
        let k = min(shaped.boundaryIndex(atOrBefore: offset - base), shaped.clusterCount - 1)
        var lo = k, hi = k + 1
        while lo > 0, !shaped.flags[lo].contains(.sentenceBoundary) { lo -= 1 }
        while hi < shaped.clusterCount, !shaped.flags[hi].contains(.sentenceBoundary) { hi += 1 }
        let a = Int(shaped.boundaries[lo]), b = Int(shaped.boundaries[hi])
        return NSRange(location: base + a, length: b - a)
    }

    /// The paragraph a triple-click at `offset` selects, its separator included.
    func paragraphRange(at offset: Int) -> NSRange {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        return NSRange(location: starts[p], length: paragraphs[p].fullLength)
    }

    /// The offset of the cluster under `point` (container coordinates), for word and paragraph
    /// selection: the cluster whose box holds the point's x, the nearest one beside them.
    func characterOffset(at point: CGPoint) -> Int {
        let at = lineLocation(atY: point.y)
        let shaped = paragraphs[at.paragraph].shaped
        guard let k = shaped.cluster(atX: Double(point.x - originX(of: at)), inLine: at.line) else { return start(of: at) }
        return starts[at.paragraph] + Int(shaped.boundaries[k])
    }

    /// True when the cluster under `point` reads right to left (the paragraph's direction where
    /// there is none).
    func readsRightToLeft(at point: CGPoint) -> Bool {
        let at = lineLocation(atY: point.y), shaped = paragraphs[at.paragraph].shaped
        guard let k = shaped.cluster(atX: Double(point.x - originX(of: at)), inLine: at.line) else { return shaped.isRightToLeft }
        return shaped.isRightToLeft(cluster: k)
    }

    /// The start of the word before `offset` (option-left): spaces and punctuation skipped,
    /// into the paragraphs before when this one has no word before it.
    func wordStart(before offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        var p = paragraphIndex(containing: o), local = o - starts[p]
        if local == 0 { p -= 1; local = paragraphs[p].length }
        let shaped = paragraphs[p].shaped
        let s = shaped.wordStart(before: shaped.boundaryIndex(atOrBefore: min(local, shaped.length)))
        if s == 0, !(shaped.flags.first?.contains(.wordStart) ?? false), p > 0 { return wordStart(before: starts[p]) }
        return starts[p] + Int(shaped.boundaries[s])
    }

    /// The end of the word after `offset` (option-right): spaces and punctuation skipped, into
    /// the paragraphs after when this one has no word after it.
    func wordEnd(after offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o < length else { return length }
        var p = paragraphIndex(containing: o), local = o - starts[p]
        if local >= paragraphs[p].length {
            guard p + 1 < paragraphs.count else { return length }
            p += 1; local = 0
        }
        let shaped = paragraphs[p].shaped
        let e = shaped.wordEnd(after: shaped.boundaryIndex(atOrBefore: local))
        if e == shaped.clusterCount, !(shaped.flags.last?.contains(.wordEnd) ?? false), p + 1 < paragraphs.count {
            return wordEnd(after: starts[p + 1])
        }
        return starts[p] + Int(shaped.boundaries[e])
    }
}
