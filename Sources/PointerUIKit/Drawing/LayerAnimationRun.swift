import Foundation
import PointerEngine
import PointerRender

/// One animation added to a layer, with its timing resolved when it was added and its time on
/// its window's clock.
@MainActor
final class LayerAnimationRun {
    let key: String
    /// False for an animation added with a nil key (not listed by `animationKeys()`).
    let isNamed: Bool
    let animation: CAAnimation
    weak var layer: CALayer?
    /// The window whose clock runs it; nil until its layer is first in a window at a frame.
    weak var window: UIWindow?
    /// The transaction it was added in (its completion waits for this run).
    let transaction: CATransaction.Level
    /// Seconds from the first frame to the beginning (a `beginTime` in the future).
    let delay: Double
    /// Seconds of one pass.
    let duration: Double
    let speed: Double
    /// Seconds of all passes (infinite for ever).
    let total: Double
    /// Seconds on the window's clock since the first frame that ran it.
    var elapsed = 0.0
    var started = false
    var ended = false
    /// True while counted in `LayerAnimations.onViewLayers` (on a view's layer, not detached).
    var countsOnView = false
    /// For a transition: what the layer drew when it was added, in its own coordinates.
    var before: [PointerScene.Drawing] = []

    init(key: String?, animation: CAAnimation, layer: CALayer) {
        self.key = key ?? "\u{0}unnamed-\(ObjectIdentifier(animation).hashValue)"
        isNamed = key != nil
        self.animation = animation
        self.layer = layer
        transaction = CATransaction.current
        var d = animation.duration
        if !d.isFinite || d < 0 {
            GeometryLimits.note("CAAnimation: a duration of \(d) counts as 0 (the transaction's \(CATransaction.animationDuration()) s)")
            d = 0
        }
        duration = d > 0 ? d : CATransaction.animationDuration()
        var s = Double(animation.speed)
        if !s.isFinite { GeometryLimits.note("CAAnimation: a speed of \(s) counts as 1"); s = 1 }
        speed = s
        let begin = animation.beginTime
        delay = begin.isFinite && begin > 0 ? max(begin - CACurrentMediaTime(), 0) : 0
        let pass = duration * (animation.autoreverses ? 2 : 1)
        var count = Double(animation.repeatCount)
        if count.isNaN { GeometryLimits.note("CAAnimation: a repeatCount of nan counts as 1"); count = 1 }
        let repeatDuration = animation.repeatDuration.isFinite ? animation.repeatDuration : 0
        total = repeatDuration > 0 ? repeatDuration : pass * (count > 0 ? count : 1)
        transaction.pending += 1
    }

    var fillsForwards: Bool { animation.fillMode == .forwards || animation.fillMode == .both }
    var fillsBackwards: Bool { animation.fillMode == .backwards || animation.fillMode == .both }

    /// Seconds into the animation's own time now.
    var localTime: Double { (elapsed - delay) * speed + (animation.timeOffset.isFinite ? animation.timeOffset : 0) }

    /// True once its time passed its end.
    var isPastEnd: Bool { started && elapsed >= delay && localTime >= total }

    /// The eased progress of the pass and the seconds into it now, nil when the model shows.
    var progress: (Double, Double)? {
        guard started else { return nil }
        if elapsed < delay { return fillsBackwards ? (animation.eased(0, seconds: 0), 0) : nil }
        var t = localTime
        if t >= total {
            guard fillsForwards, total.isFinite else { return nil }
            t = total
        }
        t = max(t, 0)
        let pass = duration * (animation.autoreverses ? 2 : 1)
        var local = t.truncatingRemainder(dividingBy: pass)
        if local == 0, t > 0 { local = pass }
        if animation.autoreverses, local > duration { local = pass - local }
        return (animation.eased(min(local / duration, 1), seconds: local), local)
    }

    /// Takes the run out of `LayerAnimations.onViewLayers`.
    func uncount() {
        if countsOnView { LayerAnimations.onViewLayers -= 1; countsOnView = false }
    }

    /// Ends the run once: tells the delegate and the transaction.
    func end(finished: Bool) {
        guard !ended else { return }
        ended = true
        transaction.pending -= 1
        if started || !finished { animation.delegate?.animationDidStop(animation, finished: finished) }
        transaction.finishIfDone()
    }
}

/// Every layer animation running, in all windows.
@MainActor
enum LayerAnimations {
    static var runs: [LayerAnimationRun] = []
    /// How many animations view layers hold (frames read presented view values while any do).
    static var onViewLayers = 0
    /// True while frames must move layer animations on.
    static var isRunning: Bool { !runs.isEmpty }
    /// True while a run is, or will be, on `window`'s clock.
    static func isRunning(in window: UIWindow) -> Bool {
        runs.contains { $0.window === window || ($0.window == nil && $0.layer?.hostWindow === window) }
    }

    /// Moves the runs of `window` on by `dt` seconds: starts those whose layer is now in it,
    /// ends those whose layer left it or went away, and returns those that reached their end.
    static func advance(_ window: UIWindow, by dt: Double) -> [LayerAnimationRun] {
        var done: [LayerAnimationRun] = [], dropped = false
        for run in runs {
            guard let layer = run.layer else { run.uncount(); run.end(finished: false); dropped = true; continue }
            let host = layer.hostWindow
            if run.window == nil {
                guard host === window else { continue }
                run.window = window
            }
            guard run.window === window else { continue }
            guard host === window else {
                // Removed from the window mid-animation: Core Animation removes its animations.
                layer.detach(run)
                run.end(finished: false); dropped = true
                continue
            }
            if !run.started {
                run.started = true
                run.animation.delegate?.animationDidStart(run.animation)
            } else if dt.isFinite, dt > 0 {
                run.elapsed += dt * layer.effectiveSpeed
            }
            if !run.ended, run.isPastEnd { done.append(run) }
        }
        if dropped { runs.removeAll { $0.ended } }
        DrawingGeneration.bump()
        return done
    }

    /// Ends the runs that reached their end after a frame: each is removed from its layer
    /// unless `isRemovedOnCompletion` is false, and its delegate told.
    static func finish(_ done: [LayerAnimationRun]) {
        for run in done where !run.ended {
            if run.animation.isRemovedOnCompletion { run.layer?.detach(run) }
            run.end(finished: true)
        }
        runs.removeAll { $0.ended }
    }
}

extension CALayer {
    /// Takes `run` off the layer's animations.
    func detach(_ run: LayerAnimationRun) {
        let before = animationRuns.count
        animationRuns.removeAll { $0 === run }
        if animationRuns.count < before { run.uncount() }
        changed()
    }

    /// The window the layer is drawn in: its root layer's view's.
    var hostWindow: UIWindow? {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root.owner?.storedWindow
    }
}
