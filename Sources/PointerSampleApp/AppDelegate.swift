// The sample app, written as iPad code: UIKit's names, Swift 5 mode. Ported by the rules of
// PointerUIKit's article "Porting iPad code": `import PointerUIKit`, no `@main` (SampleApp.register() instead), no `@objc`,
// `#selector(f)` written `Owner.f`.
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
        window.rootViewController = UINavigationController(rootViewController: PaletteViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The sample app's entry point: PointerKit's replacement for `@main` on the app delegate.
public enum SampleApp {
    /// The name the playground lists it under.
    public static let name = "Swatches"

    /// A window showing the palette with `count` swatches in a navigation controller, laid
    /// out, without launching the app (benchmarks measure it at 500 swatches).
    @MainActor public static func window(swatches count: Int, size: CGSize = CGSize(width: 1024, height: 768)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = UINavigationController(rootViewController: PaletteViewController(count: count))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Registers the app, so that `pointerkit playground` lists it.
    @MainActor public static func register() {
        UIApplication.register(appNamed: name, delegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
    }
}
