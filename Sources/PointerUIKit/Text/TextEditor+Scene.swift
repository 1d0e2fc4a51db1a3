import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// How a text view or field draws its editor: where its text container sits and what shows.
@MainActor struct TextSceneStyle {
    /// The text container's origin in the view's coordinates.
    var origin: CGPoint
    /// The view's bounds: the scene layer's frame, scrolled content showing through them.
    var bounds: CGRect
    /// The part of the bounds text shows in: lines and characters wholly outside it are not
    /// drawn.
    var visible: CGRect
    /// True draws the caret (the view is first responder and the selection is empty).
    var showsCaret: Bool
    /// True draws the selection (the view is first responder).
    var showsSelection: Bool
    /// The caret's and the selection's colour (the view's tint).
    var tint: UIColor
    /// Where a dragged selection would land, drawn as a second caret.
    var dropOffset: Int?
}

extension TextEditor {
    /// Adds the visible lines (as the glyph runs Pango shaped, each in its font and colour), the selection (the tint
    /// at 20 % under the text) and the caret (2 pt wide, the tint; steady: PointerKit's caret
    /// does not blink, so an idle text view draws no frames) to a scene layer, clipped to the
    /// view. Only lines that overlap the visible part are drawn, so a long text costs what its
    /// visible lines cost.
    func addScene(to layer: inout PointerScene.Layer, toWindow: Transform2D, style: TextSceneStyle) {
        let visible = style.visible, origin = style.origin
        let dx = origin.x - style.bounds.minX, dy = origin.y - style.bounds.minY
        // The visible part in the layer frame's coordinates, where glyph runs are placed.
        let minX = Double(visible.minX - style.bounds.minX), maxX = Double(visible.maxX - style.bounds.minX)
        var runs: [PointerScene.GlyphRun] = []
        var lines: [String] = []
        let minY = visible.minY - origin.y, maxY = visible.maxY - origin.y
        layout.forEachLine(from: minY, to: maxY) { at, line, top in
            let x = Double(dx + layout.originX(of: at)), baseline = Double(dy + top + line.ascent)
            for run in layout.sceneRuns(of: at) {
                if let placed = run.placed(dx: x, dy: baseline, minX: minX, maxX: maxX) { runs.append(placed) }
            }
            lines.append(layout.text(of: at, limit: 4_096))
        }
        if !runs.isEmpty {
            var text = PointerScene.Text(lines: lines, fontSize: Double(baseAttributes.font.pointSize), color: baseAttributes.color.sceneColor)
            text.runs = runs
            layer.text = text
        }
        let frame = layer.frame
        func toScene(_ r: CGRect) -> Rect {
            toWindow.apply(to: Rect(CGRect(x: r.minX + origin.x, y: r.minY + origin.y, width: r.width, height: r.height)))
        }
        let clip = Path.rect(layer.clip.flatMap { $0.intersection(frame) } ?? frame)
        if style.showsSelection, selection.length > 0, markedSelection == nil {
            var tint = style.tint.sceneColor
            tint.alpha *= 0.2
            for r in layout.selectionRects(for: selection) where r.maxY >= minY && r.minY <= maxY {
                layer.drawings.append(.init(.fill(.rect(toScene(r)), tint, evenOdd: false), clip: clip))
            }
        }
        addMarkedUnderline(to: &layer, clip: clip, minY: minY, maxY: maxY, toScene: toScene)
        var carets: [Int] = []
        if style.showsCaret, selection.length == 0 { carets.append(selection.location) }
        if let drop = style.dropOffset { carets.append(drop) }
        for offset in carets {
            let r = layout.caretRect(forOffset: offset)
            guard r.maxY >= minY, r.minY <= maxY else { continue }
            layer.drawings.append(.init(.fill(.rect(toScene(r)), style.tint.sceneColor, evenOdd: false), clip: clip))
        }
    }
}

extension TextEditor {
    /// The composition's underline: 1 pt in the text's colour under each line it covers, 2 pt
    /// under the part the input method selected (as GTK and the Mac draw a clause being
    /// converted). PointerKit's choice; iPadOS draws a hardware keyboard's marked text
    /// underlined too, but publishes no metrics.
    func addMarkedUnderline(to layer: inout PointerScene.Layer, clip: Path, minY: CGFloat, maxY: CGFloat,
                            toScene: (CGRect) -> Rect) {
        guard let m = marked else { return }
        let colour = baseAttributes.color.sceneColor
        func underline(_ range: NSRange, thickness: CGFloat) {
            for r in layout.selectionRects(for: range) where r.maxY >= minY && r.minY <= maxY {
                let line = CGRect(x: r.minX, y: r.maxY - thickness - 1, width: r.width, height: thickness)
                layer.drawings.append(.init(.fill(.rect(toScene(line)), colour, evenOdd: false), clip: clip))
            }
        }
        underline(m, thickness: 1)
        if let chosen = markedSelection { underline(chosen, thickness: 2) }
    }
}
