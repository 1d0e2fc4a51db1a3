import Foundation

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
    /// The same bounds as indices of the paragraph's text.
    var startIndex, endIndex: String.Index
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
    /// True when the text is all ASCII: each byte is one character, measured from a table.
    private(set) var isASCII: Bool
    /// What ends the paragraph ("\n", "\r\n", "\r", U+2029 …; empty for the last paragraph).
    private(set) var terminator: String
    /// The runs over `text` and `terminator`, in order; at least one (the attributes an empty
    /// paragraph's line is measured with).
    private(set) var runs: [Run]
    /// The lines, top to bottom (at least one once laid out).
    private(set) var lines: [TextLine] = []
    /// The paragraph's height: its lines' heights added.
    private(set) var height: CGFloat = 0

    /// A paragraph of `text` ended by `terminator`, with `runs` covering both.
    init(text: String, terminator: String, runs: [Run]) {
        self.text = text
        self.length = text.utf16.count
        self.isASCII = text.utf8.allSatisfy { $0 < 0x80 }
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
        isASCII = isASCII ? replacement.utf8.allSatisfy { $0 < 0x80 } : text.utf8.allSatisfy { $0 < 0x80 }
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

    /// Breaks the paragraph into lines no wider than `width` (nil: one line), greedily at the
    /// break opportunities `TextBoundaries` allows; a word wider than a line breaks between
    /// characters. Spaces at a line's end hang past its width.
    mutating func layOut(width: CGFloat?) {
        var builder = LineBuilder(limit: width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil })
        var offset = 0
        var run = 0, runEnd = runs[0].length
        var font = runs[0].attributes.font
        var measure = LineBuilder.FontMeasure(font)
        var previous: TextBoundaries.LineClass?
        var spaces = false
        builder.begin(at: text.startIndex, offset: 0)
        /// One character: its break opportunity, its advance, a forced break after it.
        func step(_ cls: TextBoundaries.LineClass, width: CGFloat, units: Int, at index: String.Index, next: String.Index) {
            if let previous, TextBoundaries.mayBreak(after: previous, spaces: spaces, before: cls) {
                builder.opportunity(at: index, offset: offset)
            }
            builder.add(width: width, measure: measure, isSpace: cls == .space, at: index, offset: offset)
            if cls == .mandatory { builder.finishLine(at: next, offset: offset + units) }
            if cls == .space { spaces = true } else { previous = cls; spaces = false }
            offset += units
        }
        func nextRun() {
            guard offset >= runEnd, run < runs.count - 1 else { return }
            while offset >= runEnd, run < runs.count - 1 { run += 1; runEnd += runs[run].length }
            font = runs[run].attributes.font
            measure = LineBuilder.FontMeasure(font)
        }
        var end = text.startIndex
        if isASCII {
            // ASCII: a byte is a character; classes and advances come from tables.
            let utf8 = text.utf8
            var i = utf8.startIndex
            var advances = font.asciiAdvances
            while i < utf8.endIndex {
                if offset >= runEnd { nextRun(); advances = font.asciiAdvances }
                let b = Int(utf8[i]), next = utf8.index(after: i)
                step(TextBoundaries.asciiClasses[b], width: advances[b], units: 1, at: i, next: next)
                i = next
            }
            end = i
        } else {
            var index = text.startIndex
            while index < text.endIndex {
                let c = text[index]
                nextRun()
                let next = text.index(after: index)
                step(TextBoundaries.lineClass(c), width: font.width(of: c), units: c.utf16.count, at: index, next: next)
                index = next
            }
            end = index
        }
        builder.finish(at: end, offset: offset, emptyFont: attributes(at: 0).font)
        lines = builder.lines
        height = lines.reduce(0) { $0 + $1.height }
    }
}

/// Greedy line filling: the committed part of a line ends at its last break opportunity; the
/// segment after it is still growing.
@MainActor private struct LineBuilder {
    struct Measure {
        var width: CGFloat = 0, visible: CGFloat = 0
        var ascent: CGFloat = 0, descent: CGFloat = 0, gap: CGFloat = 0
        var isEmpty = true
        mutating func add(_ other: Measure) {
            if !other.isEmpty { visible = width + other.visible }
            width += other.width
            ascent = max(ascent, other.ascent); descent = max(descent, other.descent); gap = max(gap, other.gap)
            isEmpty = isEmpty && other.isEmpty
        }
    }
    let limit: CGFloat?
    var lines: [TextLine] = []
    var top: CGFloat = 0
    var lineStart: (String.Index, Int)!
    var breakAt: (String.Index, Int)?
    var committed = Measure(), segment = Measure()
    var hasCharacters = false

    init(limit: CGFloat?) { self.limit = limit }

    mutating func begin(at index: String.Index, offset: Int) {
        lineStart = (index, offset); breakAt = nil
        committed = Measure(); segment = Measure(); hasCharacters = false
    }

    mutating func opportunity(at index: String.Index, offset: Int) {
        committed.add(segment)
        segment = Measure()
        breakAt = (index, offset)
    }

    /// A font's vertical measures, read once per run.
    @MainActor struct FontMeasure {
        var ascent, descent, gap: CGFloat
        init(_ font: UIFont) { ascent = font.ascender; descent = -font.descender; gap = font.leading }
    }

    mutating func add(width: CGFloat, measure: FontMeasure, isSpace: Bool, at index: String.Index, offset: Int) {
        if !isSpace, let limit, hasCharacters, committed.width + segment.width + width > limit + 0.001 {
            if let breakAt, breakAt.1 > lineStart.1, !committed.isEmpty {
                emit(to: breakAt, measure: committed)
                lineStart = breakAt; self.breakAt = nil; committed = Measure()
                hasCharacters = segment.width > 0
            }
            if segment.width + width > limit + 0.001, !segment.isEmpty {
                // A word wider than the line: break between characters.
                emit(to: (index, offset), measure: segment)
                lineStart = (index, offset); breakAt = nil; committed = Measure(); segment = Measure()
            }
        }
        segment.width += width
        if !isSpace { segment.visible = segment.width; segment.isEmpty = false }
        segment.ascent = max(segment.ascent, measure.ascent)
        segment.descent = max(segment.descent, measure.descent)
        segment.gap = max(segment.gap, measure.gap)
        hasCharacters = true
    }

    mutating func finishLine(at index: String.Index, offset: Int) {
        committed.add(segment)
        emit(to: (index, offset), measure: committed)
        begin(at: index, offset: offset)
    }

    mutating func finish(at index: String.Index, offset: Int, emptyFont: UIFont) {
        committed.add(segment)
        if committed.ascent == 0, committed.descent == 0 {
            committed.ascent = emptyFont.ascender; committed.descent = -emptyFont.descender; committed.gap = emptyFont.leading
        }
        if hasCharacters || lines.isEmpty { emit(to: (index, offset), measure: committed) }
    }

    private mutating func emit(to end: (String.Index, Int), measure: Measure) {
        var m = measure
        if m.ascent == 0, m.descent == 0, let last = lines.last { m.ascent = last.ascent; m.descent = last.descent }
        let height = m.ascent + m.descent + m.gap
        lines.append(TextLine(start: lineStart.1, end: end.1, startIndex: lineStart.0, endIndex: end.0, top: top,
                              height: height, ascent: m.ascent, descent: m.descent, width: m.visible))
        top += height
        hasCharacters = false
    }
}
