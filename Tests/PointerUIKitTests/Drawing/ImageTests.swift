import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry

/// The first bytes of a PNG of `width` × `height` pixels: signature and IHDR chunk.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}

@MainActor
@Suite("Images draw: PNG bitmaps and system symbols, placed by content mode")
struct ImageTests {
    @Test("a PNG's size comes from its header; bytes that are not a PNG give nil")
    func pngData() throws {
        let image = try #require(UIImage(data: pngHeader(width: 40, height: 30)))
        #expect(image.size == CGSize(width: 40, height: 30) && image.scale == 1 && !image.isSymbolImage)
        #expect(UIImage(data: pngHeader(width: 40, height: 30), scale: 2)?.size == CGSize(width: 20, height: 15))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: pngHeader(width: 0, height: 30)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("init(named:) finds registered images and PNG files by path, @2x files at scale 2")
    func named() throws {
        UIImage.register(UIImage(name: "swatch", size: CGSize(width: 8, height: 8)), named: "swatch")
        #expect(UIImage(named: "swatch")?.size == CGSize(width: 8, height: 8))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pk-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("icon@2x.png")
        try pngHeader(width: 64, height: 32).write(to: file)
        let image = try #require(UIImage(named: file.path))
        #expect(image.size == CGSize(width: 32, height: 16) && image.scale == 2)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(named: "no such image") == nil)
    }

    @Test("system symbols exist for the common names, and unknown names give nil as on iPadOS")
    func symbols() {
        for name in ["plus", "minus", "trash", "pencil", "paintbrush", "paintpalette", "square.and.arrow.up", "ellipsis.circle",
                     "star", "star.fill", "heart", "gear", "xmark", "checkmark", "magnifyingglass", "doc.on.doc"] {
            #expect(UIImage(systemName: name)?.isSymbolImage == true, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    func imageWindow(_ view: UIImageView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.accessibilityIdentifier = "image"
        window.addSubview(view)
        return window
    }

    /// Where the scene draws the image view's bitmap: the unit square mapped by its transform.
    func drawnRect(_ window: UIWindow) -> Rect? {
        guard case .image(let image)? = sceneLayer(window, "image")?.drawings.first?.content else { return nil }
        return image.transform.apply(to: Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("an image view places its image by content mode")
    func contentModes() throws {
        let image = try #require(UIImage(data: pngHeader(width: 40, height: 20)))
        let view = UIImageView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.image = image
        let window = imageWindow(view)
        let expected: [(UIView.ContentMode, Rect)] = [
            (.scaleToFill, Rect(x: 100, y: 100, width: 100, height: 100)),
            (.scaleAspectFit, Rect(x: 100, y: 125, width: 100, height: 50)),
            (.scaleAspectFill, Rect(x: 50, y: 100, width: 200, height: 100)),
            (.center, Rect(x: 130, y: 140, width: 40, height: 20)),
            (.top, Rect(x: 130, y: 100, width: 40, height: 20)),
            (.bottomRight, Rect(x: 160, y: 180, width: 40, height: 20)),
            (.left, Rect(x: 100, y: 140, width: 40, height: 20)),
        ]
        for (mode, rect) in expected {
            view.contentMode = mode
            #expect(drawnRect(window) == rect, "\(mode)")
        }
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        view.contentMode = .scaleAspectFit
        #expect(drawnRect(window) == Rect(x: 0, y: 20, width: 80, height: 40), "a resized image view places its image again")
    }

    @Test("symbols are drawn as paths in the tint colour; withTintColor and original bitmaps keep their colours")
    func tinting() throws {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        let window = imageWindow(view)
        guard case .fill(let star, let color, _)? = sceneLayer(window, "image")?.drawings.first?.content else {
            Issue.record("no star"); return
        }
        #expect(color == UIColor.systemBlue.sceneColor && star.bounds.maxX <= 20 && star.bounds.width > 15)
        window.tintColor = .systemRed
        guard case .fill(_, let red, _)? = sceneLayer(window, "image")?.drawings.first?.content else { return }
        #expect(red == UIColor.systemRed.sceneColor, "the tint is inherited from the window")
        view.image = UIImage(systemName: "star.fill")?.withTintColor(.green)
        guard case .fill(_, let green, _)? = sceneLayer(window, "image")?.drawings.first?.content else { return }
        #expect(green == UIColor.green.sceneColor)
        view.image = UIImage(data: pngHeader(width: 4, height: 4))
        guard case .image(let original)? = sceneLayer(window, "image")?.drawings.first?.content else { return }
        #expect(original.tint == nil && original.dataURI.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        view.image = view.image?.withRenderingMode(.alwaysTemplate)
        guard case .image(let template)? = sceneLayer(window, "image")?.drawings.first?.content else { return }
        #expect(template.tint == UIColor.systemRed.sceneColor)
        view.image = nil
        #expect(sceneLayer(window, "image")?.drawings.isEmpty == true)
    }

    @Test("UIImage.draw(in:) inside draw(_:) records the image too")
    func drawInDraw() throws {
        final class Stamp: UIView {
            override func draw(_ rect: CGRect) {
                UIImage(systemName: "plus")?.draw(in: CGRect(x: 10, y: 10, width: 40, height: 40))
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let stamp = Stamp(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stamp.accessibilityIdentifier = "stamp"
        window.addSubview(stamp)
        let drawings = try #require(sceneLayer(window, "stamp")?.drawings)
        #expect(drawings.count == 2)
        guard case .stroke(let bar, let black, let stroke) = drawings[0].content else { Issue.record("no stroke"); return }
        #expect(black == UIColor.black.sceneColor && stroke.width == 4, "a 2-pt symbol stroke at twice the size")
        #expect(bar.bounds.minY == 17 && bar.bounds.maxY == 43)
    }
}

@MainActor
@Suite("Symbol sizes and tint inheritance")
struct SymbolConfigurationTests {
    @Test("a symbol configuration sizes the symbol to its text size and scale")
    func configurationSizes() {
        let big = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big?.size == CGSize(width: 40, height: 40))
        let small = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small))
        #expect(small?.size == CGSize(width: 16, height: 16))
        #expect(UIImage(systemName: "nope", withConfiguration: UIImage.SymbolConfiguration(scale: .large)) == nil)
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 17)
    }

    @Test("tintColor is inherited from the superview, defaults to systemBlue, and tells descendants when it changes")
    func tintInheritance() {
        final class Watcher: UIView { var changes = 0; override func tintColorDidChange() { changes += 1 } }
        let parent = UIView(), child = Watcher(), own = Watcher()
        parent.addSubview(child); parent.addSubview(own)
        own.tintColor = .green
        own.changes = 0
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red && child.changes == 1)
        #expect(own.tintColor == .green && own.changes == 0, "a view with its own tint keeps it")
        parent.tintColor = nil
        #expect(child.tintColor == .systemBlue)
    }

    @Test("masked corners round only the chosen corners of the background")
    func maskedCorners() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let tab = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        tab.accessibilityIdentifier = "tab"
        tab.backgroundColor = .white
        tab.layer.cornerRadius = 10
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        window.addSubview(tab)
        let layer = try #require(sceneLayer(window, "tab"))
        guard case .fill(let outline, _, _)? = layer.drawings.first?.content else { Issue.record("no background"); return }
        #expect(layer.fill == nil)
        #expect(!outline.contains(Point(x: 0.5, y: 0.5)), "the top-left corner is rounded")
        #expect(outline.contains(Point(x: 0.5, y: 39.5)), "the bottom-left corner is square")
    }
}
