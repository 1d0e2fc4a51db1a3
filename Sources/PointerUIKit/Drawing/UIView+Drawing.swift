import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// What a view draws beyond its fill, stored inline in the view (no allocation for views that
/// draw nothing else): its layer once asked for, its tint and content mode, and whether its
/// `draw(_:)` must run.
///
/// How PointerKit knows a view overrides `draw(_:)`: Swift cannot ask a class whether it
/// overrides a method, so the first frame that shows a view calls its `draw(_:)` once with a
/// recording context. UIView's own (empty) `draw(_:)` sets `baseDrawCalled`; when it ran and
/// nothing was painted, the view is marked as drawing nothing and is never asked again until
/// `setNeedsDisplay()`. Any other view keeps its recording, which frames draw until
/// `setNeedsDisplay()` (or, for `contentMode == .redraw`, a size change) asks for a new one, as
/// UIKit's display cycle does. Views with empty bounds are not drawn (UIKit does not either).
struct ViewDrawingState {
    enum Display: UInt8 { case unknown, needed, clean, none }
    var layer: CALayer?
    var tintColor: UIColor?
    var contentMode: UIView.ContentMode = .scaleToFill
    var display = Display.unknown
    var baseDrawCalled = false
    /// True re-records on any size change whatever the content mode (image views place their
    /// image by content mode while drawing).
    var redrawsOnResize = false
    var content: ViewContent?
}

/// A view's `draw(_:)` recording and its drawings in window coordinates, cached per frame key.
final class ViewContent {
    var recording: [PointerScene.Drawing]?
    var recordedBounds = Rect.zero
    var key: (Transform2D, Int, PointerScene.Color?, Rect)?
    var cached: [PointerScene.Drawing] = []
    var movesFill = false
}

extension UIView {
    /// How a view places its content when its size changes, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds (the default).
        case scaleToFill = 0
        /// Scaled uniformly to fit inside, centred.
        case scaleAspectFit = 1
        /// Scaled uniformly to cover, centred (the overflow drawn unless clipped).
        case scaleAspectFill = 2
        /// Redrawn (`draw(_:)` called again) at the new size.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred horizontally at the top.
        case top = 5
        /// Centred horizontally at the bottom.
        case bottom = 6
        /// Centred vertically at the left.
        case left = 7
        /// Centred vertically at the right.
        case right = 8
        /// At the top-left corner.
        case topLeft = 9
        /// At the top-right corner.
        case topRight = 10
        /// At the bottom-left corner.
        case bottomLeft = 11
        /// At the bottom-right corner.
        case bottomRight = 12

        /// Where content of `size` goes in `bounds` (a zero or non-finite size fills the bounds).
        func rect(for size: Size, in bounds: Rect) -> Rect {
            let b = bounds.standardized
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return b }
            var w = size.width, h = size.height
            switch self {
            case .scaleToFill, .redraw: return b
            case .scaleAspectFit, .scaleAspectFill:
                let sx = b.width / w, sy = b.height / h
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                w *= s; h *= s
            default: break
            }
            let x: Double = switch self {
            case .left, .topLeft, .bottomLeft: b.minX
            case .right, .topRight, .bottomRight: b.maxX - w
            default: b.midX - w / 2
            }
            let y: Double = switch self {
            case .top, .topLeft, .topRight: b.minY
            case .bottom, .bottomLeft, .bottomRight: b.maxY - h
            default: b.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }

