import Foundation
import Testing
@testable import PointerSampleApp
import PointerUIKit
import PointerTesting
import PointerEngine
import PointerGeometry

/// The sample app, launched through its delegates as the playground launches it.
@MainActor
struct Launched {
    let scene: UIWindowScene
    let window: UIWindow
    let palette: PaletteViewController
    let mouse: SimulatedPointer

    init(count: Int? = nil) throws {
        SampleApp.register()
        scene = try UIApplication.shared.connectScene(ofApp: SampleApp.name)
        window = try #require(scene.windows.first)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        if let count {
            navigation.setViewControllers([PaletteViewController(count: count)], animated: false)
        }
        palette = try #require(navigation.topViewController as? PaletteViewController)
        window.layoutIfNeeded()
        mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 1000, y: 740))
    }

    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: window) }
    func center(_ view: UIView) -> CGPoint { let f = frame(view); return CGPoint(x: f.midX, y: f.midY) }
    func cell(_ name: String) -> SwatchCell? {
        palette.collectionView.visibleCells.compactMap { $0 as? SwatchCell }.first { $0.nameLabel.text == name }
    }
    func close() { UIApplication.shared.disconnect(scene) }
}

@MainActor
@Suite("The Swatches sample app", .serialized)
struct SampleAppTests {
    @Test("launching lays out the palette: swatches on the left, controls above the canvas on the right, under the bar")
    func layout() throws {
        let brokenBefore = UIApplication.shared.layoutDiagnostics.count
        let app = try Launched()
        defer { app.close() }
        #expect(app.frame(app.palette.collectionView) == CGRect(x: 0, y: 50, width: 348, height: 718))
        // The controls row is as tall as its 34 pt name field; the label is centred in it.
        #expect(app.frame(app.palette.canvas) == CGRect(x: 364, y: 66 + 34 + 12, width: 644, height: 768 - 16 - 112))
        #expect(app.frame(app.palette.brushLabel).minY == 73 && app.frame(app.palette.brushLabel).minX == 364)
        #expect(app.frame(app.palette.nameField).height == 34 && app.frame(app.palette.nameField).width == 220)
        #expect(app.frame(app.palette.clearButton).minX > app.frame(app.palette.brushLabel).maxX)
        let red = try #require(app.cell("Red"))
        #expect(app.frame(red) == CGRect(x: 12, y: 62, width: 72, height: 88))
        #expect(app.frame(red.chip) == CGRect(x: 20, y: 66, width: 56, height: 56))
        #expect(app.palette.collectionView.visibleCells.count < 48, "only the cells on screen exist")
        #expect(UIApplication.shared.layoutDiagnostics.count == brokenBefore, "no constraint was broken")
    }

    @Test("a swatch lifts under the pointer, and a click picks it as the brush")
    func swatchLiftsAndSelects() throws {
        let app = try Launched()
        defer { app.close() }
        let teal = try #require(app.cell("Teal"))
        try app.mouse.move(to: app.center(teal.chip), steps: 4)
        app.mouse.settle()
        #expect(app.mouse.effect == .lift)
        #expect(app.window.currentPointerView === teal)
        try app.mouse.click()
        #expect(app.palette.brushLabel.text == "Brush: Teal")
        #expect(teal.isSelected && teal.chip.layer.borderWidth == 3)
        #expect(app.palette.canvas.brushColor == Swatch.wheel(count: 12)[5].color)
    }

    @Test("the wheel scrolls the swatches and new cells come in")
    func scrolls() throws {
        let app = try Launched()
        defer { app.close() }
        try app.mouse.move(to: CGPoint(x: 170, y: 400))
        #expect(app.cell("Deep Pink 2") == nil)
        try app.mouse.scroll(notches: CGVector(dx: 0, dy: 10))
        app.mouse.settle(2)
        #expect(app.palette.collectionView.contentOffset.y > 100)
        #expect(app.cell("Deep Pink 2") != nil, "the last swatch scrolled into view")
        #expect(app.cell("Red") == nil, "the first went to the reuse queue")
    }

    @Test("the Sort bar button opens its menu under it; choosing Name reorders the swatches")
    func sortMenu() throws {
        let app = try Launched()
        defer { app.close() }
        let sort = try #require(app.palette.navigationItem.rightBarButtonItems?.last)
        try app.mouse.move(to: app.center(sort.view), steps: 4)
        #expect(app.mouse.effect == .highlight)
        try app.mouse.click()
        let name = try #require(app.window.view(identifiedBy: "menu item Name"))
        #expect(app.frame(name).minY > 50, "the menu opens below the bar")
        try app.mouse.move(to: app.center(name), steps: 2)
        try app.mouse.click()
        #expect(app.palette.swatches.first?.name == "Azure")
        #expect(app.cell("Azure").map { app.frame($0).minX } == 12)
    }

