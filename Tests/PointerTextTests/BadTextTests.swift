import Testing
@testable import PointerText

@Suite("Bad text never crashes and never loses characters")
struct BadTextTests {
    @Test("characters no font has, and unassigned code points, are boxes; the caret still moves by characters")
    func missingGlyphs() throws {
        let text = "a\u{11005}\u{0378}b"   // Brahmi, which no pinned font has; an unassigned code point
        let p = ShapingTests.shape(text)
        #expect(p.clusterCount == 4)
        let glyphs = p.lines[0].glyphRuns.flatMap(\.glyphs)
        #expect(glyphs.filter { $0.id & ShapedGlyph.missingFlag != 0 }.count == 2)
        #expect(glyphs.allSatisfy { $0.advance > 0 }, "a box takes room")
        for k in 0..<3 { #expect(p.caretX[k + 1] > p.caretX[k]) }
    }

    @Test("a lone UTF-16 surrogate arrives as U+FFFD and keeps its place")
    func loneSurrogate() {
        let text = String(decoding: [0x61, 0xD800, 0x62] as [UInt16], as: UTF16.self)
        let p = ShapingTests.shape(text)
        #expect(text == "a\u{FFFD}b" && p.clusterCount == 3 && p.length == 3)
    }

    @Test("a NUL character is laid out as U+FFFD, keeping the offsets after it")
    func nul() {
        let p = ShapingTests.shape("a\u{0}b")
        #expect(p.length == 3 && p.clusterCount == 3)
    }

    @Test("zero, negative, NaN and huge font sizes lay out at 17 pt or at the largest size")
    func badSizes() {
        for size in [0, -4, Double.nan, -Double.infinity] {
            #expect(FontDescriptor(families: "sans-serif", size: size).size == 17)
        }
        let huge = FontDescriptor(families: "sans-serif", size: 1e12)
        #expect(huge.size == FontDescriptor.largestSize)
        let p = TextEngine.shared.shape("Hi", runs: [TextRun(length: 2, font: huge)], style: ParagraphStyle())
        #expect(p.lines[0].width > 1000 && p.lines[0].width.isFinite)
    }

    @Test("widths that are not positive numbers mean one line")
    func badWidths() {
        for width in [0, -10, Double.nan, .infinity] {
            #expect(ShapingTests.shape("one two three", width: width).lines.count == 1)
        }
    }

    @Test("runs that do not match the text are cut or stretched to it")
    func badRuns() {
        let font = ShapingTests.system
        let long = TextEngine.shared.shape("abc", runs: [TextRun(length: 100, font: font)], style: ParagraphStyle())
        let short = TextEngine.shared.shape("abcdef", runs: [TextRun(length: 2, font: font)], style: ParagraphStyle())
        let none = TextEngine.shared.shape("abc", runs: [], style: ParagraphStyle())
        #expect(long.clusterCount == 3 && short.clusterCount == 6 && none.clusterCount == 3)
        #expect(short.lines[0].glyphRuns.flatMap(\.glyphs).count == 6, "no character is lost")
    }

    @Test("a 10 MB single line lays out on one line, every character on it")
    func tenMegabyteLine() {
        let text = String(repeating: "abcdefghi ", count: 1_000_000)
        let p = ShapingTests.shape(text)
        #expect(p.lines.count == 1 && p.clusterCount == 10_000_000)
        #expect(p.lines[0].glyphRuns.reduce(0) { $0 + $1.glyphs.count } == 10_000_000)
        #expect(p.caretX[10_000_000] > p.caretX[5_000_000])
    }

    @Test("without Pango, text is measured roughly, left to right, and the engine says what to install")
    func withoutPango() {
        let engine = TextEngine(pangoLibrary: "libpango-absent-for-the-test.so.0")
        let why = engine.unavailable?.description ?? ""
        #expect(why.contains("libpango-1.0-0") && why.contains("apt-get install"))
        let p = engine.shape("안녕 hello world", runs: [TextRun(length: 14, font: ShapingTests.system)], style: ParagraphStyle(width: 60))
        #expect(p.clusterCount == 14 && p.lines.count > 1, "still breaks lines")
        #expect(p.lines.allSatisfy { $0.glyphRuns.allSatisfy { $0.glyphs.isEmpty && $0.face == nil } }, "renderers draw the text in their own font")
        #expect(engine.metrics(for: ShapingTests.system).ascender > 0)
        #expect(engine.outline(of: 36, in: FontFace(file: "x", index: 0)) == nil)
    }
}