    /// The view's Core Animation layer, of the class `layerClass` names (made on first use).
    /// Its geometry, background colour, opacity, visibility and clipping are the view's own.
    public var layer: CALayer {
        if let existing = drawingState.layer { return existing }
        let type = (Swift.type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let made = type.init(madeForView: ())
        made.owner = self
        drawingState.layer = made
        return made
    }

    func markNeedsDisplay() { drawingState.display = .needed }

    /// The tint colour in force: the view's own, else its nearest ancestor's, else systemBlue.
    var resolvedTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let tint = v.drawingState.tintColor { return tint }
            view = v.storedSuperview
        }
        return .systemBlue
    }

    func setTintColor(_ color: UIColor?) {
        drawingState.tintColor = color
        tintDidChangeInSubtree()
    }

    private func tintDidChangeInSubtree() {
        tintColorDidChange()
        DrawingGeneration.bump()
        for subview in storedSubviews where subview.drawingState.tintColor == nil { subview.tintDidChangeInSubtree() }
    }

    /// Calls `draw(_:)` when it is due (see `ViewDrawingState`).
    private func updateRecording() {
        switch drawingState.display {
        case .none: return
        case .clean:
            guard let content = drawingState.content, drawingState.contentMode == .redraw || drawingState.redrawsOnResize,
                  content.recordedBounds.size != Rect(bounds).size else { return }
        case .unknown, .needed: break
        }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        // A draw(_:) that draws another view (rare) gets a context of its own.
        let recorder = GraphicsContexts.stack.contains { $0 === GraphicsContexts.recorder } ? CGContext() : GraphicsContexts.recorder
        recorder.reset()
        drawingState.baseDrawCalled = false
        UIGraphicsPushContext(recorder)
        draw(b)
        UIGraphicsPopContext()
        if drawingState.baseDrawCalled, recorder.drawings.isEmpty {
            drawingState.display = .none
            drawingState.content?.recording = nil
        } else {
            let content = drawingState.content ?? ViewContent()
            content.recording = recorder.drawings
            content.recordedBounds = Rect(b)
            drawingState.content = content
            drawingState.display = .clean
        }
        recorder.reset()
        DrawingGeneration.bump()
    }

    /// Adds what the view draws beyond its fill to its scene layer: its layer's shadow, rounded
    /// background, border and sublayers, and its `draw(_:)` recording, in window coordinates
    /// (`toWindow` maps the bounds there). Cached: rebuilt only when the view moved, its fill
    /// changed or something drawn changed.
    func applyDrawing(to sceneLayer: inout PointerScene.Layer, toWindow: Transform2D) {
        if drawingState.display != .none { updateRecording() }
        var caLayer = drawingState.layer
        if let animated = caLayer, !animated.animationRuns.isEmpty { caLayer = animated.presentedCopy() }
        if let caLayer, caLayer.cornerRadius > 0, caLayer.cornerRadius.isFinite {
            sceneLayer.cornerRadius = min(Double(caLayer.cornerRadius), min(sceneLayer.frame.width, sceneLayer.frame.height) / 2)
        }
        let recording = drawingState.content?.recording
        guard recording != nil || (caLayer?.drawsBeyondFill ?? false) else { return }
        let content = drawingState.content ?? ViewContent()
        drawingState.content = content
        let b = Rect(bounds)
        if let key = content.key, key.0 == toWindow, key.1 == DrawingGeneration.value, key.2 == sceneLayer.fill, key.3 == b {
            sceneLayer.drawings = content.cached
            if content.movesFill { sceneLayer.fill = nil }
            return
        }
        content.key = (toWindow, DrawingGeneration.value, sceneLayer.fill, b)
        var mapped: [PointerScene.Drawing] = []
        if let recording, !recording.isEmpty {
            let r = content.recordedBounds
            let placed = drawingState.contentMode.rect(for: r.size, in: b)
            let sx = r.width > 0 ? placed.width / r.width : 1, sy = r.height > 0 ? placed.height / r.height : 1
            let m = Transform2D(translationX: -r.minX, y: -r.minY).concatenating(Transform2D(scaleX: sx, y: sy))
                .concatenating(Transform2D(translationX: placed.minX, y: placed.minY)).concatenating(toWindow)
            mapped = recording.map { $0.applying(m) }
        }
        var items: [PointerScene.Drawing] = []
        if let caLayer {
            // The fill moves into the drawings when something must be drawn under it (a
            // shadow) or it is not a plain rounded rectangle (some corners square).
            let moves = sceneLayer.fill != nil && (caLayer.castsShadow || caLayer.cornerRadius > 0 && caLayer.maskedCorners != .all)
            content.movesFill = moves
            caLayer.appendDrawings(to: &items, toWindow: toWindow, alpha: 1, background: moves ? sceneLayer.fill : nil,
                                   content: mapped, clip: nil)
        } else {
            content.movesFill = false
            items = mapped
        }
        if content.movesFill { sceneLayer.fill = nil }
        content.cached = items
        sceneLayer.drawings = items
    }
}

extension CACornerMask {
    /// All four corners.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
