import Testing
import PointerGeometry
import PointerEngine
import PointerUIKit
@testable import PointerWindow
import PointerRender

/// The window's text, read back from the pixels Cairo draws: the glyphs Pango placed, in the
/// fonts fontconfig chose, where the layout put them.
@Suite("Text in the window's frames") @MainActor
struct CairoTextTests {
    /// A label's scene drawn by Cairo, with the label's glyph runs.
    func drawn(_ text: String) throws -> (pixels: [UInt32], runs: [PointerScene.GlyphRun], width: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        label.font = .systemFont(ofSize: 24)
        label.text = text
        window.addSubview(label)
        let scene = window.pointerScene()
        let runs = try #require(scene.layers.compactMap(\.text).first?.runs)
        let pixels = try #require(try GTKLibrary().cairo.pixels(scene))
        return (pixels, runs, 300)
    }

    /// How many dark pixels lie in `rect`.
    func ink(_ pixels: [UInt32], width: Int, in rect: Rect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where pixels[y * width + x] & 0xFF < 128 { n += 1 }
        }
        return n
    }

    @Test("Korean and Hebrew are drawn where they were laid out: ink in each glyph's box, none past the text")
    func glyphsWhereLaidOut() throws {
        let (pixels, runs, width) = try drawn("안녕 שלום")
        #expect(runs.count == 2, "a Korean run and a Hebrew run, in their own fonts")
        #expect(Set(runs.map(\.font.file)).count == 2)
        for run in runs {
            for g in run.glyphs where g.advance > 8 {
                let box = Rect(x: 10 + run.x + g.x + 1, y: 10 + run.baseline - 16, width: g.advance - 2, height: 18)
                #expect(ink(pixels, width: width, in: box) > 5, "ink in the box of glyph \(g.id) of \(run.text)")
            }
        }
        let end = runs.map { 10 + $0.x + ($0.glyphs.map { $0.x + $0.advance }.max() ?? 0) }.max() ?? 0
        #expect(ink(pixels, width: width, in: Rect(x: end + 2, y: 10, width: 290 - end - 2, height: 40)) == 0, "nothing past the text")
    }

    @Test("a character no font has is drawn as a box, and the text after it still draws")
    func missingGlyphBox() throws {
        let (pixels, runs, width) = try drawn("a\u{11005}b")
        let glyphs = runs.flatMap { run in run.glyphs.map { (run, $0) } }
        let (run, box) = try #require(glyphs.first { $0.1.isMissing })
        let edge = Rect(x: 10 + run.x + box.x + box.advance * 0.1 - 1, y: 10 + run.baseline - 24 * 0.7 - 1, width: box.advance * 0.8 + 2, height: 3)
        #expect(ink(pixels, width: width, in: edge) > 3, "the box's top edge")
        let (lastRun, b) = try #require(glyphs.last)
        #expect(ink(pixels, width: width, in: Rect(x: 10 + lastRun.x + b.x, y: 10 + lastRun.baseline - 17, width: b.advance, height: 17)) > 5)
    }
}
