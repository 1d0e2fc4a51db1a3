import Testing
import PointerGeometry
import PointerEngine
@testable import PointerWindow
import PointerRender

/// The window's Cairo drawing of bitmaps and shadows, read back from the pixels it draws (GTK 4
/// loaded for its Cairo; no display needed), against what the SVG writer draws.
@Suite("Images and shadows in the window's frames")
struct CairoRendererTests {
    /// A 2 × 2 opaque red PNG.
    static let redPNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII="

    func scene(size: Double, _ drawings: [PointerScene.Drawing]) -> PointerScene {
        var layer = PointerScene.Layer(frame: Rect(x: 0, y: 0, width: size, height: size))
        layer.drawings = drawings
        return PointerScene(size: Size(width: size, height: size), layers: [layer])
    }

    /// The red channel of the pixel at (x, y): 255 where white, 0 where black or blue.
    func red(_ pixels: [UInt32], _ x: Int, _ y: Int, width: Int) -> Int { Int(pixels[y * width + x] >> 16 & 0xFF) }

    @Test("an image view's bitmap is drawn stretched to its rectangle, and a template image in its tint")
    func imageDrawn() throws {
        let cairo = try GTKLibrary().cairo
        let place = Transform2D(a: 20, b: 0, c: 0, d: 20, tx: 10, ty: 10)
        let plain = try #require(cairo.pixels(scene(size: 40, [PointerScene.Drawing(.image(PointerScene.Image(dataURI: Self.redPNG, transform: place)))])))
        #expect(plain[20 * 40 + 20] == 0xFFFF_0000, "red inside the image's rectangle")
        #expect(plain[12 * 40 + 28] == 0xFFFF_0000)
        #expect(plain[5 * 40 + 5] == 0xFFFF_FFFF, "white outside it")
        #expect(plain[35 * 40 + 20] == 0xFFFF_FFFF)
        let blue = PointerScene.Color(red: 0, green: 0, blue: 1, alpha: 1)
        let tinted = try #require(cairo.pixels(scene(size: 40, [PointerScene.Drawing(.image(PointerScene.Image(dataURI: Self.redPNG, transform: place, tint: blue)))])))
        #expect(tinted[20 * 40 + 20] == 0xFF00_00FF, "the tint where the bitmap is opaque")
        let faded = try #require(cairo.pixels(scene(size: 40, [PointerScene.Drawing(.image(PointerScene.Image(dataURI: Self.redPNG, transform: place, opacity: 0.5)))])))
        #expect((120...136).contains(Int(faded[20 * 40 + 20] & 0xFF)), "half opacity lets half the white through")
    }

    @Test("a bitmap that is not PNG data draws nothing, and the rest of the frame still draws")
    func badImage() throws {
        let cairo = try GTKLibrary().cairo
        let square = PointerScene.Drawing(.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1), evenOdd: false))
        let bad = PointerScene.Drawing(.image(PointerScene.Image(dataURI: "data:image/png;base64,bm90IGEgcG5n", transform: Transform2D(scaleX: 40, y: 40))))
        let pixels = try #require(cairo.pixels(scene(size: 40, [bad, square])))
        #expect(pixels[5 * 40 + 5] == 0xFF00_0000)
        #expect(pixels[20 * 40 + 20] == 0xFFFF_FFFF)
    }

    @Test("a shadow is blurred as the SVG's Gaussian blurs it: dark inside, half at the edge, fading out over about two radii")
    func shadowBlurred() throws {
        let cairo = try GTKLibrary().cairo
        let shape = Path.rect(Rect(x: 20, y: 20, width: 40, height: 40))
        let black = PointerScene.Color(red: 0, green: 0, blue: 0, alpha: 1)
        let pixels = try #require(cairo.pixels(scene(size: 80, [PointerScene.Drawing(.shadow(shape, black, radius: 4, offset: .zero))])))
        let row = 40
        #expect(red(pixels, 40, row, width: 80) < 5, "the middle is fully dark")
        #expect(red(pixels, 28, row, width: 80) < 25, "two radii inside the edge, nearly dark")
        #expect((95...160).contains(red(pixels, 20, row, width: 80)), "about half at the edge")
        #expect(red(pixels, 12, row, width: 80) > 225, "two radii outside, nearly clear")
        #expect(red(pixels, 2, row, width: 80) == 255, "clear far outside")
        let offset = try #require(cairo.pixels(scene(size: 80, [PointerScene.Drawing(.shadow(shape, black, radius: 4, offset: Point(x: 10, y: 0)))])))
        #expect((95...160).contains(red(offset, 30, row, width: 80)), "the offset moves the edge")
    }

    @Test("a gradient is drawn from its first colour at the start to its last at the end, padded past both")
    func gradientDrawn() throws {
        let cairo = try GTKLibrary().cairo
        let redColour = PointerScene.Color(red: 1, green: 0, blue: 0, alpha: 1), blueColour = PointerScene.Color(red: 0, green: 0, blue: 1, alpha: 1)
        let g = PointerScene.Gradient(kind: .axial, stops: [.init(location: 0, color: redColour), .init(location: 1, color: blueColour)],
                                      start: Point(x: 10, y: 0), end: Point(x: 30, y: 0))
        let pixels = try #require(cairo.pixels(scene(size: 40, [PointerScene.Drawing(.gradient(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), g))])))
        #expect(red(pixels, 2, 20, width: 40) == 255, "red before the start")
        #expect(abs(red(pixels, 20, 20, width: 40) - 128) < 8, "half red halfway")
        #expect(red(pixels, 38, 20, width: 40) == 0, "blue past the end")
        let radial = PointerScene.Gradient(kind: .radial, stops: g.stops, start: .zero, end: Point(x: 1, y: 0),
                                           transform: Transform2D(a: 20, b: 0, c: 0, d: 20, tx: 20, ty: 20))
        let round = try #require(cairo.pixels(scene(size: 40, [PointerScene.Drawing(.gradient(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), radial))])))
        #expect(red(round, 20, 20, width: 40) > 240 && red(round, 20, 30, width: 40) < 150 && red(round, 1, 1, width: 40) == 0,
                "red in the centre, blue at the circle and beyond")
    }
}
