import Benchmark
import Foundation
import PointerInput
import PointerKitFixtures
import PointerUIKit

// Per-move cost of PointerKit's pointer pipeline, and of hit testing alone, for windows of
// 100 to 100,000 views.
//
// Every benchmark uses `scalingFactor: .kilo`: one iteration is 1,000 moves (or hit tests)
// and the rows marked `*` in the output (wall clock, CPU, mallocs) are per move.
// Throughput is moves per second.

/// The PointerPipeline benchmarks (registered by Benchmarks.swift).
let pointerPipelineBenchmarks: @Sendable () -> Void = {
    // Names spelled out, not interpolated: the opt-out comments in PointerUIKit cite them.
    let sizes: [(views: Int, move: String, hitTest: String)] = [
        (100, "pointer move, 100 views", "hit test only, 100 views"),
        (1_000, "pointer move, 1000 views", "hit test only, 1000 views"),
        (10_000, "pointer move, 10000 views", "hit test only, 10000 views"),
        (100_000, "pointer move, 100000 views", "hit test only, 100000 views"),
    ]
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        // Steady-state moves must not allocate: any malloc above the stored baseline or static
        // threshold (0) is a regression for `baseline check` / `thresholds check`.
        thresholds: [.mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p90: 0, .p99: 0, .p100: 0])]
    ).quickWhenChecking

    // PointerUIKit is @MainActor, and the runner calls benchmark bodies on its own threads
    // (the cooperative pool, not the main thread), so `MainActor.assumeIsolated` would trap:
    // each body hops to the main actor once per iteration with `MainActor.run` and measures
    // there. The hop and the fixture lookup are outside the measured region.
    adaptivePointerBenchmarks(config)

    for (n, moveName, hitTestName) in sizes {
        Benchmark(moveName, configuration: config) { (benchmarkInstance: Benchmark) async in
            nonisolated(unsafe) let benchmark = benchmarkInstance
            await MainActor.run {
                let fixture = Fixture.make(n)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.move() }
                benchmark.stopMeasurement()
                blackHole(fixture.hovers.actions)
            }
        }

        Benchmark(hitTestName, configuration: config) { (benchmarkInstance: Benchmark) async in
            nonisolated(unsafe) let benchmark = benchmarkInstance
            await MainActor.run {
                let fixture = Fixture.make(n)
                let window = fixture.window
                fixture.probes.withUnsafeBufferPointer { probes in
                    let mask = Fixture.probeCount - 1
                    let start = fixture.probeCursor
                    benchmark.startMeasurement()
                    for i in benchmark.scaledIterations {
                        blackHole(window.hitTest(probes[(start &+ i) & mask], with: nil))
                    }
                    benchmark.stopMeasurement()
                    fixture.probeCursor = (start &+ benchmark.scaledIterations.count) & mask
                }
            }
        }
    }
}
