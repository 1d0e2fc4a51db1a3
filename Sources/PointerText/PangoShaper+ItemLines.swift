/// Filling lines from shaped items and placing each line's clusters and glyphs.
extension TextEngineState {
    /// A stretch of one line: the glyph groups of one item whose clusters are on the line.
    struct LineSegment {
        var item: Int
        var level: UInt8
        /// The item's groups, in visual order.
        var groups: Range<Int>
        /// The segment's first cluster in reading order, to order segments logically.
        var firstCluster: Int
    }

    /// Breaks the paragraph into lines and places them: each cluster's advance from the glyph
    /// groups that draw it (a ligature's width shared by its clusters, as Pango shares it), lines
    /// filled greedily to the width at Pango's break opportunities (a word wider than the line
    /// breaks between clusters, with no hyphen; white space at a wrapping line's end takes no
    /// room), then each line's segments ordered by their levels (Unicode's rule L2, as
    /// `PangoLayout` orders its runs) and its clusters and glyphs given their x.
    mutating func layOutLines(_ p: inout ShapedParagraph, items: [LaidItem], clusterBytes: [Int32], breaks: [UInt8],
                              source: SourceText, style: ParagraphStyle, rtl: Bool) {
        let n = p.clusterCount
        var advance = [Double](repeating: 0, count: n)
        for item in items {
            for group in item.groups {
                let share = group.width / Double(group.clusters.count)
                for k in group.clusters { advance[k] += share }
            }
        }
        // Lines, greedily.
        var ranges: [Range<Int>] = []
        var lineStart = 0, x = 0.0, lastBreak = -1
        let limit = style.width
        let whiteBit = BoundaryFlags.white.rawValue
        for k in 0..<n {
            if k > lineStart, breaks[k] & 2 != 0 {
                ranges.append(lineStart..<k); lineStart = k; x = 0; lastBreak = -1
            }
            if k > lineStart, breaks[k] & 1 != 0 || style.wrap == .character { lastBreak = k }
            let w = advance[k]
            if let limit, k > lineStart, p.flags[k].rawValue & whiteBit == 0, x + w > limit + 0.001 {
                if lastBreak > lineStart {
                    ranges.append(lineStart..<lastBreak)
                    x = 0
                    for j in lastBreak..<k { x += advance[j] }
                    lineStart = lastBreak; lastBreak = -1
                }
                if k > lineStart, x + w > limit + 0.001 {
                    ranges.append(lineStart..<k); lineStart = k; x = 0; lastBreak = -1
                }
            }
            x += w
        }
        ranges.append(lineStart..<n)
        var segments: [LineSegment] = []
        for (index, range) in ranges.enumerated() {
            p.lines.append(placeLine(range, wraps: index < ranges.count - 1, in: &p, items: items, baseLevel: rtl ? 1 : 0,
                                     source: source, segments: &segments))
        }
    }

    /// The groups of `item` whose clusters begin in `range` (groups are in visual order, their
    /// clusters rising or, right to left, falling, so they are one stretch).
    private func groups(of item: LaidItem, in range: Range<Int>) -> Range<Int> {
        let groups = item.groups, count = groups.count
        guard count > 0 else { return 0..<0 }
        let rising = groups[0].clusters.lowerBound <= groups[count - 1].clusters.lowerBound
        func firstIndex(_ inside: (Int) -> Bool) -> Int {
            var a = 0, b = count
            while a < b { let m = (a + b) / 2; if inside(groups[m].clusters.lowerBound) { b = m } else { a = m + 1 } }
            return a
        }
        let lo = range.lowerBound, hi = range.upperBound
        let first = rising ? firstIndex { $0 >= lo } : firstIndex { $0 < hi }
        let end = rising ? firstIndex { $0 >= hi } : firstIndex { $0 < lo }
        return first..<max(first, end)
    }

