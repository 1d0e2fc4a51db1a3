import Foundation

/// The text-entry traits of a responder that takes keyboard input, as UIKit's
/// `UITextInputTraits`. UIKit's members are optional Objective-C requirements; here each has
/// a default (UIKit's) that an adopting class overrides by declaring the property, stored or
/// computed. They describe the software keyboard, which PointerKit does not show: nothing
/// reads them yet except apps.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// When the shift key is engaged automatically. Default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether autocorrection is on. Default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Which software keyboard to show. Default `.default`.
    var keyboardType: UIKeyboardType { get }
    /// What the Return key says. Default `.default`.
    var returnKeyType: UIReturnKeyType { get }
    /// True hides the text typed (passwords). Default false.
    var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
    /// UIKit's default: sentences.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// UIKit's default.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// UIKit's default.
    public var keyboardType: UIKeyboardType { .default }
    /// UIKit's default.
    public var returnKeyType: UIReturnKeyType { .default }
    /// UIKit's default: false.
    public var isSecureTextEntry: Bool { false }
}

/// A responder the keyboard types into, as UIKit's `UIKeyInput`: when the first responder
/// adopts it, a key press no responder handled becomes text entry (see `KeyboardRouter`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// True when there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point ("\n" for Return, "\t" for Tab).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (Backspace).
    func deleteBackward()
}

/// When the software keyboard engages Shift by itself, as UIKit's enum.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// Always.
    case allCharacters = 3
}

/// Whether text is corrected as it is typed, as UIKit's enum.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the user's settings say.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The software keyboard a text input asks for, as UIKit's enum.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// Names and phone numbers.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For social posts (@ and #).
    case twitter = 9
    /// For search terms.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11
}

/// What the Return key of the software keyboard says, as UIKit's enum.
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default` = 0
    /// Go.
    case go = 1
    /// Google.
    case google = 2
    /// Join.
    case join = 3
    /// Next.
    case next = 4
    /// Route.
    case route = 5
    /// Search.
    case search = 6
    /// Send.
    case send = 7
    /// Yahoo.
    case yahoo = 8
    /// Done.
    case done = 9
    /// Emergency Call.
    case emergencyCall = 10
    /// Continue.
    case `continue` = 11
}
