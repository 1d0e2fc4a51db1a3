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

    @Test("larger targets are not slower to reach, at the distances both widths were run at")
    func largerTargetsNotSlower() throws {
        let report = try SharedRun.off()
        let widths = report.setup.widths.sorted()
        for condition in Self.off {
            let mine = report.cells.filter { $0.condition == condition }
            for (smaller, larger) in zip(widths, widths.dropFirst()) {
                let distances = Set(mine.filter { $0.width == smaller }.map(\.distance))
                    .intersection(mine.filter { $0.width == larger }.map(\.distance))
                func mean(_ width: Double) -> Double {
                    let cells = mine.filter { $0.width == width && distances.contains($0.distance) }
                    return cells.reduce(0) { $0 + $1.movementTime } / Double(cells.count)
                }
                #expect(!distances.isEmpty)
                // 3 % slack for the scatter of 13 trials a cell, averaged over the distances.
                #expect(mean(larger) <= mean(smaller) * 1.03,
                        "\(condition): W \(larger) took \(mean(larger)) s, W \(smaller) \(mean(smaller)) s")
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

    @Test("a person allowed a single submovement misses some targets but not all, and the report counts them")
    func singleSubmovementMisses() throws {
        var setup = EvaluationSetup()
        setup.trialsPerCell = 13
        setup.conditions = [Self.off[0]]
        setup.person.maximumSubmovements = 1
        let summary = try #require(try Evaluation.run(setup).summaries.first)
        #expect(summary.errorRate > 0.05 && summary.errorRate < 1, "error rate \(summary.errorRate)")
    }

    @Test("the plan expects longer times for farther targets, and with one movement left gives up only on far ones")
    func policyTradesSpeedForAccuracy() {
        let person = SimulatedPerson()
        let policy = SubmovementPolicy(person: person)
        let near = policy.expectedTime(remaining: 3, distance: 5), far = policy.expectedTime(remaining: 3, distance: 100)
        #expect(near > 0 && far > near)
        #expect(policy.expectedTime(remaining: 3, distance: 0.4) == 0)
        // One movement left: a near target gets a careful one, a hopeless one the shortest.
        #expect(policy.duration(remaining: 1, distance: 2) > person.minimumSubmovementTime * 2)
        #expect(policy.duration(remaining: 1, distance: 400) == person.minimumSubmovementTime)
        #expect(policy.duration(remaining: 1, distance: 2) > policy.duration(remaining: 3, distance: 2))
    }

    @Test("the tuning given reaches the trials: the toss's reach (magnetRadius) changes the trackpad's numbers")
    func tuningReachesTrials() throws {
        var setup = EvaluationSetup()
        setup.trialsPerCell = 26
        setup.widths = [24]
        setup.distances = [200]
        setup.conditions = [EvaluationCondition(device: .trackpad, magnetism: true, padded: false)]
        var noReach = PointerConfiguration()
        noReach.magnetRadius = 0
        let reaching = try Evaluation.run(setup), notReaching = try Evaluation.run(setup, tuning: noReach)
        #expect(reaching.cells != notReaching.cells)
    }
}
