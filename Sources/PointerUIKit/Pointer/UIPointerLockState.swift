import Foundation
import Synchronization

/// Whether a scene's pointer is locked, as the system decided, as UIKit's `UIPointerLockState`.
///
/// The app states a preference (`UIViewController.prefersPointerLocked`); the system locks
/// only while the scene meets the platform's requirements and the host agrees. Observe
/// `didChangeNotification` (object: this state; userInfo: the scene under `sceneUserInfoKey`).
/// `isLocked` changes at once; the notification follows from the main operation queue (see
/// `UIWindowScene.setLocked` for why), so an observer always reads the current state.
@preconcurrency @MainActor
public final class UIPointerLockState: NSObject {
    /// Posted on `NotificationCenter.default` when `isLocked` changes; the object is the
    /// state, and `userInfo[sceneUserInfoKey]` is the scene.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// The userInfo key of `didChangeNotification` holding the scene.
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// True while the system keeps the scene's pointer locked. Readable from any isolation: the
    /// observer block of `didChangeNotification`, which Foundation types `@Sendable`, reads it
    /// (Apple's own example does, and would not compile cleanly against a main-actor property),
    /// so it is kept behind a lock. It is still changed on the main actor only.
    nonisolated public internal(set) var isLocked: Bool {
        get { lockedFlag.withLock { $0 } }
        set { lockedFlag.withLock { $0 = newValue } }
    }
    nonisolated private let lockedFlag = Mutex(false)

    weak var scene: UIScene?
    /// The value the last posted notification reported.
    var lastPostedLocked = false

    init(scene: UIScene) {
        self.scene = scene
        super.init()
    }
}

extension UIViewController {
    /// Tells the system that `prefersPointerLocked` (or the child that decides it) changed.
    public func setNeedsUpdateOfPrefersPointerLocked() { pointerLockPreferenceMayHaveChanged() }

    func pointerLockPreferenceMayHaveChanged() {
        hostWindow?.windowScene?.evaluatePointerLock()
    }

    /// The controller whose `prefersPointerLocked` decides: the top of the presentation
    /// stack, then down `childViewControllerForPointerLock` links (cycles stop the walk).
    var pointerLockDecider: UIViewController {
        var top: UIViewController = self
        while let presented = top.presentedViewController { top = presented }
        var seen: [ObjectIdentifier] = [ObjectIdentifier(top)]
        while let child = top.childViewControllerForPointerLock, !seen.contains(ObjectIdentifier(child)) {
            seen.append(ObjectIdentifier(child))
            top = child
        }
        return top
    }
}
