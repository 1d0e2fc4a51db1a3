import Foundation
import PointerText
import PointerEngine
import PointerRender

extension TextLayoutManager {
    /// A line: its paragraph's index and its index in the paragraph.
    struct LineLocation: Equatable {
        var paragraph: Int
        var line: Int
    }

    /// The line at a location.
    func line(_ at: LineLocation) -> TextLine { paragraphs[at.paragraph].lines[at.line] }
    /// The shaped line at a location: its clusters, edges and glyphs.
    func shapedLine(_ at: LineLocation) -> ShapedLine { paragraphs[at.paragraph].shaped.lines[at.line] }
    /// A line's top in the container.
    func top(of at: LineLocation) -> CGFloat { tops[at.paragraph] + line(at).top }
    /// A line's first UTF-16 offset in the text: unique per line, so it names the line.
    func start(of at: LineLocation) -> Int { starts[at.paragraph] + line(at).start }
    /// The widest line's width (trailing spaces left out).
    var usedWidth: CGFloat {
        var widest: CGFloat = 0
        for p in paragraphs.indices { for line in paragraphs[p].lines { widest = max(widest, line.width) } }
        return widest
    }

    /// The line showing the caret at `offset`: at a soft wrap the line after it.
    /// - Complexity: O(log p + log c) for p paragraphs and c clusters in the paragraph.
    func lineLocation(forOffset offset: Int) -> LineLocation {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        let shaped = paragraphs[p].shaped
        let b = shaped.boundaryIndex(atOrBefore: offset - starts[p])
        return LineLocation(paragraph: p, line: shaped.lineIndex(ofBoundary: b))
    }

    /// The line at a height in the container: the first line above the text, the last below it.
    /// - Complexity: O(log p + log l).
    func lineLocation(atY y: CGFloat) -> LineLocation {
        // The pointer moves mostly within one line: the last answer is checked first.
        if let (version, at, top, bottom) = lastLineAtY, version == self.version, y >= top, y < bottom { return at }
        let at = searchLine(atY: y)
        let top = self.top(of: at), bottom = top + line(at).height
        // The first line also answers above the text, the last below it.
        lastLineAtY = (version, at, previous(before: at) == nil ? -.infinity : top, next(after: at) == nil ? .infinity : bottom)
        return at
    }

    private func searchLine(atY y: CGFloat) -> LineLocation {
        var lo = 0, hi = tops.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return LineLocation(paragraph: lo, line: paragraphs[lo].shaped.lineIndex(atY: Double(y - tops[lo])))
    }

    /// True when the paragraph's lines sit against the right edge: `.right`, or `.natural` and
    /// `.justified` in a right-to-left paragraph or a view forced right to left.
    func alignsRight(_ paragraph: Int) -> Bool {
        switch alignment {
        case .right: true
        case .natural, .justified: paragraphs[paragraph].shaped.isRightToLeft || forcesRightToLeft
        case .left, .center: false
        }
    }

    /// Where a line's box starts across the container, after alignment: its visible part (its
    /// trailing spaces hang past the edge) against the left or right edge, or centred. Without a
    /// width (a text field's one line), lines start at 0 and the field aligns them.
    func originX(of at: LineLocation) -> CGFloat {
        let l = shapedLine(at)
        let lo = CGFloat(l.visibleMinX), hi = CGFloat(l.visibleMaxX)
        guard let width else { return -lo }
        if alignment == .center { return ((width - (hi - lo)) / 2).rounded(.down) - lo }
        if alignsRight(at.paragraph) { return width - hi }
        return -lo
    }

    /// The x of the caret at `offset` on line `at`: the strong caret when the offset is on that
    /// line, the line's visual end when it is that line's end.
    func x(ofOffset offset: Int, in at: LineLocation) -> CGFloat {
        let shaped = paragraphs[at.paragraph].shaped, l = shaped.lines[at.line]
        let b = shaped.boundaryIndex(atOrBefore: offset - starts[at.paragraph])
        let x: Double
        if b >= l.clusters.upperBound, b > l.clusters.lowerBound, at.line < shaped.lines.count - 1 {
            x = shaped.trailing[l.clusters.upperBound - 1]
        } else {
            x = shaped.caretX[b]
        }
        return originX(of: at) + CGFloat(x)
    }

    /// The caret offset nearest `point` (container coordinates): on the line at its height,
    /// between the clusters on either side of its x. Past the end of a wrapped line, the caret
    /// goes before the line's last cluster when that is a space (the line's own end would draw
    /// on the next line).
    /// - Complexity: O(log p + log l + c) for c clusters on the line; no allocation.
    func closestOffset(to point: CGPoint) -> Int {
        let at = lineLocation(atY: point.y)
        return closestOffset(toX: point.x, in: at)
    }

    /// The caret offset nearest `x` on line `at`.
    func closestOffset(toX target: CGFloat, in at: LineLocation) -> Int {
        let shaped = paragraphs[at.paragraph].shaped, l = shaped.lines[at.line]
        var b = shaped.closestBoundary(toX: Double(target - originX(of: at)), inLine: at.line)
        if b == l.clusters.upperBound, b > l.clusters.lowerBound, at.line < shaped.lines.count - 1 { b -= 1 }
        return starts[at.paragraph] + Int(shaped.boundaries[b])
    }

