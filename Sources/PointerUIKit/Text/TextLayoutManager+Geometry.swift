import Foundation

extension TextLayoutManager {
    /// A line: its paragraph's index and its index in the paragraph.
    struct LineLocation: Equatable {
        var paragraph: Int
        var line: Int
    }

    /// The line at a location.
    func line(_ at: LineLocation) -> TextLine { paragraphs[at.paragraph].lines[at.line] }
    /// A line's top in the container.
    func top(of at: LineLocation) -> CGFloat { tops[at.paragraph] + line(at).top }
    /// A line's first UTF-16 offset in the text: unique per line, so it names the line.
    func start(of at: LineLocation) -> Int { starts[at.paragraph] + line(at).start }
    /// The widest line's width.
    var usedWidth: CGFloat { paragraphs.reduce(0) { max($0, $1.lines.reduce(0) { max($0, $1.width) }) } }

    /// The line showing the caret at `offset`: at a soft wrap the line after it.
    /// - Complexity: O(log p + log l) for p paragraphs and l lines in the paragraph.
    func lineLocation(forOffset offset: Int) -> LineLocation {
        let p = paragraphIndex(containing: min(max(offset, 0), length))
        let local = offset - starts[p]
        let lines = paragraphs[p].lines
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].start <= local { lo = mid } else { hi = mid - 1 }
        }
        return LineLocation(paragraph: p, line: lo)
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
        let lines = paragraphs[lo].lines, local = y - tops[lo]
        var a = 0, b = lines.count - 1
        while a < b {
            let mid = (a + b + 1) / 2
            if lines[mid].top <= local { a = mid } else { b = mid - 1 }
        }
        return LineLocation(paragraph: lo, line: a)
    }

    /// Where a line starts across the container, after alignment.
    func originX(of at: LineLocation) -> CGFloat {
        guard let width else { return 0 }
        let w = line(at).width
        switch alignment {
        case .center: return ((width - w) / 2).rounded(.down)
        case .right: return width - w
        case .left, .natural, .justified: return 0
        }
    }

    /// Calls `body` with each character of a line, its offset in the text and its advance,
    /// left to right, until it returns false.
    func forEachCharacter(in at: LineLocation, _ body: (Character, Int, CGFloat, TextRunAttributes) -> Bool) {
        let para = paragraphs[at.paragraph]
        forEachAdvance(in: at) { index, offset, width, attributes in
            body(para.isASCII ? Character(Unicode.Scalar(para.text.utf8[index])) : para.text[index], offset, width, attributes)
        }
    }

    /// Calls `body` with the index, text offset, advance and attributes of each character of a
    /// line, left to right, until it returns false. ASCII lines are read byte by byte, their
    /// advances from a table.
    /// - Complexity: O(c) for c characters on the line; no allocation.
    func forEachAdvance(in at: LineLocation, _ body: (String.Index, Int, CGFloat, TextRunAttributes) -> Bool) {
        let para = paragraphs[at.paragraph], l = para.lines[at.line], runs = para.runs
        var run = 0, runEnd = runs[0].length
        var offset = l.start
        while offset >= runEnd, run < runs.count - 1 { run += 1; runEnd += runs[run].length }
        var attributes = runs[run].attributes
        let base = starts[at.paragraph]
        if para.isASCII {
            let utf8 = para.text.utf8
            var advances = attributes.font.asciiAdvances
            var i = l.startIndex
            while i < l.endIndex {
                if offset >= runEnd, run < runs.count - 1 {
                    while offset >= runEnd, run < runs.count - 1 { run += 1; runEnd += runs[run].length }
                    attributes = runs[run].attributes
                    advances = attributes.font.asciiAdvances
                }
                guard body(i, base + offset, advances[Int(utf8[i])], attributes) else { return }
                offset += 1
                i = utf8.index(after: i)
            }
            return
        }
        var i = l.startIndex
        while i < l.endIndex {
            while offset >= runEnd, run < runs.count - 1 { run += 1; runEnd += runs[run].length; attributes = runs[run].attributes }
            let c = para.text[i]
            guard body(i, base + offset, attributes.font.width(of: c), attributes) else { return }
            offset += c.utf16.count
            i = para.text.index(after: i)
        }
    }

    /// The x of the caret at `offset` on line `at`.
    func x(ofOffset offset: Int, in at: LineLocation) -> CGFloat {
        var x = originX(of: at)
        forEachAdvance(in: at) { _, o, w, _ in
            guard o < offset else { return false }
            x += w
            return true
        }
        return x
    }

    /// The caret offset nearest `point` (container coordinates): on the line at its height,
    /// between the characters on either side of its x. Past the end of a wrapped line, the
    /// caret goes before the line's last character when that is a space (the line's own end
    /// would draw on the next line), else to the line's end.
    /// - Complexity: O(log p + log l + c) for c characters on the line; no allocation.
    func closestOffset(to point: CGPoint) -> Int {
        let at = lineLocation(atY: point.y)
        return closestOffset(toX: point.x, in: at)
    }

    /// The caret offset nearest `x` on line `at`.
    func closestOffset(toX target: CGFloat, in at: LineLocation) -> Int {
        let para = paragraphs[at.paragraph], l = para.lines[at.line]
        var x = originX(of: at)
        var result = starts[at.paragraph] + l.end
        var lastStart = result
        var found = false
        forEachAdvance(in: at) { _, o, w, _ in
            lastStart = o
            if target < x + w / 2 { result = o; found = true; return false }
            x += w
            return true
        }
        if !found, at.line < para.lines.count - 1, l.end > l.start { result = lastStart }
        return result
    }

    /// The caret's rectangle at `offset`: 2 pt wide (UIKit's caret), spanning the line's
    /// ascender and descender, at the line's baseline.
    func caretRect(forOffset offset: Int) -> CGRect {
        let at = lineLocation(forOffset: offset), l = line(at)
        let x = x(ofOffset: offset, in: at)
        return CGRect(x: x, y: top(of: at), width: 2, height: l.ascent + l.descent)
    }

    /// The rectangles a selection of `range` covers, one per line, in the container: from the
    /// range's start (or the line's start) to its end (or, when the range goes on past the
    /// line, the line's end, trailing spaces included).
    func selectionRects(for range: NSRange) -> [CGRect] {
        let r = clamped(range)
        guard r.length > 0 else { return [] }
        var out: [CGRect] = []
        var at = lineLocation(forOffset: r.location)
        let end = r.location + r.length
        while true {
            let l = line(at), lineStart = start(of: at), lineEnd = starts[at.paragraph] + l.end
            let x0 = r.location > lineStart ? x(ofOffset: r.location, in: at) : originX(of: at)
            var x1: CGFloat
            if end <= lineEnd { x1 = x(ofOffset: end, in: at) } else {
                x1 = originX(of: at)
                forEachAdvance(in: at) { _, _, w, _ in x1 += w; return true }
                if at.line == paragraphs[at.paragraph].lines.count - 1 { x1 += 4 }   // the newline, shown selected
            }
            out.append(CGRect(x: x0, y: top(of: at), width: max(x1 - x0, 0), height: l.height))
            guard end > lineEnd, let next = self.next(after: at) else { break }
            if start(of: next) >= end { break }
            at = next
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
