/// Laying a paragraph out item by item: Pango itemizes it (fonts with fallback, scripts, bidi
/// levels), breaks it (Unicode's rules, Thai by the dictionary) and shapes each item with
/// HarfBuzz; PointerKit then fills lines greedily at Pango's break opportunities and orders
/// each line's runs by Unicode's rule L2, as `PangoLayout` does. Shaped items are remembered,
/// so typing into a paragraph shapes again only the item the keystroke changed: the other
/// scripts' runs of a mixed paragraph come from the cache. Used for every paragraph that is not
/// truncated (labels' ellipses go through `PangoLayout`).
extension TextEngineState {
    /// One item's glyphs as HarfBuzz shaped them, in visual order.
    struct ShapedItem {
        var ids: [UInt32] = []
        var widths: [Int32] = []
        var xOffsets: [Int32] = []
        var yOffsets: [Int32] = []
        /// Each glyph's byte offset in the item's text.
        var clusters: [Int32] = []
    }

    /// What shaping an item depends on: its text, font, bidi level and script.
    struct ItemKey: Hashable {
        var text: String
        var font: CObject
        var level: UInt8
        var script: UInt8
    }

    /// An item of the paragraph being laid out.
    struct LaidItem {
        var start, end: Int
        var level: UInt8
        var face: FaceInfo?
        var shaped: ShapedItem
        /// Its glyph groups (consecutive glyphs drawing one cluster, or a ligature's several),
        /// in visual order.
        var groups: [GlyphGroupSpan]
    }

    /// Consecutive glyphs of one item that draw clusters `clusters` (the cluster holding them
    /// when they begin inside one), `width` points wide.
    struct GlyphGroupSpan {
        var glyphs: Range<Int>
        var clusters: Range<Int>
        var width: Double
    }

    /// The most shaped items remembered.
    static let rememberedItems = 4_096

