extension EvaluationReport {
    /// Per device, every condition at one target width against the system pointer with no
    /// effects (magnetism off, unpadded): mean movement time over that width's cells, its change,
    /// and errors. The POINTING-STUDY goal reads it for 16 pt: magnetism at least 20 % faster,
    /// with no more errors.
    public func comparison(width: Double) -> String {
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
