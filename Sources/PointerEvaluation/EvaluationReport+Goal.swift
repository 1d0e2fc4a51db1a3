extension EvaluationReport {
    /// Per device, every condition at one target width against the system pointer with no
    /// effects (magnetism off, unpadded): mean movement time over that width's cells, its change,
    /// and errors. The POINTING-STUDY goal reads it for 16 pt: magnetism at least 20 % faster,
    /// with no more errors. Says so in a sentence when no trial was at that width.
    public func comparison(width: Double) -> String {
        guard cells.contains(where: { abs($0.width - width) < 1e-9 && $0.trials > 0 }) else {
            return "No trial had \(Self.format(width, 0)) pt targets, so there is nothing to compare at that width."
        }
        var lines = ["| condition (\(Self.format(width, 0)) pt targets) | trials | MT (ms) | vs no effects | errors |",
                     "|---|---:|---:|---:|---:|"]
        for device in EvaluationDevice.allCases {
            guard let base = meanAt(width: width, EvaluationCondition(device: device, magnetism: false, padded: false)) else { continue }
            for condition in setup.conditions where condition.device == device {
                guard let m = meanAt(width: width, condition) else { continue }
                let change = (m.time / base.time - 1) * 100
                lines.append("| \(condition) | \(m.trials) | \(Self.format(m.time * 1000, 0)) | "
                             + "\(change >= 0 ? "+" : "")\(Self.format(change, 1)) % | \(Self.format(m.errorRate * 100, 1)) % |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Mean movement time (seconds, over trials), trials and error rate of `condition` at one
    /// width; nil when it has no trials there.
    public func meanAt(width: Double, _ condition: EvaluationCondition) -> (time: Double, trials: Int, errorRate: Double)? {
        let mine = cells.filter { $0.condition == condition && abs($0.width - width) < 1e-9 }
        let trials = mine.reduce(0) { $0 + $1.trials }
        guard trials > 0 else { return nil }
        let time = mine.reduce(0.0) { $0 + $1.movementTime * Double($1.trials) } / Double(trials)
        let errors = mine.reduce(0) { $0 + $1.errors }
        return (time, trials, Double(errors) / Double(trials))
    }
}

extension EvaluationReport {
    /// Where the simulated person's time went at one target width, per condition: the mean
    /// movement time split into the first (ballistic) submovement with its look and the
    /// corrections after it, the corrections per trial, and the trackpad's tosses (per trial,
    /// and the share that left the pointer nearer another target). Empty for a recorded study.
    public func phaseTable(width: Double) -> String {
        var lines = ["| condition (\(Self.format(width, 0)) pt targets) | MT (ms) | first movement (ms) | corrections (ms) "
                     + "| corrections a trial | tosses a trial | tosses to another target |",
                     "|---|---:|---:|---:|---:|---:|---:|"]
        for condition in setup.conditions {
            let mine = endpoints.filter { $0.condition == condition && abs($0.width - width) < 1e-9 }
            let phases = mine.compactMap(\.phases)
            guard !phases.isEmpty, phases.count == mine.count else { continue }
            let n = Double(mine.count)
            let mt = mine.reduce(0) { $0 + $1.movementTime } / n
            let first = phases.reduce(0) { $0 + $1.firstMovement } / n
            let corrections = phases.reduce(0) { $0 + max($1.submovements - 1, 0) }
            let tosses = phases.reduce(0) { $0 + $1.tosses }, elsewhere = phases.reduce(0) { $0 + $1.tossesElsewhere }
            lines.append("| \(condition) | \(Self.format(mt * 1000, 0)) | \(Self.format(first * 1000, 0)) | "
                         + "\(Self.format((mt - first) * 1000, 0)) | \(Self.format(Double(corrections) / n, 2)) | "
                         + "\(Self.format(Double(tosses) / n, 2)) | \(tosses > 0 ? Self.format(Double(elsewhere) / Double(tosses) * 100, 0) + " %" : "—") |")
        }
        return lines.joined(separator: "\n")
    }
}
