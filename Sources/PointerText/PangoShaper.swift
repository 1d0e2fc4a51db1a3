/// Laying a paragraph out with Pango and reading the result into a `ShapedParagraph`.
///
/// Pango's structures are read at the byte offsets of Pango 1.50's headers on a 64-bit
/// machine (`PangoGlyphItem`, `PangoItem`, `PangoGlyphString`, `PangoGlyphInfo`,
/// `PangoLayoutLine`, `PangoLogAttr`, `PangoAttribute`); `PangoLayout` below names them.
extension TextEngineState {
    mutating func shape(_ text: String, runs: [TextRun], style: ParagraphStyle) -> ShapedParagraph {
        // Pango takes NUL-free UTF-8; a NUL becomes U+FFFD (same UTF-16 length, so offsets hold).
        let text = text.utf8.contains(0) ? String(text.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }) : text
        let source = SourceText(text, runs: runs)
        // No font at all on the machine (fontconfig found none): Pango would place text at
        // meaningless heights, so the rough measure is used, as without Pango.
        guard metrics(for: source.runs[0].font).face != nil else { return FallbackShaper.shape(text, runs: runs, style: style) }
        if style.ellipsis == .none, style.maxLines == 0 { return shapeByItems(text, source: source, style: style) }
        let layout = library.layoutNew(context)!
        defer { library.objectUnref(layout) }
        configure(layout, style: style, source: source)
        text.utf8CString.withUnsafeBufferPointer { library.layoutSetText(layout, $0.baseAddress, Int32(source.byteCount)) }
        var (shaped, bytes) = readClusters(layout, source: source)
        readLines(layout, source: source, clusterBytes: bytes, into: &shaped)
        shaped.finish(maxLines: style.maxLines)
        return shaped
    }

    /// Fonts as attributes over their byte ranges, the width, wrapping, ellipsis and direction.
    private func configure(_ layout: CObject, style: ParagraphStyle, source: SourceText) {
        let first = pangoDescription(source.runs[0].font)
        library.layoutSetFontDescription(layout, first)
        library.fontDescriptionFree(first)
        let list = attributeList(source)
        library.layoutSetAttributes(layout, list)
        library.attrListUnref(list)
        if let width = style.width {
            library.layoutSetWidth(layout, Int32(width * 1024))
            library.layoutSetWrap(layout, style.wrap == .word ? 2 : 1)   // PANGO_WRAP_WORD_CHAR, PANGO_WRAP_CHAR
        }
        let ellipsis: Int32 = switch style.ellipsis { case .none: 0; case .start: 1; case .middle: 2; case .end: 3 }
        library.layoutSetEllipsize(layout, ellipsis)
        if style.maxLines > 0 { library.layoutSetHeight(layout, -Int32(min(style.maxLines, 1 << 20))) }
        switch style.direction {
        case .natural, .naturalOrRightToLeft:
            library.layoutSetAutoDir(layout, 1)
            library.contextSetBaseDir(context, style.direction == .natural ? 0 : 1)
        case .leftToRight, .rightToLeft:
            library.layoutSetAutoDir(layout, 0)
            library.contextSetBaseDir(context, style.direction == .rightToLeft ? 1 : 0)
        }
    }

    /// The grapheme clusters (Pango's cursor positions) of a layout.
    private func readClusters(_ layout: CObject, source: SourceText) -> (ShapedParagraph, bytes: [Int32]) {
        var count: Int32 = 0
        let attributes = library.layoutGetLogAttrs(layout, &count)
        let buffer = UnsafeBufferPointer(start: attributes, count: attributes == nil ? 0 : Int(count))
        let (p, bytes, _) = clusters(from: buffer, source: source)
        return (p, bytes)
    }

    /// The grapheme clusters (Pango's cursor positions) with their UTF-16 and byte offsets and
    /// the log attributes of each boundary; edges are filled in by the line layout. `breaks`
    /// says, per cluster, whether a line may break before it (bit 0) or must (bit 1).
    func clusters<Attributes: Collection<UInt32>>(from attributes: Attributes, source: SourceText)
        -> (ShapedParagraph, bytes: [Int32], breaks: [UInt8]) where Attributes.Index == Int {
        var p = ShapedParagraph(boundaries: [0], leading: [], trailing: [], flags: [], caretX: [], lines: [],
                                isRightToLeft: false, height: 0)
        var bytes: [Int32] = [0]
        var breaks: [UInt8] = []
        // PangoLogAttr's bits: is_line_break 0x1, is_mandatory_break 0x2, is_white 0x8,
        // is_cursor_position 0x10, is_word_start 0x20, is_word_end 0x40, is_sentence_boundary
        // 0x80, backspace_deletes_character 0x400, is_word_boundary 0x1000.
        let count = attributes.count
        func attribute(_ i: Int) -> UInt32 { i < count ? attributes[attributes.startIndex + i] : 0 }
        func flags(_ a: UInt32) -> BoundaryFlags {
            // Bit by bit (OptionSet's generic insert is slow in debug builds, and this runs per cluster).
            var f: UInt8 = 0
            if a & 0x1000 != 0 { f |= BoundaryFlags.wordBoundary.rawValue }
            if a & 0x20 != 0 { f |= BoundaryFlags.wordStart.rawValue }
            if a & 0x40 != 0 { f |= BoundaryFlags.wordEnd.rawValue }
            if a & 0x8 != 0 { f |= BoundaryFlags.white.rawValue }
            if a & 0x400 != 0 { f |= BoundaryFlags.backspaceDeletesCharacter.rawValue }
            if a & 0x80 != 0 { f |= BoundaryFlags.sentenceBoundary.rawValue }
            return BoundaryFlags(rawValue: f)
        }
        func lineBreaks(_ a: UInt32) -> UInt8 { UInt8(a & 0x3) }
        p.flags.append(flags(attribute(0)))
        breaks.append(lineBreaks(attribute(0)))
        var ideographic: [Bool] = []
        var clusterStarts = true
        var utf16 = 0, byte = 0, scalar = 0
        for s in source.text.unicodeScalars {
            // Unicode's ideographs all lie at U+3006 and above: below it the property is not asked.
            if clusterStarts { ideographic.append(s.value >= 0x3006 && s.properties.isIdeographic); clusterStarts = false }
            utf16 += s.utf16.count; byte += s.utf8.count; scalar += 1
            let a = attribute(scalar)
            guard a & 0x10 != 0 || scalar == source.scalarCount else { continue }
            p.flags.append(flags(a))
            p.boundaries.append(Int32(utf16)); bytes.append(Int32(byte))
            if scalar < source.scalarCount { breaks.append(lineBreaks(a)) }
            clusterStarts = true
        }
        Self.markWordBoundaries(&p.flags, ideographic: ideographic)
        p.leading = [Double](repeating: .nan, count: p.boundaries.count - 1)
        p.trailing = p.leading
        p.caretX = [Double](repeating: 0, count: p.boundaries.count)
        return (p, bytes, breaks)
    }
}

