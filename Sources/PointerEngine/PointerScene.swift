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

    /// Text as a label draws it: lines already wrapped and truncated (a label measures them with
    /// Liberation Sans' metrics), in one size, weight and colour, each on its baseline.
    public struct Text: Hashable, Sendable {
        /// Where lines sit across the frame.
        public enum Alignment: Hashable, Sendable {
            /// Against the frame's left edge.
            case leading
            /// Centred on the frame.
            case center
            /// Against the frame's right edge.
            case trailing
        }
        /// The lines, top to bottom.
        public var lines: [String]
        /// The font size, points; a line is 1.2 × this tall.
        public var fontSize: Double
        /// The text's colour.
        public var color: Color
        /// Where lines sit across the frame.
        public var alignment: Alignment
        /// Each line's baseline, points below the frame's top; empty centres the lines vertically
        /// at 1.2 × the size apart (text that was not measured).
        public var baselines: [Double] = []
        /// True draws bold.
        public var isBold = false
        /// Runs placed one by one (a text view's: several fonts and colours, scrolled, inset);
        /// when there are any, they are drawn instead of `lines`.
        public var spans: [Span] = []
        /// Creates text.
        public init(lines: [String], fontSize: Double, color: Color, alignment: Alignment = .leading) {
            self.lines = lines; self.fontSize = fontSize; self.color = color; self.alignment = alignment
        }

        /// A run of text in one font and colour, placed on its own.
        public struct Span: Hashable, Sendable {
            /// The characters.
            public var text: String
            /// Where the run starts, points right of the frame's left edge.
            public var x: Double
            /// Its baseline, points below the frame's top.
            public var baseline: Double
            /// The font size, points.
            public var fontSize: Double
            /// True draws bold.
            public var isBold: Bool
            /// The colour.
            public var color: Color
            /// Creates a run.
            public init(text: String, x: Double, baseline: Double, fontSize: Double, isBold: Bool, color: Color) {
                self.text = text; self.x = x; self.baseline = baseline; self.fontSize = fontSize
                self.isBold = isBold; self.color = color
            }
        }
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
        /// Creates a pointer.
        public init(path: Path, fill: Color, opacity: Double, accessories: [Path] = [], belowLayer: Int? = nil) {
            self.path = path; self.fill = fill; self.opacity = opacity
            self.accessories = accessories; self.belowLayer = belowLayer
        }
    }
}
