import PointerGeometry

/// What one frame shows: the views of a window and the pointer, in window coordinates.
/// A `Sendable` value that renderers (SVG, the browser) read and nothing else.
public struct PointerScene: Hashable, Sendable {
    /// The window's size, in points.
    public var size: Size
    /// The visible views, back to front.
    public var layers: [Layer]
    /// The pointer, nil while it is hidden or outside the window.
    public var pointer: Pointer?
    /// The pointer region in force, drawn as an outline when the host asks for it (a
    /// designer's aid), in window coordinates.
    public var regionOutline: Rect?
    /// Every view with a pointer interaction (each one's default region), drawn faintly when the
    /// host asks for regions, in window coordinates (clipped to what is visible), back to front.
    public var regionOutlines: [Rect] = []

    /// Creates a scene.
    public init(size: Size, layers: [Layer] = [], pointer: Pointer? = nil) {
        self.size = size; self.layers = layers; self.pointer = pointer
    }

    /// An RGBA colour, components in 0...1.
    public struct Color: Hashable, Sendable {
        /// Red, green, blue and opacity.
        public var red, green, blue, alpha: Double
        /// Creates a colour.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    /// A drop shadow under a layer.
    public struct Shadow: Hashable, Sendable {
        /// The outline casting the shadow, in window coordinates (before the layer's effect).
        public var path: Path
        /// Blur radius, points.
        public var radius: Double
        /// Opacity, 0...1.
        public var opacity: Double
        /// Offset, points.
        public var offset: Point
        /// Creates a shadow.
        public init(path: Path, radius: Double, opacity: Double, offset: Point) {
            self.path = path; self.radius = radius; self.opacity = opacity; self.offset = offset
        }
    }

    /// One view as drawn.
    public struct Layer: Hashable, Sendable {
        /// The view's name (its accessibilityIdentifier), for reading and testing frames.
        public var name: String?
        /// Its outline in window coordinates before any pointer effect.
        public var frame: Rect
        /// Its fill, if any.
        public var fill: Color?
        /// Its opacity (the product of its and its ancestors' alpha).
        public var opacity: Double
        /// The pointer effect's transform (lift scale, highlight parallax) in window
        /// coordinates, applied to the layer and its shadow; a lifted view's subviews carry
        /// the same transform.
        public var effect: Transform2D
        /// A shadow from a lift or hover effect.
        public var shadow: Shadow?
        /// A tint drawn over the view (hover's overlay tint mode).
        public var overlay: Color?
        /// A tint drawn under the view (hover's underlay tint mode).
        public var underlay: Color?
        /// Corner radius of the frame's outline, points.
        public var cornerRadius: Double
        /// The exact outline when the view is rotated (then `frame` is its bounding box).
        public var outline: Path?
        /// The visible area when an ancestor clips to its bounds (a scroll view's viewport), in
        /// window coordinates before any effect; nil draws the layer whole.
        public var clip: Rect?
        /// Text drawn in the frame (a label's), over the fill; nil draws none.
        public var text: Text?
        /// What the view draws over its fill (its layer's shadow, border and sublayers, its
        /// `draw(_:)` recording, a shape layer's path, an image view's image), back to front, in
        /// window coordinates before the effect; empty for views that draw only a fill.
        public var drawings: [Drawing] = []
        /// Creates a layer.
        public init(name: String? = nil, frame: Rect, fill: Color? = nil, opacity: Double = 1,
                    effect: Transform2D = .identity, shadow: Shadow? = nil, overlay: Color? = nil,
                    underlay: Color? = nil, cornerRadius: Double = 0) {
            self.name = name; self.frame = frame; self.fill = fill; self.opacity = opacity
            self.effect = effect; self.shadow = shadow; self.overlay = overlay
            self.underlay = underlay; self.cornerRadius = cornerRadius
        }
    }

