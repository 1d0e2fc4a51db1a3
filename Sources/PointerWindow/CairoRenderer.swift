import PointerGeometry
import PointerEngine
import PointerRender

/// Draws a frame's `PointerScene` with Cairo, element for element as `PointerSVG` writes it:
/// layers back to front (clip, effect transform, opacity, shadow, underlay, fill, drawings,
/// overlay, text), the pointer at its place in the stack, then the region outlines.
///
/// Bitmaps (`Drawing.Content.image`) are decoded once from their PNG data into ``CairoImages``
/// and stretched to their rectangle, a template's tint painted through its alpha; shadows are
/// blurred as the SVG's `feGaussianBlur` blurs them (``CairoRenderer/shadow(_:_:sigma:)``:
/// Cairo has no blur, so the shape is drawn into an alpha mask and box-blurred three times).
struct CairoRenderer {
    let cairo: CairoLibrary
    let cr: CairoContext
    /// The decoded bitmaps, kept between frames.
    let images: CairoImages
    /// The font faces glyph runs are drawn in, kept between frames.
    var fonts: CairoFonts { images.fonts }
    /// Device pixels per point, the resolution shadow masks are blurred at.
    var pixelScale = 1.0

    /// Draws `scene` over a white background.
    func draw(_ scene: PointerScene) {
        cairo.setSourceRGBA(cr, 1, 1, 1, 1)
        cairo.paint(cr)
        for (index, layer) in scene.layers.enumerated() {
            if let pointer = scene.pointer, pointer.belowLayer == index { draw(pointer) }
            draw(layer)
        }
        if let pointer = scene.pointer, (pointer.belowLayer ?? scene.layers.count) >= scene.layers.count { draw(pointer) }
        let red = PointerScene.Color(red: 1, green: 0.176, blue: 0.333, alpha: 1)
        for r in scene.regionOutlines {
            strokeRect(r, PointerScene.Color(red: red.red, green: red.green, blue: red.blue, alpha: 0.45), dash: [2, 3])
        }
        if let r = scene.regionOutline { strokeRect(r, red, dash: [4, 3]) }
    }

    private func draw(_ layer: PointerScene.Layer) {
        cairo.save(cr)
        defer { cairo.restore(cr) }
        if let clip = layer.clip, clip.isFinite {
            cairo.rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo.clip(cr)
        }
        if !layer.effect.isIdentity, layer.effect.isFinite { apply(layer.effect) }
        let grouped = layer.opacity < 1
        if grouped { cairo.pushGroup(cr) }
        if let shadow = layer.shadow {
            // As the SVG writer's `#shadow` filter: black at the shadow's opacity, σ 6 pt.
            self.shadow(shadow.path.applying(Transform2D(translationX: shadow.offset.x, y: shadow.offset.y)),
                        PointerScene.Color(red: 0, green: 0, blue: 0, alpha: shadow.opacity), sigma: 6)
        }
        let f = layer.frame
        if let tint = layer.underlay { roundedRect(f.insetBy(dx: -4, dy: -4), radius: 8); paint(tint); cairo.fill(cr) }
        if let color = layer.fill {
            if let outline = layer.outline { fill(outline, color) } else { roundedRect(f, radius: layer.cornerRadius); paint(color); cairo.fill(cr) }
        }
        for drawing in layer.drawings { draw(drawing) }
        if let tint = layer.overlay { roundedRect(f, radius: layer.cornerRadius); paint(tint); cairo.fill(cr) }
        if let text = layer.text { draw(text, in: f) }
        if grouped {
            cairo.popGroupToSource(cr)
            cairo.paintWithAlpha(cr, max(0, layer.opacity))
        }
    }

    private func draw(_ drawing: PointerScene.Drawing) {
        cairo.save(cr)
        defer { cairo.restore(cr) }
        if let clip = drawing.clip, clip.isFinite { trace(clip); cairo.clip(cr) }
        switch drawing.content {
        case .fill(let path, let color, let evenOdd):
            guard path.isFinite else { return }
            cairo.setFillRule(cr, evenOdd ? 1 : 0)
            fill(path, color)
        case .stroke(let path, let color, let stroke):
            guard path.isFinite, stroke.width.isFinite, stroke.width > 0 else { return }
            trace(path)
            paint(color)
            cairo.setLineWidth(cr, stroke.width)
            let cap: Int32 = switch stroke.cap { case .butt: 0; case .round: 1; case .square: 2 }
            let join: Int32 = switch stroke.join { case .miter: 0; case .round: 1; case .bevel: 2 }
            cairo.setLineCap(cr, cap)
            cairo.setLineJoin(cr, join)
            if stroke.miterLimit.isFinite, stroke.miterLimit >= 1 { cairo.setMiterLimit(cr, stroke.miterLimit) }
            let dash = stroke.dash.filter { $0.isFinite && $0 >= 0 }
            if dash.contains(where: { $0 > 0 }) {
                dash.withUnsafeBufferPointer { cairo.setDash(cr, $0.baseAddress, Int32($0.count), stroke.dashPhase.isFinite ? stroke.dashPhase : 0) }
            }
            cairo.stroke(cr)
        case .shadow(let path, let color, let radius, let offset):
            guard path.isFinite, offset.isFinite else { return }
            shadow(path.applying(Transform2D(translationX: offset.x, y: offset.y)), color, sigma: radius.isFinite ? max(radius, 0) : 0)
        case .image(let image):
            draw(image)
        case .gradient(let path, let gradient):
            fill(path, gradient)
        }
    }

