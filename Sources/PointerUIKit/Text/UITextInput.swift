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
    /// Left to right (PointerKit lays out left-to-right text only).
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// False: PointerKit lays out horizontal text only.
    open var isVertical: Bool { false }

    /// A selection rectangle (UIKit makes these for its own text views; PointerKit's are
    /// made the same way, and a custom text input may make its own).
    public init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        self.rect = rect; self.containsStart = containsStart; self.containsEnd = containsEnd
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
/// edit menu and the pointer's beam use, as UIKit's `UITextInput` (the members pointer text
/// interaction uses; marked text, tokenizers and dictation are not part of PointerKit).
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
