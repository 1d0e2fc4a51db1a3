import Foundation

/// An item of a menu, as UIKit's `UIMenuElement`: an action, or a menu of more elements.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    /// How an element behaves, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destroys data: shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A dash: some of what it stands for is on.
        case mixed
    }

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title; self.subtitle = subtitle; self.image = image
        super.init()
    }
}

/// What an action does when chosen, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item that runs a handler when chosen, as UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a new unique one unless given).
    public let identifier: Identifier
    /// Disabled, destructive, hidden, keeps the menu presented.
    open var attributes: Attributes
    /// Its check mark.
    open var state: State
    /// The title used where the action is searched for (the menu bar's help).
    open var discoverabilityTitle: String?
    /// Runs when the action is chosen.
    public let handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler unless the action is disabled or hidden; true when it ran. PointerKit
    /// extension: what choosing the action in a shown menu does.
    @discardableResult
    public func perform() -> Bool {
        guard !attributes.contains(.disabled), !attributes.contains(.hidden) else { return false }
        handler(self)
        return true
    }

    /// The object that sent the action (a control, a bar button item) while its handler
    /// runs; nil otherwise, and for actions chosen in a menu.
    public private(set) var sender: Any?

    /// Runs the action as `perform()` does, with `sender` readable from the handler.
    @discardableResult
    func perform(sender: Any?) -> Bool {
        self.sender = sender
        defer { self.sender = nil }
        return perform()
    }
}

/// A menu: a titled list of actions and submenus, as UIKit's `UIMenu`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu destroys data: shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier (a new unique one unless given).
    public let identifier: Identifier
    /// How it shows its children.
    public let options: Options
    /// Its actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions a person can choose, in menu order, submenus and inline groups flattened;
    /// hidden ones left out. PointerKit extension.
    public var visibleActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.visibleActions ?? []
        }
    }

    /// Chooses `action` as a person would: runs it (unless disabled or hidden) and, in a
    /// single-selection menu, turns it on and its siblings off. True when it ran. PointerKit
    /// extension.
    @discardableResult
    public func choose(_ action: UIAction) -> Bool {
        guard action.perform() else { return false }
        if options.contains(.singleSelection), children.contains(where: { $0 === action }) {
            for case let sibling as UIAction in children { sibling.state = sibling === action ? .on : .off }
        }
        return true
    }
}
