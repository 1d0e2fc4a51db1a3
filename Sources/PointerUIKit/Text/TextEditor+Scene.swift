import Foundation
import PointerGeometry
import PointerEngine

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
    /// Adds the visible lines (as runs of one font and colour each), the selection (the tint
    /// at 20 % under the text) and the caret (2 pt wide, the tint; steady: PointerKit's caret
    /// does not blink, so an idle text view draws no frames) to a scene layer, clipped to the
    /// view. Only lines that overlap the visible part are drawn, so a long text costs what its
    /// visible lines cost.
    func addScene(to layer: inout PointerScene.Layer, toWindow: Transform2D, style: TextSceneStyle) {
        let visible = style.visible, origin = style.origin
        let dx = origin.x - style.bounds.minX, dy = origin.y - style.bounds.minY
        let minX = visible.minX - origin.x, maxX = visible.maxX - origin.x
        var spans: [PointerScene.Text.Span] = []
        let minY = visible.minY - origin.y, maxY = visible.maxY - origin.y
        layout.forEachLine(from: minY, to: maxY) { at, line, top in
            let baseline = Double(dy + top + line.ascent)
            var x = layout.originX(of: at)
            var run = "", runX = x, runAttributes: TextRunAttributes?
            @MainActor func flush() {
                guard let a = runAttributes, !run.isEmpty else { return }
                spans.append(.init(text: run, x: Double(dx + runX), baseline: baseline, fontSize: Double(a.font.pointSize),
                                   isBold: a.font.isBold, color: a.color.sceneColor))
            }
            layout.forEachCharacter(in: at) { c, _, w, a in
                if x + w < minX || x > maxX {
                    flush(); run = ""; runAttributes = nil
                } else {
                    if runAttributes != a { flush(); run = ""; runX = x; runAttributes = a }
                    run.append(c)
                }
                x += w
                return x <= maxX
            }
            flush()
        }
        if !spans.isEmpty {
            var text = PointerScene.Text(lines: [], fontSize: Double(baseAttributes.font.pointSize), color: baseAttributes.color.sceneColor)
            text.spans = spans
            layer.text = text
        }
        let frame = layer.frame
        func toScene(_ r: CGRect) -> Rect {
            toWindow.apply(to: Rect(CGRect(x: r.minX + origin.x, y: r.minY + origin.y, width: r.width, height: r.height)))
        }
        let clip = Path.rect(layer.clip.flatMap { $0.intersection(frame) } ?? frame)
        if style.showsSelection, selection.length > 0 {
            var tint = style.tint.sceneColor
            tint.alpha *= 0.2
            for r in layout.selectionRects(for: selection) where r.maxY >= minY && r.minY <= maxY {
                layer.drawings.append(.init(.fill(.rect(toScene(r)), tint, evenOdd: false), clip: clip))
            }
        }
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
