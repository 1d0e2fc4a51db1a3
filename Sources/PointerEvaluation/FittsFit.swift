/// A least-squares line MT = a + b · ID through (index of difficulty, movement time) points:
/// Fitts' law in the Shannon form (MacKenzie 1992).
public struct FittsFit: Sendable, Equatable {
    /// The intercept a, seconds.
    public var intercept: Double
    /// The slope b, seconds per bit.
    public var slope: Double
    /// The coefficient of determination R² (1: every point on the line).
    public var rSquared: Double

    /// The least-squares fit of `points` (x: ID in bits, y: MT in seconds); nil with fewer than
    /// two distinct x values.
    /// - Complexity: O(n).
    public init?(_ points: [(x: Double, y: Double)]) {
        let n = Double(points.count)
        guard n >= 2 else { return nil }
        let mx = points.reduce(0) { $0 + $1.x } / n, my = points.reduce(0) { $0 + $1.y } / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for p in points {
            sxx += (p.x - mx) * (p.x - mx); sxy += (p.x - mx) * (p.y - my); syy += (p.y - my) * (p.y - my)
        }
        guard sxx > 0 else { return nil }
        slope = sxy / sxx
        intercept = my - slope * mx
        rSquared = syy > 0 ? sxy * sxy / (sxx * syy) : 1
    }
}
