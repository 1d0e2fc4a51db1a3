import Benchmark
import Foundation
import PointerEngine
import PointerUIKit
import PointerRender

// Core Animation on the frame clock: a window of 100 cards, each with a sublayer running a
// repeating CABasicAnimation (opacity, position or corner radius in turn). One operation is one
// frame: the window's clock moves 1/60 s on (`UIWindow.frame(at:)`) and the scene is built with
// every animation's presentation values.

@MainActor
final class CoreAnimationFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    private var time = 0.0

    init() {
        for i in 0..<100 {
            let card = UIView(frame: CGRect(x: Double(i % 10) * 100, y: Double(i / 10) * 75, width: 90, height: 65))
            card.backgroundColor = .white
            let dot = CALayer()
            dot.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            dot.backgroundColor = UIColor.systemBlue.cgColor
            card.layer.addSublayer(dot)
            window.addSubview(card)
            let animation: CABasicAnimation
            switch i % 3 {
            case 0: animation = CABasicAnimation(keyPath: "opacity"); animation.fromValue = 1; animation.toValue = 0.2
            case 1: animation = CABasicAnimation(keyPath: "position.x"); animation.toValue = 60
            default: animation = CABasicAnimation(keyPath: "cornerRadius"); animation.fromValue = 0; animation.toValue = 20
            }
            animation.duration = 1
            animation.repeatCount = .infinity
            animation.autoreverses = true
            dot.add(animation, forKey: "pulse")
        }
        for _ in 0..<10 { _ = frame() }
        precondition(window.isPointerAnimating, "the animations run")
    }

    /// One frame: the clock moves on and the scene is built.
    func frame() -> PointerScene {
        time += 1.0 / 60
        window.frame(at: time)
        return window.pointerScene()
    }

    private static var shared: CoreAnimationFixture?
    static func make() -> CoreAnimationFixture {
        if let f = shared { return f }
        let f = CoreAnimationFixture()
        shared = f
        return f
    }
}

/// The Core Animation benchmarks (registered by Benchmarks.swift).
let coreAnimationBenchmarks: @Sendable () -> Void = {
    // A frame copies each animated layer into a presentation layer and rebuilds the drawings
    // of the views holding them: it allocates by design; the count may move by 5 %.
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds, warmupIterations: 10, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 2_000,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 5.0])]).quickWhenChecking

    Benchmark("core animation: a frame with 100 running CABasicAnimations", configuration: perFrame) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance  // the harness's Benchmark is not Sendable; it stays on the main actor
        await MainActor.run {
            let fixture = CoreAnimationFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(fixture.frame()) }
            benchmark.stopMeasurement()
        }
    }
}
