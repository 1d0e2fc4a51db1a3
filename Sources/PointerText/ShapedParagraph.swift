/// A paragraph laid out in lines by Pango: where every grapheme cluster sits, where the caret
/// goes between them, where words begin and end, and the glyphs to draw.
///
/// Offsets are UTF-16 units from the paragraph's start (as `NSRange` counts); x is points from
/// the left edge of the cluster's line box (before alignment, which the text's owner applies),
/// y points from the paragraph's top. A cluster's *leading* edge is where it begins in reading
/// order (its left edge in left-to-right text, its right edge in right-to-left text), its
/// *trailing* edge where it ends.
public struct ShapedParagraph: Sendable {
    /// The caret stops: grapheme-cluster boundaries, ascending, from 0 to the paragraph's length
    /// (Pango's cursor positions). Cluster `i` lies between `boundaries[i]` and `boundaries[i + 1]`.
    public var boundaries: [Int32]
    /// Each cluster's leading edge.
    public var leading: [Double]
    /// Each cluster's trailing edge.
    public var trailing: [Double]
    /// Each boundary's properties (`BoundaryFlags`).
    public var flags: [BoundaryFlags]
    /// The strong caret's x at each boundary, on the line that shows it: where text in the
    /// paragraph's direction would be typed (Pango's strong cursor, Core Text's primary offset).
    public var caretX: [Double]
    /// The lines, top to bottom (at least one).
    public var lines: [ShapedLine]
    /// True when the paragraph reads right to left (its base direction).
    public var isRightToLeft: Bool
    /// The paragraph's height: its lines' heights added.
    public var height: Double

    /// An empty paragraph with one empty line, not yet laid out (no height).
    public static let empty = ShapedParagraph(
        boundaries: [0], leading: [], trailing: [], flags: [[]], caretX: [0],
        lines: [ShapedLine(clusters: 0..<0, top: 0, ascent: 0, descent: 0, gap: 0, width: 0, visibleMinX: 0, visibleMaxX: 0,
                           isRightToLeft: false, glyphRuns: [])],
        isRightToLeft: false, height: 0)

    /// The number of grapheme clusters.
    public var clusterCount: Int { boundaries.count - 1 }
    /// The paragraph's length, UTF-16 units.
    public var length: Int { Int(boundaries[boundaries.count - 1]) }

    /// True when cluster `i` reads right to left (its trailing edge lies left of its leading edge,
    /// or it sits in a right-to-left run).
    public func isRightToLeft(cluster i: Int) -> Bool { flags[i].contains(.rightToLeft) }

    /// The cluster's left and right edges.
    public func extent(ofCluster i: Int) -> (min: Double, max: Double) {
        let a = leading[i], b = trailing[i]
        return a <= b ? (a, b) : (b, a)
    }

    /// The index of the boundary at or before `offset` (0 below the start, the last past the end).
    /// - Complexity: O(log n) in the number of clusters.
    public func boundaryIndex(atOrBefore offset: Int) -> Int {
        var lo = 0, hi = boundaries.count - 1
        if offset >= Int(boundaries[hi]) { return hi }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(boundaries[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The line showing the caret at boundary `b`: the line holding cluster `b` (so a caret at a
    /// soft wrap sits at the start of the next line), the last line for the paragraph's end.
    /// - Complexity: O(log l) in the number of lines.
    public func lineIndex(ofBoundary b: Int) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].clusters.lowerBound <= b { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The line at `y` (paragraph coordinates): the first above the paragraph, the last below it.
    /// - Complexity: O(log l).
    public func lineIndex(atY y: Double) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].top <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

/// What Pango's log attributes say of one boundary, and of the cluster after it.
public struct BoundaryFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8
    /// A flag set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A word boundary by Unicode's rules (UAX #29, with dictionary breaks for Thai, Lao and
    /// Khmer): double-click selects between two of these.
    public static let wordBoundary = BoundaryFlags(rawValue: 1)
    /// A word starts here (option-arrow stops).
    public static let wordStart = BoundaryFlags(rawValue: 2)
    /// A word ends here.
    public static let wordEnd = BoundaryFlags(rawValue: 4)
    /// The cluster after this boundary is white space.
    public static let white = BoundaryFlags(rawValue: 8)
    /// Backspace at the boundary after this cluster deletes one character of it, not the whole
    /// cluster (Pango says so for scripts such as Thai and Devanagari, whose clusters are typed
    /// letter by letter).
    public static let backspaceDeletesCharacter = BoundaryFlags(rawValue: 16)
    /// The cluster after this boundary reads right to left.
    public static let rightToLeft = BoundaryFlags(rawValue: 32)
    /// A sentence boundary by Unicode's rules (UAX #29).
    public static let sentenceBoundary = BoundaryFlags(rawValue: 64)
}

/// One line of a shaped paragraph.
public struct ShapedLine: Sendable {
    /// The clusters on the line, in reading order.
    public var clusters: Range<Int>
    /// The line's top, points below the paragraph's top.
    public var top: Double
    /// The tallest ascender and the deepest descender (positive) of the fonts on the line: the
    /// baseline is `top + ascent`.
    public var ascent, descent: Double
    /// The largest line gap of the fonts on the line, added below it.
    public var gap: Double
    /// The line box's width, trailing white space included.
    public var width: Double
    /// The left and right edges of the line's ink-bearing clusters (trailing white space left
    /// out, so that it hangs past the edge when the line is aligned).
    public var visibleMinX, visibleMaxX: Double
    /// True when the line's base direction is right to left.
    public var isRightToLeft: Bool
    /// The glyphs, in runs of one face and one attribute run, left to right.
    public var glyphRuns: [ShapedGlyphRun]
    /// The UTF-16 range an ellipsis ("…") replaced on the line; nil when nothing was cut.
    public var ellipsis: Range<Int>? = nil

    /// The line's height: ascent, descent and gap.
    public var height: Double { ascent + descent + gap }
    /// The baseline, points below the paragraph's top.
    public var baseline: Double { top + ascent }
}

/// Glyphs of one face and one attribute run, as Pango shaped them.
public struct ShapedGlyphRun: Sendable {
    /// The face (nil when text is measured without Pango: then `glyphs` is empty and renderers
    /// draw `textRange` in their own font).
    public var face: FontFace?
    /// The size, points.
    public var size: Double
    /// The index of the attribute run (`TextRun`) the glyphs belong to.
    public var attributeRun: Int
    /// The UTF-16 range of the paragraph the glyphs draw.
    public var textRange: Range<Int>
    /// Where the run starts, points from the line box's left edge.
    public var x: Double
    /// The glyphs.
    public var glyphs: [ShapedGlyph]
    /// True for the "…" an ellipsis put in place of `textRange`.
    public var isEllipsis = false
}

/// One positioned glyph.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its face; with `ShapedGlyph.missingFlag` set, a character no font
    /// has (the low bits hold its code point), drawn as a box.
    public var id: UInt32
    /// Its origin, points right of the run's start.
    public var x: Double
    /// Its origin, points below the baseline.
    public var y: Double
    /// Its advance, points.
    public var advance: Double

    /// Pango's `PANGO_GLYPH_UNKNOWN_FLAG`: set on a character no installed font has.
    public static let missingFlag: UInt32 = 0x1000_0000
    /// Pango's `PANGO_GLYPH_EMPTY`: a glyph that draws nothing (a zero-width character).
    public static let empty: UInt32 = 0x0FFF_FFFF

    /// A glyph.
    public init(id: UInt32, x: Double, y: Double, advance: Double) {
        self.id = id; self.x = x; self.y = y; self.advance = advance
    }
}
