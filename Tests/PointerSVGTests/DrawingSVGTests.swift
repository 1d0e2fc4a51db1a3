import Testing
import PointerGeometry
import PointerSVG
import PointerRender

@Suite("Drawings in SVG frames")
struct DrawingSVGTests {
    static let red = PointerScene.Color(red: 1, green: 0, blue: 0, alpha: 1)
    static let black = PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 0.25)

    func render(_ drawings: [PointerScene.Drawing]) -> String {
        var layer = PointerScene.Layer(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        layer.drawings = drawings
        return PointerSVG.render(PointerScene(size: Size(width: 100, height: 100), layers: [layer]))
    }

    @Test("fills and strokes are paths with their colour, fill rule and line style")
    func paths() {
        let square = Path.rect(Rect(x: 10, y: 10, width: 20, height: 20))
        let stroke = PointerScene.Stroke(width: 3, cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1)
        let svg = render([.init(.fill(square, Self.red, evenOdd: true)), .init(.stroke(square, Self.black, stroke))])
        #expect(svg.contains(##"<path d="\##(square.svgData)" fill="#ff0000" fill-rule="evenodd"/>"##))
        #expect(svg.contains(##"fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="4 2" stroke-dashoffset="1"/>"##))
    }

    @Test("a shadow is blurred by a filter of its radius, defined once, and moved by its offset")
    func shadows() {
        let square = Path.rect(Rect(x: 10, y: 10, width: 20, height: 20))
        let shadow = PointerScene.Drawing(.shadow(square, Self.black, radius: 4, offset: Point(x: 0, y: 3)))
        let svg = render([shadow, shadow])
        #expect(svg.components(separatedBy: ##"<filter id="blur-4""##).count == 2, "one definition")
        #expect(svg.contains(##"stdDeviation="4""##))
        #expect(svg.contains(##"<path d="\##(Path.rect(Rect(x: 10, y: 13, width: 20, height: 20)).svgData)" fill="#000000" fill-opacity="0.25" filter="url(#blur-4)"/>"##))
    }

    @Test("a bitmap is an <image> with its data URI mapped onto its rectangle; a tint is a flood filter")
    func images() {
        let image = PointerScene.Image(dataURI: "data:image/png;base64,AAAA", transform: Transform2D(a: 40, b: 0, c: 0, d: 20, tx: 5, ty: 6),
                                       opacity: 0.5, tint: Self.red)
        let svg = render([.init(.image(image))])
        #expect(svg.contains(##"<image href="data:image/png;base64,AAAA" width="1" height="1" preserveAspectRatio="none" transform="matrix(40 0 0 20 5 6)" opacity="0.5" filter="url(#tint-"##))
        #expect(svg.contains(##"<feFlood flood-color="#ff0000" flood-opacity="1"/>"##))
    }

    @Test("a clipped drawing is drawn inside its clip path; NaN paths are left out")
    func clipsAndBadPaths() {
        let clip = Path.rect(Rect(x: 0, y: 0, width: 50, height: 50))
        let bad = Path([.move(Point(x: .nan, y: 0)), .line(Point(x: 1, y: 1))])
        let svg = render([.init(.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 80)), Self.red, evenOdd: false), clip: clip),
                          .init(.fill(bad, Self.red, evenOdd: false))])
        #expect(svg.contains(##"<clipPath id="dclip0"><path d="\##(clip.svgData)"/></clipPath><g clip-path="url(#dclip0)"><path"##))
        #expect(!svg.contains("nan"))
    }

    @Test("text that was not laid out is drawn on its baselines in the browser's sans-serif, bold when asked")
    func measuredText() {
        var layer = PointerScene.Layer(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        var text = PointerScene.Text(lines: ["a", "b"], fontSize: 17, color: Self.red)
        text.baselines = [15.5, 35]
        text.isBold = true
        layer.text = text
        let svg = PointerSVG.render(PointerScene(size: Size(width: 200, height: 100), layers: [layer]))
        #expect(svg.contains(##"font-family="sans-serif" font-size="17" font-weight="bold""##))
        #expect(svg.contains(##"<tspan x="10" y="35.5">a</tspan><tspan x="10" y="55">b</tspan>"##))
    }
}
