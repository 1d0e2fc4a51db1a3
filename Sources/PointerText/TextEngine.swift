import Glibc
import Synchronization

/// PointerKit's text system: fonts through fontconfig, paragraphs laid out by Pango (HarfBuzz
/// shaping, FriBidi direction, Unicode line, word and grapheme breaking), glyph outlines from
/// HarfBuzz. One shared instance serves the process; its calls are serialised by a lock, as
/// Pango's objects may not be used from two threads at once.
///
/// Without Pango (its libraries absent at run time), the engine still answers: text is
/// measured at 0.6 em a grapheme cluster, left to right, broken at white space, and glyph runs
/// come without glyphs, so renderers draw the characters in their own font; `unavailable`
/// says why, naming the Debian package to install.
public final class TextEngine: Sendable {
    /// The process's engine, made on first use.
    public static let shared = TextEngine()

    /// Why Pango could not be loaded; nil when text is laid out with it.
    public let unavailable: TextLibraryError?
    private let state: Mutex<TextEngineState?>

    /// An engine on the libraries the dynamic loader finds (see `TextLibrary`).
    public convenience init() { self.init(pangoLibrary: TextLibrary.pangoSoname) }

    /// An engine on the Pango library `soname` (the tests name one that is absent).
    init(pangoLibrary soname: String) {
        do {
            let library = try TextLibrary(pangoSoname: soname)
            state = Mutex(TextEngineState(library: library))
            unavailable = nil
        } catch {
            state = Mutex(nil)
            unavailable = error
        }
    }

    /// The font fontconfig picks for `descriptor`, with its metrics at the descriptor's size.
    /// Cached per descriptor.
    public func metrics(for descriptor: FontDescriptor) -> FontMetrics {
        state.withLock { state in
            guard state != nil else { return FallbackShaper.metrics(for: descriptor) }
            return state!.metrics(for: descriptor)
        }
    }

    /// Lays out one paragraph: `text` (its line separators, if any, break lines) in `runs` of
    /// fonts covering it (runs past the text are cut; text past the runs takes the last run's
    /// font), broken and aligned per `style`.
    /// The last 256 paragraphs of up to 128 UTF-16 units (labels, titles) are remembered and given again for the
    /// same text, runs and style.
    /// - Complexity: O(n) in the paragraph's length, Pango's shaping included.
    public func shape(_ text: String, runs: [TextRun], style: ParagraphStyle) -> ShapedParagraph {
        let fallbackFont = runs.last?.font ?? FontDescriptor(families: "sans-serif", size: 17)
        let runs = runs.isEmpty ? [TextRun(length: text.utf16.count, font: fallbackFont)] : runs
        return state.withLock { state in
            guard state != nil else { return FallbackShaper.shape(text, runs: runs, style: style) }
            // Short paragraphs are remembered: labels, buttons and list cells lay the same
            // text out again whenever they are reused or re-laid out.
            guard text.utf16.count <= TextEngineState.rememberedLength else { return state!.shape(text, runs: runs, style: style) }
            let key = TextEngineState.ShapeKey(text: text, runs: runs, style: style)
            if let known = state!.shapes[key] { return known }
            let made = state!.shape(text, runs: runs, style: style)
            if state!.shapes.count >= TextEngineState.rememberedCount { state!.shapes.removeAll(keepingCapacity: true) }
            state!.shapes[key] = made
            return made
        }
    }

    /// The outline of a glyph as SVG path data in font units (y up, the origin on the baseline),
    /// with the face's units per em; nil for a face that cannot be read. Cached per face and glyph.
    public func outline(of glyph: UInt32, in face: FontFace) -> GlyphOutline? {
        state.withLock { state in
            guard state != nil else { return nil }
            return state!.outline(of: glyph, in: face)
        }
    }
}

/// A glyph's outline.
public struct GlyphOutline: Hashable, Sendable {
    /// SVG path data, font units, y up.
    public var pathData: String
    /// The face's units per em: a glyph drawn at `size` points scales by `size / unitsPerEm`.
    public var unitsPerEm: Int
}

/// What the engine keeps behind its lock: the libraries, Pango's font map and context, and the
/// caches of fonts, faces and outlines.
struct TextEngineState {
    let library: TextLibrary
    let fontMap: CObject
    let context: CObject
    var metricsCache: [FontDescriptor: FontMetrics] = [:]
    /// Per Pango font (referenced, so the pointer stays valid): its face and line gap.
    var faces: [CObject: FaceInfo] = [:]
    var outlineFonts: [FontFace: (font: CObject, upem: Int)?] = [:]
    var outlines: [OutlineKey: GlyphOutline] = [:]
    /// Items shaped lately (`shapeByItems`).
    var itemShapes: [ItemKey: ShapedItem] = [:]
    /// Paragraphs laid out lately, by text, runs and style (short ones only).
    var shapes: [ShapeKey: ShapedParagraph] = [:]
    /// The longest paragraph remembered, UTF-16 units, and how many are.
    static let rememberedLength = 128, rememberedCount = 256

    struct ShapeKey: Hashable { var text: String; var runs: [TextRun]; var style: ParagraphStyle }
    /// The functions the font map's substitution callback calls, kept for the process's life.
    let substitute: UnsafeMutablePointer<SubstituteFunctions>
    /// The HarfBuzz draw functions outlines are read with.
    let drawFunctions: CObject

