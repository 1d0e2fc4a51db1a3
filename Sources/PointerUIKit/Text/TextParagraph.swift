import Foundation
import PointerText
import PointerEngine
import PointerRender

/// The font and colour a run of text is drawn with.
@MainActor struct TextRunAttributes: Equatable {
    /// The font it is measured and drawn in.
    var font: UIFont
    /// Its colour.
    var color: UIColor

    nonisolated static func == (a: TextRunAttributes, b: TextRunAttributes) -> Bool {
        MainActor.assumeIsolated { a.font.isEqual(b.font) && a.color.isEqual(b.color) }
    }
}

/// One line of a laid-out paragraph: a range of its characters and its measures.
struct TextLine {
    /// The first and past-the-last UTF-16 offsets, within the paragraph (never the terminator).
    var start, end: Int
    /// The top of the line, points below the paragraph's top.
    var top: CGFloat
    /// The line's height: the tallest ascender, the deepest descender and the largest line gap
    /// of the fonts on it.
    var height: CGFloat
    /// The tallest ascender and the deepest descender (positive) on the line: the baseline is
    /// `top + ascent`, and a caret or beam spans `ascent + descent`.
    var ascent, descent: CGFloat
    /// The advance of the line's characters without its trailing spaces.
    var width: CGFloat
}

/// A paragraph: the text between two paragraph separators, with its attribute runs and, once
/// laid out, its lines.
@MainActor struct TextParagraph {
    /// One stretch of equal attributes, `length` UTF-16 units long.
    struct Run {
        var length: Int
        var attributes: TextRunAttributes
    }

    /// The text, without its terminator.
    private(set) var text: String
    /// `text`'s length in UTF-16 units.
    private(set) var length: Int
    /// What ends the paragraph ("\n", "\r\n", "\r", U+2029 …; empty for the last paragraph).
    private(set) var terminator: String
    /// The runs over `text` and `terminator`, in order; at least one (the attributes an empty
    /// paragraph's line is measured with).
    private(set) var runs: [Run]
    /// The lines, top to bottom (at least one once laid out).
    private(set) var lines: [TextLine] = []
    /// The paragraph as Pango laid it out: clusters, carets, words and glyphs.
    private(set) var shaped = ShapedParagraph.empty
    /// The paragraph's own base writing direction (`setBaseWritingDirection(_:for:)`);
    /// `.natural` takes the text's direction.
    var writingDirection: NSWritingDirection = .natural
    /// Each line's glyphs as scene runs, made when the line is first drawn.
    var sceneLines: [[PointerScene.GlyphRun]?] = []
    /// The paragraph's height: its lines' heights added.
    private(set) var height: CGFloat = 0

    /// A paragraph of `text` ended by `terminator`, with `runs` covering both.
    init(text: String, terminator: String, runs: [Run]) {
        self.text = text
        self.length = text.utf16.count
        self.terminator = terminator
        self.runs = runs
    }

    /// The paragraph's whole length with its terminator, UTF-16 units.
    var fullLength: Int { length + terminator.utf16.count }

    /// The attributes at a UTF-16 offset (the last run's past the end).
    func attributes(at offset: Int) -> TextRunAttributes {
        var end = 0
        for run in runs {
            end += run.length
            if offset < end { return run.attributes }
        }
        return runs[runs.count - 1].attributes
    }

    /// The runs cut to `[from, to)` (UTF-16, over text and terminator), as strings.
    func pieces(from: Int, to: Int) -> [(String, TextRunAttributes)] {
        let whole = text + terminator
        let units = Array(whole.utf16)
        var out: [(String, TextRunAttributes)] = []
        var start = 0
        for run in runs {
            let lo = max(start, from), hi = min(start + run.length, to)
            if lo < hi { out.append((String(decoding: units[lo..<hi], as: UTF16.self), run.attributes)) }
            start += run.length
        }
        return out
    }

    /// Replaces `[from, to)` of the text (UTF-16 offsets on grapheme boundaries, never the
    /// terminator) with `replacement`, which holds no newline, in `attributes`: the runs are
    /// cut and joined around it. The lines are stale until `layOut(width:)`.
    mutating func replaceText(from: Int, to: Int, with replacement: String, attributes: TextRunAttributes) {
        let utf16 = text.utf16
        let lo = utf16.index(utf16.startIndex, offsetBy: from), hi = utf16.index(lo, offsetBy: to - from)
        text.replaceSubrange(lo..<hi, with: replacement)
        let added = replacement.utf16.count
        length += added - (to - from)
        var made: [Run] = []
        made.reserveCapacity(runs.count + 2)
        func append(_ length: Int, _ a: TextRunAttributes) {
            guard length > 0 else { return }
            if let last = made.last, last.attributes == a { made[made.count - 1].length += length } else { made.append(Run(length: length, attributes: a)) }
        }
        var start = 0
        for run in runs {
            let end = start + run.length
            append(min(end, from) - min(start, from), run.attributes)
            start = end
        }
        append(added, attributes)
        start = 0
        for run in runs {
            let end = start + run.length
            append(end - max(start, to), run.attributes)
            start = end
        }
        if made.isEmpty { made = [Run(length: 0, attributes: attributes)] }
        runs = made
    }

    // MARK: Layout

    /// Lays the paragraph out with Pango (`TextEngine`): broken into lines no wider than `width`
    /// (nil: one line) at Unicode's line-break opportunities, a word wider than a line broken
    /// between clusters, spaces at a line's end hanging past its width; read in its own writing
    /// direction, or `natural` when it has none.
    mutating func layOut(width: CGFloat?, direction natural: ParagraphStyle.Direction) {
        let direction: ParagraphStyle.Direction = switch writingDirection {
        case .natural: natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
        let textRuns = runs.map { TextRun(length: $0.length, font: $0.attributes.font.descriptor) }
        shaped = TextEngine.shared.shape(text, runs: textRuns, style: ParagraphStyle(width: width.map(Double.init), direction: direction))
        lines = shaped.lines.map { l in
            TextLine(start: Int(shaped.boundaries[l.clusters.lowerBound]), end: Int(shaped.boundaries[l.clusters.upperBound]),
                     top: l.top, height: l.height, ascent: l.ascent, descent: l.descent, width: l.visibleMaxX - l.visibleMinX)
        }
        height = shaped.height
        sceneLines = Array(repeating: nil, count: lines.count)
    }
}
