import Testing
@testable import PointerUIKit
import PointerEngine
import PointerGeometry
import PointerRender

/// A view that draws a red filled rectangle and a blue stroked line in `draw(_:)`, counting calls.
@MainActor final class CanvasView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 20)); line.addLine(to: CGPoint(x: 40, y: 20))
        line.lineWidth = 3; line.lineCapStyle = .round
        UIColor.blue.setStroke()
        line.stroke()
    }
}

/// A view whose draw(_:) only calls super.
@MainActor final class SuperOnlyView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1; super.draw(rect) }
}

@MainActor
func sceneLayer(_ window: UIWindow, _ name: String) -> PointerScene.Layer? {
    window.pointerScene().layers.first { $0.name == name }
}

@MainActor
@Suite("draw(_:) and Core Graphics reach the frames")
struct DrawingTests {
    func window(with view: UIView, name: String = "canvas") -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.accessibilityIdentifier = name
        window.addSubview(view)
        return window
    }

    @Test("what draw(_:) fills and strokes is drawn in window coordinates with its colours and line style")
    func drawRecords() throws {
        let canvas = CanvasView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
        let w = window(with: canvas)
        let layer = try #require(sceneLayer(w, "canvas"))
        #expect(layer.drawings.count == 2)
        guard case .fill(let rect, let red, _) = layer.drawings[0].content else { Issue.record("no fill"); return }
        #expect(rect.bounds == Rect(x: 50, y: 40, width: 10, height: 10))
        #expect(red == UIColor.red.sceneColor)
        guard case .stroke(let line, let blue, let stroke) = layer.drawings[1].content else { Issue.record("no stroke"); return }
        #expect(line.bounds == Rect(x: 50, y: 60, width: 40, height: 0))
        #expect(blue == UIColor.blue.sceneColor && stroke.width == 3 && stroke.cap == .round)
    }

    @Test("draw(_:) runs once, and again only after setNeedsDisplay")
    func drawsOnlyWhenNeeded() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let w = window(with: canvas)
        _ = w.pointerScene(); _ = w.pointerScene(); _ = w.pointerScene()
        #expect(canvas.draws == 1)
        canvas.setNeedsDisplay()
        _ = w.pointerScene()
        #expect(canvas.draws == 2)
    }

    @Test("a resized view stretches its drawing (scaleToFill) and redraws only with contentMode .redraw")
    func resizeFollowsContentMode() throws {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let w = window(with: canvas)
        _ = w.pointerScene()
        canvas.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let stretched = try #require(sceneLayer(w, "canvas"))
        #expect(canvas.draws == 1)
        if case .fill(let rect, _, _) = stretched.drawings[0].content { #expect(rect.bounds.width == 20) }
        canvas.contentMode = .redraw
        canvas.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        let redrawn = try #require(sceneLayer(w, "canvas"))
        #expect(canvas.draws == 2)
        if case .fill(let rect, _, _) = redrawn.drawings[0].content { #expect(rect.bounds.width == 10) }
    }

    @Test("views that do not draw are asked once and draw nothing; one with empty bounds is not asked yet")
    func plainViewsDrawNothing() throws {
        let plain = SuperOnlyView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = .green
        let w = window(with: plain, name: "plain")
        let empty = CanvasView(frame: .zero)
        w.addSubview(empty)
        _ = w.pointerScene(); _ = w.pointerScene()
        #expect(plain.draws == 1)
        #expect(try #require(sceneLayer(w, "plain")).drawings.isEmpty)
        #expect(empty.draws == 0)
        empty.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        _ = w.pointerScene()
        #expect(empty.draws == 1)
    }

    @Test("a context's translate, scale and saved state apply to what is drawn after them")
    func contextState() throws {
        final class Transformed: UIView {
            override func draw(_ rect: CGRect) {
                let c = UIGraphicsGetCurrentContext()!
                c.saveGState()
                c.translateBy(x: 10, y: 5); c.scaleBy(x: 2, y: 2)
                c.setFillColor(UIColor.green.cgColor)
                c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                c.restoreGState()
                c.setStrokeColor(UIColor.black.cgColor); c.setLineWidth(2)
                c.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10)); c.strokePath()
            }
        }
        let view = Transformed(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let w = window(with: view)
        let layer = try #require(sceneLayer(w, "canvas"))
        guard case .fill(let square, let green, _) = layer.drawings.first?.content,
              case .stroke(let ellipse, _, let stroke) = layer.drawings.last?.content else { Issue.record("missing"); return }
        #expect(square.bounds == Rect(x: 110, y: 105, width: 10, height: 10) && green == UIColor.green.sceneColor)
        #expect(abs(ellipse.bounds.width - 20) < 1e-9 && stroke.width == 2, "restoreGState undid the scale")
    }

    @Test("UIGraphicsGetCurrentContext is nil outside drawing, so drawing calls there do nothing")
    func noContextOutside() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("CGMutablePath builds rectangles, ellipses, rounded rects, arcs and curves, with bounds and hit tests")
    func cgPath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        path.addRoundedRect(in: CGRect(x: 40, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 25, y: 5)) && !path.contains(CGPoint(x: 15, y: 5)))
        #expect(!path.contains(CGPoint(x: 40.3, y: 0.3)), "a rounded corner is cut off")
        let arc = CGMutablePath()
        arc.move(to: CGPoint(x: 100, y: 0))
        arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(arc.currentPoint.y - 100) < 1e-9, "anticlockwise in Core Graphics' sense ends below on a UIKit screen")
        arc.addQuadCurve(to: CGPoint(x: -50, y: 50), control: CGPoint(x: -50, y: 100))
        arc.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: -50, y: 0), control2: .zero)
        arc.closeSubpath()
        #expect(arc.copy() == arc && !arc.isEmpty)
        let bezier = UIBezierPath(cgPath: path)
        #expect(bezier.cgPath == path && bezier.bounds.width == 60)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("bad numbers in paths and contexts are dropped rather than drawn or crashing")
    func badInput() throws {
        final class Bad: UIView {
            override func draw(_ rect: CGRect) {
                let c = UIGraphicsGetCurrentContext()!
                c.setLineWidth(.nan); c.scaleBy(x: .infinity, y: 1)
                c.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
                c.move(to: .zero); c.addLine(to: CGPoint(x: 10, y: 10)); c.strokePath()
                c.restoreGState(); c.restoreGState()
            }
        }
        let w = window(with: Bad(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let layer = try #require(sceneLayer(w, "canvas"))
        #expect(layer.drawings.count == 1, "the NaN rectangle is dropped, the line drawn at width 1")
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: -3, cornerHeight: .infinity)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
