import Foundation

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`: assistive
/// technology reads it to say "button", "heading", "adjustable", "dimmed"… Combine them
/// (`[.button, .selected]`). The raw values are PointerKit's own bits: use the named members.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button (`UIButton`, a switch).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image (`UIImageView` made an element).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected control, segment or cell).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Is a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change (`UILabel`).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the screen when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled (a control whose `isEnabled` is false): read as "dimmed".
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often (a timer).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted up and down (`UISlider`): `accessibilityIncrement()` and
    /// `accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing canvas).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a heading that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Is a toggle (on or off) button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Can be zoomed (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// An action an accessibility element offers besides activating it ("Delete", "Mark as
/// read"), as UIKit's `UIAccessibilityCustomAction`: the playground page lists each as a button
/// inside the element.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as read to the person.
    open var name: String
    /// An image for the action, nil for none.
    open var image: UIImage?
    /// What the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The target of a selector-based action (held weakly, as in UIKit).
    open weak var target: AnyObject?
    /// The method of a selector-based action (`Selector(Owner.f)`): called on `target` with
    /// the action as sender; it counts as succeeded when the target has the method.
    open var selector: Selector?

    /// An action named `name` that runs `actionHandler`.
    @preconcurrency
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` with an image, that runs `actionHandler`.
    @preconcurrency
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` that calls `selector` on `target`.
    public init(name: String, target: AnyObject?, selector: Selector) {
        self.name = name
        self.target = target
        self.selector = selector
        super.init()
    }

    /// Performs the action: the handler, else the selector on its target. False when there is
    /// neither (or the target is gone).
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return selector.invoke(target, self, nil)
    }
}

/// The system's accessibility settings and announcements, as UIKit's `UIAccessibility`.
@MainActor
public enum UIAccessibility {
    /// True when the person asked for less motion: the host's setting (the browser's
    /// `prefers-reduced-motion: reduce` in the playground, GTK's `gtk-enable-animations` off in
    /// the native window), false headless. Changes post
    /// `reduceMotionStatusDidChangeNotification`.
    public static var isReduceMotionEnabled: Bool { reduceMotion }
    /// Posted (object nil) when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// True when VoiceOver runs: always false (PointerKit's hosts expose their accessibility
    /// tree to the desktop's screen reader, which PointerKit cannot see).
    public static var isVoiceOverRunning: Bool { false }

    /// A notification an app posts to assistive technology.
    public struct Notification: Hashable, Sendable {
        /// Its name.
        public let rawValue: String
        /// A notification from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The screen changed a lot (a new view controller): reading starts over.
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// The layout changed (an element appeared or went).
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// An announcement to read: its argument is the text.
        public static let announcement = Notification(rawValue: "announcement")
        /// A scroll ended: its argument is the text to read.
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }

    /// Posts `notification`. Announcements (a `String` or `NSAttributedString` argument) are
    /// kept in `announcements` for the hosts (the playground sends them with its next frame,
    /// as `announce`); the others mark the accessibility tree as changed.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityTree.generation &+= 1
        guard notification == .announcement || notification == .pageScrolled else { return }
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string
        guard let text, !text.isEmpty else { return }
        if announcements.count >= 16 { announcements.removeFirst() }
        announcements.append(AccessibilityTree.exposed(text))
    }

    /// PointerKit extension: announcements posted and not yet read by a host, oldest first
    /// (at most 16: older ones are dropped).
    public internal(set) static var announcements: [String] = []

    /// PointerKit extension for hosts: the announcements not yet read, which are then gone.
    public static func takeAnnouncements() -> [String] {
        guard !announcements.isEmpty else { return [] }
        defer { announcements.removeAll() }
        return announcements
    }

    /// PointerKit extension for hosts: sets `isReduceMotionEnabled` from the host's setting,
    /// posting the change notification when it changes.
    public static func setReduceMotion(_ enabled: Bool) {
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    static var reduceMotion = false
}
