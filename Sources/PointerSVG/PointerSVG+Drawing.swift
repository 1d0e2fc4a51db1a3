import PointerGeometry
import PointerRender

extension PointerSVG {
    /// Filters and clip paths defined so far in one document (each defined where first used).
    struct Definitions {
        var filters: Set<String> = []
        var clips = 0
        /// Gradients defined so far (each drawing of one gets its own id).
        var gradients = 0
    }

    /// A layer's drawings, back to front.
    static func drawingsMarkup(_ drawings: [PointerScene.Drawing], defs: inout Definitions) -> String {
        var out = ""
        for drawing in drawings {
            var body = ""
            switch drawing.content {
            case .fill(let path, let color, let evenOdd):
                guard path.isFinite else { continue }
                body = "<path d=\"\(path.svgData)\"\(paint(color))\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
            case .stroke(let path, let color, let stroke):
                guard path.isFinite, stroke.width.isFinite, stroke.width > 0 else { continue }
                body = "<path d=\"\(path.svgData)\" fill=\"none\"\(strokeAttributes(color, stroke))/>"
            case .shadow(let path, let color, let radius, let offset):
                guard path.isFinite, offset.isFinite else { continue }
                let blur = radius.isFinite ? max(radius, 0) : 0
                let id = "blur-\(n(blur))"
                if blur > 0, defs.filters.insert(id).inserted {
                    out += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(blur))\"/></filter>"
                }
                let moved = path.applying(Transform2D(translationX: offset.x, y: offset.y))
                body = "<path d=\"\(moved.svgData)\"\(paint(color))\(blur > 0 ? " filter=\"url(#\(id))\"" : "")/>"
            case .image(let image):
                let t = image.transform
                guard t.isFinite else { continue }
                body = "<image href=\"\(escape(image.dataURI))\" width=\"1\" height=\"1\" preserveAspectRatio=\"none\""
                body += " transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
                if image.opacity < 1 { body += " opacity=\"\(n(max(image.opacity, 0)))\"" }
                if let tint = image.tint {
                    let id = "tint-" + String(paint(tint).filter { $0.isHexDigit || $0 == "." })
                    if defs.filters.insert(id).inserted {
                        out += "<filter id=\"\(id)\"><feFlood flood-color=\"\(hexColor(tint))\" flood-opacity=\"\(n(tint.alpha))\"/>"
                        out += "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
                    }
                    body += " filter=\"url(#\(id))\""
                }
                body += "/>"
            case .gradient(let path, let gradient):
                guard path.isFinite, gradient.isFinite, !gradient.stops.isEmpty else { continue }
                let id = "grad\(defs.gradients)"
                defs.gradients += 1
                out += "<defs>" + gradientMarkup(gradient, id: id) + "</defs>"
                body = "<path d=\"\(path.svgData)\" fill=\"url(#\(id))\"/>"
            }
            if let clip = drawing.clip, clip.isFinite {
                out += "<clipPath id=\"dclip\(defs.clips)\"><path d=\"\(clip.svgData)\"/></clipPath>"
                out += "<g clip-path=\"url(#dclip\(defs.clips))\">\(body)</g>"
                defs.clips += 1
            } else {
                out += body
            }
        }
        return out
    }

    /// A `<linearGradient>` or `<radialGradient>` in user space (the window's coordinates,
    /// through `gradientTransform`), its colours padded past the ends.
    static func gradientMarkup(_ g: PointerScene.Gradient, id: String) -> String {
        let t = g.transform
        var out: String
        switch g.kind {
        case .axial:
            out = "<linearGradient id=\"\(id)\" x1=\"\(n(g.start.x))\" y1=\"\(n(g.start.y))\" x2=\"\(n(g.end.x))\" y2=\"\(n(g.end.y))\""
        case .radial:
            out = "<radialGradient id=\"\(id)\" cx=\"\(n(g.start.x))\" cy=\"\(n(g.start.y))\" r=\"\(n(g.radius))\""
        }
        out += " gradientUnits=\"userSpaceOnUse\""
        if t != .identity { out += " gradientTransform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\"" }
        out += ">"
        for stop in g.stops {
            out += "<stop offset=\"\(n(min(max(stop.location, 0), 1)))\" stop-color=\"\(hexColor(stop.color))\""
            if stop.color.alpha < 1 { out += " stop-opacity=\"\(n(max(stop.color.alpha, 0)))\"" }
            out += "/>"
        }
        return out + (g.kind == .axial ? "</linearGradient>" : "</radialGradient>")
    }

    static func strokeAttributes(_ color: PointerScene.Color, _ s: PointerScene.Stroke) -> String {
        var out = " stroke=\"\(hexColor(color))\""
        if color.alpha < 1 { out += " stroke-opacity=\"\(n(max(color.alpha, 0)))\"" }
        out += " stroke-width=\"\(n(s.width))\""
        switch s.cap {
        case .butt: break
        case .round: out += " stroke-linecap=\"round\""
        case .square: out += " stroke-linecap=\"square\""
        }
        switch s.join {
        case .miter: if s.miterLimit != 4, s.miterLimit.isFinite, s.miterLimit >= 1 { out += " stroke-miterlimit=\"\(n(s.miterLimit))\"" }
        case .round: out += " stroke-linejoin=\"round\""
        case .bevel: out += " stroke-linejoin=\"bevel\""
        }
        let dash = s.dash.filter { $0.isFinite && $0 >= 0 }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            out += " stroke-dasharray=\"\(dash.map(n).joined(separator: " "))\""
            if s.dashPhase != 0, s.dashPhase.isFinite { out += " stroke-dashoffset=\"\(n(s.dashPhase))\"" }
        }
        return out
    }

    /// `#rrggbb` for a colour (its alpha ignored).
    static func hexColor(_ c: PointerScene.Color) -> String {
        let fill = paint(PointerScene.Color(red: c.red, green: c.green, blue: c.blue, alpha: 1))
        return String(fill.dropFirst(" fill=\"".count).dropLast())
    }
}
