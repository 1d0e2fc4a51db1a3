import Foundation

/// A user-interface instance of the app, as UIKit's `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene stands in its life cycle, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (Control Center is over it, say).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's activation state; the host (or a test) sets it.
    public var activationState: ActivationState = .foregroundActive

    /// Creates a scene and connects it to the shared application.
    public override init() {
        super.init()
        UIApplication.shared.connectedScenes.append(self)
    }
}

/// A scene that shows windows, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in creation order (held weakly: a window lives while the app
    /// keeps it).
    public var windows: [UIWindow] { storedWindows.compactMap(\.window) }

    struct WeakWindow { weak var window: UIWindow? }
    var storedWindows: [WeakWindow] = []

    /// The size of the screen area the scene occupies, in points (default 1024 × 768, the
    /// classic iPad).
    public var screenBounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
}
