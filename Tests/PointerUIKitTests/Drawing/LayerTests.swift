import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry

/// A view whose layer is a shape layer.
@MainActor final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shape: CAShapeLayer { layer as! CAShapeLayer }
}

@MainActor
@Suite("Layers draw their background, border, corners, shadow and shapes")
struct LayerTests {
    func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.accessibilityIdentifier = "card"
        window.addSubview(view)
        return window
    }

    @Test("a view's layer is its geometry and background: setting one sets the other, as UIKit")
    func layerIsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer && view.layer.frame == view.frame)
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor == UIColor.blue.cgColor)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.isHidden = true; view.layer.opacity = 0.5; view.layer.masksToBounds = true
        #expect(view.isHidden && view.alpha == 0.5 && view.clipsToBounds)
    }

    @Test("a rounded card draws its background with the corner radius, and its border inside the bounds")
    func cornerAndBorder() throws {
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous   // drawn as circular arcs
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemGray.cgColor
        let layer = try #require(sceneLayer(window(with: card), "card"))
        #expect(layer.cornerRadius == 12 && layer.fill == UIColor.white.sceneColor)
        guard case .stroke(let border, let color, let stroke)? = layer.drawings.last?.content else { Issue.record("no border"); return }
        #expect(border.bounds == Rect(x: 101, y: 51, width: 198, height: 98))
        #expect(color == UIColor.systemGray.sceneColor && stroke.width == 2)
    }

    @Test("a shadow is drawn under the background, offset and blurred as the layer says")
    func shadow() throws {
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let layer = try #require(sceneLayer(window(with: card), "card"))
        #expect(layer.fill == nil, "the fill moves above the shadow")
        guard case .shadow(let path, let color, let radius, let offset) = layer.drawings[0].content,
              case .fill(_, let fill, _) = layer.drawings[1].content else { Issue.record("no shadow"); return }
        #expect(path.bounds == Rect(x: 100, y: 50, width: 200, height: 100))
        #expect(abs(color.alpha - 0.3) < 1e-6 && radius == 8 && offset == Point(x: 0, y: 4))
        #expect(fill == UIColor.white.sceneColor)
    }

    @Test("a shape layer view fills and strokes its path; strokeEnd draws part of the stroke")
    func shapeLayer() throws {
        let view = ShapeView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let path = CGMutablePath()
        path.move(to: .zero); path.addLine(to: CGPoint(x: 100, y: 0))
        view.shape.path = path
        view.shape.fillColor = nil
        view.shape.strokeColor = UIColor.red.cgColor
        view.shape.lineWidth = 4
        view.shape.lineCap = .round
        view.shape.lineDashPattern = [4, 2]
        view.shape.strokeEnd = 0.5
        let layer = try #require(sceneLayer(window(with: view), "card"))
        #expect(layer.drawings.count == 1)
        guard case .stroke(let line, let red, let stroke) = layer.drawings[0].content else { Issue.record("no stroke"); return }
        #expect(line.bounds == Rect(x: 10, y: 10, width: 50, height: 0))
        #expect(red == UIColor.red.sceneColor && stroke.width == 4 && stroke.cap == .round && stroke.dash == [4, 2])
    }

    @Test("sublayers draw at their frames inside the view, faded by their opacity and clipped by masksToBounds")
    func sublayers() throws {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let dot = CAShapeLayer()
        dot.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
        dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        dot.fillColor = UIColor.blue.cgColor
        dot.opacity = 0.5
        view.layer.addSublayer(dot)
        view.layer.masksToBounds = true
        #expect(dot.superlayer === view.layer && view.layer.sublayers?.count == 1)
        let layer = try #require(sceneLayer(window(with: view), "card"))
        guard case .fill(let circle, let blue, _) = layer.drawings.first?.content else { Issue.record("no dot"); return }
        #expect(abs(circle.bounds.minX - 180) < 1e-9 && abs(circle.bounds.width - 40) < 1e-9)
        #expect(abs(blue.alpha - 0.5) < 1e-9)
        #expect(layer.drawings[0].clip?.bounds == Rect(x: 100, y: 100, width: 100, height: 100))
        dot.removeFromSuperlayer()
        #expect(view.layer.sublayers == nil)
        #expect(try #require(sceneLayer(window(with: view), "card")).drawings.isEmpty)
    }

    @Test("a lifted view's layer drawings carry the lift's transform, like the view")
    func underPointerEffect() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: s.button))) }
        s.button.layer.borderWidth = 3
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.settle()
        let layer = try #require(s.mouse.scene.layers.first { $0.name == "button" })
        #expect(abs(layer.effect.a - 1.08) < 0.001, "the view is lifted")
        guard case .stroke(let border, _, _)? = layer.drawings.last?.content else { Issue.record("no border"); return }
        #expect(border.bounds == layer.frame.insetBy(dx: 1.5, dy: 1.5), "its border is in the same group, under the same effect")
    }

    @Test("bad layer values are refused or clamped rather than drawn wrong")
    func badValues() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        view.layer.cornerRadius = 500
        view.layer.borderWidth = .nan
        view.layer.shadowOpacity = .nan
        let standalone = CALayer()
        standalone.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(standalone.frame == .zero)
        view.layer.addSublayer(view.layer)   // a layer cannot contain itself
        #expect(view.layer.sublayers == nil)
        let layer = try #require(sceneLayer(window(with: view), "card"))
        #expect(layer.cornerRadius == 10 && layer.drawings.isEmpty)
    }
}