    /// Places one line's clusters and glyphs (see `layOutLines`). The white space ending a line
    /// that wraps takes no room, as in `PangoLayout`.
    private mutating func placeLine(_ range: Range<Int>, wraps: Bool, in p: inout ShapedParagraph, items: [LaidItem],
                                    baseLevel: UInt8, source: SourceText, segments: inout [LineSegment]) -> ShapedLine {
        var hangingFrom = range.upperBound
        let whiteBit = BoundaryFlags.white.rawValue
        if wraps { while hangingFrom > range.lowerBound, p.flags[hangingFrom - 1].rawValue & whiteBit != 0 { hangingFrom -= 1 } }
        // Segments in reading order: each item's groups on the line.
        segments.removeAll(keepingCapacity: true)
        for (index, item) in items.enumerated() {
            let r = groups(of: item, in: range)
            guard !r.isEmpty else { continue }
            let first = min(item.groups[r.lowerBound].clusters.lowerBound, item.groups[r.upperBound - 1].clusters.lowerBound)
            segments.append(LineSegment(item: index, level: item.level, groups: r, firstCluster: first))
        }
        // L2: from the highest level down to the lowest odd one, reverse every maximal run of
        // segments at that level or higher.
        if let highest = segments.map(\.level).max(), let lowestOdd = segments.map(\.level).filter({ $0 & 1 == 1 }).min() {
            var level = highest
            while level >= lowestOdd {
                var i = 0
                while i < segments.count {
                    guard segments[i].level >= level else { i += 1; continue }
                    var j = i
                    while j < segments.count, segments[j].level >= level { j += 1 }
                    segments[i..<j].reverse()
                    i = j
                }
                if level == 0 { break }
                level -= 1
            }
        }
        var line = ShapedLine(clusters: range, top: 0, ascent: 0, descent: 0, gap: 0, width: 0, visibleMinX: 0, visibleMaxX: 0,
                              isRightToLeft: baseLevel == 1, glyphRuns: [])
        var x = 0.0
        for segment in segments {
            let item = items[segment.item]
            if let face = item.face {
                line.ascent = max(line.ascent, face.ascent); line.descent = max(line.descent, face.descent); line.gap = max(line.gap, face.gap)
            }
            x = place(segment, item: item, at: x, hangingFrom: hangingFrom, source: source, in: &p, line: &line)
        }
        if line.ascent == 0, line.descent == 0 {
            let m = metrics(for: source.runs[0].font)
            line.ascent = m.ascender; line.descent = -m.descender; line.gap = m.lineGap
        }
        line.width = x
        return line
    }

    /// Places a segment's groups from `x`, left to right: their clusters' edges (a group's
    /// width shared by its clusters, the first one at its leading side) and their glyphs, in
    /// runs of one attribute run. Returns where the segment ends.
    private func place(_ segment: LineSegment, item: LaidItem, at start: Double, hangingFrom: Int, source: SourceText,
                       in p: inout ShapedParagraph, line: inout ShapedLine) -> Double {
        let rtl = segment.level & 1 == 1
        let rtlBit = BoundaryFlags.rightToLeft.rawValue
        var x = start
        var current: ShapedGlyphRun?
        var lowCluster = Int.max, highCluster = -1, lastAttribute = -1
        func close() {
            guard var made = current else { return }
            made.textRange = Int(p.boundaries[lowCluster])..<Int(p.boundaries[highCluster])
            line.glyphRuns.append(made)
            current = nil; lowCluster = .max; highCluster = -1
        }
        for group in item.groups[segment.groups] {
            let hangs = group.clusters.lowerBound >= hangingFrom
            let width = hangs ? 0 : group.width
            let share = width / Double(group.clusters.count)
            for (j, k) in group.clusters.enumerated() {
                let a = rtl ? x + width - Double(j) * share : x + Double(j) * share
                let b = rtl ? a - share : a + share
                if p.leading[k].isNaN {
                    p.leading[k] = a; p.trailing[k] = b
                } else if rtl {
                    p.leading[k] = max(p.leading[k], a); p.trailing[k] = min(p.trailing[k], b)
                } else {
                    p.leading[k] = min(p.leading[k], a); p.trailing[k] = max(p.trailing[k], b)
                }
                if rtl { p.flags[k] = BoundaryFlags(rawValue: p.flags[k].rawValue | rtlBit) }
            }
            let k = group.clusters.lowerBound
            let attribute = source.runs.count == 1 ? 0 : attributeRun(atUTF16: Int(p.boundaries[k]), source)
            if attribute != lastAttribute {
                close()
                lastAttribute = attribute
                current = ShapedGlyphRun(face: item.face?.face, size: source.runs[attribute].font.size, attributeRun: attribute,
                                         textRange: 0..<0, x: x, glyphs: [])
            }
            var gx = x
            for g in group.glyphs {
                let w = hangs ? 0 : Double(item.shaped.widths[g]) / 1024
                current!.glyphs.append(ShapedGlyph(id: hangs ? ShapedGlyph.empty : item.shaped.ids[g],
                                                   x: gx - current!.x + Double(item.shaped.xOffsets[g]) / 1024,
                                                   y: Double(item.shaped.yOffsets[g]) / 1024, advance: w))
                gx += w
            }
            lowCluster = min(lowCluster, group.clusters.lowerBound); highCluster = max(highCluster, group.clusters.upperBound)
            x += width
        }
        close()
        return x
    }

    /// The attribute run holding UTF-16 offset `offset`.
    private func attributeRun(atUTF16 offset: Int, _ source: SourceText) -> Int {
        var end = 0
        for (i, r) in source.runs.enumerated() {
            end += r.length
            if offset < end { return i }
        }
        return source.runs.count - 1
    }
}
