import PointerGeometry
import PointerEngine
import PointerRender

/// The bitmaps a window's scenes draw, decoded from their `data:image/png;base64,…` URIs into
/// Cairo image surfaces once and kept (at most ``limit``; past that all are let go and decoded
/// again as needed). Used on the main actor only, by the host's draw function.
final class CairoImages {
    let cairo: CairoLibrary
    private var surfaces: [String: OpaquePointer] = [:]
    /// URIs that did not decode, not tried again.
    private var failed: Set<String> = []
    /// How many decoded bitmaps are kept.
    static let limit = 256

    /// The font faces text is drawn in (kept with the bitmaps, for as long as they are).
    let fonts: CairoFonts

    init(cairo: CairoLibrary) { self.cairo = cairo; fonts = CairoFonts(cairo: cairo) }

    deinit { for surface in surfaces.values { cairo.surfaceDestroy(surface) } }

    /// The image surface for `uri`, nil when it is not a base64 PNG that Cairo decodes.
    func surface(for uri: String) -> OpaquePointer? {
        if let surface = surfaces[uri] { return surface }
        guard !failed.contains(uri), let surface = decode(uri) else { failed.insert(uri); return nil }
        if surfaces.count >= Self.limit {
            for old in surfaces.values { cairo.surfaceDestroy(old) }
            surfaces.removeAll()
        }
        surfaces[uri] = surface
        return surface
    }

    /// What Cairo's PNG reader reads from: the bytes and how far it has read.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
    }

    private func decode(_ uri: String) -> OpaquePointer? {
        guard let comma = uri.firstIndex(of: ","), uri[..<comma].hasSuffix(";base64"),
              let bytes = Base64.decode(uri[uri.index(after: comma)...]) else { return nil }
        let surface: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            return withUnsafeMutablePointer(to: &reader) { state in
                cairo.imageSurfaceCreateFromPNGStream({ closure, data, length in
                    guard let closure, let data else { return 10 }  // CAIRO_STATUS_READ_ERROR
                    let reader = closure.assumingMemoryBound(to: Reader.self)
                    let count = Int(length), start = reader.pointee.offset
                    guard let base = reader.pointee.bytes.baseAddress, start + count <= reader.pointee.bytes.count else { return 10 }
                    data.update(from: base + start, count: count)
                    reader.pointee.offset = start + count
                    return 0
                }, state)
            }
        }
        guard let surface else { return nil }
        guard cairo.surfaceStatus(surface) == 0, cairo.imageSurfaceGetWidth(surface) > 0, cairo.imageSurfaceGetHeight(surface) > 0 else {
            cairo.surfaceDestroy(surface)
            return nil
        }
        return surface
    }
}

extension CairoRenderer {
    /// A bitmap stretched onto the unit square's image under its transform, at its opacity; a
    /// tinted (template) image is the tint painted through the bitmap's alpha, as the SVG's
    /// flood-and-composite filter paints it.
    func draw(_ image: PointerScene.Image) {
        guard image.transform.isFinite, let surface = images.surface(for: image.dataURI) else { return }
        let width = Double(cairo.imageSurfaceGetWidth(surface)), height = Double(cairo.imageSurfaceGetHeight(surface))
        apply(image.transform)
        cairo.scale(cr, 1 / width, 1 / height)
        cairo.rectangle(cr, 0, 0, width, height)
        cairo.clip(cr)
        let opacity = min(max(image.opacity.isFinite ? image.opacity : 0, 0), 1)
        // Edge pixels extend to the rectangle's edge (clipped there) rather than fading into
        // transparency as the bitmap is scaled up, as a browser draws an SVG image.
        guard let pattern = cairo.patternCreateForSurface(surface) else { return }
        defer { cairo.patternDestroy(pattern) }
        cairo.patternSetExtend(pattern, 3)  // CAIRO_EXTEND_PAD
        if var tint = image.tint {
            tint.alpha *= opacity
            paint(tint)
            cairo.mask(cr, pattern)
        } else {
            cairo.setSource(cr, pattern)
            cairo.paintWithAlpha(cr, opacity)
        }
    }

