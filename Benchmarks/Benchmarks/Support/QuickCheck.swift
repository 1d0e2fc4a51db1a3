import Benchmark
import Foundation

extension Benchmark.Configuration {
    /// This configuration, or, when the environment sets `PK_BENCHMARK_QUICK` (scripts/test's
    /// malloc check does), one that stops after 20 iterations or 200 ms, whichever comes first.
    ///
    /// A malloc count per iteration is the same in the twentieth iteration as in the
    /// thousandth (the fixtures warm up before measuring), so the check that a move allocates
    /// nothing needs no more; timings do, and a quick run's are not worth reading. The full
    /// run (up to 2 s or 1,000 iterations per benchmark) took about 100 s of CI's time.
    var quickWhenChecking: Benchmark.Configuration {
        guard ProcessInfo.processInfo.environment["PK_BENCHMARK_QUICK"] != nil else { return self }
        var quick = self
        quick.maxDuration = .milliseconds(200)
        quick.maxIterations = Swift.min(maxIterations, 20)
        return quick
    }
}
