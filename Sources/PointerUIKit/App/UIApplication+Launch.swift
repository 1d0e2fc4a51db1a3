import Foundation

/// An iPad app PointerKit can launch: PointerKit's replacement for `@main` (or
/// `@UIApplicationMain`) on the app delegate, and for the Info.plist scene manifest that
/// names the scene delegate. Swift cannot make an object from a class name or a metatype
/// without a `required` initialiser, so an app registers factories instead:
///
///     UIApplication.register(appNamed: "Swatches", delegate: { AppDelegate() },
///                            sceneDelegate: { SceneDelegate() })
///
/// `pointerkit playground` lists every registered app as a scene.
public struct UIApplicationEntry {
    /// The app's name, as the playground lists it.
    public let name: String
    let makeDelegate: @MainActor () -> any UIApplicationDelegate
    let makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?
}

/// Why a scene of an app could not connect.
public enum UIApplicationLaunchError: Error, Equatable, CustomStringConvertible {
    /// No app of that name was registered.
    case unknownApp(String)
    /// The app delegate refused to launch (`willFinishLaunching` or `didFinishLaunching`
    /// returned false).
    case launchRefused(String)

    /// A sentence naming the app.
    public var description: String {
        switch self {
        case .unknownApp(let name): "no app named '\(name)' is registered"
        case .launchRefused(let name): "the app delegate of '\(name)' refused to launch"
        }
    }
}

extension UIApplication {
    /// The apps registered with `register(appNamed:delegate:sceneDelegate:)`, in order.
    public static private(set) var registeredApps: [UIApplicationEntry] = []

    /// Registers an app under `name` (replacing one of the same name): `delegate` makes its
    /// app delegate, once, at its first launch; `sceneDelegate` makes each scene's delegate
    /// (the class the scene manifest names on iPadOS).
    public static func register(appNamed name: String,
                                delegate: @escaping @MainActor () -> any UIApplicationDelegate,
                                sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil) {
        let entry = UIApplicationEntry(name: name, makeDelegate: delegate, makeSceneDelegate: sceneDelegate)
        registeredApps.removeAll { $0.name == name }
        registeredApps.append(entry)
    }

    /// Launches the named app if it has not launched (its delegate hears
    /// `willFinishLaunchingWithOptions` then `didFinishLaunchingWithOptions`, with no options)
    /// and connects a new window scene of it, as iPadOS does for a new window: the delegate
    /// chooses the configuration, the scene delegate hears `willConnectTo`, then
    /// `sceneWillEnterForeground` and `sceneDidBecomeActive`.
    ///
    /// Several apps can run in one process (the playground hosts them all); `delegate` is the
    /// first one launched, and each app's scenes talk to its own delegate.
    public func connectScene(ofApp name: String,
                             screenBounds: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768)) throws(UIApplicationLaunchError) -> UIWindowScene {
        guard let entry = Self.registeredApps.first(where: { $0.name == name }) else { throw .unknownApp(name) }
        let appDelegate: any UIApplicationDelegate
        if let launched = launchedDelegates[name] {
            appDelegate = launched
        } else {
            appDelegate = entry.makeDelegate()
            if delegate == nil { delegate = appDelegate }
            guard appDelegate.application(self, willFinishLaunchingWithOptions: nil),
                  appDelegate.application(self, didFinishLaunchingWithOptions: nil) else {
                throw .launchRefused(name)
            }
            launchedDelegates[name] = appDelegate
        }
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = appDelegate.application(self, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.screenBounds = screenBounds
        scene.appDelegate = appDelegate
        if let make = entry.makeSceneDelegate {
            let sceneDelegate = make()
            if let named = configuration.delegateClass, named != type(of: sceneDelegate) {
                lifecycleDiagnostics.append("scene of '\(name)': the configuration names \(named) as its delegate, but the registered scene delegate is \(type(of: sceneDelegate)); the scene connects without a delegate")
            } else {
                scene.delegate = sceneDelegate
            }
        }
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        return scene
    }

    /// Takes a scene off screen and disconnects it, as closing its window does: its delegate
    /// hears `sceneWillResignActive`, `sceneDidEnterBackground` and `sceneDidDisconnect`, and
    /// the app delegate `didDiscardSceneSessions` with its session. Its windows are hidden.
    public func disconnect(_ scene: UIScene) {
        guard scene.activationState != .unattached else { return }
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
        }
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        if let windowScene = scene as? UIWindowScene { for window in windowScene.windows { window.isHidden = true } }
        connectedScenes.removeAll { $0 === scene }
        scene.session.scene = nil
        scene.appDelegate?.application(self, didDiscardSceneSessions: [scene.session])
    }
}
