import Foundation
import PointerEngine
import PointerText
import PointerRender

/// How a label breaks and truncates lines, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (a word wider than the line breaks between characters).
    case byWordWrapping = 0
    /// Wraps between characters.
    case byCharWrapping = 1
    /// Wraps at words; the last line is cut off at the edge.
    case byClipping = 2
    /// Wraps at words; the last line ends in "…" when text is left over.
    case byTruncatingHead = 3
    /// Wraps at words; the last line ends in "…" when text is left over.
    case byTruncatingTail = 4
    /// Wraps at words; the last line has "…" in its middle when text is left over.
    case byTruncatingMiddle = 5
}

/// Lines of attributed text broken to a width, at most a number of them, the last truncated
/// with "…" per a line-break mode: what a label measures and draws, laid out by Pango.
@MainActor struct TextLayout {
    /// One line: what it says, its measures and its glyphs.
    struct Line {
        /// Its text as drawn ("…" where truncation cut it).
        var text: String
        /// Its visible width (trailing spaces left out).
        var width: CGFloat
        /// Its ascent, descent and height (the fonts on it decide them).
        var ascent, descent, height: CGFloat
        /// Its visible part's left edge in its box (right-to-left lines' trailing spaces are at the left).
        var visibleMinX: CGFloat
        /// True when it reads right to left.
        var isRightToLeft: Bool
        /// Its glyphs, relative to its box's left edge on its baseline.
        var runs: [PointerScene.GlyphRun]
    }

    /// The lines, top to bottom.
    var lines: [Line]
    /// Each line's visible width, points.
    var widths: [CGFloat] { lines.map(\.width) }
    /// The lines' heights added.
    var height: CGFloat { lines.reduce(0) { $0 + $1.height } }

    /// Breaks `pieces` (text with font and colour runs) into lines no wider than `width` (`nil`:
    /// unlimited), at most `maxLines` (0: unlimited). Newlines always break. A one-line label
    /// (`maxLines` 1) does not wrap: its first paragraph is cut per `mode`. When lines are left
    /// over, a truncating mode cuts the last line shown, the rest of its text following it on
    /// one line, with "…" at its start, middle or end (Pango's ellipsis); wrapping and clipping
    /// modes just stop.
    init(pieces: [(String, TextRunAttributes)], fallback: TextRunAttributes, width: CGFloat?, maxLines: Int,
         mode: NSLineBreakMode, direction: ParagraphStyle.Direction = .natural) {
        let paragraphs = TextLayoutManager.paragraphs(from: pieces, fallback: fallback, atEnd: true)
        let limit = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
        let ellipsis: ParagraphStyle.Ellipsis = switch mode {
        case .byTruncatingHead: .start
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .end
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
        let wrap: ParagraphStyle.Wrap = mode == .byCharWrapping ? .character : .word
        var out: [Line] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if maxLines > 0, out.count >= maxLines { break }
            let rest = paragraphs[(index + 1)...].map(\.text)
            if maxLines == 1 {
                // One line: the paragraph cut to the width, "…" ending it when more paragraphs follow.
                let more = rest.isEmpty || ellipsis == .none ? "" : "\u{2026}"
                // A clipping or wrapping mode does not wrap it: the line runs on past the edge.
                out.append(Self.line(paragraph.text + more, paragraph, from: 0,
                                     style: ParagraphStyle(width: ellipsis == .none ? nil : limit, direction: direction, ellipsis: ellipsis)))
                break
            }
            let shaped = TextEngine.shared.shape(paragraph.text, runs: Self.runs(paragraph, from: 0),
                                                 style: ParagraphStyle(width: limit, wrap: wrap, direction: direction))
            for (l, line) in shaped.lines.enumerated() {
                if maxLines > 0, out.count == maxLines - 1, ellipsis != .none, l < shaped.lines.count - 1 || !rest.isEmpty {
                    // The last line shown, with text left over: the rest of the paragraph (and the
                    // paragraphs after it, joined by spaces) cut to one line.
                    let start = Int(shaped.boundaries[line.clusters.lowerBound])
                    let following = rest.isEmpty ? "" : " " + rest.joined(separator: " ")
                    out.append(Self.line(Self.substring(paragraph.text, from: start) + following, paragraph, from: start,
                                         style: ParagraphStyle(width: limit, direction: direction, ellipsis: ellipsis, maxLines: 1)))
                    break
                }
                if maxLines > 0, out.count >= maxLines { break }
                out.append(Self.made(shaped, line: l, text: paragraph.text, attributes: paragraph.runs.map(\.attributes)))
            }
        }
        lines = out
    }

