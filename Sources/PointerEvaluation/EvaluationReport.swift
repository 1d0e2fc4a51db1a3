import Foundation

/// What an evaluation measured: per condition and cell, and per condition over its cells.
public struct EvaluationReport: Sendable {
    /// One condition at one width and distance.
    public struct Cell: Sendable, Equatable {
        /// The condition.
        public var condition: EvaluationCondition
        /// Target width, points.
        public var width: Double
        /// Distance between successive targets, points.
        public var distance: Double
        /// Trials recorded.
        public var trials: Int
        /// Trials whose click the intended target did not receive.
        public var errors: Int
        /// Errors whose click another target received.
        public var wrongTargets: Int
        /// Mean movement time, seconds, errors included.
        public var movementTime: Double
        /// Nominal index of difficulty, bits: log2(D / W + 1).
        public var indexOfDifficulty: Double
        /// Effective width, points: 4.133 × the standard deviation of the clicks along the task
        /// axis (ISO 9241-9; Soukoreff & MacKenzie 2004).
        public var effectiveWidth: Double
        /// Effective distance, points: the mean distance actually covered along the axis.
        public var effectiveDistance: Double
        /// Effective throughput, bits/s: log2(De / We + 1) / MT.
        public var throughput: Double
        /// The error rate, 0...1.
        public var errorRate: Double { Double(errors) / Double(max(trials, 1)) }
    }

    /// One condition over all its cells.
    public struct Summary: Sendable, Equatable {
        /// The condition.
        public var condition: EvaluationCondition
        /// Trials recorded.
        public var trials: Int
        /// Mean movement time, seconds, over every trial.
        public var movementTime: Double
        /// The error rate, 0...1, over every trial.
        public var errorRate: Double
        /// The share of trials, 0...1, whose click another target received (part of the errors).
        public var wrongTargetRate: Double
        /// Effective throughput, bits/s: the mean of the cells' throughputs (Soukoreff &
        /// MacKenzie 2004's "mean of means").
        public var throughput: Double
        /// Movement time against nominal ID over the cells; nil with fewer than two IDs.
        public var fit: FittsFit?
    }

    /// One recorded selection's click, relative to its target: what the endpoint scatter draws.
    public struct Endpoint: Sendable, Equatable {
        /// The condition.
        public var condition: EvaluationCondition
        /// Target width, points.
        public var width: Double
        /// Distance between successive targets, points.
        public var distance: Double
        /// The click's offset from the target's centre along the movement, points (positive:
        /// beyond the centre, an overshoot).
        public var along: Double
        /// The click's offset across the movement, points.
        public var across: Double
        /// True when the intended target received the click.
        public var hit: Bool
        /// The selection's movement time, seconds.
        public var movementTime: Double
        /// Where the simulated person's time went (nil for a recorded trial).
        public var phases: Phases?

        /// An endpoint.
        public init(condition: EvaluationCondition, width: Double, distance: Double, along: Double, across: Double, hit: Bool,
                    movementTime: Double = 0, phases: Phases? = nil) {
            self.condition = condition; self.width = width; self.distance = distance
            self.along = along; self.across = across; self.hit = hit; self.movementTime = movementTime; self.phases = phases
        }
    }

    /// Where a simulated selection's time went: the first (ballistic) submovement and its look,
    /// the corrections after it, and the trackpad's tosses.
    public struct Phases: Sendable, Equatable {
        /// Submovements made (1 with no correction; 0 when the pointer started on the target).
        public var submovements = 0
        /// Seconds from the trial's start to the end of the first submovement's look.
        public var firstMovement = 0.0
        /// Tosses: the engine moved the pointer to a target after the hand stopped.
        public var tosses = 0
        /// Tosses that left the pointer nearer another target than the intended one.
        public var tossesElsewhere = 0

        /// No submovement yet.
        public init() {}
    }

    /// The setup that ran (for a recorded study: its conditions, widths and distances).
    public var setup: EvaluationSetup
    /// Every condition and cell, in the order run.
    public var cells: [Cell]
    /// Trials simulated, practice circles included (0 for a recorded study).
    public var simulatedTrials: Int
    /// Every recorded selection's click, in the order made.
    public var endpoints: [Endpoint]
    /// Who made the trials: the plot's title says it.
    public var origin: StudySource = .simulated

    /// A report of `cells` run with `setup`: reports of parts of a setup (one condition each,
    /// say) put together. `Evaluation.run` makes the reports of whole setups.
    public init(setup: EvaluationSetup, cells: [Cell], simulatedTrials: Int, endpoints: [Endpoint] = []) {
        self.setup = setup; self.cells = cells; self.simulatedTrials = simulatedTrials; self.endpoints = endpoints
    }

    /// One summary per condition, in the setup's order.
    public var summaries: [Summary] {
        setup.conditions.map { condition in
            let mine = cells.filter { $0.condition == condition }
            let trials = mine.reduce(0) { $0 + $1.trials }
            let errors = mine.reduce(0) { $0 + $1.errors }
            let wrong = mine.reduce(0) { $0 + $1.wrongTargets }
            let time = mine.reduce(0.0) { $0 + $1.movementTime * Double($1.trials) }
            let tp = mine.reduce(0.0) { $0 + $1.throughput } / Double(max(mine.count, 1))
            return Summary(condition: condition, trials: trials, movementTime: time / Double(max(trials, 1)),
                           errorRate: Double(errors) / Double(max(trials, 1)),
                           wrongTargetRate: Double(wrong) / Double(max(trials, 1)), throughput: tp,
                           fit: FittsFit(mine.map { (x: $0.indexOfDifficulty, y: $0.movementTime) }))
        }
    }

    /// The per-condition table, one row per condition: trials, movement time, error rate (and
    /// the part of it clicked on another target), effective throughput and the Fitts fit.
    public var table: String {
        var lines = ["| condition | trials | MT (ms) | errors | on another target | TP (bits/s) | MT = a + b·ID | R² |",
                     "|---|---:|---:|---:|---:|---:|---|---:|"]
        for s in summaries {
            let fit = s.fit.map { "\(Self.format($0.intercept * 1000, 0)) + \(Self.format($0.slope * 1000, 0))·ID ms" } ?? "—"
            let r2 = s.fit.map { Self.format($0.rSquared, 3) } ?? "—"
            lines.append("| \(s.condition) | \(s.trials) | \(Self.format(s.movementTime * 1000, 0)) | "
                         + "\(Self.format(s.errorRate * 100, 1)) % | \(Self.format(s.wrongTargetRate * 100, 1)) % | "
                         + "\(Self.format(s.throughput, 2)) | \(fit) | \(r2) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The per-cell table: every condition at every width and distance.
    public var cellTable: String {
        var lines = ["| condition | W (pt) | D (pt) | ID (bits) | MT (ms) | errors | We (pt) | TP (bits/s) |",
                     "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for c in cells {
            lines.append("| \(c.condition) | \(Self.format(c.width, 0)) | \(Self.format(c.distance, 0)) | "
                         + "\(Self.format(c.indexOfDifficulty, 2)) | \(Self.format(c.movementTime * 1000, 0)) | "
                         + "\(Self.format(c.errorRate * 100, 1)) % | \(Self.format(c.effectiveWidth, 1)) | \(Self.format(c.throughput, 2)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A number with `digits` decimals, the same on every machine.
    static func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "—" }
        return String(format: "%.\(digits)f", value)
    }
}
