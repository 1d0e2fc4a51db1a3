import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerInput

/// UIKit's geometry for styles, as the seeds state it: a highlight's shape is read in the
/// preview target's container space, effects act on the preview's view, hover's custom shape is
/// built around the pointer, constrained axes hold for every device, and a toss asks the app nothing.
@Suite("Pointer geometry as UIKit defines it") @MainActor
struct PointerFidelityTests {
    /// A window with a panel at (50, 40) holding `myView` at (30, 20), 100 × 40, with an interaction.
    @MainActor struct Nested {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let panel = UIView(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
        let myView = UIView(frame: CGRect(x: 30, y: 20, width: 100, height: 40))
        let delegate = ScriptedPointerDelegate()
        let mouse: SimulatedPointer
        init(device: PointerInput.DeviceKind = .mouse) {
            myView.accessibilityIdentifier = "myView"
            panel.accessibilityIdentifier = "panel"
            window.addSubview(panel)
            panel.addSubview(myView)
            myView.addInteraction(UIPointerInteraction(delegate: delegate))
            mouse = SimulatedPointer(device, in: window, at: CGPoint(x: 5, y: 5))
        }
    }

    @Test("the seed's highlight shape, myView.frame outset by 8 × 4, gives a platter centred on the view")
    func seedShapeCentredOnView() throws {
        let s = Nested()
        s.delegate.styleFor = { _ in
            let rect = s.myView.frame.insetBy(dx: -8.0, dy: -4.0)
            let preview = UITargetedPreview(view: s.myView)
            return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(rect))
        }
        try s.mouse.move(to: CGPoint(x: 130, y: 80))   // the view's centre in the window
        s.mouse.settle()
        let frame = try #require(s.mouse.pointerFrame)
        #expect(frame.isClose(to: CGRect(x: 72, y: 56, width: 116, height: 48), tolerance: 0.05),
                "the view is at (80, 60) in the window; the platter is 8 pt wider and 4 pt taller each side: \(frame)")
    }

    @Test("a shape is read in a custom preview target's container, not in the view's superview")
    func shapeInCustomContainer() throws {
        let s = Nested()
        s.delegate.styleFor = { _ in
            let target = UIPreviewTarget(container: s.window, center: CGPoint(x: 130, y: 80))
            let preview = UITargetedPreview(view: s.myView, parameters: UIPreviewParameters(), target: target)
            return UIPointerStyle(effect: .highlight(preview), shape: .roundedRect(CGRect(x: 70, y: 50, width: 120, height: 60)))
        }
        try s.mouse.move(to: CGPoint(x: 130, y: 80))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 70, y: 50, width: 120, height: 60), tolerance: 0.05) == true)
    }

    @Test("a preview shown at a target draws its view moved to the target's centre")
    func previewMovesToTarget() throws {
        let s = Nested()
        s.delegate.styleFor = { _ in
            let target = UIPreviewTarget(container: s.panel, center: CGPoint(x: 200, y: 100))
            return UIPointerStyle(effect: .lift(UITargetedPreview(view: s.myView, parameters: UIPreviewParameters(), target: target)))
        }
        try s.mouse.move(to: CGPoint(x: 130, y: 80))
        s.mouse.settle()
        let layer = try #require(s.mouse.scene.layers.first { $0.name == "myView" })
        let centre = layer.effect.apply(to: layer.frame.center)
        #expect(abs(centre.x - 250) <= 4.01 && abs(centre.y - 140) <= 4.01,
                "the target's centre (200, 100) in the panel is (250, 140) in the window, give or take 4 pt of parallax: \(centre)")
    }

    @Test("a cell whose style lifts a 32 pt swatch inside it lifts the swatch, not the 128 pt cell")
    func effectOnPreviewView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let cell = UIView(frame: CGRect(x: 100, y: 100, width: 128, height: 128))
        let swatch = UIView(frame: CGRect(x: 48, y: 48, width: 32, height: 32))
        cell.accessibilityIdentifier = "cell"; swatch.accessibilityIdentifier = "swatch"
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(cell); cell.addSubview(swatch)
        let delegate = ScriptedPointerDelegate()
        delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: swatch))) }
        cell.addInteraction(UIPointerInteraction(delegate: delegate))
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        try mouse.move(to: CGPoint(x: 110, y: 110))   // in the cell, off the swatch
        mouse.settle()
        let layers = mouse.scene.layers
        let swatchLayer = try #require(layers.first { $0.name == "swatch" })
        let cellLayer = try #require(layers.first { $0.name == "cell" })
        #expect(abs(swatchLayer.effect.a - 1.25) < 0.001, "32 pt + 8 pt of lift growth")
        #expect(swatchLayer.shadow != nil)
        #expect(cellLayer.effect.isIdentity && cellLayer.shadow == nil)
        #expect(window.currentPointerView === cell, "the region is still the cell's")
    }

    @Test("a hover effect's custom shape is built around the pointer: centred on it, it follows it")
    func hoverShapeFollowsPointer() throws {
        let s = Nested()
        // Apple's sample: a rounded rect centred on the origin, the pointer's own position.
        s.delegate.styleFor = { _ in
            UIPointerStyle(effect: .hover(UITargetedPreview(view: s.myView)), shape: .roundedRect(CGRect(x: -40, y: -10, width: 80, height: 20), radius: 4))
        }
        try s.mouse.move(to: CGPoint(x: 100, y: 70))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 60, y: 60, width: 80, height: 20), tolerance: 0.05) == true,
                "the shape is centred on the pointer, not drawn at the window's corner: \(String(describing: s.mouse.pointerFrame))")
        let layer = try #require(s.mouse.scene.layers.first { $0.name == "myView" })
        #expect(layer.overlay != nil, "the view is still tinted")
        try s.mouse.move(to: CGPoint(x: 150, y: 90))
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 110, y: 80, width: 80, height: 20), tolerance: 0.05) == true,
                "the shape follows the pointer")
    }

    @Test("a preview's background colour is drawn behind its lifted view")
    func previewBackground() throws {
        let s = Nested()
        s.delegate.styleFor = { _ in
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            return UIPointerStyle(effect: .lift(UITargetedPreview(view: s.myView, parameters: parameters)))
        }
        try s.mouse.move(to: CGPoint(x: 130, y: 80))
        s.mouse.settle()
        let layer = try #require(s.mouse.scene.layers.first { $0.name == "myView" })
        #expect(layer.underlay?.blue == 1 && layer.underlay?.red == 0)
    }

    @Test("with a mouse, a vertical beam with vertical constrained axes rides its line and tracks the mouse along it")
    func mouseBeamRidesLine() throws {
        let s = Nested()
        s.delegate.regionFor = { request, _ in
            let line = floor(request.location.y / 20)
            return UIPointerRegion(rect: CGRect(x: 0, y: line * 20, width: 100, height: 20), identifier: Int(line))
        }
        s.delegate.styleFor = { _ in UIPointerStyle(shape: .verticalBeam(length: 16), constrainedAxes: .vertical) }
        try s.mouse.move(to: CGPoint(x: 100, y: 64))   // (20, 4) in myView: line 0, whose centre is y 70 in the window
        s.mouse.settle()
        let frame = try #require(s.mouse.pointerFrame)
        #expect(abs(frame.midY - 70) < 0.05, "on the line's centre: \(frame)")
        try s.mouse.move(to: CGPoint(x: 117, y: 66))
        let along = try #require(s.mouse.pointerFrame)
        #expect(along.midX == 117, "exactly on the mouse along the line, with no lag")
        #expect(abs(along.midY - 70) < 0.05, "still on the line")
    }

    @Test("a toss asks no style of a region the pointer never entered, and is drawn to regions it has met")
    func tossAsksNothing() throws {
        let s = PointerFixture(device: .trackpad)
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        func toss(from start: CGPoint) throws {
            try s.mouse.move(to: start)
            s.mouse.advance(by: 0.2)
            let t = s.mouse.now
            for i in 1...5 {   // 300 pt/s to the right: lands 150 pt further on
                try s.mouse.send(.motion(delta: .init(x: 3, y: 0), unaccelerated: .init(x: 3, y: 0)), at: t + Double(i) * 0.01)
            }
            s.delegate.calls.removeAll()
            s.mouse.advance(by: 0.2)
        }
        try toss(from: CGPoint(x: 5, y: 120))
        #expect(s.delegate.calls.isEmpty, "the button was never entered: the toss asks its delegate nothing")
        #expect(s.window.currentPointerView == nil && abs(s.mouse.location.x - 20) < 0.01)
        try s.mouse.move(to: CGPoint(x: 150, y: 120))   // the pointer meets the button's region
        try toss(from: CGPoint(x: 5, y: 120))
        #expect(s.window.currentPointerView === s.button)
        #expect(abs(s.mouse.location.x - 150) < 0.01 && abs(s.mouse.location.y - 120) < 0.01, "snapped to its centre")
        #expect(s.delegate.calls.filter { $0.hasPrefix("style") } == ["style -"], "asked once, on landing in the region")
    }

    @Test("a toss is drawn to a view whose interaction has no delegate, as its automatic effect needs no app code")
    func tossToAutomatic() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        window.addSubview(button)
        button.addInteraction(UIPointerInteraction(delegate: nil))
        let pad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 20, y: 120))
        for i in 1...5 { try pad.send(.motion(delta: .init(x: 3, y: 0), unaccelerated: .init(x: 3, y: 0)), at: Double(i) * 0.01) }
        pad.advance(by: 0.2)
        #expect(window.currentPointerView === button && abs(pad.location.x - 150) < 0.01)
    }
}
