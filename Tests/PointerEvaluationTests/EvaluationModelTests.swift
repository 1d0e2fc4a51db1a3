import Testing
import PointerUIKit
@testable import PointerEvaluation

/// The magnetism-off run the model checks share (run once per test process).
@MainActor
enum SharedRun {
    static var offReport: EvaluationReport?

    static func off() throws -> EvaluationReport {
        if let offReport { return offReport }
        let report = try smallRun(conditions: EvaluationModelTests.off)
        offReport = report
        return report
    }
}

/// A small seeded run: a few seconds of CI at most.
@MainActor
func smallRun(seed: UInt64 = 7, conditions: [EvaluationCondition], trials: Int = 13) throws -> EvaluationReport {
    var setup = EvaluationSetup()
    setup.seed = seed
    setup.trialsPerCell = trials
    setup.conditions = conditions
    return try Evaluation.run(setup)
}

@Suite("The simulated person behaves as the motor-control model says")
@MainActor struct EvaluationModelTests {
    static let off: [EvaluationCondition] = [
        EvaluationCondition(device: .mouse, magnetism: false, padded: false),
        EvaluationCondition(device: .trackpad, magnetism: false, padded: false),
    ]

    @Test("without magnetism, movement time follows Fitts' law (R² ≥ 0.9) on mouse and trackpad")
    func fittsLaw() throws {
        let report = try SharedRun.off()
        for summary in report.summaries {
            let fit = try #require(summary.fit)
            #expect(fit.rSquared >= 0.9, "\(summary.condition): R² \(fit.rSquared)")
            #expect(fit.slope > 0, "\(summary.condition): slope \(fit.slope)")
        }
    }

    @Test("larger targets are not slower to reach at the same distance")
    func largerTargetsNotSlower() throws {
        let report = try SharedRun.off()
        for condition in Self.off {
            for distance in report.setup.distances {
                let row = report.cells.filter { $0.condition == condition && $0.distance == distance }.sorted { $0.width < $1.width }
                for (smaller, larger) in zip(row, row.dropFirst()) {
                    // 5 % slack for the scatter of 13 trials a cell.
                    #expect(larger.movementTime <= smaller.movementTime * 1.05,
                            "\(condition), D \(distance): W \(larger.width) took \(larger.movementTime) s, W \(smaller.width) \(smaller.movementTime) s")
                }
            }
        }
    }

    @Test("the same seed gives the same numbers; another seed gives others")
    func sameSeedSameNumbers() throws {
        let conditions = [EvaluationCondition(device: .trackpad, magnetism: true, padded: true)]
        let a = try smallRun(seed: 42, conditions: conditions, trials: 5)
        let b = try smallRun(seed: 42, conditions: conditions, trials: 5)
        let c = try smallRun(seed: 43, conditions: conditions, trials: 5)
        #expect(a.cells == b.cells)
        #expect(a.table == b.table)
        #expect(a.svgPlot() == b.svgPlot())
        #expect(a.cells != c.cells)
    }

    @Test("a person allowed one submovement with a shaky hand misses some targets, and the report counts them")
    func sloppyPersonMisses() throws {
        var setup = EvaluationSetup()
        setup.trialsPerCell = 13
        setup.conditions = [Self.off[0]]
        setup.person.maximumSubmovements = 1
        setup.person.noiseConstant = 0.2
        let summary = try #require(try Evaluation.run(setup).summaries.first)
        #expect(summary.errorRate > 0.05 && summary.errorRate < 1, "error rate \(summary.errorRate)")
    }

    @Test("the plan expects longer times for farther targets and with fewer corrections left")
    func policyIsMonotone() {
        let policy = SubmovementPolicy(person: SimulatedPerson())
        let near = policy.expectedTime(remaining: 3, distance: 5), far = policy.expectedTime(remaining: 3, distance: 100)
        #expect(near > 0 && far > near)
        #expect(policy.expectedTime(remaining: 3, distance: 0.4) == 0)
        #expect(policy.duration(remaining: 1, distance: 50) >= policy.duration(remaining: 3, distance: 50))
    }
}
