/// A stretch of a paragraph in one font: `length` UTF-16 units long.
public struct TextRun: Hashable, Sendable {
    /// Its length, UTF-16 units.
    public var length: Int
    /// The font it is set in.
    public var font: FontDescriptor
    /// A run.
    public init(length: Int, font: FontDescriptor) { self.length = length; self.font = font }
}

/// How a paragraph is broken into lines and which way it reads.
public struct ParagraphStyle: Hashable, Sendable {
    /// Where lines may break when the paragraph is wider than `width`.
    public enum Wrap: Hashable, Sendable {
        /// At word boundaries by Unicode's line-breaking rules (UAX #14, with dictionary breaks
        /// for Thai); a word wider than the line breaks between clusters (UIKit's
        /// `byWordWrapping`).
        case word
        /// Between any two clusters (UIKit's `byCharWrapping`).
        case character
    }

    /// Which way the paragraph reads.
    public enum Direction: Hashable, Sendable {
        /// From its first strong character (Unicode's bidi rules P2 and P3); left to right when
        /// it has none.
        case natural
        /// From its first strong character; right to left when it has none (text in a
        /// right-to-left interface).
        case naturalOrRightToLeft
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// Where the text of a line that does not fit gives way to "…".
    public enum Ellipsis: Hashable, Sendable {
        /// Nowhere: the line is as wide as its text.
        case none
        /// At its start.
        case start
        /// In its middle.
        case middle
        /// At its end.
        case end
    }

    /// The width lines are broken to, points; nil for one line per paragraph.
    public var width: Double?
    /// Where lines may break.
    public var wrap: Wrap
    /// Which way the paragraph reads.
    public var direction: Direction
    /// Where a line that does not fit its width is cut (with a width only).
    public var ellipsis: Ellipsis
    /// The most lines laid out (the last ellipsized when `ellipsis` is not `.none`); 0 for no limit.
    public var maxLines: Int

    /// A style; a width that is not a positive finite number means no wrapping.
    public init(width: Double? = nil, wrap: Wrap = .word, direction: Direction = .natural,
                ellipsis: Ellipsis = .none, maxLines: Int = 0) {
        self.width = width.flatMap { $0.isFinite && $0 > 0 ? min($0, 1_000_000) : nil }
        self.wrap = wrap; self.direction = direction; self.ellipsis = ellipsis
        self.maxLines = max(maxLines, 0)
    }
}
