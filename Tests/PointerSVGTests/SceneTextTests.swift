import Foundation
import Testing
import PointerGeometry
import PointerSVG
import PointerRender

@Suite("Text and region outlines in SVG frames")
struct SceneTextTests {
    static let ink = PointerScene.Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)

    @Test("a layer's unmeasured text is drawn line by line, centred vertically in its frame, and escaped")
    func textLines() {
        var layer = PointerScene.Layer(name: "tile", frame: Rect(x: 10, y: 20, width: 100, height: 40))
        layer.text = PointerScene.Text(lines: ["hover", "tint <overlay> & \"scaled\""], fontSize: 10, color: Self.ink, alignment: .center)
        let svg = PointerSVG.render(PointerScene(size: Size(width: 200, height: 100), layers: [layer]))
        // Two 12 pt lines centred on y = 40: the block starts at 28, baselines 9 pt below each top.
        #expect(svg.contains(##"<text font-family="sans-serif" font-size="10" text-anchor="middle" xml:space="preserve" fill="#333333">"##))
        #expect(svg.contains(#"<tspan x="60" y="37">hover</tspan><tspan x="60" y="49">tint &lt;overlay&gt; &amp; &quot;scaled&quot;</tspan>"#))
    }

    @Test("leading and trailing text stand against the frame's edges")
    func alignment() {
        for (alignment, x, anchor) in [(PointerScene.Text.Alignment.leading, "10", "start"), (.trailing, "110", "end")] {
            var layer = PointerScene.Layer(frame: Rect(x: 10, y: 20, width: 100, height: 40))
            layer.text = PointerScene.Text(lines: ["a"], fontSize: 10, color: Self.ink, alignment: alignment)
            let svg = PointerSVG.render(PointerScene(size: Size(width: 200, height: 100), layers: [layer]))
            #expect(svg.contains(#"text-anchor="\#(anchor)""#) && svg.contains(#"<tspan x="\#(x)""#))
        }
    }

    @Test("a nonsensical font size draws at 12 pt rather than vanishing or breaking the SVG")
    func badFontSize() {
        var layer = PointerScene.Layer(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        layer.text = PointerScene.Text(lines: ["x"], fontSize: .nan, color: Self.ink)
        #expect(PointerSVG.render(PointerScene(size: Size(width: 100, height: 40), layers: [layer])).contains(#"font-size="12""#))
    }

    @Test("every region outline is drawn faintly, the region in force boldly on top")
    func regionOutlines() {
        var scene = PointerScene(size: Size(width: 200, height: 100))
        scene.regionOutlines = [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 60, y: 0, width: 50, height: 50)]
        scene.regionOutline = Rect(x: 60, y: 0, width: 50, height: 50)
        let svg = PointerSVG.render(scene)
        #expect(svg.components(separatedBy: #"<rect class="region""#).count == 3)
        let parts = svg.components(separatedBy: #"<rect id="region""#)
        #expect(parts.count == 2 && !parts[1].contains(#"class="region""#), "the region in force is drawn last")
    }
}
