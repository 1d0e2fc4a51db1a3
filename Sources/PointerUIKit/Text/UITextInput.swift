import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`: abstract; a text input
/// subclasses it to carry its own index. PointerKit's text views use UTF-16 offsets.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position (for subclasses).
    public override init() { super.init() }
}

/// A range of a text input's text, as UIKit's `UITextRange`: abstract; a text input
/// subclasses it.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range (for subclasses).
    public override init() { super.init() }
    /// True when the range holds no text (a caret).
    open var isEmpty: Bool { true }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}

/// One rectangle of a selection, as UIKit's `UITextSelectionRect`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// The rectangle, in the text input's view coordinates.
    open private(set) var rect: CGRect
    /// True for the rectangle holding the selection's start.
    open private(set) var containsStart: Bool
    /// True for the rectangle holding the selection's end.
    open private(set) var containsEnd: Bool
    /// Which way the text it covers reads.
    open var writingDirection: NSWritingDirection { storedDirection }
    private let storedDirection: NSWritingDirection
    /// False: PointerKit lays out horizontal text only.
    open var isVertical: Bool { false }

    /// A selection rectangle (UIKit makes these for its own text views; PointerKit's are
    /// made the same way, and a custom text input may make its own).
    public init(rect: CGRect, containsStart: Bool, containsEnd: Bool, writingDirection: NSWritingDirection = .leftToRight) {
        self.rect = rect; self.containsStart = containsStart; self.containsEnd = containsEnd
        storedDirection = writingDirection
        super.init()
    }
}

/// The direction text is written in, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
    /// The paragraph's own direction.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// An order between two text positions, as Foundation's `ComparisonResult` reads for them.
public typealias UITextPositionComparison = ComparisonResult

/// The text a first responder shows and edits, with its geometry: what the keyboard, the
/// edit menu, input methods and the pointer's beam use, as UIKit's `UITextInput` (dictation
/// is not part of PointerKit). The tokenizer, writing direction, layout-direction and
/// attributed marked-text members have default implementations, so a custom text input that
/// leaves them out still compiles.
///
/// The pointer reads `caretRect(for:)` of the position closest to it to size and place the
/// text beam: implement it even for text that is never editable.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection (an empty range is the caret); nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The range between two positions, in either order.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position` (UTF-16 units), nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The distance from one position to another, UTF-16 units.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The rectangle of the first line a range covers, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at a position, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles a selection of the range covers, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest a point in the view's coordinates.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position nearest a point, inside a range.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at a point.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The composition an input method shows before committing it, nil when none.
    var markedTextRange: UITextRange? { get }
    /// Attributes the app asks marked text to be drawn with (PointerKit's views keep them and
    /// draw marked text underlined in the text's colour).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Shows `markedText` as the composition in place of the current one (or of the selection,
    /// when none), `selectedRange` being its selection in UTF-16 offsets of `markedText`; nil or
    /// empty text removes the composition.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Keeps the composition as typed text and ends it.
    func unmarkText()
    /// `setMarkedText(_:selectedRange:)` with an attributed string (its characters are used).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// What the text's words, sentences, paragraphs and lines are.
    var tokenizer: UITextInputTokenizer { get }
    /// The base writing direction of the paragraph at a position.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of the paragraphs a range touches.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The position `offset` caret stops from `position` in a screen direction: left and right as
    /// the eye sees the text, up and down by lines; nil past the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The position of a range farthest in a screen direction.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from a position to the next caret stop in a screen direction.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
}

extension UITextInput where Self: UIResponder {
    /// A string tokenizer on the input's text (PointerKit's text views' read their layout).
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}

extension UITextInput {
    /// Marks the attributed string's characters (UIKit's optional member; the attributes are
    /// not drawn).
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    /// The paragraph's base writing direction at a position: for PointerKit's text views and
    /// fields, the one it was given or the one its first strong character gives; `.natural` for
    /// an input that does not say.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        (self as? any TextEditorView)?.inputBaseWritingDirection(for: position) ?? .natural
    }
    /// Gives the paragraphs a range touches a base writing direction (`.natural`: their text's
    /// own); nothing for an input that keeps no direction.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        (self as? any TextEditorView)?.inputSetBaseWritingDirection(writingDirection, for: range)
    }
    /// The position `offset` caret stops away in a screen direction. PointerKit's text views
    /// and fields move left and right as the eye sees the text (through a right-to-left word,
    /// left moves forward) and up and down by lines; another input moves `offset` UTF-16 units
    /// on (right, down) or back (left, up).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        if let view = self as? any TextEditorView { return view.inputPosition(from: position, in: direction, offset: offset) }
        return self.position(from: position, offset: direction == .right || direction == .down ? offset : -offset)
    }
    /// The end of a range farthest in a screen direction (for another input: its start for left
    /// and up, its end for right and down).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        if let view = self as? any TextEditorView { return view.inputPosition(within: range, farthestIn: direction) }
        return direction == .left || direction == .up ? range.start : range.end
    }
    /// The range from `position` to the next caret stop in `direction`.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: other)
    }
}

/// A PointerKit text view's position: a UTF-16 offset.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset; super.init() }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "position \(offset)" }
}

/// A PointerKit text view's range: UTF-16 offsets.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range; super.init() }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "range \(range.location)..<\(range.location + range.length)" }
}
