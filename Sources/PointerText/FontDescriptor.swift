/// A font as text asks for it: families in order of preference, a weight, a slant and a size.
/// fontconfig picks the face; characters that face lacks fall back, one by one, to the face
/// fontconfig ranks next for them (Korean to a Hangul font, Arabic to one with Arabic), as on
/// every Linux desktop.
public struct FontDescriptor: Hashable, Sendable {
    /// Family names, most preferred first, comma-separated as fontconfig and CSS read them
    /// ("Liberation Sans, DejaVu Sans, sans-serif"). fontconfig's generic names (`sans-serif`,
    /// `serif`, `monospace`) resolve through the machine's configuration.
    public var families: String
    /// The weight, 100 (thin) to 1000 (ultra heavy), as CSS and Pango count: 400 regular, 700 bold.
    public var weight: Int
    /// True for an italic (or, when the family has none, an oblique) face.
    public var italic: Bool
    /// The size, points (1 pt is one unit of PointerKit's coordinates).
    public var size: Double

    /// A font description; a size that is not a positive finite number is 17 pt and a weight
    /// outside 100...1000 is clamped, so that no value reaches Pango that it would refuse.
    public init(families: String, weight: Int = 400, italic: Bool = false, size: Double) {
        self.families = families
        self.weight = min(max(weight, 100), 1000)
        self.italic = italic
        self.size = Self.validSize(size)
    }

    /// The largest size PointerKit lays text out at, points: a million-point font would make
    /// glyph coordinates overflow Pango's 32-bit units (1/1024 pt), so sizes are clamped here.
    public static let largestSize = 10_000.0

    /// `size` made usable: 17 pt (UIKit's body size) for zero, negative, NaN or infinite sizes,
    /// `largestSize` for anything larger.
    public static func validSize(_ size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 17 }
        return min(size, largestSize)
    }
}

/// A font file fontconfig chose: what a renderer needs to draw a glyph of it.
public struct FontFace: Hashable, Sendable {
    /// The font file's path.
    public var file: String
    /// The face's index in the file (a `.ttc` collection holds several).
    public var index: Int
    /// True when fontconfig asked for synthetic bold (a bold weight of a family that has no bold
    /// face): renderers thicken the outlines.
    public var embolden: Bool

    /// A face.
    public init(file: String, index: Int, embolden: Bool = false) {
        self.file = file; self.index = index; self.embolden = embolden
    }
}

/// A font's vertical metrics and the face that gives them, points at the descriptor's size.
public struct FontMetrics: Hashable, Sendable {
    /// The family fontconfig chose for the descriptor.
    public var family: String
    /// Its face (nil when text is measured without Pango).
    public var face: FontFace?
    /// Baseline to the top of the tallest glyphs (the face's ascender).
    public var ascender: Double
    /// Baseline to the bottom of the lowest glyphs, negative (the face's descender).
    public var descender: Double
    /// The gap the face asks between lines.
    public var lineGap: Double
    /// The height of capital letters.
    public var capHeight: Double
    /// The height of a lowercase x.
    public var xHeight: Double
    /// True when none of the descriptor's families exists here and fontconfig chose another.
    public var isSubstitute: Bool
}
