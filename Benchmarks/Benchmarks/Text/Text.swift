import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// A text view holding 100,000 characters (200 paragraphs of 500) in a 800 × 1000 window:
// pointer moves with the beam snapping to lines, typing one character (one paragraph laid
// out again), and closestPosition(to:).

@MainActor
final class TextFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 1000))
    let textView = UITextView(frame: CGRect(x: 50, y: 50, width: 700, height: 900))
    let pipeline: PointerInputPipeline
    private var time = 0.0
    private var x = 60.0, y = 60.0, dx = 7.0, dy = 3.0
    private var typed = 0

    init() {
        let sentence = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. "
        let paragraph = String(String(repeating: sentence, count: 6).prefix(499))
        textView.text = Array(repeating: paragraph, count: 200).joined(separator: "\n")
        textView.font = .systemFont(ofSize: 17)
        precondition((textView.text as NSString).length == 99_999)
        window.addSubview(textView)
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: x, y: y))
        textView.selectedRange = NSRange(location: 50_000, length: 0)
        // Warm up: the walk long enough to visit every visible line.
        for _ in 0..<20_000 { move() }
        precondition(window.currentPointerRegion?.identifier is Int, "the pointer is on a line of text")
    }

    /// One pointer move over the text, bouncing inside the text view, 7 pt by 3 pt: the
    /// beam changes line every few moves.
    func move() {
        if x + dx < 55 || x + dx >= 745 { dx = -dx }
        if y + dy < 55 || y + dy >= 945 { dy = -dy }
        x += dx
        y += dy
        time += 1.0 / 1_000
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do { try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: kind)) } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    /// Types one character at the caret in the middle of the text.
    func type() {
        typed &+= 1
        textView.insertText(typed & 1 == 0 ? "a" : " ")
    }

    /// 65,536 fixed pseudo-random points over the text (about 23,000 pt tall).
    lazy var probes: [CGPoint] = {
        var state: UInt64 = 11
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<(1 << 16)).map { _ in CGPoint(x: unit() * 700, y: unit() * 20_000) }
    }()
    var probeCursor = 0

    static var shared: TextFixture?
    static func make() -> TextFixture {
        if let shared { return shared }
        let fixture = TextFixture()
        shared = fixture
        return fixture
    }
}

/// The Text benchmarks (registered by Benchmarks.swift).
let textBenchmarks: @Sendable () -> Void = {
    let perOperation = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds, warmupIterations: 3, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 1_000).quickWhenChecking
    let perEdit = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 1_000).quickWhenChecking

    // Bodies hop to the main actor once per iteration (see PointerPipeline.swift).
    Benchmark("text: pointer move over 100,000 characters, beam snapping to lines", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = TextFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.move() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("text: type one character and lay out again, 100,000 characters", configuration: perEdit) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = TextFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.type() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("text: closestPosition(to:), 100,000 characters", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = TextFixture.make()
            let textView = fixture.textView
            fixture.probes.withUnsafeBufferPointer { probes in
                let start = fixture.probeCursor
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(textView.closestPosition(to: probes[(start &+ i) & 0xFFFF])) }
                benchmark.stopMeasurement()
                fixture.probeCursor = (start &+ benchmark.scaledIterations.count) & 0xFFFF
            }
        }
    }
}
