import Testing
import PointerGeometry
import PointerRender

/// The frame as a value (`PointerScene.swift`): what a renderer draws, and what a host compares
/// to skip frames that did not change.
@Suite("Pointer scene")
struct PointerSceneTests {
    static let grey = PointerScene.Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    static func tile(label: String) -> PointerScene.Layer {
        var layer = PointerScene.Layer(name: "tile", frame: Rect(x: 10, y: 10, width: 100, height: 60), fill: grey)
        layer.text = PointerScene.Text(lines: [label], fontSize: 11, color: grey, alignment: .center)
        return layer
    }

    @Test("a layer made with only a frame is drawn plainly: opaque, untransformed, square, no shadow or tint")
    func plainLayer() {
        let layer = PointerScene.Layer(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(layer.opacity == 1 && layer.effect == .identity && layer.cornerRadius == 0)
        #expect(layer.shadow == nil && layer.overlay == nil && layer.underlay == nil && layer.text == nil && layer.clip == nil)
    }

    @Test("a new scene shows no pointer and no region outlines until the host adds them")
    func emptyScene() {
        let scene = PointerScene(size: Size(width: 400, height: 300), layers: [Self.tile(label: "lift")])
        #expect(scene.pointer == nil && scene.regionOutline == nil && scene.regionOutlines.isEmpty)
        #expect(scene.layers.count == 1)
    }

    @Test("scenes that differ in a label, a region outline or the pointer's opacity are different frames")
    func framesCompare() {
        let pointer = PointerScene.Pointer(path: .circle(center: Point(x: 50, y: 40), radius: 9.5), fill: Self.grey, opacity: 1)
        var a = PointerScene(size: Size(width: 400, height: 300), layers: [Self.tile(label: "lift")], pointer: pointer)
        let same = a
        #expect(a == same)
        var relabelled = a
        relabelled.layers[0].text?.lines = ["highlight"]
        #expect(relabelled != a)
        var outlined = a
        outlined.regionOutlines = [Rect(x: 10, y: 10, width: 100, height: 60)]
        #expect(outlined != a)
        a.pointer?.opacity = 0.5
        #expect(a != same)
    }
}
