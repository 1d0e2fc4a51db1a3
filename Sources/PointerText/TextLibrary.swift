import Glibc

/// A C object pointer (a Pango layout, font or attribute list, a HarfBuzz font, a fontconfig
/// pattern), as the functions below take and return it.
typealias CObject = UnsafeMutableRawPointer
/// A C string argument.
typealias CString = UnsafePointer<CChar>

/// Why text cannot be laid out with Pango on this machine.
public enum TextLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A shared library is not installed: its soname, the Debian package that has it, and the
    /// dynamic loader's message.
    case libraryMissing(String, package: String, loader: String)
    /// A library lacks a function PointerKit calls (a Pango older than 1.50, a HarfBuzz older
    /// than 4.0).
    case symbolMissing(String, library: String)

    /// What went wrong and what to install, for a person at a terminal.
    public var description: String {
        switch self {
        case .libraryMissing(let soname, let package, let loader):
            "PointerKit lays out text with Pango, but \(soname) is not installed (\(loader)): install Debian's \(package) package (sudo apt-get install \(package)). Until then text is measured roughly (0.6 em a character, left to right) and drawn in the browser's own font"
        case .symbolMissing(let name, let library):
            "\(library) has no \(name): PointerKit needs Pango 1.50 and HarfBuzz 4.0 or later (Debian 12's libpango-1.0-0 and libharfbuzz0b)"
        }
    }
}

/// Pango, HarfBuzz, fontconfig and GLib, loaded at run time with `dlopen`, as the native window
/// loads GTK: the package has no build-time dependency on them, so it builds on a machine with
/// only the Swift toolchain, and a program says what is missing instead of failing to start.
/// Each function is looked up once, into a Swift `@convention(c)` type matching its C
/// declaration in Pango 1.50's, HarfBuzz 6's and fontconfig 2.14's headers.
///
/// The libraries, and the Debian packages that have them (all on a fresh Debian 12 machine
/// with fontconfig): `libpango-1.0.so.0` and `libpangoft2-1.0.so.0` (libpango-1.0-0,
/// libpangoft2-1.0-0), `libharfbuzz.so.0` (libharfbuzz0b), `libfontconfig.so.1`
/// (libfontconfig1), `libgobject-2.0.so.0` (libglib2.0-0).
struct TextLibrary {
    /// The Pango library's soname; the environment variable `POINTERKIT_PANGO_LIBRARY` names
    /// another (in the tests, one that is absent, to check what happens without Pango).
    static var pangoSoname: String {
        getenv("POINTERKIT_PANGO_LIBRARY").map { String(cString: $0) } ?? "libpango-1.0.so.0"
    }

