import PointerGeometry

// The view the pointer left: when the pointer moves from one view's effect straight to
// another's (two neighbouring lifted buttons), the view it left sinks back on springs of its
// own while the next one lifts, rather than dropping its effect at once.

extension AdaptivePointer {
    /// The effect on a view the pointer left for another view's effect, settling back to rest
    /// (scale 1, no offset, shadow or tint) on springs of its own. iPadOS publishes no rule for
    /// several views at once; PointerKit lets each view the pointer left finish its way back
    /// with the same spring as everything else (`PointerTuning.spring`), so that a pointer
    /// swept along a row of lifted buttons leaves a wake of buttons sinking back rather than
    /// buttons that drop, and forgets each once it has settled. At most
    /// `PointerTuning.settlingViewLimit` settle at once (the oldest is dropped beyond it).
    public struct LeavingEffect: Equatable, Sendable {
        /// The view, as the host named it.
        public internal(set) var view: HostHandle
        /// The view's scale about its centre, heading for 1.
        public internal(set) var scale: SpringValue
        /// The view's offset, heading for zero.
        public internal(set) var offsetX: SpringValue, offsetY: SpringValue
        /// The shadow's and the tint's strength, heading for zero.
        public internal(set) var shadow: SpringValue, tint: SpringValue
        /// Where the tint is drawn (the effect the view had).
        public internal(set) var tintMode: HoverTint

        /// Steps every spring by `dt`.
        mutating func step(_ dt: Double, spring: Spring) {
            scale.step(dt, spring: spring); offsetX.step(dt, spring: spring); offsetY.step(dt, spring: spring)
            shadow.step(dt, spring: spring); tint.step(dt, spring: spring)
        }

        /// True once the view is back at rest.
        var isSettled: Bool {
            scale.isSettled(tolerance: 0.001) && offsetX.isSettled() && offsetY.isSettled()
                && shadow.isSettled() && tint.isSettled()
        }

        /// The effect as the frame carries it.
        var frameEffect: PointerFrame.TargetEffect {
            PointerFrame.TargetEffect(view: view, scale: scale.value, offset: Point(x: offsetX.value, y: offsetY.value),
                                      shadow: shadow.value, tint: tint.value, tintMode: tintMode)
        }
    }

    /// The effect springs move from `previous` to the new `effectView`: the previous view keeps
    /// its springs as a `LeavingEffect`, aimed at rest, and the effect springs start again for
    /// the new view (from where that view is, if it was itself still settling back).
    /// - Complexity: O(`settlingViewLimit`); no allocation once `leaving` has grown to it.
    mutating func effectMoved(from previous: HostHandle, tintMode: HoverTint) {
        var left = LeavingEffect(view: previous, scale: effectScale, offsetX: effectDX, offsetY: effectDY,
                                 shadow: effectShadow, tint: effectTint, tintMode: tintMode)
        left.scale.target = 1; left.offsetX.target = 0; left.offsetY.target = 0
        left.shadow.target = 0; left.tint.target = 0
        if let index = leaving.firstIndex(where: { $0.view == effectView }) {
            let returning = leaving.remove(at: index)
            effectScale = returning.scale; effectDX = returning.offsetX; effectDY = returning.offsetY
            effectShadow = returning.shadow; effectTint = returning.tint
        } else {
            resetEffectSprings()
        }
        let limit = max(tuning.settlingViewLimit, 0)
        guard !left.isSettled, limit > 0 else { return }
        if leaving.count >= limit { leaving.removeFirst(leaving.count - limit + 1) }
        leaving.append(left)
    }

    /// Steps the views settling back; forgets those that have settled.
    mutating func stepLeaving(_ dt: Double, spring: Spring) {
        for index in leaving.indices { leaving[index].step(dt, spring: spring) }
        leaving.removeAll { $0.isSettled }
    }

    /// The tint mode of the effect in force (none unless it is a tinted hover).
    var effectTintMode: HoverTint {
        if case .hover(let tint, _, _) = effect { return tint }
        return .none
    }
}
