import Benchmark
import Foundation
import PointerInput
import PointerUIKit

/// 10,000 views in a 100 × 100 grid, each with a pointer interaction (no delegate: the
/// default region and the automatic effect), and a mouse pipeline.
@MainActor
final class InteractionFixture {
    let window: UIWindow
    let pipeline: PointerInputPipeline
    private(set) var time = 0.0
    private var step = 0

    init(count: Int = 10_000) {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let side = Double(columns) * cellSide
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        for i in 0..<count {
            let view = UIView(frame: CGRect(x: Double(i % columns) * cellSide, y: Double(i / columns) * cellSide,
                                            width: viewSide, height: viewSide))
            view.addInteraction(UIPointerInteraction(delegate: nil))
            window.addSubview(view)
        }
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: 5, y: 5))
        for _ in 0..<2_000 { jiggle(); frame() }
        precondition(window.currentPointerRegion != nil, "the pointer is not in a region")
    }

    /// A 1 pt move back and forth inside one view: the region stays the same.
    func jiggle() {
        step += 1
        time += 1.0 / 1_000
        let dx = step.isMultiple(of: 2) ? 1.0 : -1.0
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Hops to the neighbouring view with a mouse (a region change: springs start running
    /// again; a mouse, so no trackpad toss is measured here).
    func hop() {
        step += 1
        time += 1.0 / 1_000
        let dx = step.isMultiple(of: 2) ? cellSide : -cellSide
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Hops between the first two views of the top row: from the first to the second, or back
    /// (a region change every time, whatever the hops before).
    func hopToNeighbour() {
        time += 1.0 / 1_000
        let dx = pipeline.converter.location.x < cellSide ? cellSide : -cellSide
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Back in the first view (if the pointer is not there), with the springs settled.
    func settle() {
        if pipeline.converter.location.x >= cellSide { hopToNeighbour() }
        for _ in 0..<240 { frame() }
    }

    /// One 120 Hz frame: every running spring steps once.
    func frame() {
        time += 1.0 / 120
        pipeline.advance(to: time)
    }

    private static var shared: InteractionFixture?
    static func make() -> InteractionFixture {
        if let f = shared { return f }
        let f = InteractionFixture()
        shared = f
        return f
    }
}

func adaptivePointerBenchmarks(_ config: Benchmark.Configuration) {
    Benchmark("region and style per move, 10000 interactions, region unchanged", configuration: config) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = InteractionFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.jiggle() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("region and style per move, 10000 interactions, region changes", configuration: config) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = InteractionFixture.make()
            let before = fixture.window.currentPointerView
            benchmark.startMeasurement()
            // Every move hops to the neighbouring view: the region changes each time (the old
            // region's exit, the new region's style, its entry).
            for _ in benchmark.scaledIterations { fixture.hopToNeighbour() }
            benchmark.stopMeasurement()
            precondition(fixture.window.currentPointerView !== nil, "the pointer left the regions")
            // Back where the other benchmarks expect the pointer, inside one view.
            fixture.settle()
            precondition(fixture.window.currentPointerView === before, "the pointer is not back in its view")
        }
    }

    Benchmark("spring frame, all pointer springs running", configuration: config) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = InteractionFixture.make()
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                // A region change every 10 frames keeps the springs moving.
                if i % 10 == 0 { fixture.hop() }
                fixture.frame()
            }
            benchmark.stopMeasurement()
        }
    }
}
