import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`.
///
/// PointerKit makes no implicit animations (a standalone layer's property changes show at the
/// next frame), so `disableActions` is recorded and read back but changes nothing drawn. The
/// transaction's `animationDuration` is what an animation added inside it with a duration of 0
/// runs for (0.25 s by default, as Core Animation), and its `completionBlock` runs once every
/// animation added inside it has ended or been removed (at `commit()` when none was added).
/// Outside any `begin()`, the implicit transaction of the current main-thread turn is used:
/// its settings last until the next frame of a window (`UIWindow.frame(at:)`).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One level of `begin()`/`commit()`.
    final class Level {
        var disableActions = false
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// Animations added inside this transaction that have not ended yet.
        var pending = 0
        var committed = false
        /// Runs the completion once when committed and nothing is pending.
        func finishIfDone() {
            guard committed, pending == 0, let block = completion else { return }
            completion = nil
            block()
        }
    }
    static var stack: [Level] = []
    static var implicit = Level()
    /// True once the implicit transaction was used (the next frame ends it).
    static var implicitInUse = false
    static var current: Level {
        if let last = stack.last { return last }
        implicitInUse = true
        return implicit
    }

    /// Opens a transaction (nested ones are allowed; each inherits its parent's settings).
    open class func begin() {
        let level = Level()
        level.disableActions = current.disableActions; level.duration = current.duration
        level.timingFunction = current.timingFunction
        stack.append(level)
    }
    /// Closes the innermost transaction; its completion block runs when its animations have
    /// ended (now, when none was added). An unmatched `commit()` is ignored with a diagnostic.
    open class func commit() {
        guard let level = stack.popLast() else {
            GeometryLimits.note("CATransaction.commit() without begin(): ignored")
            return
        }
        level.committed = true
        level.finishIfDone()
    }
    /// Commits the implicit transaction now (its completion block runs when its animations end).
    open class func flush() { endImplicit() }

    /// Turns implicit actions off (recorded: PointerKit makes no implicit animations).
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// True when implicit actions are off in the current transaction.
    open class func disableActions() -> Bool { current.disableActions }
    /// The duration animations added in this transaction with a duration of 0 run for. NaN,
    /// infinite or negative values count as 0.25 s, with a diagnostic.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            GeometryLimits.note("CATransaction: an animation duration of \(dur) counts as 0.25 s")
            current.duration = 0.25
            return
        }
        current.duration = dur
    }
    /// The current transaction's animation duration: 0.25 s by default.
    open class func animationDuration() -> CFTimeInterval { current.duration }
    /// The timing function of the transaction's implicit animations (recorded).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// The timing function set for the transaction, nil for the default.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// A block run once every animation added in the transaction has ended or been removed.
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    /// The transaction's completion block.
    open class func completionBlock() -> (() -> Void)? { current.completion }

    /// Ends the implicit transaction (each window frame does): its completion runs when its
    /// animations end, and the next changes start a new one.
    static func endImplicit() {
        implicitInUse = false
        let level = implicit
        guard level.completion != nil || level.pending > 0 || level.duration != 0.25 || level.disableActions
                || level.timingFunction != nil else { return }
        implicit = Level()
        level.committed = true
        level.finishIfDone()
    }
}
