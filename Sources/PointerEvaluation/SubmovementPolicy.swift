import Foundation

/// The simulated person's plan: for each number of submovements left and each distance to the
/// target's centre (in target widths), the submovement duration that minimises the expected
/// time to a hit, found by dynamic programming over Meyer et al.'s (1988) model
/// (`SimulatedPerson`). Built once per evaluation.
///
/// With u the distance in widths and σ = K·u/T the endpoint spread (in widths), the expected
/// remaining time with n submovements left is
/// V(n, u) = min over T of [T + verification time + E(V(n − 1, |e|))], e ~ N(0, σ²I) in the
/// plane, where V is 0 inside the (square) target and V(0, u) is the miss penalty outside it.
public struct SubmovementPolicy: Sendable {
    /// The grid of distances, widths: log-spaced from ½ (the target's edge) to 4,000.
    static let gridCount = 160
    static let uMin = 0.5, uMax = 4000.0
    let logMin = Foundation.log(uMin), step = (Foundation.log(uMax) - Foundation.log(uMin)) / Double(gridCount - 1)
    /// Best durations, seconds, per submovements left (index n − 1) and distance.
    private var durations: [[Double]] = []
    /// Expected remaining times, seconds, per submovements left (index n) and distance.
    private var values: [[Double]] = []

    /// Solves the plan for `person`.
    /// - Complexity: O(N · G · T · Z²): 3 × 160 × 48 × 256 steps by default.
    public init(person: SimulatedPerson) {
        let n = Self.gridCount
        let times = (0..<48).map { i in
            person.minimumSubmovementTime * Foundation.pow(30, Double(i) / 47)
        }
        // Standard normal quadrature in two dimensions (along and across the movement), on
        // one quadrant of z ∈ [−3.75, 3.75]² by symmetry: each point is (log radius, the larger
        // coordinate, weight).
        let zs = (0...15).map { Double($0) / 4 }
        let w1 = zs.map { ($0 == 0 ? 1 : 2) * Foundation.exp(-$0 * $0 / 2) }
        let total = w1.reduce(0, +)
        var points: [(logR: Double, edge: Double, weight: Double)] = []
        for (i, a) in zs.enumerated() {
            for (j, b) in zs.enumerated() {
                points.append((0.5 * Foundation.log(a * a + b * b), max(a, b), w1[i] * w1[j] / (total * total)))
            }
        }
        values = [Array(repeating: person.missPenalty, count: n)]
        for _ in 0..<person.maximumSubmovements {
            let previous = values[values.count - 1]
            var value = [Double](repeating: 0, count: n), best = [Double](repeating: 0, count: n)
            for i in 0..<n {
                let u = Foundation.exp(logMin + Double(i) * step)
                var bestCost = Double.infinity, bestT = times[0]
                for t in times {
                    // The endpoint's spread in target widths; a hit when both coordinates are
                    // within half a width of the centre (a square target).
                    let sigma = person.noiseConstant * u / t, logSigma = Foundation.log(sigma)
                    var expected = 0.0
                    for p in points where sigma * p.edge > 0.5 {
                        expected += p.weight * interpolate(previous, logSigma + p.logR)
                    }
                    let cost = t + person.verificationTime + expected
                    if cost < bestCost { bestCost = cost; bestT = t }
                }
                value[i] = bestCost; best[i] = bestT
            }
            values.append(value)
            durations.append(best)
        }
    }

    /// The duration, seconds, of the next submovement with `remaining` submovements left (≥ 1)
    /// at `distance` target widths from the centre.
    /// - Complexity: O(1).
    public func duration(remaining: Int, distance: Double) -> Double {
        let n = min(max(remaining, 1), durations.count)
        return interpolate(durations[n - 1], Foundation.log(max(distance, Self.uMin)))
    }

    /// The expected time, seconds, from `distance` widths to a click, with `remaining`
    /// submovements left (the plan's own prediction, without the pipeline).
    public func expectedTime(remaining: Int, distance: Double) -> Double {
        guard distance > Self.uMin else { return 0 }
        return interpolate(values[min(max(remaining, 0), values.count - 1)], Foundation.log(distance))
    }

    /// Linear interpolation in log distance; 0 inside the target, clamped beyond the grid.
    private func interpolate(_ table: [Double], _ logU: Double) -> Double {
        let x = (logU - logMin) / step
        guard x >= 0 else { return 0 }
        let count = table.count
        guard x < Double(count - 1) else { return table[count - 1] }
        let i = Int(x), f = x - Double(i)
        return table[i] + (table[i + 1] - table[i]) * f
    }
}
