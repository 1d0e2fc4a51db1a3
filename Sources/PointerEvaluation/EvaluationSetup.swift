import Foundation

/// What an evaluation runs: an ISO 9241-9 multidirectional pointing task (targets on a
/// circle, each trial to the target across it), for every condition and every width and
/// distance pair whose targets fit, with a simulated person.
public struct EvaluationSetup: Sendable, Equatable {
    /// The seed of every random draw: the same seed gives the same report.
    public var seed: UInt64 = 1
    /// Trials recorded per condition and cell (width × distance), after one practice circle:
    /// 26 (two circles), at most `maximumTrialsPerCell`.
    public var trialsPerCell = 26
    /// The most trials per cell a setup may ask for: 1,000,000.
    public static let maximumTrialsPerCell = 1_000_000
    /// Target widths, points: 8, 16, 24 and 44 pt (44 pt is Apple's minimum touch target).
    public var widths: [Double] = [8, 16, 24, 44]
    /// Circle diameters (distance between successive targets), points: 100 to 800 pt.
    public var distances: [Double] = [100, 200, 400, 800]
    /// Targets per circle: 13 (ISO 9241-9 recommends an odd number, commonly 13 or more).
    public var targetsPerCircle = 13
    /// The conditions: all ten by default (`EvaluationCondition.all`).
    public var conditions: [EvaluationCondition] = EvaluationCondition.all
    /// How far a padded region reaches beyond the visible target on each side: 12 pt, Apple's
    /// guideline for an element with a bezel (the highlight's platter is one; 24 pt for one
    /// without), Human Interface Guidelines, *Pointing devices* (the page's iPadOS guidance;
    /// the stored copy read here holds only its opening, so the section is unverified). It
    /// was 8 pt until the POINTING-STUDY tuning (see the article *Evaluating how the pointer
    /// feels*).
    public var padding: Double = 12
    /// True (the default): each side of a padded target is padded as far as its own
    /// neighbours allow (`paddings(for:)`); false: every side as far as the nearest neighbour
    /// allows (`padding(for:)`), the rule before the 20 % goal's mouse tuning (see the article
    /// *Evaluating how the pointer feels*).
    public var paddingPerSide = true
    /// The window the task runs in: 1366 × 1024 pt, a 12.9-inch iPad Pro in landscape.
    public var windowSize: (width: Double, height: Double) = (1366, 1024)
    /// Motion samples per second: 60 Hz, one per frame of a 60 Hz iPad display (iPadOS
    /// delivers pointer motion to the app coalesced per frame, and the browser delivers
    /// `pointermove` to the playground per frame too). Raise it for a 120 Hz display or a
    /// device's own rate (a USB mouse polls at 125 Hz): the evaluation then runs slower.
    public var sampleRate: Double = 60
    /// The simulated person.
    public var person = SimulatedPerson()

    /// The default setup.
    public init() {}

    /// Equal when every field is equal.
    public static func == (a: Self, b: Self) -> Bool {
        a.seed == b.seed && a.trialsPerCell == b.trialsPerCell && a.widths == b.widths && a.distances == b.distances
            && a.targetsPerCircle == b.targetsPerCircle && a.conditions == b.conditions && a.padding == b.padding
            && a.paddingPerSide == b.paddingPerSide
            && a.windowSize == b.windowSize && a.sampleRate == b.sampleRate && a.person == b.person
    }

    /// One width and distance pair of the task.
    public struct Cell: Sendable, Hashable {
        /// Target width, points.
        public var width: Double
        /// Distance between successive targets (the circle's diameter), points.
        public var distance: Double
        /// The nominal index of difficulty, bits: log2(D / W + 1) (Shannon form, MacKenzie 1992).
        public var indexOfDifficulty: Double { (distance / width + 1).log2 }
    }

    /// The cells that run: every width and distance pair whose square targets do not overlap
    /// their neighbours on the circle and stay inside the window.
    public var cells: [Cell] {
        var result: [Cell] = []
        for distance in distances {
            let clear = clearance(distance)
            for width in widths {
                guard clear >= width, distance + width <= min(windowSize.width, windowSize.height) else { continue }
                result.append(Cell(width: width, distance: distance))
            }
        }
        return result
    }

