import PointerGeometry

extension PointerScene {
    /// A colour gradient filling a path: colour stops along an axis (axial) or out from a
    /// centre (radial), in its own coordinates, which `transform` maps to the window.
    ///
    /// Axial: colours change along the line from `start` to `end` and are constant across it,
    /// the first and last colours extending past the ends. Radial: circles centred at `start`,
    /// the first colour at the centre and the last at the circle through `end` and beyond. An
    /// ellipse (Core Animation's radial gradient in a rectangle that is not square) is a circle
    /// in gradient coordinates that `transform` stretches.
    public struct Gradient: Hashable, Sendable {
        /// How the colours are laid out.
        public enum Kind: Hashable, Sendable {
            /// Along the line from `start` to `end`.
            case axial
            /// Out from `start` to the circle through `end`.
            case radial
        }
        /// One colour at one place along the gradient.
        public struct Stop: Hashable, Sendable {
            /// Where, 0 (at `start`) to 1 (at `end`).
            public var location: Double
            /// The colour there.
            public var color: Color
            /// Creates a stop.
            public init(location: Double, color: Color) { self.location = location; self.color = color }
        }
        /// How the colours are laid out.
        public var kind: Kind
        /// The colours, in increasing `location` order.
        public var stops: [Stop]
        /// Where the axis starts (axial) or the centre (radial), in gradient coordinates.
        public var start: Point
        /// Where the axis ends (axial) or a point on the outer circle (radial).
        public var end: Point
        /// Maps gradient coordinates to window coordinates.
        public var transform: Transform2D
        /// Creates a gradient.
        public init(kind: Kind, stops: [Stop], start: Point, end: Point, transform: Transform2D = .identity) {
            self.kind = kind; self.stops = stops; self.start = start; self.end = end; self.transform = transform
        }

        /// The outer circle's radius of a radial gradient (the distance from `start` to `end`).
        public var radius: Double { ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot() }

        /// True when every number in it is finite (renderers draw nothing otherwise).
        public var isFinite: Bool {
            start.isFinite && end.isFinite && transform.isFinite
                && stops.allSatisfy { $0.location.isFinite && $0.color.red.isFinite && $0.color.green.isFinite
                    && $0.color.blue.isFinite && $0.color.alpha.isFinite }
        }

        /// The same gradient with every colour's opacity multiplied by `alpha`.
        public func faded(by alpha: Double) -> Gradient {
            var copy = self
            for i in copy.stops.indices { copy.stops[i].color.alpha *= alpha }
            return copy
        }
    }
}
