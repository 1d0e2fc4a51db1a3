/// Where text may wrap and where words begin and end: the parts of Unicode's line-breaking
/// algorithm (UAX #14) and word boundaries (UAX #29) that ordinary text exercises.
///
/// Both work on grapheme clusters (Swift's `Character`), classed by their first scalar, so
/// a combining mark or an emoji sequence never splits (UAX #14's rule LB9, UAX #29's WB4).
/// What is left out, and why it is safe to leave out here: the East Asian width and
/// Brahmic-cluster rules, hyphenation, and the dictionary-based breaking of Thai and similar
/// scripts (which then wrap only at spaces).
enum TextBoundaries {
    /// A character's line-breaking class: UAX #14's classes merged where PointerKit's rules
    /// treat them alike.
    enum LineClass: Equatable {
        /// BK, CR, LF, NL: the line must end after it (U+2028 inside a paragraph).
        case mandatory
        /// SP: a space; breaks are allowed after a run of them (LB18), never before (LB7).
        case space
        /// GL, WJ, ZW-less glue: no break on either side (LB11, LB12): no-break spaces.
        case glue
        /// BA, HY: a break is allowed after (hyphens, en dash, tab), not before (LB21).
        case breakAfter
        /// CL, CP, EX, IS, SY, NS: closing punctuation, no break before (LB13, LB21).
        case closing
        /// OP: opening punctuation, no break after, even after spaces (LB14).
        case opening
        /// QU: quotation marks, no break on either side (LB19).
        case quotation
        /// ID: ideographs and kana, a break allowed on either side (LB31).
        case ideographic
        /// NU: digits (a hyphen before a digit does not break: LB25).
        case numeric
        /// AL and everything else: letters, no break between them (LB28).
        case alphabetic
    }

    /// The line-breaking class of a character (its first scalar's).
    static func lineClass(_ c: Character) -> LineClass {
        guard let s = c.unicodeScalars.first else { return .alphabetic }
        switch s.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .mandatory
        case 0x20: return .space
        case 0x09, 0x2D, 0x2010, 0x2012, 0x2013, 0x00AD, 0x2027, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F:
            return .breakAfter
        case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF, 0x2011: return .glue
        case 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A: return .quotation
        case 0x28, 0x5B, 0x7B, 0xA1, 0xBF, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0xFF08, 0xFF3B:
            return .opening
        case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x2F, 0x2026, 0x203C, 0x3001, 0x3002,
             0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0xFF09, 0xFF3D, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F:
            return .closing
        case 0x30...0x39: return .numeric
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF10...0xFF19, 0xFF21...0xFF5A, 0x1F300...0x1FAFF,
             0x20000...0x3FFFD:
            return .ideographic
        default:
            return s.properties.numericType == .decimal ? .numeric : .alphabetic
        }
    }

    /// The line-breaking classes of the ASCII characters, by code.
    static let asciiClasses: [LineClass] = (0..<128).map { lineClass(Character(Unicode.Scalar(UInt8($0)))) }

    /// True when a line may break before a character of class `next`, given the class of the
    /// last non-space character before it (`previous`) and whether spaces came between.
    static func mayBreak(after previous: LineClass, spaces: Bool, before next: LineClass) -> Bool {
        if next == .space || next == .closing { return false }           // LB7, LB13
        if previous == .opening { return false }                          // LB14 (even after spaces)
        if previous == .mandatory { return true }                         // LB4, LB5
        if spaces { return true }                                         // LB18
        if previous == .glue || next == .glue { return false }            // LB11, LB12
        if next == .breakAfter { return false }                           // LB21
        if previous == .quotation || next == .quotation { return false }  // LB19
        if previous == .breakAfter { return next != .numeric }            // LB21 / LB25 ("-5")
        if previous == .ideographic || next == .ideographic { return true } // LB31
        if previous == .closing, next == .opening { return true }         // LB31 (")(")
        return false                                                      // LB23, LB28, LB29, LB30
    }

    /// A character's word-boundary category: UAX #29's, merged as double-click needs them.
    enum WordClass: Equatable {
        /// Letters, digits, marks and connector punctuation (ALetter, Numeric, ExtendNumLet).
        case word
        /// An ideograph or kana: a word on its own (UAX #29 breaks between ideographs).
        case ideograph
        /// Spaces and tabs: a run of them selects together, as on the Mac.
        case whitespace
        /// A line or paragraph separator.
        case newline
        /// Punctuation and symbols: each on its own.
        case other
    }

    /// The word class of a character.
    static func wordClass(_ c: Character) -> WordClass {
        if c.isNewline { return .newline }
        if c.isWhitespace { return .whitespace }
        let v = c.unicodeScalars.first?.value ?? 0
        if (0x2E80...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x20000...0x3FFFD).contains(v) { return .ideograph }
        if c.isLetter || c.isNumber || c == "_" { return .word }
        return .other
    }

    /// True when `c` joins the words on either side of it (UAX #29's MidLetter, MidNum and
    /// MidNumLet: "can't", "3.14", "e.g", "1,000").
    static func joinsWords(_ c: Character) -> Bool {
        c == "'" || c == "\u{2019}" || c == "." || c == "," || c == ":" || c == "\u{00B7}"
    }
}
