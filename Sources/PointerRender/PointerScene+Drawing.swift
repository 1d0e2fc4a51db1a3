import PointerGeometry

extension PointerScene {
    /// One thing a view draws beyond its fill: a filled or stroked path, a blurred shadow, a
    /// bitmap or a gradient, optionally clipped, in window coordinates before the layer's effect.
    public struct Drawing: Hashable, Sendable {
        /// What is drawn.
        public enum Content: Hashable, Sendable {
            /// A path filled with a colour (even-odd or non-zero winding).
            case fill(Path, Color, evenOdd: Bool)
            /// A path's outline.
            case stroke(Path, Color, Stroke)
            /// A shadow: the path filled with the colour, offset and blurred with a Gaussian of
            /// standard deviation `radius` (Core Animation's `shadowRadius`).
            case shadow(Path, Color, radius: Double, offset: Point)
            /// A bitmap stretched to a rectangle.
            case image(Image)
            /// A path filled with a gradient (a gradient layer's bounds).
            case gradient(Path, Gradient)
        }
        /// What is drawn.
        public var content: Content
        /// The area it is clipped to, nil for none.
        public var clip: Path?
        /// Creates a drawing.
        public init(_ content: Content, clip: Path? = nil) { self.content = content; self.clip = clip }

        /// The same drawing with every point transformed (a stroke's width scaled by the
        /// transform's mean scale).
        public func applying(_ t: Transform2D) -> Drawing {
            let content: Content = switch self.content {
            case .fill(let p, let c, let e): .fill(p.applying(t), c, evenOdd: e)
            case .stroke(let p, let c, var s):
                { s.width *= t.meanScale; s.dash = s.dash.map { $0 * t.meanScale }; s.dashPhase *= t.meanScale; return .stroke(p.applying(t), c, s) }()
            case .shadow(let p, let c, let r, let o):
                .shadow(p.applying(t), c, radius: r * t.meanScale, offset: Point(x: t.a * o.x + t.c * o.y, y: t.b * o.x + t.d * o.y))
            case .image(var i): { i.transform = i.transform.concatenating(t); return .image(i) }()
            case .gradient(let p, var g): { g.transform = g.transform.concatenating(t); return .gradient(p.applying(t), g) }()
            }
            return Drawing(content, clip: clip?.applying(t))
        }
    }

    /// How a path's outline is drawn.
    public struct Stroke: Hashable, Sendable {
        /// How open ends are drawn.
        public enum Cap: Hashable, Sendable {
            /// Flat at the end point.
            case butt
            /// A half circle.
            case round
            /// A half square past the end point.
            case square
        }
        /// How corners are drawn.
        public enum Join: Hashable, Sendable {
            /// Sharp (up to the miter limit).
            case miter
            /// Rounded.
            case round
            /// Cut off.
            case bevel
        }
        /// The line width, points.
        public var width: Double
        /// End caps.
        public var cap: Cap
        /// Corner joins.
        public var join: Join
        /// The longest miter, in line widths.
        public var miterLimit: Double
        /// Dash and gap lengths, points; empty for a solid line.
        public var dash: [Double]
        /// How far into the dash pattern the line starts.
        public var dashPhase: Double
        /// Creates a stroke.
        public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                    dash: [Double] = [], dashPhase: Double = 0) {
            self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
            self.dash = dash; self.dashPhase = dashPhase
        }
    }

    /// A bitmap as drawn: its PNG data (a `data:` URI) drawn into the unit square, mapped to
    /// the window by `transform`.
    public struct Image: Hashable, Sendable {
        /// The bitmap as a `data:image/png;base64,…` URI.
        public var dataURI: String
        /// Maps the unit square (0,0)–(1,1) onto where the image is drawn.
        public var transform: Transform2D
        /// Opacity, 0...1.
        public var opacity: Double
        /// A colour replacing the image's colours where it is opaque (a template image's tint),
        /// nil to draw its own colours.
        public var tint: Color?
        /// Creates an image drawing.
        public init(dataURI: String, transform: Transform2D, opacity: Double = 1, tint: Color? = nil) {
            self.dataURI = dataURI; self.transform = transform; self.opacity = opacity; self.tint = tint
        }
    }
}

extension Transform2D {
    /// The geometric mean of the transform's scale factors (how much a line width grows).
    public var meanScale: Double {
        let det = abs(a * d - b * c)
        return det.isFinite && det > 0 ? det.squareRoot() : 0
    }
}
