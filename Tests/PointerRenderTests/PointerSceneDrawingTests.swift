import Testing
import PointerGeometry
import PointerRender

@Suite("Scene drawings")
struct PointerSceneDrawingTests {
    typealias Drawing = PointerScene.Drawing
    let red = PointerScene.Color(red: 1, green: 0, blue: 0, alpha: 1)
    let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test("a filled drawing moved by a transform moves its path and its clip, keeping its colour and winding rule")
    func fillMoves() {
        let clip = Path.rect(Rect(x: 2, y: 2, width: 4, height: 4))
        let moved = Drawing(.fill(square, red, evenOdd: true), clip: clip).applying(Transform2D(translationX: 5, y: 7))
        #expect(moved.content == .fill(square.applying(Transform2D(translationX: 5, y: 7)), red, evenOdd: true))
        #expect(moved.clip?.bounds == Rect(x: 7, y: 9, width: 4, height: 4))
    }

    @Test("a drawing without a clip stays unclipped when transformed")
    func noClipStaysNone() {
        #expect(Drawing(.fill(square, red, evenOdd: false)).applying(Transform2D(scaleX: 3, y: 3)).clip == nil)
    }

    @Test("a stroke scaled up draws a wider line with longer dashes")
    func strokeScales() {
        let stroke = PointerScene.Stroke(width: 2, cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1)
        let scaled = Drawing(.stroke(square, red, stroke)).applying(Transform2D(scaleX: 3, y: 3))
        guard case .stroke(let path, let colour, let s) = scaled.content else { Issue.record("not a stroke"); return }
        #expect(path.bounds == Rect(x: 0, y: 0, width: 30, height: 30) && colour == red)
        #expect(s.width == 6 && s.dash == [12, 6] && s.dashPhase == 3)
        #expect(s.cap == .round && s.join == .bevel && s.miterLimit == 10, "caps, joins and the miter limit do not scale")
    }

    @Test("a shadow's blur grows with the scale, and its offset turns with the transform but is not moved by it")
    func shadowOffsetIsAVector() {
        let shadow = Drawing(.shadow(square, red, radius: 3, offset: Point(x: 0, y: 4)))
        let t = Transform2D(rotationAngle: .pi / 2).concatenating(Transform2D(scaleX: 2, y: 2))
            .concatenating(Transform2D(translationX: 100, y: 100))
        guard case .shadow(_, _, let radius, let offset) = shadow.applying(t).content else { Issue.record("not a shadow"); return }
        #expect(abs(radius - 6) < 1e-9)
        #expect(abs(offset.x + 8) < 1e-9 && abs(offset.y) < 1e-9, "down 4 turned a quarter clockwise and doubled: left 8")
    }

    @Test("an image drawn through a transform lands where its unit square, then the transform, put it")
    func imageTransform() {
        let image = PointerScene.Image(dataURI: "data:image/png;base64,AA==", transform: Transform2D(scaleX: 20, y: 10))
        #expect(image.opacity == 1 && image.tint == nil)
        let moved = Drawing(.image(image)).applying(Transform2D(translationX: 5, y: 0))
        guard case .image(let i) = moved.content else { Issue.record("not an image"); return }
        #expect(i.transform.apply(to: Point(x: 1, y: 1)) == Point(x: 25, y: 10))
        #expect(i.dataURI == image.dataURI)
    }

    @Test("a stroke made with no arguments is a solid 1 pt line with flat ends and sharp corners")
    func strokeDefaults() {
        let s = PointerScene.Stroke()
        #expect(s.width == 1 && s.cap == .butt && s.join == .miter && s.miterLimit == 10)
        #expect(s.dash.isEmpty && s.dashPhase == 0)
    }

    @Test("a transform's mean scale is how much a line width grows; a collapsed or broken transform has none")
    func meanScale() {
        #expect(Transform2D(scaleX: 2, y: 8).meanScale == 4)
        #expect(abs(Transform2D(rotationAngle: 1).meanScale - 1) < 1e-12)
        #expect(Transform2D(scaleX: -3, y: 3).meanScale == 3, "a mirror does not thin lines")
        #expect(Transform2D(scaleX: 0, y: 5).meanScale == 0)
        #expect(Transform2D(scaleX: .infinity, y: 1).meanScale == 0)
    }
}
