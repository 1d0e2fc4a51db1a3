import Foundation

/// The animator handed to `willEnter` and `willExit`: animations run with the pointer's
/// transition, completions run when its springs settle (true) or when another transition
/// interrupts it (false).
@preconcurrency @MainActor
final class PointerAnimator: UIPointerInteractionAnimating {
    /// The blocks and the completion flag, in one stored value: `reset` makes one access to
    /// it (each access to a class's stored property is checked for exclusivity).
    private struct Blocks {
        var animations: [() -> Void] = []
        var completions: [(Bool) -> Void] = []
        var completed = false

        /// Lists already empty (the usual case: the delegate added nothing) are not touched:
        /// emptying one costs about 150 instructions even when it is empty (callgrind).
        mutating func reset() {
            if !animations.isEmpty { animations.removeAll(keepingCapacity: true) }
            if !completions.isEmpty { completions.removeAll(keepingCapacity: true) }
            completed = false
        }
    }
    private var blocks = Blocks()
    private var animations: [() -> Void] { get { blocks.animations } _modify { yield &blocks.animations } }
    private var completions: [(Bool) -> Void] { get { blocks.completions } _modify { yield &blocks.completions } }
    private var completed: Bool { get { blocks.completed } _modify { yield &blocks.completed } }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    var hasCompletions: Bool { !completions.isEmpty }
    var hasAnimations: Bool { !animations.isEmpty }

    /// Makes a finished animator ready for reuse.
    func reset() { blocks.reset() }

    /// Runs the animation blocks: the views' properties change at the transition's start and
    /// the scene draws them from then on.
    func runAnimations() {
        guard !animations.isEmpty else { return }
        let blocks = animations
        animations.removeAll()
        for block in blocks { block() }
    }

    func complete(finished: Bool) {
        guard !completed else { return }
        completed = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(finished) }
    }
}
