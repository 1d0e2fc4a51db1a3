import Foundation
import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerSVG
import PointerTesting
import PointerRender

/// A view whose layer is a gradient layer, as iPad apps write it.
@MainActor final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

@MainActor
@Suite("Gradient layers are drawn as gradients")
struct GradientLayerTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 300 × 200 window with a 100 × 60 view at (50, 40) holding `layer` over its bounds.
    func board(_ layer: CALayer) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
        view.accessibilityIdentifier = "card"
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        window.addSubview(view)
        return (window, view)
    }

    func gradients(_ window: UIWindow) -> [(Path, PointerScene.Gradient)] {
        (sceneLayer(window, "card")?.drawings ?? []).compactMap {
            if case .gradient(let p, let g) = $0.content { return (p, g) }
            return nil
        }
    }

    @Test("a gradient layer draws its colours from start point to end point in the SVG frame")
    func axialInSVG() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5); gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let (window, _) = board(gradient)
        let (area, g) = try #require(gradients(window).first)
        #expect(g.kind == .axial)
        #expect(area.bounds == Rect(x: 50, y: 40, width: 100, height: 60), "it fills the layer's bounds, in the window")
        #expect(g.transform.apply(to: g.start) == Point(x: 50, y: 70) && g.transform.apply(to: g.end) == Point(x: 150, y: 70),
                "from the left edge's middle to the right edge's, in window coordinates")
        #expect(g.stops.map(\.location) == [0, 1] && g.stops.map(\.color) == [Self.red.sceneColor, Self.blue.sceneColor])
        let svg = PointerSVG.render(window.pointerScene())
        #expect(svg.contains("<linearGradient") && svg.contains("gradientUnits=\"userSpaceOnUse\""))
        #expect(svg.contains("stop-color=\"#ff0000\"") && svg.contains("stop-color=\"#0000ff\""))
        #expect(svg.contains("fill=\"url(#grad0)\""), "the layer's area is filled with it")
    }

    @Test("a view whose layer class is CAGradientLayer draws the gradient over its own bounds, top to bottom by default")
    func layerClass() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = GradientView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        view.accessibilityIdentifier = "card"
        view.gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        view.gradient.locations = [0.25, 0.75]
        window.addSubview(view)
        let (_, g) = try #require(gradients(window).first)
        #expect(g.transform.apply(to: g.start) == Point(x: 50, y: 20) && g.transform.apply(to: g.end) == Point(x: 50, y: 60))
        #expect(g.stops.map(\.location) == [0.25, 0.75], "the locations are kept")
    }

    @Test("a radial gradient is an ellipse centred at the start point reaching the end point's distances")
    func radial() throws {
        let gradient = CAGradientLayer()
        gradient.type = .radial
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5); gradient.endPoint = CGPoint(x: 1, y: 1)
        let (window, _) = board(gradient)
        let (_, g) = try #require(gradients(window).first)
        #expect(g.kind == .radial)
        #expect(g.transform.apply(to: g.start) == Point(x: 100, y: 70), "centred in the 100 × 60 view at (50, 40)")
        #expect(g.transform.apply(to: Point(x: g.radius, y: 0)) == Point(x: 150, y: 70), "50 pt across")
        #expect(g.transform.apply(to: Point(x: 0, y: g.radius)) == Point(x: 100, y: 100), "30 pt down")
        #expect(PointerSVG.render(window.pointerScene()).contains("<radialGradient"))
    }

    @Test("a conic gradient is drawn as wedges turning from the first colour to the last")
    func conic() {
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5); gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let (window, _) = board(gradient)
        let fills: [PointerScene.Color] = (sceneLayer(window, "card")?.drawings ?? []).compactMap {
            if case .fill(_, let c, _) = $0.content { return c }
            return nil
        }
        #expect(fills.count == 90)
        #expect((fills.first?.red ?? 0) > 0.99 && (fills.last?.blue ?? 0) > 0.99, "red first, blue last")
    }

    @Test("a half-transparent gradient layer fades its colours")
    func faded() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.opacity = 0.5
        let (window, _) = board(gradient)
        let (_, g) = try #require(gradients(window).first)
        #expect(g.stops.map(\.color.alpha) == [0.5, 0.5])
    }

    @Test("mismatched, unsorted or NaN locations and colours that are not CGColors are cleaned, with diagnostics")
    func badInput() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
        gradient.locations = [0, 0.5, 1]
        let (window, _) = board(gradient)
        #expect(try #require(gradients(window).first).1.stops.map(\.location) == [0, 1], "spread evenly")
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("3 locations for 2 colours") })
        gradient.locations = [1, 0]
        #expect(try #require(gradients(window).first).1.stops.map(\.color) == [Self.blue.sceneColor, Self.red.sceneColor], "sorted")
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("not increasing") })
        gradient.locations = [0, NSNumber(value: Double.nan)]
        #expect(try #require(gradients(window).first).1.stops.map(\.location) == [0, 1])
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("NaN or infinity") })
        gradient.locations = nil
        gradient.colors = [Self.red, Self.blue.cgColor]
        #expect(gradients(window).isEmpty, "one colour left: a plain fill")
        #expect(sceneLayer(window, "card")?.drawings.contains { $0.content == .fill(.rect(Rect(x: 50, y: 40, width: 100, height: 60)), Self.blue.sceneColor, evenOdd: false) } == true)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("is not a CGColor") })
        gradient.colors = []
        #expect(sceneLayer(window, "card")?.drawings.isEmpty == true, "no colours: nothing drawn")
    }

    @Test("a shimmer animates a gradient's locations beyond 0...1: the axis grows to hold them while the model keeps its own")
    func shimmer() throws {
        let gradient = CAGradientLayer()
        let grey = UIColor(white: 0.8, alpha: 1).cgColor, white = UIColor.white.cgColor
        gradient.colors = [grey, white, grey]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5); gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let (window, _) = board(gradient)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 290, y: 190))
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1, -0.5, 0]; shimmer.toValue = [1, 1.5, 2]; shimmer.duration = 1
        shimmer.repeatCount = .infinity
        gradient.add(shimmer, forKey: "shimmer")
        mouse.frame()
        mouse.advance(by: 0.25)
        let (_, g) = try #require(gradients(window).first)
        #expect(abs(g.transform.apply(to: g.start).x - 0) < 0.5 && abs(g.transform.apply(to: g.end).x - 150) < 0.5,
                "locations −0.5…0.5 stretch the axis half a width to the left: \(g.start) \(g.end)")
        let locations = g.stops.map(\.location)
        #expect(locations.count == 3 && abs(locations[1] - 1.0 / 3) < 0.01 && abs(locations[2] - 2.0 / 3) < 0.01, "\(locations)")
        #expect(gradient.locations == [0, 0.5, 1], "the model keeps the app's locations")
        let colours = CABasicAnimation(keyPath: "colors")
        colours.toValue = [white, grey, white]; colours.duration = 1
        gradient.add(colours, forKey: "colours")
        #expect(gradient.animationKeys() == ["shimmer", "colours"])
    }
}
