import Testing
@testable import PointerText

/// Text in the scripts PointerKit's users write, laid out by Pango with the fonts the tests pin
/// (Tests/Fonts/fonts.conf: Liberation, DejaVu, WenQuanYi Micro Hei, Garuda).
@Suite("Text in every script is measured as its fonts draw it")
struct ShapingTests {
    static let system = FontDescriptor(families: "Liberation Sans, DejaVu Sans, sans-serif", size: 17)

    static func shape(_ text: String, width: Double? = nil, direction: ParagraphStyle.Direction = .natural,
                      font: FontDescriptor = system) -> ShapedParagraph {
        TextEngine.shared.shape(text, runs: [TextRun(length: text.utf16.count, font: font)],
                                style: ParagraphStyle(width: width, direction: direction))
    }

    /// The sum of the advances of the glyphs a paragraph draws: what a renderer puts on screen.
    static func drawnWidth(_ p: ShapedParagraph) -> Double {
        p.lines.reduce(0) { $0 + $1.glyphRuns.reduce(0) { $0 + $1.glyphs.reduce(0) { $0 + $1.advance } } }
    }

    @Test("five Hangul syllables at 17 pt measure as a Korean font draws them")
    func hangul() throws {
        let p = Self.shape("안녕하세요")
        #expect(p.clusterCount == 5, "one caret stop per syllable")
        let face = try #require(p.lines[0].glyphRuns.first?.face)
        #expect(face.file.hasSuffix("wqy-microhei.ttc"), "falls back to the Korean font: \(face.file)")
        // WenQuanYi Micro Hei's Hangul syllables are 1 em wide: 5 × 17 pt.
        #expect(abs(p.lines[0].width - 85) < 0.01)
        #expect(abs(Self.drawnWidth(p) - p.lines[0].width) < 0.01, "measured as drawn")
    }

    @Test("four CJK ideographs at 17 pt measure four ems")
    func ideographs() {
        let p = Self.shape("中文字符")
        #expect(abs(p.lines[0].width - 68) < 0.01)
    }

    @Test("a line with Korean is as tall as the Korean font needs")
    func koreanLineHeight() {
        let latin = Self.shape("Hello").lines[0], mixed = Self.shape("Hello 안녕").lines[0]
        #expect(mixed.ascent + mixed.descent > latin.ascent + latin.descent)
        let korean = TextEngine.shared.metrics(for: FontDescriptor(families: "WenQuanYi Micro Hei", size: 17))
        #expect(abs(mixed.ascent - korean.ascender) < 0.01 && abs(mixed.descent + korean.descender) < 0.01)
    }

