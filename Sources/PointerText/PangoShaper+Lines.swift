/// Reading Pango's lines, runs and glyphs.
extension TextEngineState {
    /// Walks the layout run by run (Pango ends each line with a run that is nil), filling each
    /// cluster's edges from the glyphs that draw it and collecting the lines' glyph runs.
    mutating func readLines(_ layout: CObject, source: SourceText, clusterBytes: [Int32], into p: inout ShapedParagraph) {
        let iter = library.layoutGetIter(layout)!
        defer { library.layoutIterFree(iter) }
        var line = LineReading()
        var groups: [GlyphGroup] = []
        var open = false
        repeat {
            if !open {
                let pangoLine = library.layoutIterGetLine(iter)!
                // PangoLayoutLine: layout (8 bytes), then gint start_index and gint length.
                line = LineReading(startByte: Int(pangoLine.load(fromByteOffset: 8, as: Int32.self)),
                                   endByte: Int(pangoLine.load(fromByteOffset: 8, as: Int32.self) + pangoLine.load(fromByteOffset: 12, as: Int32.self)),
                                   isRightToLeft: library.layoutLineGetResolvedDirection(pangoLine) == 1)
                line.rect = PangoRectangle(logical: library.layoutIterGetLineExtents, iter)
                line.baseline = library.layoutIterGetBaseline(iter)
                open = true
            }
            if let run = library.layoutIterGetRun(iter) {
                let rect = PangoRectangle(logical: library.layoutIterGetRunExtents, iter)
                readRun(run, x: Double(rect.x - line.rect.x) / 1024, source: source, clusterBytes: clusterBytes,
                        groups: &groups, line: &line, into: &p)
            } else {
                finishLine(line, source: source, clusterBytes: clusterBytes, into: &p)
                open = false
            }
        } while library.layoutIterNextRun(iter) != 0
        if open { finishLine(line, source: source, clusterBytes: clusterBytes, into: &p) }
        if p.lines.isEmpty {
            p.lines.append(ShapedLine(clusters: 0..<p.clusterCount, top: 0, ascent: 0, descent: 0, gap: 0, width: 0,
                                      visibleMinX: 0, visibleMaxX: 0, isRightToLeft: false, glyphRuns: []))
        }
        p.lines[p.lines.count - 1].clusters = p.lines[p.lines.count - 1].clusters.lowerBound..<p.clusterCount
    }

    /// One glyph item (`PangoGlyphItem`: item, glyphs): its glyphs, in visual order, grouped by
    /// the cluster they draw, and cut into glyph runs where the attribute run changes.
    private mutating func readRun(_ run: CObject, x runX: Double, source: SourceText, clusterBytes: [Int32],
                                  groups: inout [GlyphGroup], line: inout LineReading, into p: inout ShapedParagraph) {
        let item = run.load(as: CObject.self), glyphString = run.load(fromByteOffset: 8, as: CObject.self)
        // PangoItem: gint offset, length, num_chars, then PangoAnalysis at 16 (font at 32, level at 40).
        let itemStart = Int(item.load(as: Int32.self)), itemEnd = itemStart + Int(item.load(fromByteOffset: 4, as: Int32.self))
        let font = item.load(fromByteOffset: 32, as: CObject?.self)
        let isRTL = item.load(fromByteOffset: 40, as: UInt8.self) & 1 == 1
        // PangoAnalysis.flags (at 42): PANGO_ANALYSIS_FLAG_IS_ELLIPSIS is 1 << 1.
        let isEllipsis = item.load(fromByteOffset: 42, as: UInt8.self) & 2 != 0
        if isEllipsis { line.ellipsisBytes = itemStart..<itemEnd }
        var face: FaceInfo?
        if let font { face = self.face(of: font) }
        line.gap = max(line.gap, face?.gap ?? 0)
        // PangoGlyphString: gint num_glyphs, PangoGlyphInfo *glyphs (20 bytes each: glyph, width,
        // x_offset, y_offset, attr), gint *log_clusters.
        let count = Int(glyphString.load(as: Int32.self))
        guard count > 0 else { return }
        // PangoGlyphInfo is five 32-bit words: glyph, width, x_offset, y_offset, attr.
        let infos = glyphString.load(fromByteOffset: 8, as: UnsafeRawPointer.self).assumingMemoryBound(to: UInt32.self)
        let logClusters = glyphString.load(fromByteOffset: 16, as: UnsafePointer<Int32>.self)
        groups.removeAll(keepingCapacity: true)
        let clusterCount = p.clusterCount
        var x = runX
        var current: ShapedGlyphRun?
        var currentRun = -1
        var lowByte = Int.max, highByte = -1
        func close(_ r: inout ShapedGlyphRun?) {
            guard var made = r else { return }
            made.textRange = textRange(bytes: isEllipsis ? itemStart...max(itemEnd - 1, itemStart) : lowByte...highByte,
                                       clusterBytes: clusterBytes, in: p)
            made.isEllipsis = isEllipsis
            line.glyphRuns.append(made)
            r = nil; lowByte = .max; highByte = -1
        }
        for i in 0..<count {
            let word = i * 5
            let width = Double(Int32(bitPattern: infos[word + 1])) / 1024
            let byte = itemStart + Int(logClusters[i])
            if groups.isEmpty || groups[groups.count - 1].byte != byte { groups.append(GlyphGroup(byte: byte, x0: x, x1: x)) }
            groups[groups.count - 1].x1 = x + width
            let attributeRun = source.runs.count == 1 ? 0 : source.run(atByte: byte)
            if attributeRun != currentRun {
                close(&current)
                currentRun = attributeRun
                current = ShapedGlyphRun(face: face?.face, size: source.runs[attributeRun].font.size, attributeRun: attributeRun,
                                         textRange: 0..<0, x: x, glyphs: [])
            }
            let origin = current!.x
            current!.glyphs.append(ShapedGlyph(id: infos[word], x: x - origin + Double(Int32(bitPattern: infos[word + 2])) / 1024,
                                               y: Double(Int32(bitPattern: infos[word + 3])) / 1024, advance: width))
            lowByte = min(lowByte, byte); highByte = max(highByte, byte)
            x += width
        }
        close(&current)
        // Each group's clusters share its width evenly (a ligature's carets, as Pango places them).
        // Groups mostly hold one cluster, the next one's: the last answer is tried first.
        var hint = 0
        func cluster(atByte b: Int) -> Int {
            if hint < clusterBytes.count, Int(clusterBytes[hint]) == b { return hint }
            if hint + 1 < clusterBytes.count, Int(clusterBytes[hint + 1]) == b { return hint + 1 }
            if hint > 0, Int(clusterBytes[hint - 1]) == b { return hint - 1 }
            return lowerBound(clusterBytes, b)
        }
        for g in groups.indices {
            let start = groups[g].byte
            let end = isRTL ? (g == 0 ? itemEnd : groups[g - 1].byte) : (g == groups.count - 1 ? itemEnd : groups[g + 1].byte)
            let k0 = cluster(atByte: start)
            hint = k0
            let k1 = min(cluster(atByte: max(end, start)), clusterCount)
            hint = isRTL ? max(k0 - 1, 0) : k1
            let x0 = groups[g].x0, x1 = groups[g].x1
            if k0 < k1 {
                let share = (x1 - x0) / Double(k1 - k0)
                for k in k0..<k1 {
                    let j = k - k0
                    let a = isRTL ? x1 - Double(j) * share : x0 + Double(j) * share
                    mark(cluster: k, leading: a, trailing: isRTL ? a - share : a + share, rtl: isRTL, in: &p)
                }
            } else if k0 > 0 {
                mark(cluster: min(k0 - 1, clusterCount - 1), leading: isRTL ? x1 : x0, trailing: isRTL ? x0 : x1, rtl: isRTL, in: &p)
            }
        }
    }

