import Testing
import PointerGeometry
import PointerSVG
import PointerRender

@Suite("Gradients in SVG frames")
struct GradientSVGTests {
    static let stops = [PointerScene.Gradient.Stop(location: 0, color: .init(red: 1, green: 0, blue: 0, alpha: 1)),
                        PointerScene.Gradient.Stop(location: 0.5, color: .init(red: 0, green: 0, blue: 1, alpha: 0.5))]
    static let square = Path.rect(Rect(x: 10, y: 10, width: 20, height: 20))

    func render(_ drawings: [PointerScene.Drawing]) -> String {
        var layer = PointerScene.Layer(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        layer.drawings = drawings
        return PointerSVG.render(PointerScene(size: Size(width: 100, height: 100), layers: [layer]))
    }

    @Test("an axial gradient is a linearGradient in user space, each drawing with its own id, filling the path")
    func axial() {
        let g = PointerScene.Gradient(kind: .axial, stops: Self.stops, start: Point(x: 10, y: 20), end: Point(x: 30, y: 20))
        let svg = render([.init(.gradient(Self.square, g)), .init(.gradient(Self.square, g))])
        #expect(svg.contains(##"<defs><linearGradient id="grad0" x1="10" y1="20" x2="30" y2="20" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ff0000"/><stop offset="0.5" stop-color="#0000ff" stop-opacity="0.5"/></linearGradient></defs>"##))
        #expect(svg.contains(##"<path d="\##(Self.square.svgData)" fill="url(#grad0)"/>"##))
        #expect(svg.contains(##"fill="url(#grad1)""##), "the second drawing has its own")
    }

    @Test("a radial gradient is a radialGradient whose transform stretches its circle")
    func radial() {
        let g = PointerScene.Gradient(kind: .radial, stops: Self.stops, start: .zero, end: Point(x: 1, y: 0),
                                      transform: Transform2D(a: 10, b: 0, c: 0, d: 5, tx: 20, ty: 20))
        let svg = render([.init(.gradient(Self.square, g))])
        #expect(svg.contains(##"<radialGradient id="grad0" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="matrix(10 0 0 5 20 20)">"##))
    }

    @Test("a gradient with no stops or with NaN is not drawn")
    func bad() {
        let empty = PointerScene.Gradient(kind: .axial, stops: [], start: .zero, end: Point(x: 1, y: 0))
        var nan = PointerScene.Gradient(kind: .axial, stops: Self.stops, start: .zero, end: Point(x: 1, y: 0))
        nan.end.x = .nan
        let svg = render([.init(.gradient(Self.square, empty)), .init(.gradient(Self.square, nan))])
        #expect(!svg.contains("Gradient"))
    }
}
