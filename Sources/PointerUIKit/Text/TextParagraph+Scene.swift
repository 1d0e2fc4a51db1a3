import Foundation
import PointerEngine
import PointerText
import PointerRender

extension ShapedLine {
    /// The line's glyphs as scene glyph runs, each in its attribute run's colour, with origins
    /// relative to the line box's left edge on its baseline (`x` and `baseline` 0).
    @MainActor func sceneRuns(text: String, attributes: [TextRunAttributes]) -> [PointerScene.GlyphRun] {
        let utf16 = text.utf16
        return glyphRuns.map { run in
            let a = attributes[min(run.attributeRun, attributes.count - 1)]
            let lo = utf16.index(utf16.startIndex, offsetBy: min(run.textRange.lowerBound, utf16.count))
            let hi = utf16.index(lo, offsetBy: min(run.textRange.count, utf16.distance(from: lo, to: utf16.endIndex)))
            let font = PointerScene.Font(file: run.face?.file ?? "", index: run.face?.index ?? 0, size: run.size,
                                         embolden: run.face?.embolden ?? false, isBold: a.font.isBold)
            return PointerScene.GlyphRun(text: run.isEllipsis ? "\u{2026}" : String(text[lo..<hi]), font: font, color: a.color.sceneColor, x: run.x, baseline: 0,
                                         glyphs: run.glyphs.map { PointerScene.Glyph(id: $0.id, x: $0.x, y: $0.y, advance: $0.advance) })
        }
    }
}

extension PointerScene.GlyphRun {
    /// The run moved by `dx`, `dy`, with only the glyphs that overlap `minX...maxX` (in the
    /// moved coordinates) when it is long: a 10 MB line draws what its view shows. Nil when
    /// none of it shows.
    func placed(dx: Double, dy: Double, minX: Double, maxX: Double) -> PointerScene.GlyphRun? {
        var r = self
        r.x += dx; r.baseline += dy
        guard let first = glyphs.first, let last = glyphs.last else {
            return r.x <= maxX ? r : nil
        }
        let left = r.x + min(first.x, last.x), right = r.x + max(first.x, last.x) + max(first.advance, last.advance)
        guard right >= minX, left <= maxX else { return nil }
        if glyphs.count > 256, left < minX || right > maxX {
            r.glyphs = glyphs.filter { r.x + $0.x + $0.advance >= minX && r.x + $0.x <= maxX }
        }
        return r
    }
}