    /// Sets a cluster's edges, or widens them when several glyph groups draw it.
    private func mark(cluster k: Int, leading: Double, trailing: Double, rtl: Bool, in p: inout ShapedParagraph) {
        guard k >= 0, k < p.leading.count else { return }
        if p.leading[k].isNaN {
            p.leading[k] = leading; p.trailing[k] = trailing
        } else if rtl {
            p.leading[k] = max(p.leading[k], leading); p.trailing[k] = min(p.trailing[k], trailing)
        } else {
            p.leading[k] = min(p.leading[k], leading); p.trailing[k] = max(p.trailing[k], trailing)
        }
        if rtl { p.flags[k] = BoundaryFlags(rawValue: p.flags[k].rawValue | BoundaryFlags.rightToLeft.rawValue) }
    }

    /// The UTF-16 range of the clusters holding bytes `bytes`.
    private func textRange(bytes: ClosedRange<Int>, clusterBytes: [Int32], in p: ShapedParagraph) -> Range<Int> {
        let first = max(upperBound(clusterBytes, bytes.lowerBound) - 1, 0)
        let last = min(upperBound(clusterBytes, bytes.upperBound), p.clusterCount)
        return Int(p.boundaries[first])..<Int(p.boundaries[max(last, first)])
    }

    private mutating func finishLine(_ line: LineReading, source: SourceText, clusterBytes: [Int32], into p: inout ShapedParagraph) {
        let previousEnd = p.lines.last?.clusters.upperBound ?? 0
        let c0 = max(min(lowerBound(clusterBytes, line.startByte), p.clusterCount), previousEnd)
        let c1 = max(min(lowerBound(clusterBytes, line.endByte), p.clusterCount), c0)
        let baseline = Double(line.baseline) / 1024, top = Double(line.rect.y) / 1024
        var gap = line.gap
        if line.glyphRuns.isEmpty, let first = source.runs.first { gap = metrics(for: first.font).lineGap }
        p.lines.append(ShapedLine(clusters: c0..<c1, top: top, ascent: baseline - top,
                                  descent: top + Double(line.rect.height) / 1024 - baseline, gap: max(gap, 0),
                                  width: Double(line.rect.width) / 1024, visibleMinX: 0, visibleMaxX: 0,
                                  isRightToLeft: line.isRightToLeft, glyphRuns: line.glyphRuns))
        if let cut = line.ellipsisBytes {
            let lo = min(lowerBound(clusterBytes, cut.lowerBound), p.clusterCount), hi = min(lowerBound(clusterBytes, cut.upperBound), p.clusterCount)
            p.lines[p.lines.count - 1].ellipsis = Int(p.boundaries[lo])..<Int(p.boundaries[max(hi, lo)])
        }
    }
}

/// A line being read.
struct LineReading {
    var startByte = 0, endByte = 0
    var isRightToLeft = false
    var rect = PangoRectangle()
    var baseline: Int32 = 0
    var gap = 0.0
    var glyphRuns: [ShapedGlyphRun] = []
    var ellipsisBytes: Range<Int>?
}

/// Consecutive glyphs drawing one cluster: its first byte and its left and right edges.
struct GlyphGroup {
    var byte: Int
    var x0, x1: Double
}

/// The first index whose value is at least `value`.
func lowerBound(_ a: [Int32], _ value: Int) -> Int {
    var lo = 0, hi = a.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if Int(a[mid]) < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
}

/// The first index whose value is more than `value`.
func upperBound(_ a: [Int32], _ value: Int) -> Int {
    var lo = 0, hi = a.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if Int(a[mid]) <= value { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
