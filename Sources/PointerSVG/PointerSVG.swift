import PointerGeometry
import PointerRender

/// Draws a `PointerScene` as SVG text: deterministic (fixed number formatting, fixed element
/// order), so frames can be compared as text in snapshot tests.
public enum PointerSVG {
    /// The whole scene as one standalone `<svg>` document, the outlines of the glyphs its text
    /// uses defined in it.
    public static func render(_ scene: PointerScene) -> String {
        var glyphs = GlyphDefinitions()
        var out = render(scene, glyphs: &glyphs)
        let defined = glyphs.takePending()
        if !defined.isEmpty { out.insert(contentsOf: "<defs>" + defined + "</defs>\n", at: out.index(out.endIndex, offsetBy: -7)) }
        return out
    }

    /// The scene as an `<svg>` document whose glyphs refer to outlines in `glyphs`: the ones it
    /// has not defined before are added to it, to be taken with `takePending()` and defined
    /// where the document can see them (the playground's page keeps them across frames).
    public static func render(_ scene: PointerScene, glyphs: inout GlyphDefinitions) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(scene.size.width))\" height=\"\(n(scene.size.height))\""
        out += " viewBox=\"0 0 \(n(scene.size.width)) \(n(scene.size.height))\">\n"
        out += "<defs><filter id=\"shadow\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
        out += "<feGaussianBlur stdDeviation=\"6\"/></filter></defs>\n"
        // Clipped layers share one <clipPath> per distinct clip rectangle, defined where first used.
        var clips: [Rect] = []
        var defs = Definitions()
        for (index, layer) in scene.layers.enumerated() {
            if let pointer = scene.pointer, pointer.belowLayer == index { out += pointerMarkup(pointer) }
            var clipID: Int?
            if let clip = layer.clip {
                if let known = clips.firstIndex(of: clip) {
                    clipID = known
                } else {
                    clipID = clips.count
                    out += "<clipPath id=\"clip\(clips.count)\"><rect \(rectAttributes(clip))/></clipPath>\n"
                    clips.append(clip)
                }
            }
            out += layerMarkup(layer, clipID: clipID, defs: &defs, glyphs: &glyphs)
        }
        if let pointer = scene.pointer, pointer.belowLayer == nil || pointer.belowLayer! >= scene.layers.count {
            out += pointerMarkup(pointer)
        }
        for r in scene.regionOutlines {
            out += "<rect class=\"region\" \(rectAttributes(r)) fill=\"none\" stroke=\"#ff2d55\" stroke-opacity=\"0.45\" stroke-dasharray=\"2 3\"/>\n"
        }
        if let r = scene.regionOutline {
            out += "<rect id=\"region\" \(rectAttributes(r))"
            out += " fill=\"none\" stroke=\"#ff2d55\" stroke-dasharray=\"4 3\"/>\n"
        }
        out += "</svg>\n"
        return out
    }

    static func rectAttributes(_ r: Rect) -> String {
        "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
    }

    static func layerMarkup(_ layer: PointerScene.Layer, clipID: Int? = nil, defs: inout Definitions, glyphs: inout GlyphDefinitions) -> String {
        let name = layer.name.map { " id=\"\(escape($0))\"" } ?? ""
        var out = "<g\(name)"
        // The clip is in window coordinates, so it applies outside the effect's transform.
        if let clipID { out = "<g clip-path=\"url(#clip\(clipID))\">" + out }
        if !layer.effect.isIdentity {
            let t = layer.effect
            out += " transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
        }
        if layer.opacity < 1 { out += " opacity=\"\(n(layer.opacity))\"" }
        out += ">"
        if let s = layer.shadow {
            out += "<path d=\"\(s.path.applying(Transform2D(translationX: s.offset.x, y: s.offset.y)).svgData)\""
            out += " fill=\"#000000\" fill-opacity=\"\(n(s.opacity))\" filter=\"url(#shadow)\"/>"
        }
        let f = layer.frame
        var rect = rectAttributes(f)
        if layer.cornerRadius > 0 { rect += " rx=\"\(n(layer.cornerRadius))\"" }
        if let tint = layer.underlay {
            out += "<rect x=\"\(n(f.minX - 4))\" y=\"\(n(f.minY - 4))\" width=\"\(n(f.width + 8))\" height=\"\(n(f.height + 8))\" rx=\"8\"\(paint(tint))/>"
        }
        if let fill = layer.fill {
            if let outline = layer.outline { out += "<path d=\"\(outline.svgData)\"\(paint(fill))/>" } else { out += "<rect \(rect)\(paint(fill))/>" }
        }
        if !layer.drawings.isEmpty { out += drawingsMarkup(layer.drawings, defs: &defs) }
        if let tint = layer.overlay { out += "<rect \(rect)\(paint(tint))/>" }
        if let text = layer.text { out += textMarkup(text, in: f, glyphs: &glyphs) }
        return out + (clipID == nil ? "</g>\n" : "</g></g>\n")
    }

    /// The pointer alone, as the `<g id="pointer">` element `render(_:)` writes for it (a
    /// host that redraws only the pointer swaps this in).
    public static func render(pointer: PointerScene.Pointer) -> String { pointerMarkup(pointer) }

    static func pointerMarkup(_ p: PointerScene.Pointer) -> String {
        var out = "<g id=\"pointer\" opacity=\"\(n(p.opacity))\"><path d=\"\(p.path.svgData)\"\(paint(p.fill))"
        if let border = p.border { out += strokeAttributes(border.color, PointerScene.Stroke(width: border.width)) }
        out += "/>"
        for accessory in p.accessories { out += "<path d=\"\(accessory.svgData)\"\(paint(p.fill))/>" }
        return out + "</g>\n"
    }

    static func paint(_ c: PointerScene.Color) -> String {
        func hex(_ v: Double) -> String {
            let i = Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[i / 16], digits[i % 16]])
        }
        let fill = " fill=\"#\(hex(c.red))\(hex(c.green))\(hex(c.blue))\""
        return c.alpha < 1 ? fill + " fill-opacity=\"\(n(c.alpha))\"" : fill
    }

    static func n(_ v: Double) -> String { Format.number(v) }

    static func escape(_ s: String) -> String {
        // Most text has nothing to escape: it is returned as it is, with no copy.
        guard s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return s }
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
