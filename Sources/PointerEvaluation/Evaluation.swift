import Foundation
import PointerEngine
import PointerUIKit

/// How far an evaluation has come, reported after each circle of targets.
public struct EvaluationProgress: Sendable, Equatable {
    /// Trials simulated so far, practice included.
    public var trialsDone: Int
    /// Trials the whole evaluation simulates.
    public var trialsTotal: Int
    /// The condition just run.
    public var condition: EvaluationCondition
}

/// Runs ISO 9241-9 pointing evaluations of PointerKit's pointer with a simulated person.
///
/// ```swift
/// var setup = EvaluationSetup()
/// setup.trialsPerCell = 39
/// let report = try Evaluation.run(setup, tuning: PointerConfiguration())
/// print(report.table)
/// try report.svgPlot().write(toFile: "plot.svg", atomically: true, encoding: .utf8)
/// ```
public enum Evaluation {
    /// Runs every condition of `setup` through the real pipeline, with the window's pointer
    /// tuned by `tuning`, calling `progress` after each circle. Deterministic: the same setup
    /// and tuning give the same report.
    ///
    /// Each condition and cell runs in its own window: one practice circle (not recorded), then
    /// `trialsPerCell` recorded selections. The random streams depend on the seed, the device
    /// and the cell only, so conditions that differ in magnetism or padding meet the same
    /// person with the same draws until their outcomes differ (common random numbers).
    ///
    /// `onlyCell`, when given, runs just the cell at that index of `setup.cells` (out of range:
    /// none), with the same random streams it has in the whole run, so a caller that must stay
    /// responsive (the playground) can run a study cell by cell and get the same report.
    /// - Throws: `EvaluationError` for a setup that cannot run; nothing runs then.
    @MainActor
    public static func run(_ setup: EvaluationSetup, tuning: PointerConfiguration = PointerConfiguration(),
                           onlyCell: Int? = nil,
                           progress: ((EvaluationProgress) -> Void)? = nil) throws(EvaluationError) -> EvaluationReport {
        try setup.validate()
        try checkTuning(tuning)
        let cells = setup.cells, n = setup.targetsPerCircle
        let perBlock = n + setup.trialsPerCell
        let cellsRun = onlyCell.map { cells.indices.contains($0) ? 1 : 0 } ?? cells.count
        let total = perBlock * cellsRun * setup.conditions.count
        var done = 0
        var results: [EvaluationReport.Cell] = []
        var endpoints: [EvaluationReport.Endpoint] = []
        endpoints.reserveCapacity(cells.count * setup.conditions.count * setup.trialsPerCell)
        for condition in setup.conditions {
            let deviceIndex = EvaluationDevice.allCases.firstIndex(of: condition.device) ?? 0
            let person = setup.person.at(condition.device)
            let policy = plan(for: person)
            for (cellIndex, cell) in cells.enumerated() where onlyCell == nil || onlyCell == cellIndex {
                let task = PointingTask(cell: cell, condition: condition, setup: setup, tuning: tuning)
                var driver = PersonDriver(seed: SplitMix64.derive(setup.seed, deviceIndex, cellIndex), person: person,
                                          policy: policy, device: condition.device, sampleRate: setup.sampleRate)
                var records: [TrialRecord] = []
                records.reserveCapacity(setup.trialsPerCell)
                for k in 1...perBlock {
                    let record: TrialRecord
                    do {
                        let target = task.target(ofSelection: k)
                        record = try driver.select(target, width: task.planningWidth(of: target), in: task)
                    } catch {
                        throw .inputRefused(String(describing: error))
                    }
                    if k > n {
                        records.append(record)
                        endpoints.append(EvaluationReport.Endpoint(condition: condition, width: cell.width, distance: cell.distance,
                                                                   along: record.axisOffset, across: record.crossOffset,
                                                                   hit: record.hit, movementTime: record.movementTime,
                                                                   phases: record.phases))
                    }
                }
                done += perBlock
                results.append(summarise(records, cell: cell, condition: condition))
                progress?(EvaluationProgress(trialsDone: done, trialsTotal: total, condition: condition))
            }
        }
        return EvaluationReport(setup: setup, cells: results, simulatedTrials: done, endpoints: endpoints)
    }

    /// Plans solved so far, by person (a few: cleared past eight).
    @MainActor static var plans: [SimulatedPerson: SubmovementPolicy] = [:]

    /// The person's plan, solved once per process.
    @MainActor static func plan(for person: SimulatedPerson) -> SubmovementPolicy {
        if let plan = plans[person] { return plan }
        if plans.count >= 8 { plans.removeAll() }
        let plan = SubmovementPolicy(person: person)
        plans[person] = plan
        return plan
    }

    /// Refuses a tuning whose numbers are not finite or negative where the pointer needs them.
    static func checkTuning(_ tuning: PointerConfiguration) throws(EvaluationError) {
        try EvaluationSetup.check("magnetRadius", tuning.magnetRadius, 0...1e6)
        try EvaluationSetup.check("fingerLiftInterval", tuning.fingerLiftInterval, 0...60)
        try EvaluationSetup.check("tossVelocityWindow", tuning.tossVelocityWindow, 0...60)
        try EvaluationSetup.check("idleFadeDelay", tuning.idleFadeDelay, 0...1e6)
    }

    /// A cell's figures from its trials (ISO 9241-9 effective measures).
    static func summarise(_ records: [TrialRecord], cell: EvaluationSetup.Cell,
                          condition: EvaluationCondition) -> EvaluationReport.Cell {
        let n = Double(records.count)
        let mt = records.reduce(0) { $0 + $1.movementTime } / n
        let meanOffset = records.reduce(0) { $0 + $1.axisOffset } / n
        let variance = records.count > 1
            ? records.reduce(0) { $0 + ($1.axisOffset - meanOffset) * ($1.axisOffset - meanOffset) } / (n - 1) : 0
        // With one trial the nominal width stands in. A spread under 1 pt counts as 1 pt: a toss
        // can put every click on the centre, and a display shows nothing finer.
        let we = records.count > 1 ? 4.133 * max(variance.squareRoot(), 1) : cell.width
        let de = records.reduce(0) { $0 + $1.amplitude + $1.axisOffset } / n
        let ide = log2(max(de, 0) / we + 1)
        return EvaluationReport.Cell(condition: condition, width: cell.width, distance: cell.distance, trials: records.count,
                                     errors: records.filter { !$0.hit }.count,
                                     wrongTargets: records.filter(\.hitOther).count, movementTime: mt,
                                     indexOfDifficulty: cell.indexOfDifficulty, effectiveWidth: we, effectiveDistance: de,
                                     throughput: mt > 0 ? ide / mt : 0)
    }
}
