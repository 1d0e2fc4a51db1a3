import Foundation

extension UIApplication {
    /// Keys of the launch-options dictionary, as UIKit's `UIApplication.LaunchOptionsKey`.
    /// A playground launch passes no options (nil).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}

/// The app's delegate, as UIKit's `UIApplicationDelegate`. Every method is optional in
/// UIKit; here each has UIKit's default in an extension (implement it in the class that
/// declares the conformance).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Launch has begun; false refuses a URL launch (there is none in PointerKit).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch has finished: set up the app's state (scenes connect afterwards).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a scene about to connect.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded (their scenes closed for good).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// UIKit's default: true.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default: true.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default: the session's own configuration (the scene manifest's).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// UIKit's default: nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// A scene's delegate, as UIKit's `UISceneDelegate`, with UIKit's empty defaults.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting: make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (its tab closed); its session may come back.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// UIKit's default: nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// UIKit's default: nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// UIKit's default: nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's
/// window (declare `var window: UIWindow?`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// UIKit's default for a delegate that declares no window: none.
    public var window: UIWindow? { get { nil } set {} }
}