    @Test("the Add button adds a swatch")
    func add() throws {
        let app = try Launched()
        defer { app.close() }
        let add = try #require(app.palette.navigationItem.rightBarButtonItems?.first)
        try app.mouse.move(to: app.center(add.view), steps: 4)
        try app.mouse.click()
        #expect(app.palette.swatches.count == 49)
        #expect(app.palette.collectionView.numberOfItems(inSection: 0) == 49)
    }

    @Test("the name field shows the picked swatch's name; a new name typed on the keyboard and Return renames it")
    func renameSwatch() throws {
        let app = try Launched()
        defer { app.close() }
        let red = try #require(app.cell("Red"))
        try app.mouse.move(to: app.center(red), steps: 4)
        try app.mouse.click()
        #expect(app.palette.nameField.text == "Red")
        try app.mouse.move(to: app.center(app.palette.nameField), steps: 4)
        app.mouse.settle()
        #expect((app.mouse.pointerFrame?.width ?? 19) < 4, "the beam over the field")
        try app.mouse.click()
        try app.mouse.click()
        #expect(app.palette.nameField.isFirstResponder)
        #expect(app.palette.nameField.text(in: app.palette.nameField.selectedTextRange!) == "Red", "a double-click selects the word")
        let keyboard = SimulatedKeyboard(sharing: app.mouse)
        try keyboard.type("Crimson")
        try keyboard.press(.keyboardReturnOrEnter)
        #expect(app.palette.swatches[0].name == "Crimson")
        #expect(!app.palette.nameField.isFirstResponder)
        #expect(app.cell("Crimson") != nil)
    }

    @Test("over a paint well the pointer becomes the well's circle; a click takes its colour")
    func paintWells() throws {
        let app = try Launched()
        defer { app.close() }
        let canvas = app.palette.canvas
        let well = canvas.wellRects()[1]
        let center = canvas.convert(CGPoint(x: well.midX, y: well.midY), to: app.window)
        try app.mouse.move(to: CGPoint(x: center.x + 3, y: center.y + 2), steps: 4)
        app.mouse.settle()
        #expect(app.mouse.region?.identifier as? String == "well 1")
        let shape = try #require(app.mouse.pointerFrame)
        #expect(abs(shape.width - 44) < 1 && abs(shape.height - 44) < 1, "the well's circle, 4 pt larger all round")
        try app.mouse.click()
        #expect(canvas.brushColor == UIColor.systemOrange)
    }

    @Test("dragging on the canvas paints a stroke that reaches the frame")
    func paints() throws {
        let app = try Launched()
        defer { app.close() }
        func strokes() throws -> [Path] {
            let canvasLayer = try #require(app.window.pointerScene().layers.first { $0.name == "canvas" })
            return canvasLayer.drawings.compactMap { if case .stroke(let path, _, _) = $0.content { path } else { nil } }
        }
        let before = try strokes()
        try app.mouse.move(to: app.canvasPoint(200, 300))
        try app.mouse.press()
        try app.mouse.move(to: app.canvasPoint(300, 340), steps: 6)
        try app.mouse.move(to: app.canvasPoint(420, 300), steps: 6)
        try app.mouse.release()
        #expect(app.palette.canvas.strokes.count == 1)
        let after = try strokes()
        #expect(after.count == before.count + 1, "one more stroke than the border")
        #expect((after.last?.bounds.width ?? 0) > 200)
    }

    @Test("a secondary click on the canvas opens its context menu; Clear clears it")
    func contextMenu() throws {
        let app = try Launched()
        defer { app.close() }
        try app.mouse.move(to: app.canvasPoint(200, 300))
        try app.mouse.press()
        try app.mouse.move(to: app.canvasPoint(300, 300), steps: 4)
        try app.mouse.release()
        try app.mouse.move(to: app.canvasPoint(320, 400))
        try app.mouse.click(2)
        let clear = try #require(app.window.view(identifiedBy: "menu item Clear"))
        try app.mouse.move(to: app.center(clear), steps: 2)
        try app.mouse.click()
        #expect(app.palette.canvas.strokes.isEmpty)
    }
}

extension Launched {
    /// A point given in the canvas's coordinates, in the window's.
    func canvasPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint { palette.canvas.convert(CGPoint(x: x, y: y), to: window) }
}
