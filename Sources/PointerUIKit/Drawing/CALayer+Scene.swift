import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

extension CALayer {
    /// True when the shadow is visible.
    var castsShadow: Bool { shadowOpacity > 0 && shadowOpacity.isFinite && shadowColor != nil }

    /// The rounded outline of `bounds` (Core Animation clamps the radius to half the shorter side).
    func outline(inset: Double = 0) -> Path {
        let b = Rect(bounds).standardized.insetBy(dx: inset, dy: inset)
        let r0 = cornerRadius.isFinite ? Double(cornerRadius) - inset : 0
        let r = min(max(r0, 0), min(b.width, b.height) / 2)
        guard r > 0 else { return .rect(b) }
        if maskedCorners == .all { return .roundedRect(b, radius: r) }
        func radius(_ corner: CACornerMask) -> Double { maskedCorners.contains(corner) ? r : 0 }
        let q = Double.pi / 2
        var p = Path()
        let corners: [(CACornerMask, Point, Double)] = [
            (.layerMaxXMinYCorner, Point(x: b.maxX, y: b.minY), -q), (.layerMaxXMaxYCorner, Point(x: b.maxX, y: b.maxY), 0),
            (.layerMinXMaxYCorner, Point(x: b.minX, y: b.maxY), q), (.layerMinXMinYCorner, Point(x: b.minX, y: b.minY), 2 * q)]
        for (corner, point, start) in corners {
            let cr = radius(corner)
            if cr == 0 {
                if p.isEmpty { p.move(to: point) } else { p.addLine(to: point) }
            } else {
                let cx = point.x == b.maxX ? point.x - cr : point.x + cr, cy = point.y == b.maxY ? point.y - cr : point.y + cr
                p.addArc(center: Point(x: cx, y: cy), radius: cr, startAngle: start, endAngle: start + q, clockwise: true)
            }
        }
        p.close()
        return p
    }

    /// Maps this layer's coordinates to its superlayer's.
    var toSuperlayer: Transform2D {
        let f = frame, b = bounds
        return Transform2D(translationX: Double(f.minX - b.minX), y: Double(f.minY - b.minY))
    }

    /// Appends the layer's drawings, back to front: shadow, background, `content` (already in
    /// window coordinates), its own content (a shape layer's path), sublayers, border.
    /// `toWindow` maps the layer's coordinates to the window, `alpha` multiplies every colour,
    /// `background` overrides the layer's own background colour, `clip` (window coordinates)
    /// applies to everything without a clip of its own.
    func appendDrawings(to items: inout [PointerScene.Drawing], toWindow: Transform2D, alpha: Double,
                        background: PointerScene.Color?, content: [PointerScene.Drawing], clip: Path?) {
        let start = items.count
        var own: [PointerScene.Drawing] = []
        let outline = self.outline()
        let fill = background ?? (owner == nil && drawsForView == nil ? backgroundColor?.sceneColor : nil)
        if castsShadow, let shadowColor {
            var casting = shadowPath?.path ?? shapeOutline
            if casting == nil, fill != nil || owner != nil || drawsForView != nil || borderWidth > 0 { casting = outline }
            if let casting {
                var color = shadowColor.sceneColor
                color.alpha *= Double(min(shadowOpacity, 1))
                let radius = shadowRadius.isFinite ? max(Double(shadowRadius), 0) : 0
                let offset = Point(x: Double(shadowOffset.width), y: Double(shadowOffset.height))
                own.append(.init(.shadow(casting, color, radius: radius, offset: offset.isFinite ? offset : .zero)))
            }
        }
        if let fill { own.append(.init(.fill(outline, fill, evenOdd: false))) }
        items += own.map { $0.applying(toWindow) }
        items += content
        own = []
        appendContent(to: &own)
        items += own.map { $0.applying(toWindow) }
        let childClip = masksToBounds ? outline.applying(toWindow) : clip
        for model in storedSublayers {
            let sublayer = model.forDrawing
            guard !sublayer.isHidden else { continue }
            let opacity = Double(sublayer.opacity)
            guard opacity.isFinite, opacity > 0 else { continue }
            let placed = sublayer.toSuperlayer.concatenating(toWindow)
            let from = items.count
            sublayer.appendDrawings(to: &items, toWindow: placed, alpha: min(opacity, 1), background: nil, content: [], clip: childClip)
            if let (before, t) = model.transitionBlend {
                // A CATransition: the old drawing fading out under the new one fading in.
                for i in from..<items.count { items[i] = items[i].faded(by: t) }
                items.insert(contentsOf: before.map { old in
                    var d = old.applying(placed).faded(by: (1 - t) * min(opacity, 1))
                    if d.clip == nil { d.clip = childClip }
                    return d
                }, at: from)
            }
        }
        if borderWidth > 0, borderWidth.isFinite, let borderColor {
            let w = Double(borderWidth)
            let border = PointerScene.Drawing(.stroke(self.outline(inset: w / 2), borderColor.sceneColor, PointerScene.Stroke(width: w)))
            items.append(border.applying(toWindow))
        }
        if let clip { for i in start..<items.count where items[i].clip == nil { items[i].clip = clip } }
        if alpha < 1 { for i in start..<items.count { items[i] = items[i].faded(by: alpha) } }
    }

}

extension PointerScene.Drawing {
    /// The drawing with its colours' (or image's) opacity multiplied by `alpha`.
    func faded(by alpha: Double) -> PointerScene.Drawing {
        var copy = self
        switch content {
        case .fill(let p, var c, let e): c.alpha *= alpha; copy.content = .fill(p, c, evenOdd: e)
        case .stroke(let p, var c, let s): c.alpha *= alpha; copy.content = .stroke(p, c, s)
        case .shadow(let p, var c, let r, let o): c.alpha *= alpha; copy.content = .shadow(p, c, radius: r, offset: o)
        case .image(var i): i.opacity *= alpha; copy.content = .image(i)
        case .gradient(let p, let g): copy.content = .gradient(p, g.faded(by: alpha))
        }
        return copy
    }
}

/// Counts changes to what layers draw: frames rebuild a view's cached drawings when it moved on.
@MainActor enum DrawingGeneration {
    /// The current count.
    static var value = 0
    /// Records a change.
    static func bump() { value &+= 1 }
}
