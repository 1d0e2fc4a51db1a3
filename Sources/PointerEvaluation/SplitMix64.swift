import Foundation

/// A small seeded pseudo-random generator: SplitMix64 (Steele, Lea & Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), with standard normal draws by the
/// Box–Muller transform. The same seed gives the same sequence on every run; no system
/// randomness is read.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    private var spareNormal: Double?

    /// A generator started from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform draw in the open interval (0, 1): 53 random bits, never 0.
    public mutating func uniform() -> Double {
        (Double(next() >> 11) + 0.5) / 9_007_199_254_740_992
    }

    /// A draw from the standard normal distribution (mean 0, standard deviation 1).
    public mutating func normal() -> Double {
        if let spare = spareNormal { spareNormal = nil; return spare }
        let r = (-2 * log(uniform())).squareRoot(), angle = 2 * Double.pi * uniform()
        spareNormal = r * sin(angle)
        return r * cos(angle)
    }

    /// A seed derived from `seed` and a list of indices, so that separate streams (one per
    /// device and task cell) stay independent of the order they are run in.
    public static func derive(_ seed: UInt64, _ indices: Int...) -> UInt64 {
        var g = SplitMix64(seed: seed)
        var mixed = g.next()
        for i in indices {
            g = SplitMix64(seed: mixed ^ UInt64(truncatingIfNeeded: i) &* 0xD6E8_FEB8_6659_FD93)
            mixed = g.next()
        }
        return mixed
    }
}
