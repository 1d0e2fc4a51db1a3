import PointerGeometry
import PointerEngine

extension PointerSVG {
    /// Filters and clip paths defined so far in one document (each defined where first used).
    struct Definitions {
        var filters: Set<String> = []
        var clips = 0
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