    private func draw(_ pointer: PointerScene.Pointer) {
        var color = pointer.fill
        color.alpha *= min(max(pointer.opacity, 0), 1)
        fill(pointer.path, color)
        for accessory in pointer.accessories { fill(accessory, color) }
        if let border = pointer.border, pointer.path.isFinite, border.width.isFinite, border.width > 0 {
            var line = border.color
            line.alpha *= min(max(pointer.opacity, 0), 1)
            trace(pointer.path)
            paint(line)
            cairo.setLineWidth(cr, border.width)
            cairo.stroke(cr)
        }
    }

    /// Unmeasured lines in Cairo's toy text API (text that was not laid out by Pango).
    func drawLines(_ text: PointerScene.Text, in frame: Rect) {
        let size = text.fontSize.isFinite && text.fontSize > 0 ? text.fontSize : 12
        let line = size * 1.2
        let top = frame.midY - Double(text.lines.count) * line / 2
        let (x, anchor): (Double, Double) = switch text.alignment {
        case .leading: (frame.minX, 0)
        case .center: (frame.midX, 0.5)
        case .trailing: (frame.maxX, 1)
        }
        let measured = text.baselines.count == text.lines.count
        for (i, content) in text.lines.enumerated() {
            let y = measured ? frame.minY + text.baselines[i] : top + Double(i) * line + size * 0.9
            show(content, size: size, bold: text.isBold, color: text.color, x: x, baseline: y, anchor: anchor)
        }
    }

    /// Shows one run of text with its baseline at `baseline`, `anchor` of its advance left of `x`.
    func show(_ s: String, size: Double, bold: Bool, color: PointerScene.Color, x: Double, baseline: Double, anchor: Double) {
        guard x.isFinite, baseline.isFinite else { return }
        cairo.selectFontFace(cr, "sans-serif", 0, bold ? 1 : 0)
        cairo.setFontSize(cr, size.isFinite && size > 0 ? size : 12)
        var shift = 0.0
        if anchor > 0 {
            var extents = [Double](repeating: 0, count: 6)
            extents.withUnsafeMutableBufferPointer { e in s.withCString { cairo.textExtents(cr, $0, e.baseAddress) } }
            shift = extents[4] * anchor
        }
        paint(color)
        cairo.moveTo(cr, x - shift, baseline)
        s.withCString { cairo.showText(cr, $0) }
        cairo.newPath(cr)
    }

    private func strokeRect(_ r: Rect, _ color: PointerScene.Color, dash: [Double]) {
        guard r.isFinite else { return }
        cairo.save(cr)
        cairo.rectangle(cr, r.minX, r.minY, r.width, r.height)
        paint(color)
        cairo.setLineWidth(cr, 1)
        dash.withUnsafeBufferPointer { cairo.setDash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo.stroke(cr)
        cairo.restore(cr)
    }

    func fill(_ path: Path, _ color: PointerScene.Color) {
        guard path.isFinite else { return }
        trace(path)
        paint(color)
        cairo.fill(cr)
    }

    /// Fills `path` with a gradient pattern (Cairo pads its colours past the ends, as Core
    /// Animation does); the pattern lives in the gradient's coordinates, mapped by its transform.
    func fill(_ path: Path, _ g: PointerScene.Gradient) {
        let t = g.transform, det = t.a * t.d - t.b * t.c
        guard path.isFinite, g.isFinite, !g.stops.isEmpty, det != 0, det.isFinite else { return }
        trace(path)
        let pattern = g.kind == .axial ? cairo.patternCreateLinear(g.start.x, g.start.y, g.end.x, g.end.y)
            : cairo.patternCreateRadial(g.start.x, g.start.y, 0, g.start.x, g.start.y, g.radius)
        guard let pattern else { return }
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        for stop in g.stops {
            let c = stop.color
            cairo.patternAddColorStopRGBA(pattern, unit(stop.location), unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        }
        cairo.save(cr)
        apply(t)
        cairo.setSource(cr, pattern)
        cairo.patternDestroy(pattern)
        cairo.fill(cr)
        cairo.restore(cr)
    }

    func paint(_ c: PointerScene.Color) {
        func unit(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), 1) }
        cairo.setSourceRGBA(cr, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
    }

    func apply(_ t: Transform2D) {
        // cairo_matrix_t is { xx, yx, xy, yy, x0, y0 }: Transform2D's a, b, c, d, tx, ty.
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        matrix.withUnsafeBufferPointer { cairo.transform(cr, $0.baseAddress) }
    }

    /// A rectangle with corners of `radius` (clamped to half the shorter side) as the current path.
    private func roundedRect(_ r: Rect, radius: Double) {
        cairo.newPath(cr)
        guard r.isFinite else { return }
        let k = min(max(radius.isFinite ? radius : 0, 0), min(r.width, r.height) / 2)
        guard k > 0 else { cairo.rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        trace(Path.roundedRect(r, radius: k))
    }

    /// `path` as Cairo's current path (quadratic segments raised to cubic).
    func trace(_ path: Path) {
        cairo.newPath(cr)
        var current = Point(x: 0, y: 0)
        var start = current
        for element in path.elements {
            switch element {
            case .move(let p): cairo.moveTo(cr, p.x, p.y); current = p; start = p
            case .line(let p): cairo.lineTo(cr, p.x, p.y); current = p
            case .quad(let p, let c):
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo.curveTo(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .cubic(let p, let c1, let c2): cairo.curveTo(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .close: cairo.closePath(cr); current = start
            }
        }
    }
}
