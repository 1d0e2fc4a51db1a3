import Benchmark
import Foundation
import PointerDemoScenes
import PointerEngine
import PointerInput
import PointerSVG
import PointerUIKit

/// The playground's per-input drawing work on the Quilt Simulator, in a release build: what
/// the server does between a browser move and the frame it sends back (less the WebSocket).
@MainActor
final class QuiltFixture {
    let quilt = QuiltSimulator()
    let pipeline: PointerInputPipeline
    private var time = 0.0
    private var step = 0

    init() {
        pipeline = PointerInputPipeline(window: quilt.window, location: CGPoint(x: 300, y: 240))
        // Ten stitches, so the scene has the layers a person's quilt soon has.
        for i in 0..<20 {
            move(to: CGPoint(x: 60 + Double(i) * 20, y: 80 + Double(i % 2) * 40))
            for pressed in [true, false] {
                time += 0.01
                try? pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .button(number: 1, pressed: pressed)))
            }
        }
        precondition(quilt.quilt.stitches.count == 10, "the fixture's stitches were not made")
    }

    func move(to p: CGPoint) {
        time += 1.0 / 1_000
        do { try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .position(.init(x: Double(p.x), y: Double(p.y))))) }
        catch { fatalError("move refused: \(error)") }
    }

    /// A 7 pt move back and forth over the quilt (the crosshair follows; no view changes).
    func jiggle() {
        step += 1
        move(to: CGPoint(x: step.isMultiple(of: 2) ? 300 : 307, y: 240))
    }

    private static var shared: QuiltFixture?
    static func make() -> QuiltFixture {
        if let f = shared { return f }
        let f = QuiltFixture()
        shared = f
        return f
    }
}

/// The PlaygroundFrame benchmarks (registered by Benchmarks.swift).
let playgroundFrameBenchmarks: @Sendable () -> Void = {
    // Drawing allocates (it builds strings): malloc counts are reported, not held to zero.
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    ).quickWhenChecking

    Benchmark("quilt move, scene and pointer-only SVG", configuration: config) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = QuiltFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.jiggle()
                let scene = fixture.quilt.window.pointerScene()
                blackHole(scene.pointer.map(PointerSVG.render(pointer:)))
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("quilt whole-scene SVG", configuration: config) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = QuiltFixture.make()
            let scene = fixture.quilt.window.pointerScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(PointerSVG.render(scene)) }
            benchmark.stopMeasurement()
        }
    }
}
