import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// An app delegate and a scene delegate written as iPad code writes them, logging each call.
@MainActor final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    static var log: [String] = []
    var refusesLaunch = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("didFinishLaunching \(launchOptions == nil ? "no options" : "options")")
        return !refusesLaunch
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.log.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.log.append("didDiscard \(sceneSessions.count)")
    }
}

@MainActor final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LoggingAppDelegate.log.append("willConnectTo")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        button.accessibilityIdentifier = "button"
        button.addInteraction(UIPointerInteraction(delegate: nil))
        root.view.addSubview(button)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LoggingAppDelegate.log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LoggingAppDelegate.log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LoggingAppDelegate.log.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LoggingAppDelegate.log.append("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LoggingAppDelegate.log.append("didDisconnect") }
}

@MainActor
@Suite("An iPad app's delegates launch it and connect its scenes", .serialized)
struct AppLifecycleTests {
    @Test("a scene connects in UIKit's order and its window takes the pointer")
    func connectOrder() throws {
        LoggingAppDelegate.log = []
        UIApplication.register(appNamed: "lifecycle-order", delegate: LoggingAppDelegate.init, sceneDelegate: LoggingSceneDelegate.init)
        let scene = try UIApplication.shared.connectScene(ofApp: "lifecycle-order", screenBounds: CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(LoggingAppDelegate.log == ["didFinishLaunching no options", "configurationForConnecting", "willConnectTo", "willEnterForeground", "didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
        #expect(UIApplication.shared.connectedScenes.contains { $0 === scene })
        let window = try #require(scene.windows.first)
        #expect(window.isKeyWindow && window.bounds.size == CGSize(width: 400, height: 300))
        let mouse = SimulatedPointer(in: window, at: CGPoint(x: 10, y: 10))
        try mouse.move(to: CGPoint(x: 150, y: 120))
        #expect(window.pointerScene().pointer != nil, "the app's window draws the pointer")
        #expect(window.currentPointerView?.accessibilityIdentifier == "button", "the app's button takes the pointer")
        UIApplication.shared.disconnect(scene)
    }

    @Test("a second window of the app reuses the launched delegate and gets its own session")
    func secondScene() throws {
        LoggingAppDelegate.log = []
        UIApplication.register(appNamed: "lifecycle-two", delegate: LoggingAppDelegate.init, sceneDelegate: LoggingSceneDelegate.init)
        let first = try UIApplication.shared.connectScene(ofApp: "lifecycle-two")
        let second = try UIApplication.shared.connectScene(ofApp: "lifecycle-two")
        #expect(LoggingAppDelegate.log.filter { $0.hasPrefix("didFinishLaunching") }.count == 1, "the app launches once")
        #expect(first.session.persistentIdentifier != second.session.persistentIdentifier)
        #expect(first.windows.first !== second.windows.first)
        UIApplication.shared.disconnect(first); UIApplication.shared.disconnect(second)
    }

    @Test("closing a scene resigns, backgrounds, disconnects it and discards its session")
    func disconnectOrder() throws {
        UIApplication.register(appNamed: "lifecycle-close", delegate: LoggingAppDelegate.init, sceneDelegate: LoggingSceneDelegate.init)
        let scene = try UIApplication.shared.connectScene(ofApp: "lifecycle-close")
        LoggingAppDelegate.log = []
        UIApplication.shared.disconnect(scene)
        #expect(LoggingAppDelegate.log == ["willResignActive", "didEnterBackground", "didDisconnect", "didDiscard 1"])
        #expect(scene.activationState == .unattached && scene.session.scene == nil)
        #expect(!UIApplication.shared.connectedScenes.contains { $0 === scene })
        #expect(scene.windows.allSatisfy { $0.isHidden })
        UIApplication.shared.disconnect(scene)
        #expect(LoggingAppDelegate.log.count == 4, "closing twice does nothing more")
    }

    @Test("an unknown app or a refused launch is a typed error, not a crash")
    func badLaunches() {
        #expect(throws: UIApplicationLaunchError.unknownApp("no-such-app")) {
            try UIApplication.shared.connectScene(ofApp: "no-such-app")
        }
        UIApplication.register(appNamed: "lifecycle-refuses", delegate: {
            let d = LoggingAppDelegate(); d.refusesLaunch = true; return d
        })
        #expect(throws: UIApplicationLaunchError.launchRefused("lifecycle-refuses")) {
            try UIApplication.shared.connectScene(ofApp: "lifecycle-refuses")
        }
    }

    @Test("a configuration naming another scene delegate connects without one and says why")
    func mismatchedDelegateClass() throws {
        UIApplication.register(appNamed: "lifecycle-mismatch", delegate: LoggingAppDelegate.init, sceneDelegate: OtherSceneDelegate.init)
        let before = UIApplication.shared.lifecycleDiagnostics.count
        let scene = try UIApplication.shared.connectScene(ofApp: "lifecycle-mismatch")
        #expect(scene.delegate == nil)
        #expect(UIApplication.shared.lifecycleDiagnostics.count == before + 1)
        #expect(UIApplication.shared.lifecycleDiagnostics.last?.contains("OtherSceneDelegate") == true)
        UIApplication.shared.disconnect(scene)
    }
}

@MainActor final class OtherSceneDelegate: UIResponder, UIWindowSceneDelegate {}