    @Test("a Hebrew paragraph reads right to left: its first letter is at the right, its end at the left")
    func hebrew() {
        let p = Self.shape("שלום עולם")
        #expect(p.isRightToLeft)
        #expect(p.caretX[0] > p.caretX[p.clusterCount], "the caret moves left as the offset grows")
        for k in 0..<p.clusterCount { #expect(p.leading[k] > p.trailing[k], "cluster \(k) reads right to left") }
    }

    @Test("inside \"go שלום now\" the Hebrew word runs right to left between left-to-right words")
    func embeddedHebrew() {
        let p = Self.shape("go שלום now")
        #expect(!p.isRightToLeft)
        let hebrew = 3..<7
        for k in hebrew.dropLast() { #expect(p.extent(ofCluster: k).min > p.extent(ofCluster: k + 1).min, "ש, ל, ו, ם from right to left") }
        #expect(p.extent(ofCluster: 0).max <= p.extent(ofCluster: 6).min + 0.01, "\"go\" is left of the Hebrew word")
        #expect(p.extent(ofCluster: 8).min >= p.extent(ofCluster: 3).max - 0.01, "\"now\" is right of it")
    }

    @Test("at a direction boundary the caret is where text of the paragraph's direction would be typed")
    func strongCaret() {
        let p = Self.shape("abc אבג")
        // After "abc " (boundary 4) the caret follows the space, at the Hebrew word's left edge.
        #expect(abs(p.caretX[4] - p.trailing[3]) < 0.01)
        // At the end, after the Hebrew word read right to left: its last letter's left edge.
        #expect(abs(p.caretX[7] - p.trailing[6]) < 0.01)
    }

    @Test("a selection across a direction change covers two stretches of one line")
    func selectionAcrossDirections() {
        let p = Self.shape("abc אבג")
        // "c אב": the end of the Latin word and the start of the Hebrew one, which is drawn at its right.
        let spans = p.selectionSpans(clusters: 2..<6, inLine: 0)
        #expect(spans.count == 2, "\(spans)")
    }

    @Test("Arabic letters join: a letter inside a word is drawn with another glyph than alone")
    func arabicJoins() throws {
        let alone = try #require(Self.shape("ب").lines[0].glyphRuns.first?.glyphs.first?.id)
        let word = try #require(Self.shape("ببب").lines[0].glyphRuns.first?.glyphs)
        #expect(word.count == 3 && word[1].id != alone, "the medial form, not the isolated one")
    }

    @Test("double-click words follow the language: Korean between spaces, Thai by the dictionary, each ideograph alone")
    func words() {
        func words(_ text: String) -> [String] {
            let p = Self.shape(text), utf16 = Array(text.utf16)
            var out: [String] = [], k = 0
            while k < p.clusterCount {
                let w = p.wordBoundaries(aroundCluster: k)
                out.append(String(decoding: utf16[Int(p.boundaries[w.lowerBound])..<Int(p.boundaries[w.upperBound])], as: UTF16.self))
                k = w.upperBound
            }
            return out
        }
        #expect(words("안녕하세요 세계") == ["안녕하세요", " ", "세계"])
        #expect(words("สวัสดีครับ") == ["สวัสดี", "ครับ"])
        #expect(words("中文字") == ["中", "文", "字"])
        #expect(words("can't 3.14,  ok") == ["can't", " ", "3.14", ",", "  ", "ok"])
    }

    @Test("lines break at Unicode's opportunities: Thai between words, ideographs anywhere")
    func lineBreaks() {
        let thai = Self.shape("สวัสดีครับสวัสดีครับ", width: 60)
        #expect(thai.lines.count > 1)
        for line in thai.lines.dropLast() {
            #expect(thai.flags[line.clusters.upperBound].contains(.wordBoundary), "a Thai line ends at a word")
        }
        let chinese = Self.shape("中文字符中文字符", width: 40)
        #expect(chinese.lines.count == 4, "two ideographs of 17 pt a line")
    }

    @Test("fonts resolve through fontconfig: a missing family falls back and says so")
    func fontResolution() {
        let system = TextEngine.shared.metrics(for: Self.system)
        #expect(system.family == "Liberation Sans" && !system.isSubstitute)
        #expect(abs(system.ascender - 17 * 1854 / 2048) < 0.002, "Liberation Sans' own ascender")
        let missing = TextEngine.shared.metrics(for: FontDescriptor(families: "No Such Family", size: 17))
        #expect(missing.isSubstitute && missing.face != nil)
    }

    @Test("a glyph's outline comes from its font file, in its units per em")
    func outline() throws {
        let p = Self.shape("A")
        let run = try #require(p.lines[0].glyphRuns.first), face = try #require(run.face)
        let outline = try #require(TextEngine.shared.outline(of: run.glyphs[0].id, in: face))
        #expect(outline.unitsPerEm == 2048 && outline.pathData.hasPrefix("M") && outline.pathData.contains("Z"))
        #expect(TextEngine.shared.outline(of: 1, in: FontFace(file: "/nonexistent.ttf", index: 0)) == nil)
    }
}

/// The item-by-item layout (every paragraph that is not truncated) against PangoLayout's own
/// (which labels' ellipses use): the same clusters, lines, edges and glyphs.
@Suite("Paragraphs are laid out as PangoLayout lays them out")
struct ItemLayoutTests {
    static let texts = [
        "The quick brown fox jumps over the lazy dog, twice: the quick brown fox jumps over the lazy dog.",
        "go שלום now and then עוד מילה here",
        "안녕하세요 세계, 다람쥐 헌 쳇바퀴에 타고파 and some English after it",
        "مرحبا بالعالم وهذا نص طويل يلتف على عدة أسطر مع كلمة English في وسطه",
        "中文字符中文字符中文字符，标点。日本語のテキストも",
        "สวัสดีครับสวัสดีครับ ภาษาไทยไม่มีช่องว่างระหว่างคำ",
        "e\u{301}le\u{300}ve 👍🏽 family 👨‍👩‍👧 flags 🇰🇷🇮🇱",
        "ligatures: لا الاجتماع لألأ and office ﬁ",
        "mixed runs: English, then עברית with 123 numbers, then العربية ٤٥٦ back to English",
    ]

    @Test("the same lines, clusters, carets and glyphs for text in every script, at several widths", arguments: [90.0, 160.0, 1000.0])
    func sameAsPangoLayout(width: Double) {
        for text in Self.texts {
            let runs = [TextRun(length: text.utf16.count, font: ShapingTests.system)]
            let items = TextEngine.shared.shape(text, runs: runs, style: ParagraphStyle(width: width))
            let layout = TextEngine.shared.shape(text, runs: runs, style: ParagraphStyle(width: width, maxLines: 1_000_000))
            #expect(items.boundaries == layout.boundaries, "\(text)")
            #expect(items.lines.map(\.clusters) == layout.lines.map(\.clusters), "lines of \(text) at \(width)")
            guard items.lines.map(\.clusters) == layout.lines.map(\.clusters) else { continue }
            for k in 0..<items.clusterCount {
                #expect(abs(items.leading[k] - layout.leading[k]) < 0.01 && abs(items.trailing[k] - layout.trailing[k]) < 0.01,
                        "cluster \(k) of \(text) at \(width)")
            }
            for (a, b) in zip(items.lines, layout.lines) {
                #expect(a.glyphRuns.flatMap(\.glyphs).map(\.id) == b.glyphRuns.flatMap(\.glyphs).map(\.id), "glyphs of \(text)")
                #expect(abs(a.ascent - b.ascent) < 0.01 && abs(a.descent - b.descent) < 0.01 && abs(a.gap - b.gap) < 0.01)
            }
            #expect(zip(items.caretX, layout.caretX).allSatisfy { abs($0 - $1) < 0.01 }, "carets of \(text) at \(width)")
        }
    }

    @Test("typing into a mixed paragraph shapes again only what changed, with the same result as shaping it anew")
    func remembersItems() {
        let text = "Hello 안녕하세요 مرحبا world"
        let runs = [TextRun(length: text.utf16.count, font: ShapingTests.system)]
        let first = TextEngine.shared.shape(text, runs: runs, style: ParagraphStyle(width: 300))
        let again = TextEngine.shared.shape(text, runs: runs, style: ParagraphStyle(width: 300))
        #expect(first.leading == again.leading && first.lines.flatMap(\.glyphRuns).flatMap(\.glyphs) == again.lines.flatMap(\.glyphRuns).flatMap(\.glyphs))
    }

    @Test("a word wider than the line breaks between clusters, without the hyphen PangoLayout would add")
    func longWord() {
        let text = "averyveryverylongword at all"
        let p = TextEngine.shared.shape(text, runs: [TextRun(length: text.utf16.count, font: ShapingTests.system)], style: ParagraphStyle(width: 40))
        #expect(p.lines.count > 3)
        for line in p.lines { #expect(line.visibleMaxX - line.visibleMinX <= 40.01) }
        let glyphs = p.lines.flatMap(\.glyphRuns).flatMap(\.glyphs).filter { $0.id != ShapedGlyph.empty }
        #expect(glyphs.count == text.filter { $0 != " " }.count + 1, "every letter, no hyphen added (one space stays inside the last line)")
    }
}
