import PointerGeometry
import PointerEngine
import PointerRender

/// The Cairo and fontconfig functions that draw glyph runs: each run's font file opened as a
/// Cairo FreeType face (`cairo_ft_font_face_create_for_pattern`), its glyphs shown where Pango
/// placed them (`cairo_show_glyphs`), unhinted so that they land exactly as measured.
struct CairoTextFunctions {
    typealias New = @convention(c) () -> OpaquePointer?
    typealias Release = @convention(c) (OpaquePointer?) -> Void
    typealias FaceForPattern = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias FaceUInt = @convention(c) (OpaquePointer?, UInt32) -> Void
    typealias ContextObject = @convention(c) (CairoContext?, OpaquePointer?) -> Void
    /// `void cairo_show_glyphs(cairo_t *, const cairo_glyph_t *, int)`; a glyph is `{ unsigned long index; double x, y; }`.
    typealias ShowGlyphs = @convention(c) (CairoContext?, UnsafeRawPointer?, Int32) -> Void
    typealias OptionsInt = @convention(c) (OpaquePointer?, Int32) -> Void
    typealias PatternString = @convention(c) (OpaquePointer?, CString?, CString?) -> Int32
    typealias PatternInt = @convention(c) (OpaquePointer?, CString?, Int32) -> Int32

    let faceForPattern: FaceForPattern
    let faceSetSynthesize: FaceUInt
    let faceDestroy: Release
    let setFontFace: ContextObject
    let showGlyphs: ShowGlyphs
    let optionsCreate: New
    let optionsSetHintStyle: OptionsInt
    let optionsSetHintMetrics: OptionsInt
    let optionsDestroy: Release
    let setFontOptions: ContextObject
    let patternCreate: New
    let patternAddString: PatternString
    let patternAddInteger: PatternInt
    let patternDestroy: Release

    init(_ load: SymbolLoader) throws(WindowError) {
        faceForPattern = try load("cairo_ft_font_face_create_for_pattern")
        faceSetSynthesize = try load("cairo_ft_font_face_set_synthesize")
        faceDestroy = try load("cairo_font_face_destroy")
        setFontFace = try load("cairo_set_font_face")
        showGlyphs = try load("cairo_show_glyphs")
        optionsCreate = try load("cairo_font_options_create")
        optionsSetHintStyle = try load("cairo_font_options_set_hint_style")
        optionsSetHintMetrics = try load("cairo_font_options_set_hint_metrics")
        optionsDestroy = try load("cairo_font_options_destroy")
        setFontOptions = try load("cairo_set_font_options")
        patternCreate = try load("FcPatternCreate")
        patternAddString = try load("FcPatternAddString")
        patternAddInteger = try load("FcPatternAddInteger")
        patternDestroy = try load("FcPatternDestroy")
    }
}

/// Cairo font faces of the font files glyph runs name, opened once.
final class CairoFonts {
    let cairo: CairoLibrary
    private var faces: [PointerScene.Font: OpaquePointer?] = [:]

    init(cairo: CairoLibrary) { self.cairo = cairo }

    deinit { for case let face? in faces.values { cairo.text.faceDestroy(face) } }

    /// The face for a run's font (its size ignored), nil when the file cannot be opened.
    func face(for font: PointerScene.Font) -> OpaquePointer? {
        var key = font
        key.size = 0; key.isBold = false
        if let known = faces[key] { return known }
        let f = cairo.text
        var made: OpaquePointer?
        if let pattern = f.patternCreate() {
            _ = f.patternAddString(pattern, "file", font.file)
            _ = f.patternAddInteger(pattern, "index", Int32(font.index))
            made = f.faceForPattern(pattern)
            f.patternDestroy(pattern)
            // CAIRO_FT_SYNTHESIZE_BOLD: fontconfig's synthetic bold.
            if let made, font.embolden { f.faceSetSynthesize(made, 1) }
        }
        faces[key] = made
        return made
    }
}

extension CairoRenderer {
    /// Draws text: glyph runs with their own font files at Pango's positions (a character no
    /// font has as a box), runs without glyphs and unmeasured lines with Cairo's toy text API.
    func draw(_ text: PointerScene.Text, in frame: Rect) {
        guard !text.runs.isEmpty else { return drawLines(text, in: frame) }
        for run in text.runs { draw(run, in: frame) }
    }

    private func draw(_ run: PointerScene.GlyphRun, in frame: Rect) {
        let size = run.font.size.isFinite && run.font.size > 0 ? run.font.size : 12
        let x0 = frame.minX + run.x, y0 = frame.minY + run.baseline
        guard x0.isFinite, y0.isFinite else { return }
        guard !run.glyphs.isEmpty, let face = fonts.face(for: run.font) else {
            return show(run.text, size: size, bold: run.font.isBold, color: run.color, x: x0, baseline: y0, anchor: 0)
        }
        let f = cairo.text
        paint(run.color)
        f.setFontFace(cr, face)
        cairo.setFontSize(cr, size)
        if let options = f.optionsCreate() {
            f.optionsSetHintStyle(options, 1)      // CAIRO_HINT_STYLE_NONE
            f.optionsSetHintMetrics(options, 1)    // CAIRO_HINT_METRICS_OFF
            f.setFontOptions(cr, options)
            f.optionsDestroy(options)
        }
        var glyphs: [CairoGlyph] = []
        glyphs.reserveCapacity(run.glyphs.count)
        for g in run.glyphs where g.id != PointerScene.Glyph.empty {
            if g.isMissing {
                // A character no font has: a box as wide as its advance.
                let w = max(g.advance, size * 0.5)
                cairo.rectangle(cr, x0 + g.x + w * 0.1, y0 + g.y - size * 0.7, w * 0.8, size * 0.7)
                cairo.setLineWidth(cr, size * 0.05)
                cairo.stroke(cr)
            } else {
                glyphs.append(CairoGlyph(index: UInt(g.id), x: x0 + g.x, y: y0 + g.y))
            }
        }
        glyphs.withUnsafeBytes { f.showGlyphs(cr, $0.baseAddress, Int32(glyphs.count)) }
        cairo.newPath(cr)
    }
}

/// Cairo's `cairo_glyph_t`.
struct CairoGlyph {
    var index: UInt
    var x: Double
    var y: Double
}
