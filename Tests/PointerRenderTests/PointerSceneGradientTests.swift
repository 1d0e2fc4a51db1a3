import Testing
import PointerGeometry
import PointerRender

@Suite("Scene gradients")
struct PointerSceneGradientTests {
    let stops = [PointerScene.Gradient.Stop(location: 0, color: .init(red: 1, green: 0, blue: 0, alpha: 1)),
                 PointerScene.Gradient.Stop(location: 1, color: .init(red: 0, green: 0, blue: 1, alpha: 0.5))]
    let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test("a gradient drawing moved by a transform moves its area and maps its axis by the same transform")
    func gradientMoves() {
        let g = PointerScene.Gradient(kind: .axial, stops: stops, start: Point(x: 0, y: 5), end: Point(x: 10, y: 5))
        let t = Transform2D(scaleX: 2, y: 2).concatenating(Transform2D(translationX: 5, y: 7))
        guard case .gradient(let area, let moved) = PointerScene.Drawing(.gradient(square, g)).applying(t).content else {
            Issue.record("not a gradient"); return
        }
        #expect(area.bounds == Rect(x: 5, y: 7, width: 20, height: 20))
        #expect(moved.transform.apply(to: moved.start) == Point(x: 5, y: 17) && moved.transform.apply(to: moved.end) == Point(x: 25, y: 17))
        #expect(moved.stops == stops, "the colours stay")
    }

    @Test("a faded gradient multiplies every stop's opacity, and a NaN stop makes it not finite")
    func fadedAndFinite() {
        let g = PointerScene.Gradient(kind: .radial, stops: stops, start: .zero, end: Point(x: 3, y: 4))
        #expect(g.faded(by: 0.5).stops.map(\.color.alpha) == [0.5, 0.25])
        #expect(g.radius == 5 && g.isFinite)
        var bad = g
        bad.stops[0].location = .nan
        #expect(!bad.isFinite)
    }
}