    /// `path` filled with `color` and blurred with a Gaussian of standard deviation `sigma`
    /// points, as SVG's `feGaussianBlur`: the path is drawn into an alpha mask at the display's
    /// resolution with a margin of 3σ, box-blurred three times each way (which approximates
    /// the Gaussian within a few per cent), and `color` painted through it. A shadow too
    /// large for a mask (over 4,096 pixels a side) is drawn unblurred at a third of its opacity.
    func shadow(_ path: Path, _ color: PointerScene.Color, sigma: Double) {
        guard path.isFinite else { return }
        guard sigma >= 0.1 else { fill(path, color); return }
        let bounds = path.bounds, margin = (3 * sigma).rounded(.up)
        let x0 = (bounds.minX - margin).rounded(.down), y0 = (bounds.minY - margin).rounded(.down)
        let k = min(max(pixelScale.isFinite ? pixelScale : 1, 1), 4)
        let width = ((bounds.maxX + margin - x0) * k).rounded(.up), height = ((bounds.maxY + margin - y0) * k).rounded(.up)
        guard width >= 1, height >= 1, width <= 4096, height <= 4096,
              let mask = cairo.imageSurfaceCreate(2, Int32(width), Int32(height)) else {  // CAIRO_FORMAT_A8
            var faint = color
            faint.alpha /= 3
            fill(path, faint)
            return
        }
        defer { cairo.surfaceDestroy(mask) }
        cairo.surfaceSetDeviceScale(mask, k, k)
        guard let maskContext = cairo.create(mask) else { return }
        let shape = CairoRenderer(cairo: cairo, cr: maskContext, images: images)
        cairo.translate(maskContext, -x0, -y0)
        shape.fill(path, PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1))
        cairo.destroy(maskContext)
        cairo.surfaceFlush(mask)
        if let data = cairo.imageSurfaceGetData(mask) {
            BoxBlur.blur(data, width: Int(width), height: Int(height), stride: Int(cairo.imageSurfaceGetStride(mask)), sigma: sigma * k)
        }
        cairo.surfaceMarkDirty(mask)
        paint(color)
        cairo.maskSurface(cr, mask, x0, y0)
    }
}

/// Three box blurs approximating a Gaussian (the sizes from W. Jarosz's and P. Kovesi's
/// formula), run on an 8-bit alpha image in place.
enum BoxBlur {
    /// The three boxes' half widths for a Gaussian of standard deviation `sigma` pixels.
    static func radii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let smaller = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < smaller ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// Blurs the `width` × `height` alpha image at `data` (rows `stride` bytes apart).
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        var scratch = [Int32](repeating: 0, count: max(width, height))
        scratch.withUnsafeMutableBufferPointer { line in
            for radius in radii(sigma: sigma) where radius > 0 {
                for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: radius, line: line) }
                for x in 0..<width { pass(data + x, count: height, step: stride, radius: radius, line: line) }
            }
        }
    }

    /// One box blur along a row or column: each value becomes the mean of the 2r + 1 around it
    /// (zero beyond the ends).
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, line: UnsafeMutableBufferPointer<Int32>) {
        for i in 0..<count { line[i] = Int32(p[i * step]) }
        let size = Int32(2 * r + 1)
        var sum: Int32 = 0
        for i in 0...min(r, count - 1) { sum += line[i] }
        for i in 0..<count {
            p[i * step] = UInt8(min((sum + size / 2) / size, 255))
            if i + r + 1 < count { sum += line[i + r + 1] }
            if i - r >= 0 { sum -= line[i - r] }
        }
    }
}

/// Standard base64 (RFC 4648, with or without padding), for the PNG bytes of `data:` URIs.
enum Base64 {
    /// The bytes `text` encodes; nil for a character outside the alphabet.
    static func decode(_ text: Substring) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0, bits = 0
        for c in text.utf8 {
            let value: UInt8
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = c - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = c - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = c - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}
