import Testing
import PointerUIKit
@testable import PointerEvaluation

@Suite("The report reads as a designer expects")
@MainActor struct EvaluationOutputTests {
    @Test("the trackpad's acceleration follows libinput's adaptive touchpad profile")
    func trackpadCurve() {
        let a = TrackpadAcceleration(), scale = 0.37 * 0.8 * 1.01
        #expect(abs(a.factor(speed: 3) - 0.6 * scale) < 1e-12)         // decelerated below 7 mm/s
        #expect(abs(a.factor(speed: 100) - 0.9 * scale) < 1e-12)       // the plateau
        #expect(abs(a.factor(speed: 260) - (0.0099 * 0.5 * 130 + 0.9) * scale) < 1e-12)
        #expect(abs(a.factor(speed: 1e6) - 9 * scale) < 1e-12)         // capped
    }

    @Test("a study run cell by cell, as the playground runs it to stay responsive, gives the whole run's report")
    func cellByCell() throws {
        var setup = EvaluationSetup()
        setup.trialsPerCell = 2
        setup.widths = [16, 32]
        setup.distances = [200]
        setup.conditions = [EvaluationCondition(device: .trackpad, magnetism: true, padded: true)]
        let whole = try Evaluation.run(setup)
        let parts = try setup.cells.indices.map { try Evaluation.run(setup, onlyCell: $0) }
        #expect(parts.flatMap(\.cells) == whole.cells)
        #expect(parts.flatMap(\.endpoints) == whole.endpoints)
        #expect(parts.map(\.simulatedTrials).reduce(0, +) == whole.simulatedTrials)
        #expect(try Evaluation.run(setup, onlyCell: 99).cells.isEmpty, "a cell past the end runs nothing")
    }

    @Test("the table has a row per condition, and the plot a line and a legend entry per condition")
    func tableAndPlot() throws {
        var setup = EvaluationSetup()
        setup.trialsPerCell = 2
        setup.widths = [16, 44]
        setup.distances = [200, 800]
        setup.conditions = [EvaluationCondition(device: .mouse, magnetism: false, padded: false),
                            EvaluationCondition(device: .trackpad, magnetism: true, padded: true)]
        let report = try Evaluation.run(setup)
        // 44 pt squares overlap on the 200 pt circle: three cells a condition run.
        #expect(report.cells.count == 6)
        #expect(report.simulatedTrials == 6 * (13 + 2))
        let rows = report.table.split(separator: "\n")
        #expect(rows.count == 2 + 2)
        #expect(rows[3].hasPrefix("| trackpad, magnetism on, padded | 6 |"))
        let svg = report.svgPlot()
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(svg.contains(">mouse, magnetism off, unpadded</text>"))
        #expect(svg.contains("Movement time (ms)") && svg.contains("Index of difficulty"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("the Fitts fit recovers a known line and refuses a single ID")
    func fit() throws {
        let fit = try #require(FittsFit([(1, 0.3), (2, 0.45), (3, 0.6)]))
        #expect(abs(fit.intercept - 0.15) < 1e-12 && abs(fit.slope - 0.15) < 1e-12 && abs(fit.rSquared - 1) < 1e-12)
        #expect(FittsFit([(2, 0.3), (2, 0.4)]) == nil)
    }
}
