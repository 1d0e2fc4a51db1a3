import Foundation

/// An object that adds behaviour to a view it is attached to (pointer interactions, band
/// selection), as UIKit's `UIInteraction`.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to (held weakly by the interaction).
    var view: UIView? { get }
    /// Called before the interaction is attached to, or detached from (`nil`), a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to, or detached from (`nil`), a view.
    func didMove(to view: UIView?)
}

/// An interaction that holds its view as a checked `unowned` reference rather than a weak one
/// (a weak reference moves the view's reference count into a side table for good, and every
/// retain of the view then takes the slow path: benchmark `text: pointer move`). The view's
/// deinit clears the reference.
@MainActor protocol UnownedViewInteraction: AnyObject {
    /// The view is being freed: forget it.
    func viewDidDeallocate()
}

extension UIView {
    /// The interactions attached to the view, in the order added. Setting it detaches the
    /// old ones and attaches the new ones.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Attaches an interaction: it is told `willMove(to: self)` before and `didMove(to: self)`
    /// after. An interaction attached elsewhere is detached from there first.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view {
            if current === self { return }
            current.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        if let pointer = interaction as? UIPointerInteraction { storedPointerInteractions.append(pointer) }
        interaction.didMove(to: self)
        treeDidChange()
    }

    /// Detaches an interaction: it is told `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        storedPointerInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
        treeDidChange()
    }
}
