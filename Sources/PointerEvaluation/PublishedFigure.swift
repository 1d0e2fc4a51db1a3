/// A figure published from people doing the ISO 9241-9 task (or its like), that a report is
/// compared with: a measure, its published band and where it is from.
public struct PublishedFigure: Sendable {
    /// What is measured, as a report reads it.
    public var measure: String
    /// The band people's figure falls in, in `unit`.
    public var band: ClosedRange<Double>
    /// The unit: "bits/s", "×" (a ratio), …
    public var unit: String
    /// The source: authors, title, venue, and where in it the figure is (table, figure, page
    /// or section), or, where that could not be checked against a copy of the paper, that it
    /// is unverified.
    public var citation: String
    /// How the band was taken from the source, where it is not the source's own range.
    public var note: String
    /// The measure's value in a report; nil when the report lacks the conditions it needs.
    public var value: @Sendable (EvaluationReport) -> Double?

    /// The figures PointerKit's model is checked against.
    public static let all: [PublishedFigure] = [
        PublishedFigure(
            measure: "mouse throughput, system pointer", band: 3.7...4.9, unit: "bits/s",
            citation: "Soukoreff & MacKenzie, \"Towards a standard for pointing device evaluation, perspectives on 27 years "
                + "of Fitts' law research in HCI\", IJHCS 61(6), 2004: their comparison of mouse studies "
                + "(table number unverified: no copy of the paper could be read here)",
            note: "the range across the mouse studies they compare") { $0.summary(.mouse, .none)?.throughput },
        PublishedFigure(
            measure: "touchpad throughput, system pointer", band: 2.5...3.3, unit: "bits/s",
            citation: "MacKenzie, Kauppinen & Silfverberg, \"Accuracy measures for evaluating computer pointing devices\", "
                + "CHI 2001, pp. 9-16: their results, throughput by device (touchpad 2.9 bits/s; mouse 4.9 in the same study; "
                + "figure or table number unverified: the copy read here held only the abstract and introduction)",
            note: "one study's 2.9 bits/s ± 14 %, the relative spread of the mouse range above (chosen)") {
                $0.summary(.trackpad, .none)?.throughput
            },
        PublishedFigure(
            measure: "mouse: bubble cursor time ÷ point cursor time", band: 0...0.999, unit: "×",
            citation: "Hertzum & Hornbæk, \"Input techniques that dynamically change their cursor activation area\", "
                + "IJHCS 65(10), 2007, pp. 833-851, abstract (\"in both experiments, the bubble cursor is fastest and "
                + "participants make fewer errors with it\"), the mouse experiment; Grossman & Balakrishnan, \"The bubble "
                + "cursor\", CHI 2005, abstract (it \"significantly outperforms the point cursor\")",
            note: "published as a direction: the bubble cursor is the fastest, with fewer errors") {
                $0.timeRatio(.mouse, .bubble, .none)
            },
        PublishedFigure(
            measure: "touchpad: bubble cursor time ÷ point cursor time", band: 0...0.999, unit: "×",
            citation: "Hertzum & Hornbæk, IJHCS 65(10), 2007, pp. 833-851, abstract, the touchpad experiment",
            note: "published as a direction: the bubble cursor is the fastest, with fewer errors") {
                $0.timeRatio(.trackpad, .bubble, .none)
            },
    ]
}

extension EvaluationReport {
    /// The summary of a study condition with `device`, if the report has it.
    public func summary(_ device: EvaluationDevice, _ condition: StudyCondition) -> Summary? {
        let wanted = condition.condition(device)
        return summaries.first { $0.condition == wanted && $0.trials > 0 }
    }

    /// Mean movement time of `a` over that of `b` with `device`.
    func timeRatio(_ device: EvaluationDevice, _ a: StudyCondition, _ b: StudyCondition) -> Double? {
        guard let x = summary(device, a), let y = summary(device, b), y.movementTime > 0 else { return nil }
        return x.movementTime / y.movementTime
    }

    /// The model beside the published figures and, if given, a recorded study: one row per
    /// figure, with whether each value falls inside the published band.
    public func validationTable(recorded: EvaluationReport? = nil) -> String {
        var header = "| figure | published | simulated person (model) |"
        var rule = "|---|---|---|"
        if let recorded { header += " \(recorded.origin.label) |"; rule += "---|" }
        var lines = [header + " source |", rule + "---|"]
        func cell(_ v: Double?, _ f: PublishedFigure) -> String {
            guard let v else { return "—" }
            return "\(Self.format(v, 2)) \(f.unit) (\(f.band.contains(v) ? "inside" : "outside"))"
        }
        for f in PublishedFigure.all {
            let band = f.band.lowerBound == 0 ? "below \(Self.format(f.band.upperBound + 0.001, 1)) \(f.unit)"
                : "\(Self.format(f.band.lowerBound, 1))–\(Self.format(f.band.upperBound, 1)) \(f.unit)"
            var row = "| \(f.measure) | \(band) | \(cell(f.value(self), f)) |"
            if let recorded { row += " \(cell(f.value(recorded), f)) |" }
            lines.append(row + " \(f.citation); \(f.note) |")
        }
        return lines.joined(separator: "\n")
    }
}
