import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// Per-move cost of PointerKit's pointer pipeline, and of hit testing alone, for windows of
// 100 to 100,000 views.
//
// Every benchmark uses `scalingFactor: .kilo`: one iteration is 1,000 moves (or hit tests)
// and the rows marked `*` in the output (wall clock, CPU, mallocs) are per move.
// Throughput is moves per second.

/// Side of one grid cell, in points. Views are `viewSide` squares, so the pointer crosses a
/// 2 pt gap between neighbours: the hit view alternates between a grid view and the window.
let cellSide = 12.0
let viewSide = 10.0

/// A window holding `count` plain views tiled in a square grid of `cellSide` cells, every
/// tenth with a hover recognizer, and a mouse pipeline attached: a flat canvas of many
/// small targets, the spatial index's worst realistic case.
@MainActor
final class Fixture {
    let window: UIWindow
    let pipeline: PointerInputPipeline
    let side: Double
    private(set) var time = 0.0
    private var x = 1.0, y = 1.0, dx = 7.0, dy = 5.0
    let hovers = Counter()

    /// Counts hover recognizer actions, so the callbacks have an observable effect.
    final class Counter {
        var actions = 0
        var enters = 0
    }

    init(count: Int) {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        side = Double(columns) * cellSide
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let counter = hovers
        for i in 0..<count {
            let frame = CGRect(x: Double(i % columns) * cellSide, y: Double(i / columns) * cellSide,
                               width: viewSide, height: viewSide)
            let view = UIView(frame: frame)
            if i % 10 == 0 {
                view.addGestureRecognizer(UIHoverGestureRecognizer { recognizer in
                    counter.actions &+= 1
                    if recognizer.state == .began { counter.enters &+= 1 }
                })
            }
            window.addSubview(view)
        }
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: x, y: y))
        warmUp()
    }

    /// Brings the fixture to its steady state, and checks that the walk does what the
    /// benchmark claims: the pointer follows it, the hit view changes, hover recognizers begin.
    ///
    /// First the pointer visits every cell once, then the walk itself runs long enough to grow
    /// every buffer to its steady size.
    private func warmUp() {
        let columns = Int((side / cellSide).rounded())
        for row in 0..<columns {
            for column in 0..<columns {
                let c = row.isMultiple(of: 2) ? column : columns - 1 - column
                let centre = (Double(c) * cellSide + viewSide / 2, Double(row) * cellSide + viewSide / 2)
                send(dx: centre.0 - x, dy: centre.1 - y)
            }
        }
        send(dx: 1 - x, dy: 1 - y)

        var hitChanges = 0
        var last: UIView?
        for _ in 0..<4_000 {
            move()
            let hit = window.hitTest(CGPoint(x: x, y: y), with: nil)
            if hit !== last { hitChanges += 1; last = hit }
        }
        let location = pipeline.converter.location
        precondition(location.x == x && location.y == y,
                     "the pointer (\(location.x), \(location.y)) left the walk (\(x), \(y))")
        precondition(hitChanges > 1_000, "the hit view changed only \(hitChanges) times in 4,000 moves")
        precondition(hovers.enters > 0, "no hover recognizer began")
    }

    /// One pointer move through the whole pipeline: raw sample, conversion, hit test, hover
    /// routing, recognizer actions. Bounces diagonally across the grid, 7 pt by 5 pt a move.
    func move() {
        if x + dx < 0 || x + dx >= side { dx = -dx }
        if y + dy < 0 || y + dy >= side { dy = -dy }
        send(dx: dx, dy: dy)
    }

    /// Sends one motion sample of (`dx`, `dy`), one millisecond after the last (a 1 kHz mouse).
    private func send(dx: Double, dy: Double) {
        x += dx
        y += dy
        time += 1.0 / 1_000
        // `.init` rather than `Point(x:y:)`: PointerGeometry need not be a product of the parent.
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: kind))
        } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    /// 65,536 fixed pseudo-random points in the window, so runs compare; each iteration
    /// starts where the last one stopped, so the points are not the same 1,000 every time.
    private(set) lazy var probes: [CGPoint] = {
        var state: UInt64 = 42
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<Fixture.probeCount).map { _ in CGPoint(x: unit() * side, y: unit() * side) }
    }()
    static let probeCount = 1 << 16
    var probeCursor = 0

    private static var cache: [Int: Fixture] = [:]

    /// One fixture per size, built on first use (outside any measurement) and shared by the
    /// benchmarks of that size.
    static func make(_ count: Int) -> Fixture {
        if let fixture = cache[count] { return fixture }
        let fixture = Fixture(count: count)
        cache[count] = fixture
        return fixture
    }
}

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