    mutating func shapeByItems(_ text: String, source: SourceText, style: ParagraphStyle) -> ShapedParagraph {
        let cText = text.utf8CString
        return cText.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!, length = Int32(source.byteCount)
            let list = attributeList(source)
            let first = pangoDescription(source.runs[0].font)
            library.contextSetFontDescription(context, first)
            library.fontDescriptionFree(first)
            let rtl: Bool = switch style.direction {
            case .leftToRight: false
            case .rightToLeft: true
            case .natural, .naturalOrRightToLeft:
                switch library.findBaseDir(base, length) { case 1: true; case 0: false; default: style.direction == .naturalOrRightToLeft }
            }
            let items = library.itemize(context, rtl ? 1 : 0, base, 0, length, list, nil)
            library.attrListUnref(list)
            var attributes = [UInt32](repeating: 0, count: source.scalarCount + 1)
            attributes.withUnsafeMutableBufferPointer {
                library.getLogAttrs(base, length, rtl ? 1 : 0, library.languageGetDefault(), $0.baseAddress, Int32($0.count))
            }
            var (p, bytes, breaks) = clusters(from: attributes, source: source)
            var laid: [LaidItem] = []
            var node = items
            while let n = node {
                if let item = n.load(as: CObject?.self) {
                    laid.append(shapeItem(item, base: base, length: length, clusterBytes: bytes))
                    library.itemFree(item)
                }
                node = n.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            }
            library.listFree(items)
            layOutLines(&p, items: laid, clusterBytes: bytes, breaks: breaks, source: source, style: style, rtl: rtl)
            p.finish()
            return p
        }
    }

    /// The runs' fonts as attributes over their byte ranges.
    func attributeList(_ source: SourceText) -> CObject {
        let list = library.attrListNew()!
        for (i, run) in source.runs.enumerated() {
            let description = pangoDescription(run.font)
            let attribute = library.attrFontDescNew(description)!
            library.fontDescriptionFree(description)
            // PangoAttribute: klass (8 bytes), then guint start_index and end_index.
            attribute.storeBytes(of: UInt32(source.runBytes[i]), toByteOffset: 8, as: UInt32.self)
            attribute.storeBytes(of: UInt32(source.runBytes[i + 1]), toByteOffset: 12, as: UInt32.self)
            library.attrListInsert(list, attribute)
        }
        return list
    }

    /// One item's glyphs (remembered by text, font, level and script), with each glyph's
    /// cluster and x.
    private mutating func shapeItem(_ item: CObject, base: UnsafePointer<CChar>, length: Int32, clusterBytes: [Int32]) -> LaidItem {
        // PangoItem: gint offset, length, num_chars, then PangoAnalysis at 16 (font at 32,
        // level at 40, script at 43).
        let start = Int(item.load(as: Int32.self)), count = Int(item.load(fromByteOffset: 4, as: Int32.self))
        let font = item.load(fromByteOffset: 32, as: CObject?.self)
        let level = item.load(fromByteOffset: 40, as: UInt8.self)
        var face: FaceInfo?
        if let font { face = self.face(of: font) }
        var shaped = ShapedItem()
        let key = font.map { ItemKey(text: String(decoding: UnsafeRawBufferPointer(start: base + start, count: count), as: UTF8.self),
                                     font: $0, level: level, script: item.load(fromByteOffset: 43, as: UInt8.self)) }
        if let key, let known = itemShapes[key] {
            shaped = known
        } else {
            let glyphs = library.glyphStringNew()!
            library.shapeWithFlags(base + start, Int32(count), base, length, UnsafeRawPointer(item + 16), glyphs, 0)
            let n = Int(glyphs.load(as: Int32.self))
            let infos = glyphs.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)?.assumingMemoryBound(to: UInt32.self)
            let logClusters = glyphs.load(fromByteOffset: 16, as: UnsafePointer<Int32>?.self)
            if let infos, let logClusters {
                shaped.ids.reserveCapacity(n); shaped.widths.reserveCapacity(n); shaped.clusters.reserveCapacity(n)
                shaped.xOffsets.reserveCapacity(n); shaped.yOffsets.reserveCapacity(n)
                for i in 0..<n {
                    shaped.ids.append(infos[i * 5])
                    shaped.widths.append(Int32(bitPattern: infos[i * 5 + 1]))
                    shaped.xOffsets.append(Int32(bitPattern: infos[i * 5 + 2]))
                    shaped.yOffsets.append(Int32(bitPattern: infos[i * 5 + 3]))
                    shaped.clusters.append(logClusters[i])
                }
            }
            library.glyphStringFree(glyphs)
            if let key {
                if itemShapes.count >= Self.rememberedItems { itemShapes.removeAll(keepingCapacity: true) }
                itemShapes[key] = shaped
            }
        }
        // Glyph groups, and the clusters each draws: a group's clusters are those starting
        // between its first byte and the next group's in reading order (several for a
        // ligature); a group starting inside a cluster (a mark from another font) draws that one.
        let rtl = level & 1 == 1, clusterCount = clusterBytes.count - 1
        var starts: [(glyph: Int, byte: Int, width: Double)] = []
        for g in shaped.ids.indices {
            let byte = start + Int(shaped.clusters[g]), w = Double(shaped.widths[g]) / 1024
            if let last = starts.last, last.byte == byte { starts[starts.count - 1].width += w } else { starts.append((g, byte, w)) }
        }
        var groups: [GlyphGroupSpan] = []
        groups.reserveCapacity(starts.count)
        var hint = 0
        func cluster(atByte b: Int) -> Int {
            if hint < clusterBytes.count, Int(clusterBytes[hint]) == b { return hint }
            if hint + 1 < clusterBytes.count, Int(clusterBytes[hint + 1]) == b { return hint + 1 }
            if hint > 0, Int(clusterBytes[hint - 1]) == b { return hint - 1 }
            return lowerBound(clusterBytes, b)
        }
        for (i, group) in starts.enumerated() {
            let end = rtl ? (i == 0 ? start + count : starts[i - 1].byte) : (i == starts.count - 1 ? start + count : starts[i + 1].byte)
            let k0 = cluster(atByte: group.byte)
            hint = k0
            let k1 = min(cluster(atByte: max(end, group.byte)), clusterCount)
            hint = rtl ? max(k0 - 1, 0) : k1
            let glyphEnd = i == starts.count - 1 ? shaped.ids.count : starts[i + 1].glyph
            let clusters = k0 < k1 ? k0..<k1 : max(min(k0 - 1, clusterCount - 1), 0)..<max(min(k0, clusterCount), 1)
            groups.append(GlyphGroupSpan(glyphs: group.glyph..<glyphEnd, clusters: clusters, width: group.width))
        }
        return LaidItem(start: start, end: start + count, level: level, face: face, shaped: shaped, groups: groups)
    }
}