extension TextEngineState {
    /// Where double-click's words end: Unicode's word boundaries (UAX #29: "can't" and "3.14"
    /// are one word, each punctuation mark is its own, a run of spaces stays together), except
    /// inside the words Pango finds with a dictionary (Thai, Lao, Khmer), where Unicode breaks
    /// between every cluster. Pango also joins a run of ideographs into one word; between two
    /// ideographs PointerKit keeps Unicode's break (Pango has no Chinese or Japanese dictionary).
    static func markWordBoundaries(_ flags: inout [BoundaryFlags], ideographic: [Bool]) {
        var inWord = false
        let boundaryBit = BoundaryFlags.wordBoundary.rawValue, start = BoundaryFlags.wordStart.rawValue, end = BoundaryFlags.wordEnd.rawValue
        for b in flags.indices {
            let f = flags[b].rawValue
            let strictlyInside = inWord && f & end == 0
            let betweenIdeographs = b > 0 && b < ideographic.count && ideographic[b - 1] && ideographic[b]
            let boundary = b == 0 || b == flags.count - 1 || (f & boundaryBit != 0 && (!strictlyInside || betweenIdeographs))
            if f & end != 0 { inWord = false }
            if f & start != 0 { inWord = true }
            flags[b] = BoundaryFlags(rawValue: boundary ? f | boundaryBit : f & ~boundaryBit)
        }
    }
}

/// The paragraph's text with its runs' byte boundaries.
struct SourceText {
    let text: String
    let runs: [TextRun]
    /// Each run's first byte, and the text's byte count last.
    let runBytes: [Int]
    let byteCount: Int
    let scalarCount: Int

    init(_ text: String, runs given: [TextRun]) {
        self.text = text
        let length = text.utf16.count
        // Runs cut to the text; the last one stretched to its end.
        var runs: [TextRun] = []
        var covered = 0
        for run in given where covered < length && run.length > 0 {
            var r = run
            r.length = min(run.length, length - covered)
            runs.append(r); covered += r.length
        }
        if runs.isEmpty { runs = [TextRun(length: length, font: given.last?.font ?? FontDescriptor(families: "sans-serif", size: 17))] }
        runs[runs.count - 1].length += length - covered
        self.runs = runs
        var bytes = [0]
        var utf16 = 0, byte = 0, scalars = 0, next = 0, run = 0
        next = runs[0].length
        for s in text.unicodeScalars {
            utf16 += s.utf16.count; byte += s.utf8.count; scalars += 1
            while run < runs.count - 1, utf16 >= next { bytes.append(byte); run += 1; next += runs[run].length }
        }
        while bytes.count < runs.count { bytes.append(byte) }
        bytes.append(byte)
        runBytes = bytes
        byteCount = byte
        scalarCount = scalars
    }

    /// The run holding byte `b`.
    func run(atByte b: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runBytes[mid] <= b { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
