import Foundation

/// A unit of text, as UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
    /// A grapheme cluster.
    case character = 0
    /// A word, by the language's own rules.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A line as laid out.
    case line = 4
    /// The whole text.
    case document = 5
}

/// A direction in the text's storage, as UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end.
    case forward = 0
    /// Towards the start.
    case backward = 1
}

/// A direction on the screen, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    /// Rightwards.
    case right = 2
    /// Leftwards.
    case left = 3
    /// Upwards.
    case up = 4
    /// Downwards.
    case down = 5
}

/// A storage or a layout direction, as UIKit's `UITextDirection` (`.storage(.forward)`,
/// `.layout(.left)`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// UIKit's value: a storage direction's, or a layout direction's.
    public var rawValue: Int
    /// A direction from its value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction in storage.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A direction on the screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// What a text input's units are, as UIKit's `UITextInputTokenizer`: the words, sentences,
/// paragraphs and lines around a position.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` holding `position`, looking `direction` from it when it sits on
    /// a boundary; nil when there is none that way.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// True when `position` is at a boundary of a unit of `granularity`, a unit ending there
    /// when looking backward or starting there when looking forward.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`; nil past the
    /// text's end.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// True when `position` lies in a unit of `granularity` (at its start looking forward, its
    /// end looking backward, or inside it).
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// UIKit's tokenizer for text inputs: words by the language's rules (Unicode's word boundaries,
/// Pango's dictionary for Thai, each ideograph its own), sentences, paragraphs, lines.
/// For PointerKit's text views and fields it reads their layout; for another `UITextInput` it
/// lays that input's text out to find them.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var input: (any UIResponder & UITextInput)?

    /// A tokenizer for a text input (held weakly).
    public init(textInput: any UIResponder & UITextInput) {
        input = textInput
        super.init()
    }

    /// The layout the units are read from: the view's own, or one made of the input's text.
    private var layout: TextLayoutManager? {
        if let view = input as? any TextEditorView { return view.editor.layout }
        guard let input, let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: whole) else { return nil }
        let attributes = TextRunAttributes(font: .systemFont(ofSize: 17), color: .black)
        return TextLayoutManager(pieces: [(text, attributes)], fallback: attributes, width: nil)
    }

    private func offset(_ p: UITextPosition) -> Int? {
        guard let input else { return nil }
        return input.offset(from: input.beginningOfDocument, to: p)
    }

    private func position(_ o: Int) -> UITextPosition? {
        guard let input else { return nil }
        return input.position(from: input.beginningOfDocument, offset: o)
    }

    /// True when `direction` goes towards the text's end at `offset` (a layout direction maps by
    /// the paragraph's reading direction).
    private func isForward(_ direction: UITextDirection, at offset: Int, in layout: TextLayoutManager) -> Bool {
        switch direction.rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.down.rawValue: true
        case UITextLayoutDirection.right.rawValue: !layout.isRightToLeft(at: offset)
        case UITextLayoutDirection.left.rawValue: layout.isRightToLeft(at: offset)
        default: false
        }
    }

    /// Returns the unit of `granularity` holding `position` (see `UITextInputTokenizer`).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let layout, let o = offset(position) else { return nil }
        let forward = isForward(direction, at: o, in: layout)
        guard let unit = layout.unit(granularity, at: o, forward: forward) else { return nil }
        return TextOffsetRange(unit)
    }

    /// True when `position` is at a unit's boundary (see `UITextInputTokenizer`).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let layout, let o = offset(position) else { return false }
        let forward = isForward(direction, at: o, in: layout)
        guard let unit = layout.unit(granularity, at: o, forward: forward) else { return false }
        return forward ? unit.location == o : unit.location + unit.length == o
    }

    /// The next unit boundary (see `UITextInputTokenizer`).
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let layout, let o = offset(position) else { return nil }
        let forward = isForward(direction, at: o, in: layout)
        guard let unit = layout.unit(granularity, at: o, forward: forward) else { return nil }
        let end = unit.location + unit.length
        if forward { return self.position(end > o ? end : min(o + 1, layout.length)) }
        return self.position(unit.location < o ? unit.location : max(o - 1, 0))
    }

    /// True when `position` lies in a unit (see `UITextInputTokenizer`).
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let layout, let o = offset(position) else { return false }
        let forward = isForward(direction, at: o, in: layout)
        guard let unit = layout.unit(granularity, at: o, forward: forward) else { return false }
        return o >= unit.location && o <= unit.location + unit.length
    }
}

extension TextLayoutManager {
    /// The unit of `granularity` holding `offset`: the one after it when `forward` (the one it
    /// starts), else the one before it (the one it ends); nil past the text's ends. White space
    /// and punctuation are not words.
    func unit(_ granularity: UITextGranularity, at offset: Int, forward: Bool) -> NSRange? {
        let o = boundary(atOrBefore: offset)
        if forward ? o >= length : o <= 0 { return granularity == .document ? NSRange(location: 0, length: length) : nil }
        let probe = forward ? o : boundary(before: o)
        switch granularity {
        case .character:
            return NSRange(location: probe, length: boundary(after: probe) - probe)
        case .word:
            let word = wordRange(at: probe)
            let text = substring(word)
            guard text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            return word
        case .sentence:
            return sentenceRange(at: probe)
        case .paragraph:
            return paragraphRange(at: probe)
        case .line:
            let at = lineLocation(forOffset: probe), l = line(at), base = starts[at.paragraph]
            return NSRange(location: base + l.start, length: l.end - l.start)
        case .document:
            return NSRange(location: 0, length: length)
        }
    }
}
