import Foundation

/// A menu command that sends an action up the responder chain, as UIKit's `UICommand`.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent to the first responder in the chain that has the method (see
    /// `Selector`: write `#selector(save)` as `Selector(Owner.save)`).
    public let action: Selector
    /// Arbitrary data the action can read from its sender.
    open var propertyList: Any?
    /// Other actions the command offers with other modifiers held (the menu bar shows them
    /// when the modifiers are down; as key commands, they match their own modifiers).
    open var alternates: [UICommandAlternate]
    /// Disabled, destructive, hidden.
    open var attributes: Attributes
    /// Its check mark.
    open var state: State
    /// The title used where the command is searched for (the keyboard shortcut list).
    open var discoverabilityTitle: String?

    /// Creates a command.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.action = action; self.propertyList = propertyList; self.alternates = alternates; self.attributes = attributes
        self.state = state; self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// Another action of a command, chosen by holding other modifiers, as UIKit's
/// `UICommandAlternate`.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The title shown while the modifiers are held.
    open var title: String
    /// The action sent instead of the command's.
    public let action: Selector
    /// The modifiers that choose this alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title; self.action = action; self.modifierFlags = modifierFlags
        super.init()
    }
}

/// A keyboard shortcut, as UIKit's `UIKeyCommand`: a key with modifiers and the action it
/// sends. Responders offer commands through `keyCommands`; see `KeyboardRouter` for when a
/// command runs.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "f", modifierFlags: .command, action: Selector(Self.find))]   // #selector(find)
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key to press: its characters ignoring modifiers ("f", "1", "/") or one of the
    /// special inputs (`inputUpArrow`…). Letters match either case.
    open private(set) var input: String?
    /// The modifiers that must be held: exactly these (Caps Lock and the keypad flag aside).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// True runs the command before the text input system sees its key (iOS 15's order is the
    /// reverse for keys a text input handles: typing, Return, Tab, deletion, arrows and the
    /// navigation keys). Default false.
    open var wantsPriorityOverSystemBehavior = false

    /// Creates a command, UIKit's iOS 13 form.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a command from its key, modifiers and action, UIKit's iOS 7 form.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a command whose action is an unbound method (`Owner.find`, the porting rule for
    /// `#selector(find)`).
    @preconcurrency public convenience init<T: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                          action: @escaping @MainActor (T) -> () -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, action: Selector(action))
    }

    /// Creates a command whose action is an unbound method taking the command as sender
    /// (`Owner.find(_:)`).
    @preconcurrency public convenience init<T: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                  action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, action: Selector(action))
    }

    /// The action `key` chooses: the command's own when the input equals the key's
    /// characters ignoring modifiers (letters in either case) with exactly the command's
    /// modifiers held, or equals the key's shifted characters ("?") with Shift as the only
    /// modifier not asked for; an alternate's when its modifiers are the ones held; nil
    /// otherwise, and for a disabled command.
    func action(for key: UIKey) -> Selector? {
        guard let input, !input.isEmpty, !attributes.contains(.disabled) else { return nil }
        let held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        // By the key's unshifted text with exactly the modifiers asked, or by the text it typed
        // when Shift was needed to type it (⌘/ is ⌘⇧7 on a German keyboard, as iPadOS matches it).
        func matches(_ flags: UIKeyModifierFlags) -> Bool {
            if input.lowercased() == key.charactersIgnoringModifiers.lowercased(), held == flags { return true }
            return input == key.characters && held.subtracting(.shift) == flags.subtracting(.shift)
        }
        if matches(modifierFlags) { return action }
        return alternates.first { matches($0.modifierFlags) }?.action
    }

    /// The up arrow key's input.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key's input.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key's input.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key's input.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key's input.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key's input.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Delete key's input. PointerKit's reading: the forward-delete key (Backspace has a
    /// text form, "\u{8}", and UIKit's documentation does not say which key this is).
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// F1's input.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// F2's input.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// F3's input.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// F4's input.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// F5's input.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// F6's input.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// F7's input.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// F8's input.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// F9's input.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// F10's input.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// F11's input.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// F12's input.
    nonisolated public static let f12 = "UIKeyInputF12"
}
