import Benchmark
import Foundation
import PointerInput
import PointerSVG
import PointerSampleApp
import PointerUIKit

// The Swatches sample app with 500 swatches, as the issue asks: a whole frame (layout pending
// after a scroll, the scene, and its SVG), hit testing, and pointer moves over lifting cells.

@MainActor
final class SampleFixture {
    let window = SampleApp.window(swatches: 500)
    let pipeline: PointerInputPipeline
    let list: UICollectionView
    private var time = 0.0, step = 0
    private var x = 170.0, y = 300.0, dx = 7.0, dy = 5.0

    init() {
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: 170, y: 300))
        list = Self.collectionView(in: window)!
        precondition(list.numberOfItems(inSection: 0) == 500)
        for _ in 0..<2_000 { move() }
    }

    static func collectionView(in view: UIView) -> UICollectionView? {
        if let list = view as? UICollectionView { return list }
        for subview in view.subviews { if let found = collectionView(in: subview) { return found } }
        return nil
    }

    /// A move bouncing around the swatch column: over chips, gaps and labels in turn.
    func move() {
        if x + dx < 0 || x + dx >= 348 { dx = -dx }
        if y + dy < 50 || y + dy >= 768 { dy = -dy }
        x += dx
        y += dy
        time += 1.0 / 1_000
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do { try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: kind)) } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    /// Scrolls the swatches by one row and back, so the next frame lays cells out again.
    func scroll() {
        step += 1
        list.contentOffset = CGPoint(x: 0, y: step.isMultiple(of: 2) ? 0 : 100)
    }

    private static var shared: SampleFixture?
    static func make() -> SampleFixture {
        if let f = shared { return f }
        let f = SampleFixture()
        shared = f
        return f
    }
}

/// The SampleApp benchmarks (registered by Benchmarks.swift).
let sampleAppBenchmarks: @Sendable () -> Void = {
    // Malloc counts recorded in Thresholds/ may move by 5 % before `thresholds check` flags
    // them: the frame builds strings and cells, and a move over a new cell asks its delegate
    // for a new style.
    let perOperation = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds, warmupIterations: 10, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 2_000,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 5.0])]).quickWhenChecking

    Benchmark("sample app: frame with 500 swatches after a scroll (layout, scene, SVG)", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance  // the harness's Benchmark is not Sendable; it stays on the main actor
        await MainActor.run {
            let fixture = SampleFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.scroll()
                blackHole(PointerSVG.render(fixture.window.pointerScene()))
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("sample app: hit test, 500 swatches", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = SampleFixture.make()
            var i = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                i += 1
                blackHole(fixture.window.hitTest(CGPoint(x: 20 + i % 320, y: 60 + (i * 7) % 700), with: nil))
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("sample app: pointer move over 500 swatches", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = SampleFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.move() }
            benchmark.stopMeasurement()
        }
    }
}