    /// Text as a layer draws it. Text PointerKit laid out comes as glyph runs (`runs`): the
    /// glyphs Pango shaped, each at the place the layout gave it, in the font file fontconfig
    /// chose, so every renderer draws exactly what was measured. Text that was not laid out
    /// (`runs` empty) is lines in one size and colour, drawn in the renderer's own font.
    public struct Text: Hashable, Sendable {
        /// Where unmeasured lines sit across the frame.
        public enum Alignment: Hashable, Sendable {
            /// Against the frame's left edge.
            case leading
            /// Centred on the frame.
            case center
            /// Against the frame's right edge.
            case trailing
        }
        /// The text's lines, top to bottom: what it says (drawn only when `runs` is empty).
        public var lines: [String]
        /// The font size of unmeasured lines, points; a line is 1.2 × this tall.
        public var fontSize: Double
        /// The colour of unmeasured lines.
        public var color: Color
        /// Where unmeasured lines sit across the frame.
        public var alignment: Alignment
        /// Each line's baseline, points below the frame's top; empty centres the lines vertically
        /// at 1.2 × the size apart (text that was not measured).
        public var baselines: [Double] = []
        /// True draws unmeasured lines bold.
        public var isBold = false
        /// The laid-out glyphs; when there are any, they are drawn instead of `lines`.
        public var runs: [GlyphRun] = []
        /// Creates text.
        public init(lines: [String], fontSize: Double, color: Color, alignment: Alignment = .leading) {
            self.lines = lines; self.fontSize = fontSize; self.color = color; self.alignment = alignment
        }
    }

    /// Glyphs of one face, size and colour, placed by the text system.
    public struct GlyphRun: Hashable, Sendable {
        /// The characters the run draws (for reading a scene; renderers draw its glyphs, or this
        /// text in their own font when there are none).
        public var text: String
        /// The face and size.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The run's origin on its baseline, points right of and below the layer frame's top-left.
        public var x, baseline: Double
        /// The glyphs, positioned from the origin.
        public var glyphs: [Glyph]
        /// Creates a run.
        public init(text: String, font: Font, color: Color, x: Double, baseline: Double, glyphs: [Glyph]) {
            self.text = text; self.font = font; self.color = color; self.x = x; self.baseline = baseline; self.glyphs = glyphs
        }
    }

    /// A font file at a size: what a renderer loads to draw a glyph run.
    public struct Font: Hashable, Sendable {
        /// The font file's path; empty when text was measured without a font (draw `text`).
        public var file: String
        /// The face's index in the file.
        public var index: Int
        /// The size, points.
        public var size: Double
        /// True when the face is drawn thickened (fontconfig's synthetic bold).
        public var embolden: Bool
        /// True when the text asked for a bold weight (for renderers drawing `text`).
        public var isBold: Bool
        /// Creates a font.
        public init(file: String, index: Int, size: Double, embolden: Bool = false, isBold: Bool = false) {
            self.file = file; self.index = index; self.size = size; self.embolden = embolden; self.isBold = isBold
        }
    }

    /// One glyph of a run.
    public struct Glyph: Hashable, Sendable {
        /// Its index in the face; with `missingFlag` set, a character no font has, drawn as a box.
        public var id: UInt32
        /// Its origin, points right of the run's origin.
        public var x: Double
        /// Its origin, points below the run's baseline.
        public var y: Double
        /// Its advance, points (a missing glyph's box is this wide).
        public var advance: Double
        /// Set on a character no installed font has (Pango's `PANGO_GLYPH_UNKNOWN_FLAG`).
        public static let missingFlag: UInt32 = 0x1000_0000
        /// A glyph that draws nothing (Pango's `PANGO_GLYPH_EMPTY`).
        public static let empty: UInt32 = 0x0FFF_FFFF
        /// Creates a glyph.
        public init(id: UInt32, x: Double, y: Double, advance: Double) {
            self.id = id; self.x = x; self.y = y; self.advance = advance
        }
        /// True for a character no font has.
        public var isMissing: Bool { id & Self.missingFlag != 0 }
    }

    /// The pointer as drawn.
    public struct Pointer: Hashable, Sendable {
        /// Its outline in window coordinates.
        public var path: Path
        /// Its fill.
        public var fill: Color
        /// Its opacity, 0...1 (fades when idle).
        public var opacity: Double
        /// Accessory outlines around it, in window coordinates.
        public var accessories: [Path]
        /// When set, the pointer is drawn just below the layer with this index (a highlight
        /// platter under its view, or a hover underlay); otherwise above everything.
        public var belowLayer: Int?
        /// Its border (Pointer Control's Color and Border Width), nil for none.
        public var border: Border?
        /// Creates a pointer.
        public init(path: Path, fill: Color, opacity: Double, accessories: [Path] = [], belowLayer: Int? = nil, border: Border? = nil) {
            self.path = path; self.fill = fill; self.opacity = opacity
            self.accessories = accessories; self.belowLayer = belowLayer; self.border = border
        }

        /// A line of `width` points in `color`, centred on the pointer's outline.
        public struct Border: Hashable, Sendable {
            /// The line's colour.
            public var color: Color
            /// The line's width, points (above 0).
            public var width: Double
            /// Creates a border.
            public init(color: Color, width: Double) { self.color = color; self.width = width }
        }
    }
}
