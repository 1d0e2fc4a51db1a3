/// The shape of libinput's "adaptive" pointer-acceleration profile for touchpads
/// (`touchpad_accel_profile_linear` in libinput's `src/filter-touchpad.c`, speed setting 0),
/// which the evaluation's trackpad applies to finger motion. PointerInput's converter takes
/// motion already accelerated (backends do it), so the evaluation's device does it here.
///
/// With s the finger's speed in mm/s, the factor is
/// - below 7 mm/s: min(0.9, 0.1·s + 0.3) (slow motion is decelerated, for precision);
/// - up to the threshold, 130 mm/s: 0.9;
/// - above it: 0.9 + 0.0099 · (min(s/130, 4)/4) · (s − 130), at least 0.9;
///
/// capped at 9, times 1.01 (speed setting 0) and libinput's touchpad slowdown 0.296
/// (0.37 × 0.8). The result scales the delta in libinput's normalised 1000-dpi units, which
/// PointerKit takes as points (README, *Real input*). libinput measures speed over several
/// events (its "trackers"); this device uses each report's own speed.
public struct TrackpadAcceleration: Sendable, Equatable {
    /// Below this speed, mm/s, motion is decelerated: 7 mm/s.
    public var slowSpeed = 7.0
    /// The plateau's factor: 0.9.
    public var baseline = 0.9
    /// The speed where acceleration starts, mm/s: 130 (TOUCHPAD_DEFAULT_THRESHOLD).
    public var threshold = 130.0
    /// The incline above the threshold: 0.011 × 0.9 (TOUCHPAD_INCLINE).
    public var incline = 0.011 * 0.9
    /// The largest factor: 9 (TOUCHPAD_ACCELERATION).
    public var maximum = 9.0
    /// libinput's touchpad slowdown times the speed setting's scale: 0.37 × 0.8 × 1.01.
    public var scale = 0.37 * 0.8 * 1.01

    /// libinput's defaults.
    public init() {}

    /// Points per millimetre of finger motion at factor 1: 1000 dpi normalised units, one
    /// point each.
    public static let pointsPerMillimetre = 1000 / 25.4

    /// The factor for a finger speed in mm/s.
    /// - Complexity: O(1).
    @inlinable
    public func factor(speed s: Double) -> Double {
        var f: Double
        if s < slowSpeed {
            f = min(baseline, 0.1 * s + 0.3)
        } else if s < threshold {
            f = baseline
        } else {
            let where_ = min(s / threshold, 4) / 4
            f = max(baseline, incline * where_ * (s - threshold) + baseline)
        }
        return min(maximum, f) * scale
    }
}
