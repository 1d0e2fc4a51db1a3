import Foundation

/// Where a drag would drop: the drop interaction under the pointer, its last proposal, and
/// the interactions that could handle the session (told when it ends).
@MainActor
final class DropTracker {
    let session: DropSession
    private(set) var target: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// Interactions asked `canHandle`, with their answers (asked once per session each).
    private var asked: [(UIDropInteraction, Bool)] = []

    init(session: UIDragSession) { self.session = DropSession(drag: session) }

    /// The drag moved to `point` (window coordinates): exit and enter targets, ask for a proposal.
    func move(to point: CGPoint, in window: UIWindow?) {
        let found = window.flatMap { dropInteraction(at: point, in: $0) }
        if found !== target {
            if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: session) }
            target = found
            proposal = nil
            if let found { found.delegate?.dropInteraction(found, sessionDidEnter: session) }
        }
        if let target, let delegate = target.delegate {
            proposal = delegate.dropInteraction(target, sessionDidUpdate: session)
        }
    }

    /// The drag was released (`dropped`) or cancelled: the target performs and concludes a
    /// `.copy` or `.move` drop; every interaction that could handle the session hears its end.
    /// Returns the operation performed (`.cancel` when none).
    func end(dropped: Bool) -> UIDropOperation {
        var operation = UIDropOperation.cancel
        if let target, let delegate = target.delegate {
            let proposed = proposal?.operation ?? .cancel
            let allowed = proposed == .copy || (proposed == .move && session.allowsMoveOperation)
            if dropped, allowed {
                operation = proposed
                delegate.dropInteraction(target, performDrop: session)
                delegate.dropInteraction(target, concludeDrop: session)
            } else {
                delegate.dropInteraction(target, sessionDidExit: session)
            }
        }
        target = nil
        for (interaction, handles) in asked where handles {
            interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session)
        }
        asked.removeAll()
        return operation
    }

    /// The deepest view under `point` (and up its superviews) with an enabled drop interaction
    /// whose delegate can handle the session.
    private func dropInteraction(at point: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.storedInteractions where interaction.isEnabled {
                if canHandle(interaction) { return interaction }
            }
            view = current.storedSuperview
        }
        return nil
    }

    private func canHandle(_ interaction: UIDropInteraction) -> Bool {
        if let known = asked.first(where: { $0.0 === interaction }) { return known.1 }
        let handles = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        asked.append((interaction, handles))
        return handles
    }
}
