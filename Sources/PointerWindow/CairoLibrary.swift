import PointerEngine
import PointerRender

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
    typealias SurfaceCreate = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias Create = @convention(c) (OpaquePointer?) -> CairoContext?
    typealias Release = @convention(c) (OpaquePointer?) -> Void
    typealias WritePNG = @convention(c) (OpaquePointer?, CString?) -> Int32
    typealias ContextExtents = @convention(c) (CairoContext?, CString?, UnsafeMutablePointer<Double>?) -> Void
    typealias ContextSurface = @convention(c) (CairoContext?, OpaquePointer?, Double, Double) -> Void
    typealias SurfaceScale = @convention(c) (OpaquePointer?, Double, Double) -> Void
    typealias SurfaceInt = @convention(c) (OpaquePointer?) -> Int32
    typealias SurfaceData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    /// `cairo_status_t (*)(void *closure, unsigned char *data, unsigned int length)`.
    typealias ReadFunc = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32
    typealias ContextPattern = @convention(c) (CairoContext?, OpaquePointer?) -> Void
    typealias PatternFor = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias PatternInt = @convention(c) (OpaquePointer?, Int32) -> Void
    typealias PatternLinear = @convention(c) (Double, Double, Double, Double) -> OpaquePointer?
    typealias PatternRadial = @convention(c) (Double, Double, Double, Double, Double, Double) -> OpaquePointer?
    typealias PatternStop = @convention(c) (OpaquePointer?, Double, Double, Double, Double, Double) -> Void
    typealias PNGStream = @convention(c) (ReadFunc?, UnsafeMutableRawPointer?) -> OpaquePointer?

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
    let imageSurfaceCreate: SurfaceCreate
    let create: Create
    let destroy: Release
    let surfaceDestroy: Release
    let surfaceWriteToPNG: WritePNG
    let scale: ContextPoint
    let maskSurface: ContextSurface
    let surfaceSetDeviceScale: SurfaceScale
    let surfaceStatus: SurfaceInt
    let surfaceFlush: Release
    let surfaceMarkDirty: Release
    let imageSurfaceGetData: SurfaceData
    let imageSurfaceGetStride: SurfaceInt
    let imageSurfaceGetWidth: SurfaceInt
    let imageSurfaceGetHeight: SurfaceInt
    let imageSurfaceCreateFromPNGStream: PNGStream
    let patternCreateForSurface: PatternFor
    let patternSetExtend: PatternInt
    let patternDestroy: Release
    let setSource: ContextPattern
    let mask: ContextPattern
    let patternCreateLinear: PatternLinear
    let patternCreateRadial: PatternRadial
    let patternAddColorStopRGBA: PatternStop
    /// The functions glyph runs are drawn with.
    let text: CairoTextFunctions

    init(_ load: SymbolLoader) throws(WindowError) {
        text = try CairoTextFunctions(load)
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
        imageSurfaceCreate = try load("cairo_image_surface_create")
        create = try load("cairo_create")
        destroy = try load("cairo_destroy")
        surfaceDestroy = try load("cairo_surface_destroy")
        surfaceWriteToPNG = try load("cairo_surface_write_to_png")
        scale = try load("cairo_scale")
        maskSurface = try load("cairo_mask_surface")
        surfaceSetDeviceScale = try load("cairo_surface_set_device_scale")
        surfaceStatus = try load("cairo_surface_status")
        surfaceFlush = try load("cairo_surface_flush")
        surfaceMarkDirty = try load("cairo_surface_mark_dirty")
        imageSurfaceGetData = try load("cairo_image_surface_get_data")
        imageSurfaceGetStride = try load("cairo_image_surface_get_stride")
        imageSurfaceGetWidth = try load("cairo_image_surface_get_width")
        imageSurfaceGetHeight = try load("cairo_image_surface_get_height")
        imageSurfaceCreateFromPNGStream = try load("cairo_image_surface_create_from_png_stream")
        patternCreateForSurface = try load("cairo_pattern_create_for_surface")
        patternSetExtend = try load("cairo_pattern_set_extend")
        patternDestroy = try load("cairo_pattern_destroy")
        setSource = try load("cairo_set_source")
        mask = try load("cairo_mask")
        patternCreateLinear = try load("cairo_pattern_create_linear")
        patternCreateRadial = try load("cairo_pattern_create_radial")
        patternAddColorStopRGBA = try load("cairo_pattern_add_color_stop_rgba")
    }
}

extension CairoLibrary {
    /// Draws `scene` into a new ARGB image at `scale` pixels per point, as the window draws it,
    /// and hands the image surface to `body` (destroyed afterwards). False when no image could
    /// be made.
    func render(_ scene: PointerScene, scale: Double, images: CairoImages? = nil, _ body: (OpaquePointer) -> Bool) -> Bool {
        let width = Int32((scene.size.width * scale).rounded()), height = Int32((scene.size.height * scale).rounded())
        guard width > 0, height > 0, let surface = imageSurfaceCreate(0, width, height) else { return false }
        defer { surfaceDestroy(surface) }
        guard let cr = create(surface) else { return false }
        if scale != 1 { let m = [scale, 0, 0, scale, 0, 0]; m.withUnsafeBufferPointer { transform(cr, $0.baseAddress) } }
        CairoRenderer(cairo: self, cr: cr, images: images ?? CairoImages(cairo: self), pixelScale: scale).draw(scene)
        destroy(cr)
        surfaceFlush(surface)
        return body(surface)
    }

    /// Draws `scene` into a PNG file at `path` (an ARGB image at `scale` pixels per point), as
    /// the window draws it. False when Cairo could not write the file.
    func writePNG(_ scene: PointerScene, scale: Double, images: CairoImages? = nil, to path: String) -> Bool {
        render(scene, scale: scale, images: images) { surfaceWriteToPNG($0, path) == 0 }
    }

    /// The pixels of `scene` drawn at one pixel per point, row by row, each a premultiplied
    /// ARGB word (`0xAARRGGBB`); nil when no image could be made.
    func pixels(_ scene: PointerScene) -> [UInt32]? {
        var out: [UInt32]?
        _ = render(scene, scale: 1) { surface in
            guard let data = imageSurfaceGetData(surface) else { return false }
            let width = Int(imageSurfaceGetWidth(surface)), height = Int(imageSurfaceGetHeight(surface))
            let stride = Int(imageSurfaceGetStride(surface))
            let raw = UnsafeRawPointer(data)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { pixels[y * width + x] = raw.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
            }
            out = pixels
            return true
        }
        return out
    }
}
