/// A Cairo context (`cairo_t *`).
typealias CairoContext = OpaquePointer

/// The Cairo functions the window draws with, looked up in the process GTK 4 was loaded into
/// (GTK links libcairo.so.2, so `dlsym` on GTK's handle finds them).
struct CairoLibrary {
    typealias Context = @convention(c) (CairoContext?) -> Void
    typealias ContextDouble = @convention(c) (CairoContext?, Double) -> Void
    typealias ContextInt = @convention(c) (CairoContext?, Int32) -> Void
    typealias ContextPoint = @convention(c) (CairoContext?, Double, Double) -> Void
    typealias ContextRect = @convention(c) (CairoContext?, Double, Double, Double, Double) -> Void
    typealias ContextCurve = @convention(c) (CairoContext?, Double, Double, Double, Double, Double, Double) -> Void
    typealias ContextMatrix = @convention(c) (CairoContext?, UnsafePointer<Double>?) -> Void
    typealias ContextDash = @convention(c) (CairoContext?, UnsafePointer<Double>?, Int32, Double) -> Void
    typealias ContextString = @convention(c) (CairoContext?, CString?) -> Void
    typealias ContextFontFace = @convention(c) (CairoContext?, CString?, Int32, Int32) -> Void
    typealias ContextExtents = @convention(c) (CairoContext?, CString?, UnsafeMutablePointer<Double>?) -> Void

    let save: Context
    let restore: Context
    let setSourceRGBA: ContextRect
    let newPath: Context
    let moveTo: ContextPoint
    let lineTo: ContextPoint
    let curveTo: ContextCurve
    let closePath: Context
    let rectangle: ContextRect
    let fill: Context
    let fillPreserve: Context
    let stroke: Context
    let clip: Context
    let paint: Context
    let paintWithAlpha: ContextDouble
    let pushGroup: Context
    let popGroupToSource: Context
    let setLineWidth: ContextDouble
    let setLineCap: ContextInt
    let setLineJoin: ContextInt
    let setMiterLimit: ContextDouble
    let setDash: ContextDash
    let setFillRule: ContextInt
    let transform: ContextMatrix
    let translate: ContextPoint
    let selectFontFace: ContextFontFace
    let setFontSize: ContextDouble
    let showText: ContextString
    let textExtents: ContextExtents

    init(_ load: SymbolLoader) throws(WindowError) {
        save = try load("cairo_save")
        restore = try load("cairo_restore")
        setSourceRGBA = try load("cairo_set_source_rgba")
        newPath = try load("cairo_new_path")
        moveTo = try load("cairo_move_to")
        lineTo = try load("cairo_line_to")
        curveTo = try load("cairo_curve_to")
        closePath = try load("cairo_close_path")
        rectangle = try load("cairo_rectangle")
        fill = try load("cairo_fill")
        fillPreserve = try load("cairo_fill_preserve")
        stroke = try load("cairo_stroke")
        clip = try load("cairo_clip")
        paint = try load("cairo_paint")
        paintWithAlpha = try load("cairo_paint_with_alpha")
        pushGroup = try load("cairo_push_group")
        popGroupToSource = try load("cairo_pop_group_to_source")
        setLineWidth = try load("cairo_set_line_width")
        setLineCap = try load("cairo_set_line_cap")
        setLineJoin = try load("cairo_set_line_join")
        setMiterLimit = try load("cairo_set_miter_limit")
        setDash = try load("cairo_set_dash")
        setFillRule = try load("cairo_set_fill_rule")
        transform = try load("cairo_transform")
        translate = try load("cairo_translate")
        selectFontFace = try load("cairo_select_font_face")
        setFontSize = try load("cairo_set_font_size")
        showText = try load("cairo_show_text")
        textExtents = try load("cairo_text_extents")
    }
}
