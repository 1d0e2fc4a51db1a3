import Foundation
import PointerGeometry
import PointerEngine

/// The graphics contexts pushed by `draw(_:)` and `UIGraphicsPushContext`, innermost last.
@MainActor enum GraphicsContexts {
    static var stack: [CGContext] = []
    /// The context views' `draw(_:)` record into, reused from frame to frame.
    static let recorder = CGContext()
}

/// The context `draw(_:)` is drawing into, nil outside drawing (as UIKit).
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContexts.stack.last }
/// Makes `context` the current context until `UIGraphicsPopContext()`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContexts.stack.append(context) }
/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
@MainActor public func UIGraphicsPopContext() { _ = GraphicsContexts.stack.popLast() }
/// Fills `rect` with the current fill colour (`UIColor.setFill()`).
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Draws a 1-pt frame just inside `rect` with the current fill colour, as UIKit.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    let r = rect.standardized
    guard let context = UIGraphicsGetCurrentContext(), r.width > 0, r.height > 0 else { return }
    let t = min(1, r.width / 2, r.height / 2)
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: t), CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
                  CGRect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t),
                  CGRect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t)])
}

extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}

@MainActor
extension UIBezierPath {
    /// A path holding a Core Graphics path's elements.
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }
    /// The path as a Core Graphics path (a copy; setting it replaces the elements).
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }
    /// Fills the path with the current context's fill colour (the path's fill rule).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }
    /// Strokes the path with the current context's stroke colour and the path's line style.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth); context.setLineCap(lineCapStyle); context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit); context.setLineDash(phase: lineDashPhase, lengths: lineDash)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
    /// Fills with the current fill colour at `alpha` (the blend mode is ignored: PointerKit
    /// composites normally).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); fill(); context.restoreGState()
    }
    /// Strokes with the current stroke colour at `alpha` (the blend mode is ignored).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); stroke(); context.restoreGState()
    }
    /// Limits later drawing in the current context to the path's inside.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath(); context.addPath(cgPath); context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Sets the dash pattern: `count` lengths read from `pattern` (nil or a count ≤ 0 draws
    /// solid lines).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = []; lineDashPhase = 0; return }
        lineDash = Array(UnsafeBufferPointer(start: pattern, count: count)); lineDashPhase = phase
    }
    /// Reads the dash pattern into `pattern` (room for `count`) and its phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern, let count { for (i, v) in lineDash.prefix(max(count.pointee, 0)).enumerated() { pattern[i] = v } }
        count?.pointee = lineDash.count
        phase?.pointee = lineDashPhase
    }
}

#if !canImport(CoreGraphics)
/// How painted colours combine with what is below, as Core Graphics' `CGBlendMode`
/// (PointerKit composites normally whatever the mode).
public enum CGBlendMode: Int32, Sendable {
    /// Source over.
    case normal = 0
    /// Multiply.
    case multiply = 1
    /// Screen.
    case screen = 2
    /// Overlay.
    case overlay = 3
    /// Clear.
    case clear = 16
    /// Copy.
    case copy = 17
}
#endif
