import PointerUIKit
import PointerEvaluation
import PointerPlaygroundMessages

/// Where a session's "Evaluate this tuning" request is.
enum PlaygroundEvaluationState {
    /// None asked for, or the last one finished.
    case idle
    /// Asked for; the connection starts it after the batch it came in.
    case requested
    /// Running (one condition's cell at a time, the main actor free between them).
    case running
}

extension PlaygroundSession {
    /// The playground's evaluation: the `pointerkit evaluate` task, small enough to answer a
    /// click (1,040 trials: about 0.1 s of CPU at the release build's 8,650 to 11,650 trials a second, a
    /// few seconds in a debug build on a loaded machine). All ten conditions, widths 8 and 24 pt, distances 200 and 800 pt (four
    /// cells, 3.2 to 6.7 bits), one recorded circle of 13 selections per cell after the practice
    /// circle, seed 1.
    /// `pointerkit evaluate` runs the full one (four widths, four distances, 26 trials a cell).
    public static let evaluationSetup: EvaluationSetup = {
        var setup = EvaluationSetup()
        setup.widths = [8, 24]
        setup.distances = [200, 800]
        setup.trialsPerCell = 13
        setup.seed = 1
        return setup
    }()

    /// The plot's one-line caption: what was run.
    public static var evaluationCaption: String {
        let s = evaluationSetup
        func list(_ values: [Double]) -> String { values.map { String(Int($0)) }.joined(separator: ", ") }
        return "Simulated ISO 9241-9 pointing with this tuning: \(s.conditions.count) conditions "
            + "(mouse and trackpad: magnetism off and on, unpadded and padded, and the bubble cursor), widths \(list(s.widths)) pt, "
            + "distances \(list(s.distances)) pt, \(s.trialsPerCell) trials a cell, seed \(s.seed)."
    }

    /// Handles `{"t":"evaluate"}`: asks for an evaluation of the tuning in force. One at a time
    /// per page: a request while one is asked for or running is refused.
    func requestEvaluation() throws(PlaygroundError) {
        guard evaluationState == .idle else {
            throw .invalid("evaluate: an evaluation of this page's tuning is already running; its plot comes when it ends")
        }
        evaluationState = .requested
    }

    /// True once after an evaluation was asked for: the caller then runs `evaluate()`.
    public func takeEvaluationRequest() -> Bool {
        guard evaluationState == .requested else { return false }
        evaluationState = .running
        return true
    }

    /// Runs the playground's evaluation for the tuning in force when it starts, one condition's
    /// cell (26 selections) at a time, yielding the main actor between them (other tabs' input
    /// and frames go on), and returns the message for the page:
    /// `{"t":"evaluation","svg":…,"table":…,"caption":…,"trials":N}`, or an error message.
    /// Nil when the task was cancelled (the tab went away).
    public func evaluate() async -> String? {
        evaluationState = .running
        defer { evaluationState = .idle }
        let tuning = configuration
        let setup = Self.evaluationSetup
        var cells: [EvaluationReport.Cell] = []
        var endpoints: [EvaluationReport.Endpoint] = []
        var trials = 0
        // One condition's cell at a time (26 selections), the main actor free between them.
        for condition in setup.conditions {
            var part = setup
            part.conditions = [condition]
            for cell in setup.cells.indices {
                await Task.yield()
                if Task.isCancelled { return nil }
                do throws(EvaluationError) {
                    let report = try Evaluation.run(part, tuning: tuning, onlyCell: cell)
                    cells += report.cells
                    endpoints += report.endpoints
                    trials += report.simulatedTrials
                } catch {
                    return Self.errorMessage(.invalid("evaluate: \(error)"))
                }
            }
        }
        let report = EvaluationReport(setup: setup, cells: cells, simulatedTrials: trials, endpoints: endpoints)
        var message = JSONObject()
        message.add("t", "evaluation")
        message.add("svg", report.svgPlot(width: 600, height: 420))
        message.add("table", report.table)
        message.add("caption", Self.evaluationCaption)
        message.add("trials", trials)
        return message.text
    }
}
