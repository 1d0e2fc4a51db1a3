import ArgumentParser
import Foundation
import PointerUIKit
import PointerEvaluation

/// `pointerkit evaluate`: runs the ISO 9241-9 pointing evaluation with a simulated person
/// through the real pipeline, prints the table per condition and writes the SVG plot.
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Measure how the pointer feels: an ISO 9241-9 pointing task with a simulated person, per condition."
    )

    @Option(help: "The seed of every random draw (the same seed gives the same numbers).")
    var seed: UInt64 = 1

    @Option(help: "Trials recorded per condition, width and distance (after one practice circle).")
    var trials = EvaluationSetup().trialsPerCell

    @Option(name: .long, help: "Where to write the SVG plot (movement time against index of difficulty).")
    var out = "evaluation.svg"

    @Option(help: "Magnet padding: how far the padded conditions' regions (and hit areas) reach beyond each target, points.")
    var padding = EvaluationSetup().padding

    @Option(help: "A pointer configuration file (YAML or JSON; keys in PointerEvaluation's article \"Tuning how the pointer feels\") to evaluate instead of the defaults.")
    var config: String?

    @Flag(help: "Also print the table of every condition, width and distance.")
    var cells = false

    func run() async throws {
        var setup = EvaluationSetup()
        setup.seed = seed
        setup.trialsPerCell = trials
        setup.padding = padding
        let showCells = cells
        let tuning = try loadConfiguration(config)
        let started = Date()
        let report: EvaluationReport
        do {
            report = try await MainActor.run { () throws(EvaluationError) -> EvaluationReport in
                var lastPercent = -1
                return try Evaluation.run(setup, tuning: tuning) { progress in
                    let percent = progress.trialsDone * 100 / max(progress.trialsTotal, 1)
                    guard percent / 10 != lastPercent / 10 || progress.trialsDone == progress.trialsTotal else { return }
                    lastPercent = percent
                    FileHandle.standardError.write(Data("evaluate: \(progress.trialsDone)/\(progress.trialsTotal) trials (\(percent) %), \(progress.condition)\n".utf8))
                }
            }
        } catch {
            throw ValidationError(String(describing: error))
        }
        let seconds = Date().timeIntervalSince(started)
        print(report.table)
        if showCells { print(""); print(report.cellTable) }
        try report.svgPlot().write(toFile: out, atomically: true, encoding: .utf8)
        let rate = seconds > 0 ? Int(Double(report.simulatedTrials) / seconds) : 0
        FileHandle.standardError.write(Data("evaluate: \(report.simulatedTrials) trials in \(String(format: "%.2f", seconds)) s (\(rate) trials/s); wrote \(out)\n".utf8))
    }
}