    typealias Unref = @convention(c) (CObject?) -> Void
    typealias New = @convention(c) () -> CObject?
    typealias ObjectToObject = @convention(c) (CObject?) -> CObject?
    typealias ObjectBool = @convention(c) (CObject?, Int32) -> Void
    typealias ObjectInt = @convention(c) (CObject?, Int32) -> Void
    typealias ObjectDouble = @convention(c) (CObject?, Double) -> Void
    typealias ObjectString = @convention(c) (CObject?, CString?) -> Void
    typealias ObjectToInt = @convention(c) (CObject?) -> Int32
    typealias ObjectToString = @convention(c) (CObject?) -> CString?
    typealias ObjectObject = @convention(c) (CObject?, CObject?) -> Void
    typealias SetText = @convention(c) (CObject?, CString?, Int32) -> Void
    typealias LogAttrs = @convention(c) (CObject?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<UInt32>?
    /// `void (*)(PangoLayoutIter *, PangoRectangle *ink, PangoRectangle *logical)`; a rectangle is four `int`s.
    typealias Extents = @convention(c) (CObject?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    typealias LoadFont = @convention(c) (CObject?, CObject?, CObject?) -> CObject?
    typealias SetResolution = @convention(c) (CObject?, Double, Double) -> Void
    /// `void (*)(FcPattern *, gpointer)`: a font map's default substitution.
    typealias SubstituteFunc = @convention(c) (CObject?, CObject?) -> Void
    typealias SetSubstitute = @convention(c) (CObject?, SubstituteFunc?, CObject?, CObject?) -> Void
    typealias GetScale = @convention(c) (CObject?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    typealias MetricsPosition = @convention(c) (CObject?, UInt32, UnsafeMutablePointer<Int32>?) -> Void
    typealias PatternString = @convention(c) (CObject?, CString?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    typealias PatternInt = @convention(c) (CObject?, CString?, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    typealias PatternDel = @convention(c) (CObject?, CString?) -> Int32
    typealias PatternAddBool = @convention(c) (CObject?, CString?, Int32) -> Int32
    typealias BlobFromFile = @convention(c) (CString?) -> CObject?
    typealias FaceCreate = @convention(c) (CObject?, UInt32) -> CObject?
    typealias FaceUpem = @convention(c) (CObject?) -> UInt32
    typealias SetScale = @convention(c) (CObject?, Int32, Int32) -> Void
    /// `void (*)(hb_draw_funcs_t *, void *draw_data, hb_draw_state_t *, float to_x, float to_y, void *user_data)`.
    typealias DrawTo = @convention(c) (CObject?, CObject?, CObject?, Float, Float, CObject?) -> Void
    /// `…, float control_x, float control_y, float to_x, float to_y, void *user_data)`.
    typealias DrawQuadratic = @convention(c) (CObject?, CObject?, CObject?, Float, Float, Float, Float, CObject?) -> Void
    /// `…, float c1x, float c1y, float c2x, float c2y, float to_x, float to_y, void *user_data)`.
    typealias DrawCubic = @convention(c) (CObject?, CObject?, CObject?, Float, Float, Float, Float, Float, Float, CObject?) -> Void
    /// `void (*)(hb_draw_funcs_t *, void *draw_data, hb_draw_state_t *, void *user_data)`.
    typealias DrawClose = @convention(c) (CObject?, CObject?, CObject?, CObject?) -> Void
    typealias SetDrawTo = @convention(c) (CObject?, DrawTo?, CObject?, CObject?) -> Void
    typealias SetDrawQuadratic = @convention(c) (CObject?, DrawQuadratic?, CObject?, CObject?) -> Void
    typealias SetDrawCubic = @convention(c) (CObject?, DrawCubic?, CObject?, CObject?) -> Void
    typealias SetDrawClose = @convention(c) (CObject?, DrawClose?, CObject?, CObject?) -> Void
    typealias GlyphShape = @convention(c) (CObject?, UInt32, CObject?, CObject?) -> Void
    typealias GlyphAdvance = @convention(c) (CObject?, UInt32) -> Int32
    typealias HExtents = @convention(c) (CObject?, UnsafeMutablePointer<Int32>?) -> Int32
    typealias PatternBool = @convention(c) (CObject?, CString?, Int32, UnsafeMutablePointer<Int32>?) -> Int32

    // GLib and GObject.
    let objectUnref: Unref
    let objectRef: ObjectToObject
    // Pango: font maps, contexts and fonts.
    let ft2FontMapNew: New
    let ft2FontMapSetResolution: SetResolution
    let fcFontMapSetDefaultSubstitute: SetSubstitute
    let fcFontGetPattern: ObjectToObject
    let fontMapCreateContext: ObjectToObject
    let contextSetRoundGlyphPositions: ObjectBool
    let contextSetBaseDir: ObjectInt
    let fontMapLoadFont: LoadFont
    let fontDescribe: ObjectToObject
    let fontGetHBFont: ObjectToObject
    let fontDescriptionNew: New
    let fontDescriptionFree: Unref
    let fontDescriptionSetFamily: ObjectString
    let fontDescriptionSetWeight: ObjectInt
    let fontDescriptionSetStyle: ObjectInt
    let fontDescriptionSetAbsoluteSize: ObjectDouble
    let fontDescriptionGetFamily: ObjectToString
    // Pango: layouts.
    let layoutNew: ObjectToObject
    let layoutSetText: SetText
    let layoutSetAttributes: ObjectObject
    let layoutSetFontDescription: ObjectObject
    let layoutSetWidth: ObjectInt
    let layoutSetHeight: ObjectInt
    let layoutSetWrap: ObjectInt
    let layoutSetEllipsize: ObjectInt
    let layoutSetAutoDir: ObjectBool
    let layoutGetLogAttrs: LogAttrs
    let layoutGetIter: ObjectToObject
    let layoutIterFree: Unref
    let layoutIterNextRun: ObjectToInt
    let layoutIterNextLine: ObjectToInt
    let layoutIterGetRun: ObjectToObject
    let layoutIterGetLine: ObjectToObject
    let layoutIterGetLineExtents: Extents
    let layoutIterGetRunExtents: Extents
    let layoutIterGetBaseline: ObjectToInt
    let layoutLineGetResolvedDirection: ObjectToInt
    let attrListNew: New
    let attrListUnref: Unref
    let attrListInsert: ObjectObject
    let attrFontDescNew: ObjectToObject
    let findBaseDir: SetTextToInt
    /// `GList *pango_itemize_with_base_dir(PangoContext *, PangoDirection, const char *, int start, int length, PangoAttrList *, PangoAttrIterator *)`.
    typealias Itemize = @convention(c) (CObject?, Int32, CString?, Int32, Int32, CObject?, CObject?) -> UnsafeMutableRawPointer?
    /// `void pango_get_log_attrs(const char *, int length, int level, PangoLanguage *, PangoLogAttr *, int attrs_len)`.
    typealias GetLogAttrs = @convention(c) (CString?, Int32, Int32, CObject?, UnsafeMutablePointer<UInt32>?, Int32) -> Void
    /// `void pango_shape_with_flags(const char *item, int item_length, const char *paragraph, int paragraph_length, const PangoAnalysis *, PangoGlyphString *, PangoShapeFlags)`.
    typealias Shape = @convention(c) (CString?, Int32, CString?, Int32, UnsafeRawPointer?, CObject?, Int32) -> Void
    let itemize: Itemize
    let getLogAttrs: GetLogAttrs
    let shapeWithFlags: Shape
    let glyphStringNew: New
    let glyphStringFree: Unref
    let itemFree: Unref
    let listFree: Unref
    let languageGetDefault: New
    let contextSetFontDescription: ObjectObject
    typealias SetTextToInt = @convention(c) (CString?, Int32) -> Int32
    // HarfBuzz.
    let hbFontGetScale: GetScale
    let hbMetricsPosition: MetricsPosition
    let hbBlobFromFile: BlobFromFile
    let hbBlobDestroy: Unref
    let hbFaceCreate: FaceCreate
    let hbFaceUpem: FaceUpem
    let hbFaceDestroy: Unref
    let hbFontCreate: ObjectToObject
    let hbFontSetScale: SetScale
    let hbDrawFuncsCreate: New
    let hbDrawFuncsSetMoveTo: SetDrawTo
    let hbDrawFuncsSetLineTo: SetDrawTo
    let hbDrawFuncsSetQuadraticTo: SetDrawQuadratic
    let hbDrawFuncsSetCubicTo: SetDrawCubic
    let hbDrawFuncsSetClosePath: SetDrawClose
    let hbGlyphShape: GlyphShape
    let hbGlyphAdvance: GlyphAdvance
    /// `hb_font_get_h_extents`: ascender, descender and line gap, as Pango's line boxes use them.
    let hbFontHExtents: HExtents
    // fontconfig.
    let fcPatternGetString: PatternString
    let fcPatternGetInteger: PatternInt
    let fcPatternGetBool: PatternBool
    let fcPatternDel: PatternDel
    let fcPatternAddBool: PatternAddBool

    /// Loads the libraries, or throws naming the Debian package to install.
    init(pangoSoname: String = Self.pangoSoname) throws(TextLibraryError) {
        let pango = try Self.open(pangoSoname, package: "libpango-1.0-0")
        let pangoFT2 = try Self.open("libpangoft2-1.0.so.0", package: "libpangoft2-1.0-0")
        let gobject = try Self.open("libgobject-2.0.so.0", package: "libglib2.0-0")
        let harfbuzz = try Self.open("libharfbuzz.so.0", package: "libharfbuzz0b")
        let fontconfig = try Self.open("libfontconfig.so.1", package: "libfontconfig1")
        objectUnref = try gobject("g_object_unref")
        objectRef = try gobject("g_object_ref")
        ft2FontMapNew = try pangoFT2("pango_ft2_font_map_new")
        ft2FontMapSetResolution = try pangoFT2("pango_ft2_font_map_set_resolution")
        fcFontMapSetDefaultSubstitute = try pangoFT2("pango_fc_font_map_set_default_substitute")
        fcFontGetPattern = try pangoFT2("pango_fc_font_get_pattern")
        fontMapCreateContext = try pango("pango_font_map_create_context")
        contextSetRoundGlyphPositions = try pango("pango_context_set_round_glyph_positions")
        contextSetBaseDir = try pango("pango_context_set_base_dir")
        fontMapLoadFont = try pango("pango_font_map_load_font")
        fontDescribe = try pango("pango_font_describe")
        fontGetHBFont = try pango("pango_font_get_hb_font")
        fontDescriptionNew = try pango("pango_font_description_new")
        fontDescriptionFree = try pango("pango_font_description_free")
        fontDescriptionSetFamily = try pango("pango_font_description_set_family")
        fontDescriptionSetWeight = try pango("pango_font_description_set_weight")
        fontDescriptionSetStyle = try pango("pango_font_description_set_style")
        fontDescriptionSetAbsoluteSize = try pango("pango_font_description_set_absolute_size")
        fontDescriptionGetFamily = try pango("pango_font_description_get_family")
        layoutNew = try pango("pango_layout_new")
        layoutSetText = try pango("pango_layout_set_text")
        layoutSetAttributes = try pango("pango_layout_set_attributes")
        layoutSetFontDescription = try pango("pango_layout_set_font_description")
        layoutSetWidth = try pango("pango_layout_set_width")
        layoutSetHeight = try pango("pango_layout_set_height")
        layoutSetWrap = try pango("pango_layout_set_wrap")
        layoutSetEllipsize = try pango("pango_layout_set_ellipsize")
        layoutSetAutoDir = try pango("pango_layout_set_auto_dir")
        layoutGetLogAttrs = try pango("pango_layout_get_log_attrs_readonly")
        layoutGetIter = try pango("pango_layout_get_iter")
        layoutIterFree = try pango("pango_layout_iter_free")
        layoutIterNextRun = try pango("pango_layout_iter_next_run")
        layoutIterNextLine = try pango("pango_layout_iter_next_line")
        layoutIterGetRun = try pango("pango_layout_iter_get_run_readonly")
        layoutIterGetLine = try pango("pango_layout_iter_get_line_readonly")
        layoutIterGetLineExtents = try pango("pango_layout_iter_get_line_extents")
        layoutIterGetRunExtents = try pango("pango_layout_iter_get_run_extents")
        layoutIterGetBaseline = try pango("pango_layout_iter_get_baseline")
        layoutLineGetResolvedDirection = try pango("pango_layout_line_get_resolved_direction")
        attrListNew = try pango("pango_attr_list_new")
        attrListUnref = try pango("pango_attr_list_unref")
        attrListInsert = try pango("pango_attr_list_insert")
        attrFontDescNew = try pango("pango_attr_font_desc_new")
        findBaseDir = try pango("pango_find_base_dir")
        itemize = try pango("pango_itemize_with_base_dir")
        getLogAttrs = try pango("pango_get_log_attrs")
        shapeWithFlags = try pango("pango_shape_with_flags")
        glyphStringNew = try pango("pango_glyph_string_new")
        glyphStringFree = try pango("pango_glyph_string_free")
        itemFree = try pango("pango_item_free")
        languageGetDefault = try pango("pango_language_get_default")
        contextSetFontDescription = try pango("pango_context_set_font_description")
        let glib = try Self.open("libglib-2.0.so.0", package: "libglib2.0-0")
        listFree = try glib("g_list_free")
        hbFontGetScale = try harfbuzz("hb_font_get_scale")
        hbMetricsPosition = try harfbuzz("hb_ot_metrics_get_position_with_fallback")
        hbBlobFromFile = try harfbuzz("hb_blob_create_from_file_or_fail")
        hbBlobDestroy = try harfbuzz("hb_blob_destroy")
        hbFaceCreate = try harfbuzz("hb_face_create")
        hbFaceUpem = try harfbuzz("hb_face_get_upem")
        hbFaceDestroy = try harfbuzz("hb_face_destroy")
        hbFontCreate = try harfbuzz("hb_font_create")
        hbFontSetScale = try harfbuzz("hb_font_set_scale")
        hbDrawFuncsCreate = try harfbuzz("hb_draw_funcs_create")
        hbDrawFuncsSetMoveTo = try harfbuzz("hb_draw_funcs_set_move_to_func")
        hbDrawFuncsSetLineTo = try harfbuzz("hb_draw_funcs_set_line_to_func")
        hbDrawFuncsSetQuadraticTo = try harfbuzz("hb_draw_funcs_set_quadratic_to_func")
        hbDrawFuncsSetCubicTo = try harfbuzz("hb_draw_funcs_set_cubic_to_func")
        hbDrawFuncsSetClosePath = try harfbuzz("hb_draw_funcs_set_close_path_func")
        hbGlyphShape = try harfbuzz("hb_font_get_glyph_shape")
        hbGlyphAdvance = try harfbuzz("hb_font_get_glyph_h_advance")
        hbFontHExtents = try harfbuzz("hb_font_get_h_extents")
        fcPatternGetString = try fontconfig("FcPatternGetString")
        fcPatternGetInteger = try fontconfig("FcPatternGetInteger")
        fcPatternGetBool = try fontconfig("FcPatternGetBool")
        fcPatternDel = try fontconfig("FcPatternDel")
        fcPatternAddBool = try fontconfig("FcPatternAddBool")
    }

    private static func open(_ soname: String, package: String) throws(TextLibraryError) -> TextSymbols {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_GLOBAL) else {
            throw .libraryMissing(soname, package: package, loader: dlerror().map { String(cString: $0) } ?? soname)
        }
        return TextSymbols(handle: handle, library: soname)
    }
}

/// Looks symbols up in one loaded library, as the function type the caller expects.
struct TextSymbols {
    let handle: UnsafeMutableRawPointer
    let library: String

    func callAsFunction<Function>(_ name: String) throws(TextLibraryError) -> Function {
        guard let symbol = dlsym(handle, name) else { throw .symbolMissing(name, library: library) }
        return unsafeBitCast(symbol, to: Function.self)
    }
}

/// Pango's `PangoRectangle`: a rectangle in Pango units (1/1024 of a point here).
struct PangoRectangle {
    var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0

    /// The logical rectangle an extents function gives for `iter`.
    init(logical function: TextLibrary.Extents, _ iter: CObject) {
        var r: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &r) { function(iter, nil, $0.baseAddress!.assumingMemoryBound(to: Int32.self)) }
        (x, y, width, height) = r
    }

    /// An empty rectangle.
    init() {}
}
