import PointerGeometry

// The effect springs as one value, and the views the pointer left: when the pointer moves
// from one view's effect straight to another's (two neighbouring lifted buttons), the view it
// left sinks back on springs of its own while the next one lifts, rather than dropping its
// effect at once.

/// The springs of an effect on one view: its scale about its centre, its offset, and the
/// strength of its shadow and tint. At rest (`init()`): no effect.
public struct EffectSprings: Equatable, Sendable {
    /// The view's scale about its centre (1: none).
    public internal(set) var scale = SpringValue(1)
    /// The view's offset after scaling, points.
    package internal(set) var offsetX = SpringValue(0), offsetY = SpringValue(0)
    /// The shadow's and the tint's strength, 0...1.
    public internal(set) var shadow = SpringValue(0), tint = SpringValue(0)

    /// No effect, at rest.
    public init() {}

    /// Aims every spring; each keeps its position and velocity.
    mutating func aim(scale: Double, offset: Point, shadow: Double, tint: Double) {
        self.scale.target = scale; offsetX.target = offset.x; offsetY.target = offset.y
        self.shadow.target = shadow; self.tint.target = tint
    }

    /// Steps every spring by `dt`.
    @inline(__always)
    mutating func step(_ dt: Double, spring: Spring) {
        scale.step(dt, spring: spring); offsetX.step(dt, spring: spring); offsetY.step(dt, spring: spring)
        shadow.step(dt, spring: spring); tint.step(dt, spring: spring)
    }

    /// True once every spring is at rest.
    @inline(__always)
    var isSettled: Bool {
        scale.isSettled(tolerance: 0.001) && offsetX.isSettled() && offsetY.isSettled()
            && shadow.isSettled() && tint.isSettled()
    }

    /// The springs' values as a frame carries them, on `view`.
    func effect(on view: HostHandle, tintMode: HoverTint) -> PointerFrame.TargetEffect {
        PointerFrame.TargetEffect(view: view, scale: scale.value, offset: Point(x: offsetX.value, y: offsetY.value),
                                  shadow: shadow.value, tint: tint.value, tintMode: tintMode)
    }
}

extension AdaptivePointer {
    /// The effect on a view the pointer left for another view's effect, settling back to rest
    /// (scale 1, no offset, shadow or tint) on springs of its own. iPadOS publishes no rule for
    /// several views at once; PointerKit lets each view the pointer left finish its way back
    /// with the same spring as everything else (`PointerConfiguration.spring`), so that a pointer
    /// swept along a row of lifted buttons leaves a wake of buttons sinking back rather than
    /// buttons that drop, and forgets each once it has settled. At most
    /// `PointerConfiguration.settlingViewLimit` settle at once (the oldest is dropped beyond it).
    public struct LeavingEffect: Equatable, Sendable {
        /// The view, as the host named it.
        public internal(set) var view: HostHandle
        /// Its effect, heading for rest.
        public internal(set) var springs: EffectSprings
        /// Where the tint is drawn (the effect the view had).
        public internal(set) var tintMode: HoverTint

        /// The effect as the frame carries it.
        var frameEffect: PointerFrame.TargetEffect { springs.effect(on: view, tintMode: tintMode) }
    }

    /// The effect springs move from `previous` to the new `effectView`: the previous view keeps
    /// its springs as a `LeavingEffect`, aimed at rest, and the effect springs start again for
    /// the new view (from where that view is, if it was itself still settling back).
    /// - Complexity: O(`settlingViewLimit`); no allocation once `leaving` has grown to it.
    mutating func effectMoved(from previous: HostHandle, tintMode: HoverTint) {
        var left = LeavingEffect(view: previous, springs: effectSprings, tintMode: tintMode)
        left.springs.aim(scale: 1, offset: .zero, shadow: 0, tint: 0)
        if let index = leaving.firstIndex(where: { $0.view == effectView }) {
            effectSprings = leaving.remove(at: index).springs
        } else {
            effectSprings = EffectSprings()
        }
        let limit = max(tuning.settlingViewLimit, 0)
        guard !left.springs.isSettled, limit > 0 else { return }
        if leaving.count >= limit { leaving.removeFirst(leaving.count - limit + 1) }
        leaving.append(left)
    }

    /// Steps the views settling back; forgets those that have settled.
    mutating func stepLeaving(_ dt: Double, spring: Spring) {
        for index in leaving.indices { leaving[index].springs.step(dt, spring: spring) }
        leaving.removeAll { $0.springs.isSettled }
    }

    /// The tint mode of the effect in force (none unless it is a tinted hover).
    var effectTintMode: HoverTint {
        if case .hover(let tint, _, _) = effect { return tint }
        return .none
    }
}
