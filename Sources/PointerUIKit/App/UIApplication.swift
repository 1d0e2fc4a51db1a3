import Foundation

/// The app: it owns the scenes and routes every event, as UIKit's `UIApplication`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The Info.plist key that opts out of the pointer compatibility mode.
    public static let supportsIndirectInputEventsKey = "UIApplicationSupportsIndirectInputEvents"

    /// The app instance. Replace it (for example with a subclass that overrides
    /// `sendEvent(_:)`) before creating windows.
    public static var shared = UIApplication()

    /// The scenes the app has connected, in creation order.
    public internal(set) var connectedScenes: [UIScene] = []
    /// Every window of the connected window scenes, in the scenes' order (UIKit deprecates it
    /// for `UIWindowScene.windows`; shipping code still reads it).
    public var windows: [UIWindow] {
        connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    }

    /// The app's delegate, kept alive here as `UIApplicationMain` keeps it on iPadOS. Set by
    /// the first `connectScene(ofApp:)` launch, or by the app.
    open var delegate: (any UIApplicationDelegate)?
    /// The delegates of the apps launched so far, by registered name.
    var launchedDelegates: [String: any UIApplicationDelegate] = [:]
    /// Life-cycle problems PointerKit worked around instead of trapping (a configuration
    /// naming a scene delegate other than the registered one), oldest first.
    public internal(set) var lifecycleDiagnostics: [String] = []

    /// Whether the app opted in to indirect input events (`UIApplicationSupportsIndirectInputEvents`).
    ///
    /// When true, mouse and trackpad clicks are `.indirectPointer` touches and trackpad pinch
    /// and rotate arrive as `.transform` events. When false, the app is in the compatibility
    /// mode: clicks are `.direct` touches, as a finger's.
    ///
    /// PointerKit's default is **true**, the value new iPadOS projects get since the iOS 14
    /// SDK. Code ported from an older project sets it from its Info.plist with
    /// `applyInfoDictionary(_:)`, where an absent key means false as on iPadOS.
    public var supportsIndirectInputEvents = true

    /// PointerKit extension: two clicks (or taps) count toward `UITouch.tapCount` when at most
    /// this many seconds apart. iPadOS publishes no value; 0.35 s follows common desktop
    /// double-click defaults.
    public var multiClickInterval: Double = 0.35

    /// PointerKit extension: two clicks count toward `tapCount` when at most this many points
    /// apart. iPadOS publishes no value; 10 pt tolerates a hand's jitter between clicks.
    public var multiClickDistance: CGFloat = 10

    /// Creates an application object. Apps use `shared`.
    public override init() { super.init() }

    /// Reads the app settings PointerKit honours from an Info.plist dictionary:
    /// `UIApplicationSupportsIndirectInputEvents` (a Bool; absent means false).
    public func applyInfoDictionary(_ info: [String: Any]) {
        supportsIndirectInputEvents = (info[Self.supportsIndirectInputEventsKey] as? Bool) ?? false
    }

    /// Reads an Info.plist file (XML or binary property list) and applies it.
    public func applyInfoPlist(at url: URL) throws {
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let info = plist as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        applyInfoDictionary(info)
    }

    /// Dispatches an event to its window. Override it to observe or filter every event;
    /// call `super` to deliver.
    open func sendEvent(_ event: UIEvent) {
        event.window?.sendEvent(event)
    }
}
