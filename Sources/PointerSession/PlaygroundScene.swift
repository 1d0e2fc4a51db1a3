import Foundation
import PointerUIKit
import PointerEngine
import PointerDemoScenes

/// What a playground session shows.
@MainActor
public enum PlaygroundScene {
    /// The seed's Quilt Simulator.
    case quilt(QuiltSimulator)
    /// One tile per pointer effect, shape and accessory.
    case gallery(EffectsGallery)
    /// A game that prefers the pointer locked.
    case game(PointerLockGame)
    /// The ISO 9241-9 study a person runs with their own device (`StudyScene`).
    case study(StudyScene)
    /// A window scene of an iPad app registered with `UIApplication.register(appNamed:…)`,
    /// connected through its app and scene delegates, and its window.
    case app(String, UIWindowScene, UIWindow)

    /// The built-in scenes' names.
    static let builtIn = ["quilt", "gallery", "game"]
    /// The prefix of an app's scene name: "app:" and the registered name.
    static let appPrefix = "app:"

    /// The scene names a page may ask for: the built-in ones, then "app:" and each
    /// registered app's name.
    public static var names: [String] { builtIn + UIApplication.registeredApps.map { appPrefix + $0.name } }

    /// A new scene by name ("gallery", "game", "app:" and an app's name; anything else is the
    /// quilt); a game locks through `lockHost`. An app that will not launch is a typed error.
    init(_ name: String, lockHost: any PointerLockHost) throws(UIApplicationLaunchError) {
        switch name {
        case "gallery": self = .gallery(EffectsGallery())
        case "game": self = .game(PointerLockGame(host: lockHost))
        case let app where app.hasPrefix(Self.appPrefix):
            let scene = try UIApplication.shared.connectScene(ofApp: String(app.dropFirst(Self.appPrefix.count)),
                                                              screenBounds: Self.appScreen)
            // A scene delegate that made no window still gets one, so the tab shows something.
            let window = scene.windows.first(where: \.isKeyWindow) ?? scene.windows.first ?? UIWindow(windowScene: scene)
            self = .app(app, scene, window)
        default: self = .quilt(QuiltSimulator())
        }
    }

    /// The screen area an app's scene fills: 1024 × 768 pt, the classic iPad in landscape.
    static let appScreen = CGRect(x: 0, y: 0, width: 1024, height: 768)

    /// The scene's name.
    public var name: String {
        switch self {
        case .quilt: "quilt"
        case .gallery: "gallery"
        case .game: "game"
        case .app(let name, _, _): name
        case .study: "study"
        }
    }

    /// The scene's window.
    public var window: UIWindow {
        switch self {
        case .quilt(let q): q.window
        case .gallery(let g): g.window
        case .game(let g): g.window
        case .app(_, _, let window): window
        case .study(let s): s.window
        }
    }

    func close() {
        switch self {
        case .game(let game): game.close()
        case .app(_, let scene, _): UIApplication.shared.disconnect(scene)
        case .study(let s): s.recorder.close()
        default: break
        }
    }
}
