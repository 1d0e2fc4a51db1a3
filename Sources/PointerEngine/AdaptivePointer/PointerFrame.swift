import PointerGeometry

/// One frame of the adaptive pointer as a value: what every host draws or applies, read from
/// the engine's springs in one place (`AdaptivePointer.currentFrame`).
///
/// The pointer: its outline, opacity and accessories, and whether it is the highlight drawn
/// beneath its target. The target: the effect on the view the effect springs act on, as a scale
/// about the view's centre and an offset, with the shadow's and the hover tint's strength.
/// PointerUIKit applies it to its views when it builds a `PointerScene`; a host with no views
/// of its own can draw it directly.
public struct PointerFrame: Equatable, Sendable {
    /// The pointer's outline, window points; nil while it is hidden (faded out, or outside the
    /// window).
    public var outline: Path?
    /// The pointer's opacity, 0…1 (it fades when idle).
    public var opacity: Double
    /// Accessory outlines around the pointer, window points.
    public var accessories: [Path]
    /// True while the pointer is a highlight: drawn beneath its target's view, in the
    /// configuration's highlight colour.
    public var isHighlight: Bool
    /// The effect on the target view, nil when no view is affected.
    public var target: TargetEffect?
    /// The effects on the views the pointer left for the target, settling back to rest (the
    /// engine's `leaving`), oldest first; empty once they have.
    public var leaving: [TargetEffect] = []

    /// The effect on one view.
    public struct TargetEffect: Equatable, Sendable {
        /// The view, as the host named it.
        public var view: HostHandle
        /// The view's scale about its centre (1: none).
        public var scale: Double
        /// The view's offset after scaling, points (the parallax of a lift or highlight).
        public var offset: Point
        /// The shadow's strength, 0…1: the host draws its configured shadow opacity and offset
        /// times this.
        public var shadow: Double
        /// The hover tint's strength, 0…1, and where it is drawn (none while no hover tints).
        public var tint: Double
        /// Over or under the view's content; `.none` for no tint.
        public var tintMode: HoverTint

        /// The effect as a transform of window points, for a view whose frame is centred at `centre`.
        public func transform(about centre: Point) -> Transform2D {
            Transform2D(translationX: -centre.x, y: -centre.y)
                .concatenating(Transform2D(scaleX: scale, y: scale))
                .concatenating(Transform2D(translationX: centre.x + offset.x, y: centre.y + offset.y))
        }
    }
}

extension AdaptivePointer {
    /// This frame as a value (`PointerFrame`): the springs' current values, with the custom
    /// shape fitted to the pointer's size and the accessories placed around it; no outline
    /// unless the pointer `isDrawn` (the routing's `PointerRouting.isDrawn`).
    public func frame(isDrawn: Bool) -> PointerFrame {
        PointerFrame(outline: isDrawn && opacity.value > 0.01 ? pointerOutline : nil,
                     opacity: min(max(opacity.value, 0), 1), accessories: accessoryOutlines,
                     isHighlight: effect == .highlight && region != nil, target: targetEffect,
                     leaving: leaving.isEmpty ? [] : leaving.map(\.frameEffect))
    }

    /// The pointer's outline now: the custom path scaled to the springs' size, or the rounded
    /// rectangle the springs describe.
    var pointerOutline: Path {
        let center = Point(x: centerX.value, y: centerY.value)
        let rect = Rect(x: centerX.value - width.value / 2, y: centerY.value - height.value / 2,
                        width: max(width.value, 0), height: max(height.value, 0))
        guard let customPath else { return .roundedRect(rect, radius: radius.value) }
        let b = customPath.bounds
        let sx = b.width > 0 ? rect.width / b.width : 1, sy = b.height > 0 ? rect.height / b.height : 1
        return customPath.applying(Transform2D(translationX: -b.midX, y: -b.midY)
            .concatenating(Transform2D(scaleX: sx, y: sy))
            .concatenating(Transform2D(translationX: center.x, y: center.y)))
    }

    /// The effect springs' values on the view they act on.
    var targetEffect: PointerFrame.TargetEffect? {
        guard let effectView else { return nil }
        return effectSprings.effect(on: effectView, tintMode: effectTintMode)
    }
}
