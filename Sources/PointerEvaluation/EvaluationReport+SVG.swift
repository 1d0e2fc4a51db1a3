import Foundation

extension EvaluationReport {
    /// The plot's colours, one per condition in order (cycled past eight).
    static let palette = ["#1f77b4", "#17becf", "#2ca02c", "#98df8a", "#d62728", "#ff9896", "#9467bd", "#c5b0d5"]

    /// An SVG plot of movement time (ms) against the nominal index of difficulty (bits), one
    /// line per condition through its mean time at each ID, with axes, tick labels, axis titles
    /// and a legend. Magnetism-on lines are dashed; conditions that measured the same draw
    /// over each other. The text is deterministic.
    public func svgPlot(width: Double = 760, height: Double = 480) -> String {
        let left = 64.0, right = 250.0, top = 40.0, bottom = 56.0
        let plotW = width - left - right, plotH = height - top - bottom
        let ids = cells.map(\.indexOfDifficulty), mts = cells.map { $0.movementTime * 1000 }
        let xMin = (ids.min() ?? 0).rounded(.down), xMax = max((ids.max() ?? 1).rounded(.up), xMin + 1)
        let yStep = Self.niceStep((mts.max() ?? 1) / 5)
        let yMax = max(((mts.max() ?? 1) / yStep).rounded(.up) * yStep, yStep)
        func x(_ v: Double) -> Double { left + (v - xMin) / (xMax - xMin) * plotW }
        func y(_ v: Double) -> Double { top + plotH - v / yMax * plotH }
        func f(_ v: Double) -> String { Self.format(v, 1) }
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        s += "<text x=\"\(f(left))\" y=\"22\" font-size=\"14\" font-weight=\"bold\">Movement time against index of difficulty "
            + "(\(subtitle))</text>\n"
        // Grid, ticks and tick labels.
        var tick = xMin
        while tick <= xMax + 1e-9 {
            s += "<line x1=\"\(f(x(tick)))\" y1=\"\(f(top))\" x2=\"\(f(x(tick)))\" y2=\"\(f(top + plotH))\" stroke=\"#eee\"/>\n"
            s += "<text x=\"\(f(x(tick)))\" y=\"\(f(top + plotH + 16))\" text-anchor=\"middle\">\(Self.format(tick, 0))</text>\n"
            tick += 1
        }
        var value = 0.0
        while value <= yMax + 1e-9 {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y(value)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y(value)))\" stroke=\"#eee\"/>\n"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\">\(Self.format(value, 0))</text>\n"
            value += yStep
        }
        s += "<line x1=\"\(f(left))\" y1=\"\(f(top + plotH))\" x2=\"\(f(left + plotW))\" y2=\"\(f(top + plotH))\" stroke=\"black\"/>\n"
        s += "<line x1=\"\(f(left))\" y1=\"\(f(top))\" x2=\"\(f(left))\" y2=\"\(f(top + plotH))\" stroke=\"black\"/>\n"
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(height - 14))\" text-anchor=\"middle\">Index of difficulty, "
            + "ID = log2(D/W + 1) (bits)</text>\n"
        s += "<text transform=\"translate(16 \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">Movement time (ms)</text>\n"
        // One line per condition, and its legend entry.
        for (i, condition) in setup.conditions.enumerated() {
            let colour = Self.palette[i % Self.palette.count]
            let dash = condition.magnetism ? " stroke-dasharray=\"6 3\"" : ""
            let points = meanTimes(of: condition)
            let path = points.map { "\(f(x($0.id))),\(f(y($0.time * 1000)))" }.joined(separator: " ")
            s += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash) points=\"\(path)\"/>\n"
            for p in points {
                s += "<circle cx=\"\(f(x(p.id)))\" cy=\"\(f(y(p.time * 1000)))\" r=\"3\" fill=\"\(colour)\"/>\n"
            }
            let ly = top + 8 + Double(i) * 20, lx = left + plotW + 16
            s += "<line x1=\"\(f(lx))\" y1=\"\(f(ly))\" x2=\"\(f(lx + 28))\" y2=\"\(f(ly))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>\n"
            s += "<text x=\"\(f(lx + 34))\" y=\"\(f(ly + 4))\">\(condition)</text>\n"
        }
        return s + "</svg>\n"
    }

    /// What the plots say made the trials: the seed for the model, the source for a study.
    var subtitle: String {
        origin == .simulated ? "simulated person, seed \(setup.seed), \(setup.trialsPerCell) trials per cell"
            : "\(origin.label), \(endpoints.count) trials"
    }

    /// A condition's mean movement time, seconds, per distinct nominal ID (cells with equal
    /// D/W share a point, weighted by their trials), in increasing ID.
    func meanTimes(of condition: EvaluationCondition) -> [(id: Double, time: Double)] {
        var sums: [(id: Double, time: Double, trials: Double)] = []
        for c in cells where c.condition == condition {
            let n = Double(c.trials)
            if let i = sums.firstIndex(where: { abs($0.id - c.indexOfDifficulty) < 1e-9 }) {
                sums[i].time += c.movementTime * n; sums[i].trials += n
            } else {
                sums.append((c.indexOfDifficulty, c.movementTime * n, n))
            }
        }
        return sums.sorted { $0.id < $1.id }.map { ($0.id, $0.time / max($0.trials, 1)) }
    }

    /// A round step (1, 2 or 5 times a power of ten) at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 5, 10] where m * power >= raw { return m * power }
        return 10 * power
    }
}