    struct OutlineKey: Hashable { var face: FontFace; var glyph: UInt32 }
    /// A Pango font's face, and its ascent, descent (positive) and line gap, points.
    struct FaceInfo { var face: FontFace; var gap: Double; var ascent = 0.0; var descent = 0.0 }

    /// The fontconfig calls the substitution callback makes.
    struct SubstituteFunctions {
        var del: TextLibrary.PatternDel
        var addBool: TextLibrary.PatternAddBool
    }

    init(library: TextLibrary) {
        self.library = library
        fontMap = library.ft2FontMapNew()!
        // 72 dots per inch: a point is one device unit, so Pango's sizes are PointerKit's points.
        library.ft2FontMapSetResolution(fontMap, 72, 72)
        substitute = .allocate(capacity: 1)
        substitute.initialize(to: SubstituteFunctions(del: library.fcPatternDel, addBool: library.fcPatternAddBool))
        // No hinting: advances and outlines are the font's own, unrounded, as a browser scales
        // them, whatever the machine's fontconfig says.
        library.fcFontMapSetDefaultSubstitute(fontMap, { pattern, data in
            guard let functions = data?.assumingMemoryBound(to: SubstituteFunctions.self).pointee else { return }
            _ = functions.del(pattern, "hinting")
            _ = functions.addBool(pattern, "hinting", 0)
        }, UnsafeMutableRawPointer(substitute), nil)
        drawFunctions = OutlineBuilder.functions(library)
        context = library.fontMapCreateContext(fontMap)!
        library.contextSetRoundGlyphPositions(context, 0)
    }

    /// A Pango font description for `d` (freed by the caller with `fontDescriptionFree`).
    func pangoDescription(_ d: FontDescriptor) -> CObject {
        let description = library.fontDescriptionNew()!
        library.fontDescriptionSetFamily(description, d.families)
        library.fontDescriptionSetWeight(description, Int32(d.weight))
        library.fontDescriptionSetStyle(description, d.italic ? 2 : 0)
        library.fontDescriptionSetAbsoluteSize(description, d.size * 1024)
        return description
    }

    mutating func metrics(for d: FontDescriptor) -> FontMetrics {
        if let known = metricsCache[d] { return known }
        let description = pangoDescription(d)
        defer { library.fontDescriptionFree(description) }
        guard let font = library.fontMapLoadFont(fontMap, context, description), let hb = library.fontGetHBFont(font) else {
            var m = FallbackShaper.metrics(for: d)
            m.isSubstitute = true
            metricsCache[d] = m
            return m
        }
        defer { library.objectUnref(font) }
        var x: Int32 = 0, y: Int32 = 0
        library.hbFontGetScale(hb, &x, &y)
        let scale = d.size / Double(max(y, 1))
        var extents = [Int32](repeating: 0, count: 12)
        _ = library.hbFontHExtents(hb, &extents)
        func position(_ tag: String) -> Double {
            var value: Int32 = 0
            library.hbMetricsPosition(hb, Self.tag(tag), &value)
            return Double(value) * scale
        }
        var family = ""
        if let described = library.fontDescribe(font) {
            if let name = library.fontDescriptionGetFamily(described) { family = String(cString: name) }
            library.fontDescriptionFree(described)
        }
        let m = FontMetrics(family: family, face: face(of: font).face,
                            ascender: Double(extents[0]) * scale, descender: Double(extents[1]) * scale,
                            lineGap: Double(extents[2]) * scale, capHeight: position("cpht"), xHeight: position("xhgt"),
                            isSubstitute: Self.isSubstitute(family, for: d.families))
        metricsCache[d] = m
        return m
    }

    /// The face behind a Pango font, and its line gap in points; cached (the font is referenced
    /// so that its pointer stays unique).
    mutating func face(of font: CObject) -> FaceInfo {
        if let known = faces[font] { return known }
        var file = "", index: Int32 = 0, embolden: Int32 = 0
        if let pattern = library.fcFontGetPattern(font) {
            var string: UnsafeMutablePointer<UInt8>?
            if library.fcPatternGetString(pattern, "file", 0, &string) == 0, let string { file = String(cString: string) }
            _ = library.fcPatternGetInteger(pattern, "index", 0, &index)
            _ = library.fcPatternGetBool(pattern, "embolden", 0, &embolden)
        }
        var gap = 0.0, ascent = 0.0, descent = 0.0
        if let hb = library.fontGetHBFont(font) {
            var extents = [Int32](repeating: 0, count: 12)
            _ = library.hbFontHExtents(hb, &extents)
            ascent = Double(extents[0]) / 1024; descent = -Double(extents[1]) / 1024; gap = Double(extents[2]) / 1024
        }
        let made = FaceInfo(face: FontFace(file: file, index: Int(index), embolden: embolden != 0), gap: gap, ascent: ascent, descent: descent)
        _ = library.objectRef(font)
        faces[font] = made
        return made
    }

    /// True when fontconfig chose `family` though none of `requested` is it (nor a generic name,
    /// which any family answers).
    static func isSubstitute(_ family: String, for requested: String) -> Bool {
        let generic: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy"]
        let names = requested.split(separator: ",").map { $0.trimmingSpaces().lowercased() }
        let chosen = family.lowercased()
        return !names.contains { $0 == chosen || generic.contains($0) }
    }

    /// An OpenType tag as HarfBuzz packs it.
    static func tag(_ s: String) -> UInt32 {
        s.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
