import Foundation

/// A scene's persistent record, as UIKit's `UISceneSession`: it outlives the scene it
/// describes, carries the scene's role and configuration, and identifies it.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What kind of scene a session holds, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window of the app: every scene PointerKit connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// A unique, stable identifier of the session.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: Role
    /// The configuration the app delegate chose when the scene connected.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, nil once it has disconnected.
    public internal(set) weak var scene: UIScene?
    /// The app's own values for the session.
    public var userInfo: [String: Any]?
    /// The activity to restore the scene with (PointerKit restores no state: always what the
    /// app set).
    public var stateRestorationActivity: NSUserActivity?

    init(role: Role) {
        persistentIdentifier = UUID().uuidString
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// How to create a scene, as UIKit's `UISceneConfiguration`: its name, role and delegate.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The name the app gave it (an Info.plist scene manifest entry on iPadOS).
    public let name: String?
    /// The role of the sessions it creates.
    public let role: UISceneSession.Role
    /// The scene delegate's class, as the scene manifest names it. PointerKit cannot make an
    /// object from a class (Swift needs a `required` initialiser that UIResponder subclasses
    /// do not have), so the delegate is made by the factory registered with
    /// `UIApplication.register(appNamed:delegate:sceneDelegate:)`; a `delegateClass` that is
    /// set must be that factory's class, or the scene connects with no delegate and a
    /// diagnostic in `UIApplication.shared.lifecycleDiagnostics`.
    public var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (the only one PointerKit connects).
    public var sceneClass: AnyClass?

    /// A configuration with a name and role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name; role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// What the system passes when a scene connects, as UIKit's `UIScene.ConnectionOptions`.
    /// A playground connection opens no URL, shortcut or activity: every collection is empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open (none).
        public let urlContexts: Set<UIOpenURLContext> = []
        /// User activities to continue (none).
        public let userActivities: Set<NSUserActivity> = []
        /// The app that asked for the connection (none).
        public let sourceApplication: String? = nil
        /// Options for a connection with nothing to open.
        public override init() { super.init() }
    }
}

/// A URL the system asks a scene to open, as UIKit's `UIOpenURLContext`.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    /// Creates a context for `url`.
    public init(url: URL) { self.url = url; super.init() }
}

/// An activity to continue or restore, as Foundation's `NSUserActivity` on Apple platforms
/// (Linux Foundation has none): its type, title and values.
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// The activity's type, reverse-DNS by convention.
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The activity's values.
    open var userInfo: [AnyHashable: Any]?
    /// Creates an activity of a type.
    public init(activityType: String) { self.activityType = activityType; super.init() }
}
