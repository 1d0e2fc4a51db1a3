import Foundation

/// What runs alongside a context menu's transition, as UIKit's
/// `UIContextMenuInteractionAnimating`. PointerKit's menus appear and go at once: animations
/// run as soon as the delegate returns, then completions, in the order added.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds changes to make alongside the transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds work to do after the transition.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a committed preview leaves, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu closes and the preview goes back to its view.
    case dismiss = 0
    /// The preview grows into what it previews.
    case pop = 1
}

/// The transition of a committed preview, as UIKit's `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (default `.pop`, as UIKit).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// PointerKit's animator: collects what the delegate adds, then runs it.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    init(preview: UIViewController?) { previewViewController = preview }
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    /// Runs the animations, then the completions.
    func run() {
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations.removeAll(); completions.removeAll()
    }
}
