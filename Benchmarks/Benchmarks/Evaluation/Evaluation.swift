import Benchmark
import PointerEvaluation
import PointerUIKit

// Cost of `pointerkit evaluate`: ISO 9241-9 trials by the simulated person, every sample sent
// through PointerInputPipeline. One iteration is one `Evaluation.run` over the ten default
// conditions (the eight of magnetism and padding, and the bubble cursor with each device) and
// the 13 width × distance cells that fit, with 13 recorded trials per cell after the practice
// circle: 10 × 13 × 26 = 3,380 simulated trials, plus building the 130 windows and solving the
// person's plans. Trials per second = throughput × 3,380.

/// The setup each iteration runs.
let setup: EvaluationSetup = {
    var setup = EvaluationSetup()
    setup.trialsPerCell = 13
    return setup
}()

/// Simulated trials per iteration (practice circles included).
let trialsPerIteration = setup.conditions.count * setup.cells.count * (setup.targetsPerCircle + setup.trialsPerCell)

/// The Evaluation benchmarks (registered by Benchmarks.swift).
let evaluationBenchmarks: @Sendable () -> Void = {
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 20,
        // A run allocates (windows, views, recognizers, strings): its malloc count, stored in
        // Thresholds/, may move by 2 % either way before `thresholds check` flags it.
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 2.0])]
    ).quickWhenChecking

    // The whole body is measured, the hop to the main actor included (microseconds against an
    // iteration of hundreds of milliseconds): the runner calls bodies off the main thread.
    Benchmark("evaluate, 10 conditions, 3,380 trials", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations {
            let trials = await MainActor.run { () -> Int in
                do {
                    return try Evaluation.run(setup).simulatedTrials
                } catch {
                    fatalError("evaluation refused: \(error)")
                }
            }
            precondition(trials == trialsPerIteration, "simulated \(trials) trials, expected \(trialsPerIteration)")
            blackHole(trials)
        }
    }
}
