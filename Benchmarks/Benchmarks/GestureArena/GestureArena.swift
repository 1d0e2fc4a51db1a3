import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// Cost of resolving the gesture arena for one mouse click (press and release) through 10
// nested views, each with a tap, a pan and a long-press recognizer: 30 recognizers receive
// the touch, the innermost tap recognises on the release and the 29 others fail.
//
// `scalingFactor: .kilo`: one iteration is 1,000 clicks; the `*` rows are per click.

@MainActor
final class ArenaFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let pipeline: PointerInputPipeline
    private(set) var time = 0.0
    let counts = Counts()

    /// Actions of the innermost tap (one per click when the arena resolves as it should) and
    /// of every other recognizer (none).
    final class Counts {
        var innermostTaps = 0
        var otherActions = 0
    }

    init() {
        var parent: UIView = window
        let counts = self.counts
        for depth in 0..<10 {
            let inset = CGFloat(depth + 1) * 10
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 380 - inset * 2, height: 380 - inset * 2))
            let innermost = depth == 9
            view.addGestureRecognizer(UITapGestureRecognizer { _ in
                if innermost { counts.innermostTaps &+= 1 } else { counts.otherActions &+= 1 }
            })
            view.addGestureRecognizer(UIPanGestureRecognizer { _ in counts.otherActions &+= 1 })
            view.addGestureRecognizer(UILongPressGestureRecognizer { _ in counts.otherActions &+= 1 })
            parent.addSubview(view)
            parent = view
        }
        // The pointer sits over the innermost view.
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: 110, y: 110))
        for _ in 0..<1_000 { click() }
        precondition(counts.innermostTaps == 1_000, "the innermost tap recognised \(counts.innermostTaps) of 1,000 clicks")
        precondition(counts.otherActions == 0, "another recognizer acted \(counts.otherActions) times")
    }

    /// One click: primary press, then release 50 ms later; clicks 1 s apart (single clicks).
    func click() {
        do {
            time += 1
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .button(number: 1, pressed: true)))
            try pipeline.send(RawSample(timestamp: time + 0.05, device: .mouse, kind: .button(number: 1, pressed: false)))
        } catch {
            fatalError("click refused: \(error)")
        }
    }

    static var shared: ArenaFixture?
}

/// The GestureArena benchmarks (registered by Benchmarks.swift).
let gestureArenaBenchmarks: @Sendable () -> Void = {
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        // A steady-state click must not allocate.
        thresholds: [.mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p90: 0, .p99: 0, .p100: 0])]
    ).quickWhenChecking

    // See PointerPipeline.swift: bodies hop to the main actor once per iteration.
    Benchmark("click through 10 nested views with 3 recognizers each", configuration: config) { (benchmarkInstance: Benchmark) async in
        nonisolated(unsafe) let benchmark = benchmarkInstance
        await MainActor.run {
            let fixture = ArenaFixture.shared ?? ArenaFixture()
            ArenaFixture.shared = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.click() }
            benchmark.stopMeasurement()
            blackHole(fixture.counts.innermostTaps)
        }
    }
}