    /// The caret's rectangle at `offset`: 2 pt wide (UIKit's caret), spanning the line's
    /// ascender and descender; kept inside a wrapping container's width.
    func caretRect(forOffset offset: Int) -> CGRect {
        let at = lineLocation(forOffset: offset), l = line(at)
        var x = x(ofOffset: offset, in: at)
        if let width, x > width - 2 { x = max(width - 2, 0) }
        return CGRect(x: x, y: top(of: at), width: 2, height: l.ascent + l.descent)
    }

    /// The rectangles a selection of `range` covers, in the container: on each line, one per
    /// stretch of adjacent selected clusters (a selection crossing directions is several), each
    /// as tall as the line; a selected paragraph end adds 4 pt at its last line's visual end.
    func selectionRects(for range: NSRange) -> [CGRect] {
        let r = clamped(range)
        guard r.length > 0 else { return [] }
        var out: [CGRect] = []
        let end = r.location + r.length
        var at: LineLocation? = lineLocation(forOffset: r.location)
        while let current = at {
            let p = current.paragraph, shaped = paragraphs[p].shaped, base = starts[p]
            let lo = shaped.boundaryIndex(atOrBefore: max(r.location - base, 0))
            let hi = shaped.boundaryIndex(atOrBefore: min(end - base, shaped.length))
            let origin = originX(of: current), t = top(of: current), h = line(current).height
            for span in shaped.selectionSpans(clusters: lo..<hi, inLine: current.line) {
                out.append(CGRect(x: origin + CGFloat(span.min), y: t, width: CGFloat(span.max - span.min), height: h))
            }
            let isLast = current.line == shaped.lines.count - 1
            if isLast, end > base + paragraphs[p].length, paragraphs[p].fullLength > paragraphs[p].length {
                // The paragraph's end, shown selected at its visual end.
                let l = shaped.lines[current.line]
                let x = alignsRight(p) || shaped.isRightToLeft ? origin + CGFloat(l.visibleMinX) - 4 : origin + CGFloat(max(l.visibleMaxX, l.width))
                let mark = CGRect(x: x, y: t, width: 4, height: h)
                // It joins the line's selection where they touch.
                if let i = out.indices.last(where: { out[$0].minY == t && (abs(out[$0].maxX - mark.minX) < 0.5 || abs(out[$0].minX - mark.maxX) < 0.5) }) {
                    out[i] = out[i].union(mark)
                } else {
                    out.append(mark)
                }
            }
            at = next(after: current)
            if let n = at, start(of: n) >= end { break }
        }
        return out
    }

    /// The line after `at`, nil after the last.
    func next(after at: LineLocation) -> LineLocation? {
        if at.line + 1 < paragraphs[at.paragraph].lines.count { return LineLocation(paragraph: at.paragraph, line: at.line + 1) }
        return at.paragraph + 1 < paragraphs.count ? LineLocation(paragraph: at.paragraph + 1, line: 0) : nil
    }

    /// The line before `at`, nil before the first.
    func previous(before at: LineLocation) -> LineLocation? {
        if at.line > 0 { return LineLocation(paragraph: at.paragraph, line: at.line - 1) }
        guard at.paragraph > 0 else { return nil }
        return LineLocation(paragraph: at.paragraph - 1, line: paragraphs[at.paragraph - 1].lines.count - 1)
    }

    /// A line's text (without its paragraph's terminator), its first `limit` UTF-16 units and
    /// "…" when it is longer (a scene says what a 10 MB line is without copying it each frame).
    func text(of at: LineLocation, limit: Int = .max) -> String {
        let para = paragraphs[at.paragraph], l = para.lines[at.line], utf16 = para.text.utf16
        let lo = utf16.index(utf16.startIndex, offsetBy: min(l.start, utf16.count))
        let cut = l.end - l.start > limit
        var hi = utf16.index(utf16.startIndex, offsetBy: min(cut ? l.start + limit : l.end, utf16.count))
        if cut { hi = para.text.index(before: para.text.index(after: hi)) }   // on a character boundary
        return String(para.text[lo..<hi]) + (cut ? "\u{2026}" : "")
    }

    /// A line's glyphs as scene runs relative to its box's left edge and baseline (made once per
    /// layout of its paragraph).
    func sceneRuns(of at: LineLocation) -> [PointerScene.GlyphRun] {
        if let made = paragraphs[at.paragraph].sceneLines[at.line] { return made }
        let para = paragraphs[at.paragraph]
        let made = para.shaped.lines[at.line].sceneRuns(text: para.text, attributes: para.runs.map(\.attributes))
        paragraphs[at.paragraph].sceneLines[at.line] = made
        return made
    }

    /// Calls `body` with every line that overlaps `minY..<maxY`, top to bottom.
    /// - Complexity: O(log p + log l + v) for v visible lines.
    func forEachLine(from minY: CGFloat, to maxY: CGFloat, _ body: (LineLocation, TextLine, CGFloat) -> Void) {
        var at: LineLocation? = lineLocation(atY: max(minY, 0))
        while let current = at {
            let t = top(of: current)
            guard t < maxY else { return }
            body(current, line(current), t)
            at = next(after: current)
        }
    }
}
