/// Text measured without Pango, so that a machine without its libraries still shows and edits
/// text: every grapheme cluster (Swift's `Character`) is 0.6 em wide, lines read left to right
/// and break after white space (or, for a word wider than the line, between clusters). Glyph
/// runs carry no glyphs, so renderers draw their text in their own font. Documented, not
/// faithful: `TextEngine.unavailable` says what to install for the real thing.
enum FallbackShaper {
    /// The advance of a cluster, ems.
    static let advance = 0.6

    static func metrics(for d: FontDescriptor) -> FontMetrics {
        FontMetrics(family: d.families, face: nil, ascender: 0.9 * d.size, descender: -0.25 * d.size, lineGap: 0,
                    capHeight: 0.7 * d.size, xHeight: 0.5 * d.size, isSubstitute: false)
    }

    static func shape(_ text: String, runs: [TextRun], style: ParagraphStyle) -> ShapedParagraph {
        let source = SourceText(text, runs: runs)
        var p = ShapedParagraph(boundaries: [0], leading: [], trailing: [], flags: [], caretX: [], lines: [],
                                isRightToLeft: style.direction == .rightToLeft, height: 0)
        var characters: [Character] = []
        var utf16 = 0
        for c in text {
            characters.append(c)
            utf16 += c.utf16.count
            p.boundaries.append(Int32(utf16))
        }
        func font(at k: Int) -> FontDescriptor { source.runs[run(at: Int(p.boundaries[k]), source)].font }
        var previousWhite = true
        for c in characters {
            var f = BoundaryFlags()
            if c.isWhitespace { f.insert(.white) }
            if c.isWhitespace != previousWhite || !(c.isLetter || c.isNumber) { f.insert(.wordBoundary) }
            if !c.isWhitespace, previousWhite { f.insert(.wordStart) }
            if c.isWhitespace, !previousWhite { f.insert(.wordEnd) }
            previousWhite = c.isWhitespace
            p.flags.append(f)
        }
        p.flags.append(previousWhite ? [.wordBoundary] : [.wordBoundary, .wordEnd])
        // Greedy lines: a break after white space, or anywhere in a word that does not fit.
        p.leading = []; p.trailing = []
        var lineStart = 0, x = 0.0, lastBreak: Int?
        func endLine(at end: Int) {
            let width = end > lineStart ? p.trailing[end - 1] : 0
            let m = metrics(for: font(at: min(lineStart, max(characters.count - 1, 0))))
            p.lines.append(ShapedLine(clusters: lineStart..<end, top: 0, ascent: m.ascender, descent: -m.descender, gap: 0,
                                      width: width, visibleMinX: 0, visibleMaxX: 0, isRightToLeft: false, glyphRuns: []))
        }
        for (k, c) in characters.enumerated() {
            let w = advance * font(at: k).size
            if let limit = style.width, x + w > limit, !c.isWhitespace, k > lineStart {
                let cut = lastBreak ?? k
                endLine(at: cut)
                lineStart = cut
                // The clusters after the cut move to the new line.
                x = 0
                for j in cut..<k {
                    let width = p.trailing[j] - p.leading[j]
                    p.leading[j] = x; x += width; p.trailing[j] = x
                }
                lastBreak = nil
            }
            p.leading.append(x); x += w; p.trailing.append(x)
            if c.isWhitespace { lastBreak = k + 1 }
        }
        endLine(at: characters.count)
        if style.maxLines > 0, p.lines.count > style.maxLines { p.lines.removeLast(p.lines.count - style.maxLines) }
        // Each line's text as one glyph run without glyphs, in the first run's attributes.
        for l in p.lines.indices {
            let range = p.lines[l].clusters
            guard !range.isEmpty else { continue }
            let lo = Int(p.boundaries[range.lowerBound]), hi = Int(p.boundaries[range.upperBound])
            let r = run(at: lo, source)
            p.lines[l].glyphRuns = [ShapedGlyphRun(face: nil, size: source.runs[r].font.size, attributeRun: r,
                                                   textRange: lo..<hi, x: 0, glyphs: [])]
        }
        p.caretX = [Double](repeating: 0, count: p.boundaries.count)
        p.finish()
        return p
    }

    /// The run holding UTF-16 offset `offset`.
    private static func run(at offset: Int, _ source: SourceText) -> Int {
        var end = 0
        for (i, r) in source.runs.enumerated() {
            end += r.length
            if offset < end { return i }
        }
        return source.runs.count - 1
    }
}
