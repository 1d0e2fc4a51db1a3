import PointerGeometry
import PointerText
import PointerRender

/// The outlines of the glyphs SVG documents refer to: each glyph of each face is defined once,
/// as a `<path id="gF-G">` in font units (F numbers the face in the order faces were first
/// used, G is the glyph's index), and drawn with `<use>` scaled to its size.
public struct GlyphDefinitions: Sendable {
    private var faces: [FaceKey: Int] = [:]
    private var defined: [GlyphKey: (id: String, unitsPerEm: Int)?] = [:]
    private var pending = ""
    /// Glyph runs already written, by run and origin: a run that did not change since an
    /// earlier frame (most of a text view's lines while one is typed in) is written once.
    private var runs: [RunKey: String] = [:]
    private struct RunKey: Hashable { var run: PointerScene.GlyphRun; var x: Double; var y: Double }
    /// The most runs remembered; past it the memory starts again (a page that scrolls through a
    /// long text keeps only what it shows).
    static let rememberedRuns = 4096

    private struct FaceKey: Hashable { var file: String; var index: Int }
    private struct GlyphKey: Hashable { var face: Int; var glyph: UInt32 }

    /// No glyphs defined yet.
    public init() {}

    /// The markup of `run` at (`x`, `y`), if written before.
    func markup(of run: PointerScene.GlyphRun, x: Double, y: Double) -> String? { runs[RunKey(run: run, x: x, y: y)] }

    /// Remembers the markup of `run` at (`x`, `y`).
    mutating func remember(_ markup: String, of run: PointerScene.GlyphRun, x: Double, y: Double) {
        if runs.count >= Self.rememberedRuns { runs.removeAll(keepingCapacity: true) }
        runs[RunKey(run: run, x: x, y: y)] = markup
    }

    /// The `<path>` definitions made since the last call (empty when none), to be placed in a
    /// `<defs>` element the documents can see.
    public mutating func takePending() -> String {
        defer { pending = "" }
        return pending
    }

    /// The id of a glyph's outline and its face's units per em, defining it on first use; nil
    /// when its face cannot be read (the glyph is then drawn as a box).
    mutating func outline(_ glyph: UInt32, of font: PointerScene.Font) -> (id: String, unitsPerEm: Int)? {
        let faceKey = FaceKey(file: font.file, index: font.index)
        let face = faces[faceKey] ?? { let n = faces.count; faces[faceKey] = n; return n }()
        let key = GlyphKey(face: face, glyph: glyph)
        if let known = defined[key] { return known }
        var made: (id: String, unitsPerEm: Int)?
        if let outline = TextEngine.shared.outline(of: glyph, in: FontFace(file: font.file, index: font.index)) {
            let id = "g\(face)-\(glyph)"
            pending += "<path id=\""; pending += id; pending += "\" d=\""; pending += outline.pathData; pending += "\"/>"
            made = (id, outline.unitsPerEm)
        }
        defined[key] = made
        return made
    }
}

extension PointerSVG {
    /// Text: laid-out glyph runs as `<use>`s of their glyphs' outlines (so a browser draws the
    /// glyphs Pango placed, whatever fonts it has), a character no font has as a box; runs
    /// without glyphs, and unmeasured lines, as `<text>` in the browser's sans-serif font.
    static func textMarkup(_ text: PointerScene.Text, in frame: Rect, glyphs: inout GlyphDefinitions) -> String {
        if !text.runs.isEmpty {
            var out = ""
            for run in text.runs { out += runMarkup(run, in: frame, glyphs: &glyphs) }
            return out
        }
        let size = text.fontSize.isFinite && text.fontSize > 0 ? text.fontSize : 12
        let line = size * 1.2
        let top = frame.midY - Double(text.lines.count) * line / 2
        let (x, anchor): (Double, String) = switch text.alignment {
        case .leading: (frame.minX, "start")
        case .center: (frame.midX, "middle")
        case .trailing: (frame.maxX, "end")
        }
        var out = "<text font-family=\"sans-serif\" font-size=\"\(n(size))\""
        if text.isBold { out += " font-weight=\"bold\"" }
        out += " text-anchor=\"\(anchor)\" xml:space=\"preserve\"\(paint(text.color))>"
        let measured = text.baselines.count == text.lines.count
        for (i, content) in text.lines.enumerated() {
            let y = measured ? frame.minY + text.baselines[i] : top + Double(i) * line + size * 0.9
            out += "<tspan x=\"\(n(x))\" y=\"\(n(y))\">\(escape(content))</tspan>"
        }
        return out + "</text>"
    }

