import ArgumentParser
import Foundation
import PointerUIKit
import PointerEvaluation

/// `pointerkit evaluate`: runs the ISO 9241-9 pointing evaluation with a simulated person
/// through the real pipeline, prints the table per condition, the 16 pt comparison and the
/// model beside published figures, and writes the SVG plot and endpoint scatter. With
/// `--from study.jsonl` it reads a study recorded in the playground and reports it the same way,
/// beside the model run on the study's conditions, widths and distances.
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

    @Option(help: "A study log recorded in the playground's study tab (JSON lines): report it beside the model.")
    var from: String?

    @Option(help: "Where to write the SVG endpoint scatter (where the clicks landed around the target).")
    var scatter = "endpoints.svg"

    @Option(help: "The simulated person's trackpad noise relative to the mouse (K × this on the trackpad).")
    var trackpadNoise = SimulatedPerson().trackpadNoiseScale

    @Flag(help: "The person plans for the visible target only, as PointerKit's model did before it learned the padded area (for comparison).")
    var planVisibleTarget = false

    @Flag(help: "Every side of a padded target gets the padding its nearest neighbour allows, as before each side was padded on its own (for comparison).")
    var uniformPadding = false

    func run() async throws {
        var setup = EvaluationSetup()
        setup.seed = seed
        setup.trialsPerCell = trials
        setup.padding = padding
        setup.paddingPerSide = !uniformPadding
        setup.person.plansForSelectableArea = !planVisibleTarget
        setup.person.trackpadNoiseScale = trackpadNoise
        let study = try from.map(readStudy)
        if let recorded = study?.report {
            setup.conditions = recorded.setup.conditions
            setup.widths = recorded.setup.widths
            setup.distances = recorded.setup.distances
        }
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
        let shown = study?.report ?? report
        if let study {
            print("## Recorded study: \(study.report.origin.label), \(study.report.endpoints.count) trials from \(from ?? "")\n")
        }
        print(shown.table)
        if showCells { print(""); print(shown.cellTable) }
        if study != nil { print("\n## Simulated person on the same conditions and cells\n"); print(report.table) }
        print("\n## 16 pt targets against the system pointer with no effects (\(study == nil ? "model" : study!.report.origin.label))\n")
        print(shown.comparison(width: 16))
        if study == nil { print("\n## Where the time goes, 16 pt targets (model)\n"); print(report.phaseTable(width: 16)) }
        print("\n## The model beside published figures\(study == nil ? "" : " and the recorded study")\n")
        print(report.validationTable(recorded: study?.report))
        try shown.svgPlot().write(toFile: out, atomically: true, encoding: .utf8)
        try shown.endpointSVG().write(toFile: scatter, atomically: true, encoding: .utf8)
        let rate = seconds > 0 ? Int(Double(report.simulatedTrials) / seconds) : 0
        FileHandle.standardError.write(Data("evaluate: \(report.simulatedTrials) simulated trials in \(String(format: "%.2f", seconds)) s (\(rate) trials/s); wrote \(out) and \(scatter)\n".utf8))
        if let problem = study?.problem {
            throw ValidationError("\(from ?? ""): \(problem); the \(study?.report.endpoints.count ?? 0) trials before it are reported above")
        }
    }

    /// Reads a study log: the report of its good trials, and the first problem, if any.
    func readStudy(_ path: String) throws -> (report: EvaluationReport, problem: StudyLogError?) {
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read the study log \(path)") }
        let reading = StudyLog.read(String(decoding: data, as: UTF8.self))
        guard reading.trials.contains(where: { !$0.practice }) else {
            throw ValidationError("\(path): no recorded trial to report\(reading.problem.map { " (\($0))" } ?? "")")
        }
        return (EvaluationReport(recorded: reading.trials), reading.problem)
    }
}
