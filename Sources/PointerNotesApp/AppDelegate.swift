// The Notes app, written as iPadOS 17 iPad code: UIKit's names, Swift 5 mode. Ported by the rules of
// PointerUIKit's article "Porting iPad code": `import PointerUIKit`, no `@main` (NotesApp.register() instead),
// no `@objc`, `#selector(f)` written `Owner.f`.
import PointerUIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = NotesViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The Notes app's entry point: PointerKit's replacement for `@main` on the app delegate.
public enum NotesApp {
    /// The name the playground lists it under.
    public static let name = "Notes"

    /// Registers the app, so that `pointerkit playground` and `pointerkit window` list it.
    @MainActor public static func register() {
        UIApplication.register(appNamed: name, delegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
    }
}
