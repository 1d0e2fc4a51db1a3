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
    @Test("explore")
    func explore() throws {
        let app = try Launched()
        defer { app.close() }
        print("collection", app.frame(app.palette.collectionView), "canvas", app.frame(app.palette.canvas), "brush", app.frame(app.palette.brushLabel), "clear", app.frame(app.palette.clearButton))
        print("cells", app.palette.collectionView.visibleCells.count, app.palette.collectionView.visibleCells.prefix(3).map { app.frame($0) })
        if let c = app.cell("Red") { print("red chip", app.frame(c.chip), c.nameLabel.frame) }
        print(app.palette.navigationItem.rightBarButtonItems?.map { app.frame($0.view) } ?? [])
        let column = app.palette.canvas.superview!
        print("column", column.frame, column.superview === app.palette.view, app.palette.view.frame, app.palette.view.superview.map { "\(type(of: $0))" } ?? "-")
        print(UIApplication.shared.layoutDiagnostics.suffix(5), UIApplication.shared.geometryDiagnostics.suffix(5))
    }
}
