import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

/// A small iPad app: its scene delegate shows one button with a pointer interaction.
@MainActor final class TinyAppDelegate: UIResponder, UIApplicationDelegate {}
@MainActor final class TinySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var disconnected = 0
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let button = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 40))
        button.accessibilityIdentifier = "tiny button"
        button.addInteraction(UIPointerInteraction(delegate: nil))
        window.addSubview(button)
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { Self.disconnected += 1 }
}

@MainActor
@Suite("The playground runs registered iPad apps as scenes")
struct PlaygroundAppSceneTests {
    @Test("a registered app is listed, opens as a scene and takes the visitor's pointer")
    func appScene() throws {
        UIApplication.register(appNamed: "Tiny", delegate: TinyAppDelegate.init, sceneDelegate: TinySceneDelegate.init)
        let listed = try JSONSerialization.jsonObject(with: Data(PlaygroundSession.scenesMessage().utf8)) as? [String: Any]
        #expect((listed?["names"] as? [String])?.contains("app:Tiny") == true)
        let s = PlaygroundSession()
        try send(s, #"{"t":"scene","name":"app:Tiny"}"#, at: 0.1)
        try send(s, #"{"t":"move","x":250,"y":220}"#, at: 0.2)
        let st = try state(s)
        #expect(st["scene"] as? String == "app:Tiny")
        #expect(st["region"] as? String == "tiny button")
        #expect(st["activation"] as? String == "foregroundActive")
        #expect(s.window.bounds.size == CGSize(width: 1024, height: 768))
        let before = TinySceneDelegate.disconnected
        try send(s, #"{"t":"scene","name":"gallery"}"#, at: 0.3)
        #expect(TinySceneDelegate.disconnected == before + 1, "leaving the app's scene disconnects it")
    }

    @Test("an app that refuses to launch leaves the tab on its scene with a clear error")
    func refusedLaunch() throws {
        UIApplication.register(appNamed: "Refuser", delegate: RefusingAppDelegate.init)
        let s = PlaygroundSession(scene: "gallery")
        let refusal = #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"scene","name":"app:Refuser"}"#, at: 0.1) }
        #expect(refusal?.description.contains("refused to launch") == true)
        #expect(s.sceneName == "gallery")
    }
}

@MainActor final class RefusingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { false }
}