    /// One glyph run: a `<g>` in its colour (thickened by a stroke for synthetic bold), scaled
    /// from font units (y up) to the page's points (y down) at the run's origin, holding a
    /// `<use>` per glyph at its place in font units; a character no font has is a box.
    /// Remembered per run and origin in `glyphs` (see `GlyphDefinitions`).
    static func runMarkup(_ run: PointerScene.GlyphRun, in frame: Rect, glyphs: inout GlyphDefinitions) -> String {
        let x0 = frame.minX + run.x, y0 = frame.minY + run.baseline
        guard x0.isFinite, y0.isFinite else { return "" }
        if let known = glyphs.markup(of: run, x: x0, y: y0) { return known }
        let made = writeRun(run, x0: x0, y0: y0, glyphs: &glyphs)
        glyphs.remember(made, of: run, x: x0, y: y0)
        return made
    }

    private static func writeRun(_ run: PointerScene.GlyphRun, x0: Double, y0: Double, glyphs: inout GlyphDefinitions) -> String {
        let size = run.font.size.isFinite && run.font.size > 0 ? run.font.size : 12
        let drawn = run.glyphs.first { $0.id != PointerScene.Glyph.empty && !$0.isMissing }
        let unitsPerEm = drawn.flatMap { glyphs.outline($0.id, of: run.font)?.unitsPerEm } ?? (drawn == nil ? 1000 : nil)
        guard !run.glyphs.isEmpty, !run.font.file.isEmpty, let upem = unitsPerEm else {
            var out = "<text x=\"\(n(x0))\" y=\"\(n(y0))\" font-family=\"sans-serif\" font-size=\"\(n(size))\""
            if run.font.isBold { out += " font-weight=\"bold\"" }
            return out + " xml:space=\"preserve\"\(paint(run.color))>\(escape(run.text))</text>"
        }
        let s = size / Double(upem), units = Double(upem) / size
        var out = "<g class=\"glyphs\" aria-label=\""
        out += escape(run.text); out += "\""; out += paint(run.color)
        if run.font.embolden { out += " stroke=\""; out += hexColor(run.color); out += "\" stroke-width=\""; out += n(0.03 * Double(upem)); out += "\"" }
        // The scale to 8 decimals: three would draw a 17 pt glyph of 2048 units 3.6 % too small.
        let scale = Format.number(s, decimals: 8)
        out += " transform=\"matrix("; out += scale; out += " 0 0 -"; out += scale; out += " "; out += n(x0); out += " "; out += n(y0); out += ")\">"
        for g in run.glyphs where g.id != PointerScene.Glyph.empty {
            let x = (g.x * units * 10).rounded() / 10, y = (-g.y * units * 10).rounded() / 10
            guard x.isFinite, y.isFinite else { continue }
            if !g.isMissing, let (id, _) = glyphs.outline(g.id, of: run.font) {
                // Appended piece by piece: no temporary string per glyph.
                out += "<use href=\"#"; out += id; out += "\" x=\""; out += n(x)
                if y != 0 { out += "\" y=\""; out += n(y) }
                out += "\"/>"
            } else {
                // A character no font has: a box as wide as its advance, as tall as a capital.
                let w = max(g.advance, size * 0.5) * units, h = 0.7 * Double(upem)
                out += "<rect x=\"\(n(x + w * 0.1))\" y=\"\(n(y))\" width=\"\(n(w * 0.8))\" height=\"\(n(h))\""
                out += " fill=\"none\" stroke=\"\(hexColor(run.color))\" stroke-width=\"\(n(0.05 * Double(upem)))\"/>"
            }
        }
        return out + "</g>"
    }
}

extension PointerSVG {
    /// `svg` with its glyph outlines' definitions left out (each `<path id="gF-G" d="…"/>`
    /// becomes `<path id="gF-G"/>`): what a snapshot test compares, since the outlines come from
    /// the font files, and the `<use>`s that place them stay.
    public static func withoutGlyphOutlines(_ svg: String) -> String {
        let bytes = Array(svg.utf8), open = Array("<path id=\"g".utf8), data = Array("\" d=\"".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func matches(_ pattern: [UInt8], at i: Int) -> Bool {
            i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
        }
        var i = 0
        while i < bytes.count {
            guard matches(open, at: i) else { out.append(bytes[i]); i += 1; continue }
            // Copy the id, then skip the outline's data up to its closing quote.
            var j = i + open.count
            while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += 1 }
            out += bytes[i..<j]
            guard matches(data, at: j) else { i = j; continue }
            var k = j + data.count
            while k < bytes.count, bytes[k] != UInt8(ascii: "\"") { k += 1 }
            out.append(UInt8(ascii: "\""))
            i = k + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