    /// The widest square targets, points, that fit on a circle of diameter `distance` without
    /// overlapping: the smallest Chebyshev distance, max(|Δx|, |Δy|), between the centres of
    /// targets one or two places apart (squares are axis-aligned, so a diagonal neighbour is
    /// nearer than the chord D · sin(π / n) suggests).
    /// - Complexity: O(n) in the targets per circle.
    func clearance(_ distance: Double) -> Double {
        let n = targetsPerCircle, r = distance / 2
        func centre(_ i: Int) -> (x: Double, y: Double) {
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return (r * sin(angle), -r * cos(angle))
        }
        var clear = Double.infinity
        for i in 0..<n {
            let a = centre(i)
            for step in 1...2 {
                let b = centre(i + step)
                clear = min(clear, max(abs(a.x - b.x), abs(a.y - b.y)))
            }
        }
        return clear
    }

    /// The padding every side of a padded target of `cell` gets with `paddingPerSide` off:
    /// `padding`, or less where it would reach a neighbour's padding (half the gap between the
    /// nearest neighbours).
    public func padding(for cell: Cell) -> Double {
        min(padding, max(0, (clearance(cell.distance) - cell.width) / 2))
    }

    /// The padding of each side of each padded target of `cell`, in circle order. With
    /// `paddingPerSide`, a side gets `padding`, or half the gap to a target that lies beyond
    /// that side (more across it than along the other axis) where that is less, so no two
    /// regions overlap and a side that faces no near neighbour keeps all of it; without, every
    /// side gets `padding(for:)`.
    /// - Complexity: O(n²) in the targets per circle.
    public func paddings(for cell: Cell) -> [TargetPadding] {
        let n = targetsPerCircle
        guard paddingPerSide else { return Array(repeating: TargetPadding(all: padding(for: cell)), count: n) }
        let r = cell.distance / 2, w = cell.width
        let centres = (0..<n).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return (x: r * sin(angle), y: -r * cos(angle))
        }
        return centres.map { a in
            var p = TargetPadding(all: padding)
            for b in centres {
                let dx = b.x - a.x, dy = b.y - a.y
                guard dx != 0 || dy != 0 else { continue }
                if abs(dx) >= abs(dy) {
                    let half = max(0, (abs(dx) - w) / 2)
                    if dx > 0 { p.right = min(p.right, half) } else { p.left = min(p.left, half) }
                } else {
                    let half = max(0, (abs(dy) - w) / 2)
                    if dy > 0 { p.bottom = min(p.bottom, half) } else { p.top = min(p.top, half) }
                }
            }
            return p
        }
    }

    /// Checks every value; throws the first problem found.
    public func validate() throws(EvaluationError) {
        guard trialsPerCell >= 1 else { throw .tooFewTrials(trialsPerCell) }
        guard trialsPerCell <= Self.maximumTrialsPerCell else {
            throw .invalidParameter(name: "trials per cell", value: Double(trialsPerCell))
        }
        guard targetsPerCircle >= 13, targetsPerCircle % 2 == 1, targetsPerCircle <= 1001 else {
            throw .invalidTargetCount(targetsPerCircle)
        }
        guard !conditions.isEmpty else { throw .nothingToRun("conditions") }
        guard !widths.isEmpty else { throw .nothingToRun("widths") }
        guard !distances.isEmpty else { throw .nothingToRun("distances") }
        for w in widths where !(w.isFinite && w > 0) { throw .invalidWidth(w) }
        for d in distances where !(d.isFinite && d > 0) { throw .invalidDistance(d) }
        try Self.check("padding", padding, 0...1000)
        try Self.check("window width", windowSize.width, 1...100_000)
        try Self.check("window height", windowSize.height, 1...100_000)
        try Self.check("sample rate", sampleRate, 10...10_000)
        try person.validate()
        guard !cells.isEmpty else { throw .noCellFits }
    }

    static func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>) throws(EvaluationError) {
        guard value.isFinite, range.contains(value) else { throw .invalidParameter(name: name, value: value) }
    }
}

extension Double {
    /// log2 of the value.
    var log2: Double { Foundation.log2(self) }
}

/// How far a padded target's region (and hit area) reaches beyond each side of the visible
/// target, points.
public struct TargetPadding: Sendable, Hashable {
    /// Beyond the left side.
    public var left: Double
    /// Beyond the top side (window coordinates, y down).
    public var top: Double
    /// Beyond the right side.
    public var right: Double
    /// Beyond the bottom side.
    public var bottom: Double

    /// `value` on every side.
    public init(all value: Double) {
        left = value; top = value; right = value; bottom = value
    }

    /// The smallest of the four.
    public var smallest: Double { min(left, top, right, bottom) }
}
