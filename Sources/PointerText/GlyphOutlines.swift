/// Glyph outlines from HarfBuzz (`hb_font_get_glyph_shape`), as SVG path data: what the SVG
/// writer and the playground draw, so that a page shows exactly the glyphs Pango placed,
/// whatever fonts the browser has.
extension TextEngineState {
    mutating func outline(of glyph: UInt32, in face: FontFace) -> GlyphOutline? {
        let key = OutlineKey(face: face, glyph: glyph)
        if let known = outlines[key] { return known }
        guard glyph & ShapedGlyph.missingFlag == 0, let (font, upem) = outlineFont(face) else { return nil }
        var builder = OutlineBuilder()
        if glyph != ShapedGlyph.empty {
            withUnsafeMutablePointer(to: &builder) { library.hbGlyphShape(font, glyph, drawFunctions, UnsafeMutableRawPointer($0)) }
        }
        let made = GlyphOutline(pathData: builder.data, unitsPerEm: upem)
        outlines[key] = made
        return made
    }

    /// A HarfBuzz font on the face's file, at one unit per font unit; nil when the file cannot
    /// be read (remembered, so it is tried once).
    private mutating func outlineFont(_ face: FontFace) -> (CObject, Int)? {
        if let known = outlineFonts[face] { return known }
        var made: (CObject, Int)?
        if let blob = library.hbBlobFromFile(face.file) {
            let hbFace = library.hbFaceCreate(blob, UInt32(max(face.index, 0)))
            let upem = Int(library.hbFaceUpem(hbFace))
            if let font = library.hbFontCreate(hbFace) {
                library.hbFontSetScale(font, Int32(upem), Int32(upem))
                made = (font, max(upem, 1))
            }
            library.hbFaceDestroy(hbFace)
            library.hbBlobDestroy(blob)
        }
        outlineFonts[face] = made
        return made
    }
}

/// SVG path data built from HarfBuzz's draw callbacks.
struct OutlineBuilder {
    var data = ""

    mutating func command(_ c: Character, _ values: Float...) {
        data.append(c)
        for (i, v) in values.enumerated() {
            if i > 0 { data.append(" ") }
            Self.append(v, to: &data)
        }
    }

    /// A coordinate with at most one decimal, "-0" written "0".
    static func append(_ v: Float, to out: inout String) {
        let tenths = Int((v * 10).rounded())
        if tenths < 0 { out.append("-") }
        out += String(abs(tenths) / 10)
        if abs(tenths) % 10 != 0 { out.append("."); out += String(abs(tenths) % 10) }
    }

    /// HarfBuzz draw functions that append to the `OutlineBuilder` passed as draw data.
    static func functions(_ library: TextLibrary) -> CObject {
        let funcs = library.hbDrawFuncsCreate()!
        library.hbDrawFuncsSetMoveTo(funcs, { _, data, _, x, y, _ in
            data?.assumingMemoryBound(to: OutlineBuilder.self).pointee.command("M", x, y)
        }, nil, nil)
        library.hbDrawFuncsSetLineTo(funcs, { _, data, _, x, y, _ in
            data?.assumingMemoryBound(to: OutlineBuilder.self).pointee.command("L", x, y)
        }, nil, nil)
        library.hbDrawFuncsSetQuadraticTo(funcs, { _, data, _, cx, cy, x, y, _ in
            data?.assumingMemoryBound(to: OutlineBuilder.self).pointee.command("Q", cx, cy, x, y)
        }, nil, nil)
        library.hbDrawFuncsSetCubicTo(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            data?.assumingMemoryBound(to: OutlineBuilder.self).pointee.command("C", c1x, c1y, c2x, c2y, x, y)
        }, nil, nil)
        library.hbDrawFuncsSetClosePath(funcs, { _, data, _, _ in
            data?.assumingMemoryBound(to: OutlineBuilder.self).pointee.command("Z")
        }, nil, nil)
        return funcs
    }
}
