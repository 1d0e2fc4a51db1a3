import Benchmark

// All of PointerKit's benchmarks, in one executable: the benchmark plugin builds each
// benchmark target on its own before a run (a null build of this package's whole dependency
// graph, about 14 s each on a 2-core machine), so nine targets cost two minutes of every
// `thresholds check` before anything ran. Each folder holds one area's fixtures and
// benchmarks, registered here in order.

/// Every benchmark, for the plugin's generated entry point.
let benchmarks: @Sendable () -> Void = {
    pointerPipelineBenchmarks()
    gestureArenaBenchmarks()
    evaluationBenchmarks()
    layoutBenchmarks()
    collectionViewBenchmarks()
    sampleAppBenchmarks()
    playgroundFrameBenchmarks()
    textBenchmarks()
    tablesBenchmarks()
    coreAnimationBenchmarks()
}
