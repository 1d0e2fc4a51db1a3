import Foundation
import PointerEngine

/// A user-interface instance of the app, as UIKit's `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene stands in its life cycle, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (Control Center is over it, say).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's activation state; the host (or a test) sets it. Pointer lock is
    /// re-evaluated on every change.
    public var activationState: ActivationState = .foregroundActive {
        didSet { if activationState != oldValue { sceneConditionsDidChange() } }
    }

    /// The scene's pointer-lock state, or nil where the scene cannot lock the pointer.
    open var pointerLockState: UIPointerLockState? { nil }

    /// The scene's session (a new one for a scene made with `init()`).
    public let session: UISceneSession
    /// The scene's delegate, held strongly as in UIKit.
    open var delegate: (any UISceneDelegate)?
    /// The scene's title, for the app switcher (the playground shows the app's name).
    open var title: String?
    /// The delegate of the app that connected the scene (see `UIApplication.connectScene`).
    var appDelegate: (any UIApplicationDelegate)?

    /// Creates a scene and connects it to the shared application.
    public override convenience init() {
        self.init(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
    }

    /// Creates a scene for a session and connects it to the shared application (the system
    /// does this; apps use `UIApplication.connectScene(ofApp:)`).
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
        UIApplication.shared.connectedScenes.append(self)
    }

    func sceneConditionsDidChange() {}
}

/// A scene that shows windows, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in creation order (held weakly: a window lives while the app
    /// keeps it).
    public var windows: [UIWindow] { storedWindows.map(\.window) }

    /// A scene's link to one of its windows: `unowned` rather than `weak` for speed (see
    /// UIView's back-pointers); a window's deinit removes its entry, found by identifier
    /// (an unowned link to a window being freed must not be read).
    struct WindowEntry {
        unowned let window: UIWindow
        let id: ObjectIdentifier
        init(window: UIWindow) { self.window = window; id = ObjectIdentifier(window) }
    }
    var storedWindows: [WindowEntry] = []

    /// The size of the screen area the scene occupies, in points (default 1024 × 768, the
    /// classic iPad).
    public var screenBounds = CGRect(x: 0, y: 0, width: 1024, height: 768)

    // MARK: Pointer lock (see UIWindowScene+PointerLock.swift)

    var lockState: UIPointerLockState?
    var lockIsEvaluating = false
    var lockNeedsEvaluation = false
    /// The lock decision (locked, broken by the host, waiting for the host's answer).
    var lockArbiter = PointerLockArbiter()

    /// PointerKit extension: which platform's requirements a lock must meet (a host setting;
    /// default `.iPad`).
    public var pointerLockRules: PointerLockRules = .iPad { didSet { evaluatePointerLock() } }
    /// PointerKit extension: the host that carries a lock out (the browser's Pointer Lock API,
    /// a libinput consumer). Nil grants locks inside the engine (headless use and tests).
    public weak var pointerLockHost: (any PointerLockHost)? { didSet { evaluatePointerLock() } }
    /// PointerKit extension (iPad rules): true while the scene fills the screen: no Split View,
    /// nothing in Slide Over. The host sets it. Default true.
    public var isFullScreen = true { didSet { if isFullScreen != oldValue { evaluatePointerLock() } } }
    /// PointerKit extension (Mac rules): true while the app is the frontmost application.
    /// The host sets it. Default true.
    public var isApplicationFrontmost = true {
        didSet { if isApplicationFrontmost != oldValue { evaluatePointerLock() } }
    }
    /// PointerKit extension: false makes `pointerLockState` nil (a scene that cannot lock).
    /// Default true.
    public var supportsPointerLock = true { didSet { evaluatePointerLock() } }

    /// The scene's pointer-lock state, or nil when `supportsPointerLock` is false or the
    /// scene was disconnected.
    open override var pointerLockState: UIPointerLockState? {
        guard supportsPointerLock, activationState != .unattached else { return nil }
        if lockState == nil { lockState = UIPointerLockState(scene: self) }
        return lockState
    }

    override func sceneConditionsDidChange() { evaluatePointerLock() }
}
