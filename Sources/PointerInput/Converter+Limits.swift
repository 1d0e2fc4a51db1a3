import PointerGeometry

extension InputConverter {
    /// The largest values a sample may carry; beyond them a value is clamped with a
    /// ``InputDiagnostic/valueClamped(field:got:usedInstead:)`` diagnostic. No real device comes
    /// near them: they exist so that finite but absurd input (a scroll of 1e306 pt, a pinch to
    /// scale 1e308) cannot overflow momentum, velocities or translations into infinity.
    public enum SampleLimits {
        /// Points per motion, scroll or touch sample on each axis: 100,000 pt.
        public static let delta = 100_000.0
        /// Wheel notches per sample on each axis (in v120 units, 120 per notch): 100,000 notches.
        public static let wheelV120 = 12_000_000.0
        /// Absolute positions (positions, touch locations) on each axis: ±1e9 pt.
        public static let coordinate = 1e9
        /// Pinch scales: between 1/1000 and 1000.
        public static let scale = 1000.0
        /// Rotation per sample: ±2π radians.
        public static let rotationDelta = 2 * Double.pi
    }

    /// The sample with every value inside ``SampleLimits`` (values already checked finite).
    mutating func limited(_ kind: SampleKind) -> SampleKind {
        switch kind {
        case .motion(let d, let u):
            return .motion(delta: limit(d, SampleLimits.delta, "motion.delta"),
                           unaccelerated: limit(u, SampleLimits.delta, "motion.unaccelerated"))
        case .position(let p): return .position(limit(p, SampleLimits.coordinate, "position"))
        case .wheel(let v): return .wheel(v120: limit(v, SampleLimits.wheelV120, "wheel.v120"))
        case .smoothScroll(let d): return .smoothScroll(delta: limit(d, SampleLimits.delta, "smoothScroll.delta"))
        case .fingerScroll(let d): return .fingerScroll(delta: limit(d, SampleLimits.delta, "fingerScroll.delta"))
        case .pinch(let phase, let scale, let rotation):
            let s = limit(scale, 1 / SampleLimits.scale, SampleLimits.scale, "pinch.scale")
            let r = limit(rotation, -SampleLimits.rotationDelta, SampleLimits.rotationDelta, "pinch.rotationDelta")
            return .pinch(phase, scale: s, rotationDelta: r)
        case .touch(let id, let phase, let p):
            return .touch(id: id, phase: phase, location: limit(p, SampleLimits.coordinate, "touch.location"))
        case .button, .hold, .modifiers, .proximity, .removed, .key:
            return kind
        }
    }

    // Fields are static strings, turned into text only when a value is clamped: the motion
    // hot path must not allocate.
    private mutating func limit(_ p: Point, _ bound: Double, _ field: StaticString) -> Point {
        guard abs(p.x) > bound || abs(p.y) > bound else { return p }
        return Point(x: limit(p.x, -bound, bound, field, axis: ".x"), y: limit(p.y, -bound, bound, field, axis: ".y"))
    }

    private mutating func limit(_ v: Double, _ low: Double, _ high: Double, _ field: StaticString, axis: StaticString = "") -> Double {
        guard v < low || v > high else { return v }
        let used = min(max(v, low), high)
        note(.valueClamped(field: "\(field)\(axis)", got: v, usedInstead: used))
        return used
    }
}
