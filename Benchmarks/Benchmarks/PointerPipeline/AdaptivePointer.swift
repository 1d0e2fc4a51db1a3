import Benchmark
import Foundation
import PointerInput
import PointerKitFixtures
import PointerUIKit

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