    /// A single line of `text` (which starts at `offset` of `paragraph` and may run past it) in
    /// the paragraph's attributes from there on.
    private static func line(_ text: String, _ paragraph: TextParagraph, from offset: Int, style: ParagraphStyle) -> Line {
        var runs = Self.runs(paragraph, from: offset)
        let covered = runs.reduce(0) { $0 + $1.length }
        runs[runs.count - 1].length += max(text.utf16.count - covered, 0)
        let shaped = TextEngine.shared.shape(text, runs: runs, style: style)
        let attributes = Array(paragraph.runs.map(\.attributes).dropFirst(firstRun(paragraph, at: offset)))
        return made(shaped, line: 0, text: text, attributes: attributes)
    }

    private static func firstRun(_ paragraph: TextParagraph, at offset: Int) -> Int {
        var end = 0
        for (i, r) in paragraph.runs.enumerated() {
            end += r.length
            if offset < end { return i }
        }
        return max(paragraph.runs.count - 1, 0)
    }

    /// The paragraph's runs from `offset` on, as Pango's.
    private static func runs(_ paragraph: TextParagraph, from offset: Int) -> [TextRun] {
        var out: [TextRun] = []
        var start = 0
        for r in paragraph.runs {
            let end = start + r.length
            if end > offset || (out.isEmpty && end == offset && r.length == 0) {
                out.append(TextRun(length: end - max(start, offset), font: r.attributes.font.descriptor))
            }
            start = end
        }
        if out.isEmpty, let last = paragraph.runs.last { out = [TextRun(length: 0, font: last.attributes.font.descriptor)] }
        return out
    }

    private static func made(_ shaped: ShapedParagraph, line index: Int, text: String, attributes: [TextRunAttributes]) -> Line {
        let l = shaped.lines[index]
        // The line's characters, trailing white space left out, "…" for what an ellipsis cut.
        var end = l.clusters.upperBound
        while end > l.clusters.lowerBound, shaped.flags[end - 1].contains(.white) { end -= 1 }
        let lo = Int(shaped.boundaries[l.clusters.lowerBound]), hi = Int(shaped.boundaries[end])
        var shown = substring(text, from: lo, to: hi)
        if let cut = l.ellipsis {
            shown = substring(text, from: lo, to: max(cut.lowerBound, lo)) + "\u{2026}" + substring(text, from: min(cut.upperBound, hi), to: hi)
        }
        return Line(text: shown, width: CGFloat(l.visibleMaxX - l.visibleMinX), ascent: CGFloat(l.ascent), descent: CGFloat(l.descent),
                    height: CGFloat(l.height), visibleMinX: CGFloat(l.visibleMinX), isRightToLeft: l.isRightToLeft,
                    runs: l.sceneRuns(text: text, attributes: attributes))
    }

    /// The UTF-16 range `from..<to` of `text` (clamped), as a string.
    static func substring(_ text: String, from: Int, to: Int = .max) -> String {
        let utf16 = text.utf16
        let lo = utf16.index(utf16.startIndex, offsetBy: min(max(from, 0), utf16.count))
        let hi = utf16.index(lo, offsetBy: min(max(to, from) - max(from, 0), utf16.distance(from: lo, to: utf16.endIndex)))
        return String(text[lo..<hi])
    }
}
