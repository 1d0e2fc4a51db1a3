import Foundation
import PointerGeometry
import PointerEngine
import PointerRender

/// The scroll indicators' state: shown by scrolling, held, then faded, frame by frame.
struct ScrollIndicatorState {
    /// Set by a scroll since the last frame: the next frame restarts the hold.
    var scrolled = false
    /// The frame time the last scroll was seen at; nil while hidden.
    var shownAt: Double?
    /// How opaque the indicators are drawn, 0...1.
    var alpha: Double = 0
}

extension UIScrollView {
    /// PointerKit extension: how long the indicators stay after the content stops moving
    /// (default 0.5 s), and how long they take to fade (default 0.25 s). UIKit publishes no
    /// timing; these are what an iPad shows to the eye. Non-finite or negative values count as 0.
    public static var scrollIndicatorTiming: (hold: TimeInterval, fade: TimeInterval) {
        get { ScrollIndicatorMetrics.timing }
        set {
            func clean(_ v: TimeInterval) -> TimeInterval { v.isFinite ? max(v, 0) : 0 }
            ScrollIndicatorMetrics.timing = (clean(newValue.hold), clean(newValue.fade))
        }
    }

    /// The content moved because of input (a drag, a scroll, a glide or a spring back): the
    /// indicators show.
    func indicatorsScrolled() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        indicators.scrolled = true
        indicators.alpha = 1
        window?.router.waitForFrame(panGestureRecognizer)
    }

    /// One frame of the indicators: held after the last scroll, then faded. True while they
    /// still show (the frame requests go on).
    func stepIndicators(at time: Double) -> Bool {
        if indicators.scrolled { indicators.shownAt = time; indicators.scrolled = false }
        guard let shown = indicators.shownAt else { return false }
        let (hold, fade) = ScrollIndicatorMetrics.timing
        let age = time - shown
        indicators.alpha = age <= hold ? 1 : fade > 0 ? max(0, 1 - (age - hold) / fade) : 0
        if indicators.alpha == 0 { indicators.shownAt = nil }
        return indicators.alpha > 0
    }

    /// The indicators, as scene layers over the content: a 3 pt rounded bar 3 pt in from the
    /// right (vertical) or bottom (horizontal) edge, as long as the visible part of the content
    /// is of all of it (at least 36 pt), placed as far along as the offset is, in black at
    /// 35 % (PointerKit's choice: UIKit's default indicator style, which Apple does not
    /// measure out).
    func appendIndicators(to layers: inout [PointerScene.Layer], toWindow: Transform2D, opacity: Double, clip: Rect?) {
        guard indicators.alpha > 0 else { return }
        let b = bounds, inset = contentInset
        let content = CGSize(width: contentSize.width + inset.left + inset.right, height: contentSize.height + inset.top + inset.bottom)
        let thickness: CGFloat = 3, margin: CGFloat = 3, minimum: CGFloat = 36
        let vertical = showsVerticalScrollIndicator && content.height > b.height
        let horizontal = showsHorizontalScrollIndicator && content.width > b.width
        func bar(length track: CGFloat, visible: CGFloat, total: CGFloat, offset: CGFloat) -> (CGFloat, CGFloat) {
            let length = min(max(track * visible / total, minimum), track)
            let range = max(total - visible, 1)
            let fraction = min(max(offset / range, 0), 1)
            return ((track - length) * fraction, length)
        }
        var rects: [CGRect] = []
        if vertical {
            let track = b.height - 2 * margin - (horizontal ? thickness + margin : 0)
            let (start, length) = bar(length: track, visible: b.height, total: content.height, offset: contentOffset.y + inset.top)
            rects.append(CGRect(x: b.maxX - margin - thickness, y: b.minY + margin + start, width: thickness, height: length))
        }
        if horizontal {
            let track = b.width - 2 * margin - (vertical ? thickness + margin : 0)
            let (start, length) = bar(length: track, visible: b.width, total: content.width, offset: contentOffset.x + inset.left)
            rects.append(CGRect(x: b.minX + margin + start, y: b.maxY - margin - thickness, width: length, height: thickness))
        }
        for r in rects where r.width > 0 && r.height > 0 {
            var layer = PointerScene.Layer(frame: toWindow.apply(to: Rect(r)), fill: .init(red: 0, green: 0, blue: 0, alpha: 0.35),
                                           opacity: opacity * indicators.alpha, cornerRadius: Double(thickness / 2))
            layer.clip = clip
            layers.append(layer)
        }
    }
}

/// The indicators' timing, one setting for the process.
@MainActor enum ScrollIndicatorMetrics {
    static var timing: (hold: TimeInterval, fade: TimeInterval) = (0.5, 0.25)
}
