import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// A text view holding 100,000 UTF-16 units of Latin, Korean and Arabic (400 paragraphs of
// 250, each a sentence in each script, as a multilingual note has them) in a 800 × 1000 window:
// pointer moves with the beam snapping to lines, typing one character (one paragraph laid out
// again by Pango), a step of an input method's composition, and closestPosition(to:); and 1 MB of the same text laid out from scratch.

@MainActor
final class TextFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 1000))
    let textView = UITextView(frame: CGRect(x: 50, y: 50, width: 700, height: 900))
    let pipeline: PointerInputPipeline
    private var time = 0.0
    private var x = 60.0, y = 60.0, dx = 7.0, dy = 3.0
    private var typed = 0

    init() {
        textView.text = Self.document(paragraphs: 400)
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

    /// Types one character in the middle of a paragraph, a different one of the 400 each time
    /// (typing a thousand characters into one paragraph would measure ever longer paragraphs).
    func type() {
        typed &+= 1
        let paragraph = (typed &* 37) % 400
        textView.selectedRange = NSRange(location: paragraph * 250 + 125, length: 0)
        textView.insertText(typed & 1 == 0 ? "a" : " ")
    }

    private var composed = 0

    /// One step of an input method composing a Hangul syllable in the middle of a paragraph
    /// (ㅎ, 하, 한: each replaces the marked text and lays the paragraph out again); every third
    /// step also commits the syllable before and moves to another of the 400 paragraphs.
    func composeStep() {
        let steps = ["ㅎ", "하", "한"]
        if composed % 3 == 0 {
            textView.unmarkText()
            typed &+= 1
            textView.selectedRange = NSRange(location: ((typed &* 37) % 400) * 250 + 125, length: 0)
        }
        textView.setMarkedText(steps[composed % 3], selectedRange: NSRange(location: 1, length: 0))
        composed &+= 1
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

    /// Paragraph `i`, 249 UTF-16 units: an English, a Korean and an Arabic sentence, repeated,
    /// each numbered with `i`, so that no two paragraphs share a run of text (shaped runs are
    /// remembered: identical paragraphs would measure the cache, not Pango).
    static func paragraph(_ i: Int) -> String {
        let sentences = "The quick brown fox \(i) jumps over the lazy dog. 다람쥐 \(i) 헌 쳇바퀴에 타고파, 키스의 고유조건은 입술끼리 만나야 하고. نص حكيم \(i) له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر. "
        let units = Array(String(repeating: sentences, count: 3).utf16.prefix(249))
        return String(decoding: units, as: UTF16.self)
    }

    /// `paragraphs` paragraphs, one newline between each.
    static func document(paragraphs: Int) -> String { (0..<paragraphs).map(paragraph).joined(separator: "\n") }

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

    // Bodies hop to the main actor once per iteration (see PointerPipeline.swift); `step` runs
    // once per scaled iteration on the shared fixture.
    func fixtureBenchmark(_ name: String, _ configuration: Benchmark.Configuration, step: @escaping @MainActor (TextFixture) -> Void) {
        Benchmark(name, configuration: configuration) { (instance: Benchmark) async in
            nonisolated(unsafe) let benchmark = instance
            await MainActor.run {
                let fixture = TextFixture.make()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { step(fixture) }
                benchmark.stopMeasurement()
            }
        }
    }
    fixtureBenchmark("text: pointer move over 100,000 characters of Latin, Korean and Arabic, beam snapping to lines", perOperation) { $0.move() }
    fixtureBenchmark("text: type one character and lay out again, 100,000 characters of Latin, Korean and Arabic", perEdit) { $0.type() }
    fixtureBenchmark("text: an input method's composition step (marked text) in 100,000 characters of Latin, Korean and Arabic", perEdit) {
        $0.composeStep()
    }

    Benchmark("text: closestPosition(to:), 100,000 characters of Latin, Korean and Arabic", configuration: perOperation) { (instance: Benchmark) async in
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

    // 1 MB of the same text (4,000 paragraphs) laid out from scratch in a text view's layout;
    // the resident memory's peak shows what the layout holds.
    let fromScratch = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 5).quickWhenChecking
    Benchmark("text: lay out 1 MB of Latin, Korean and Arabic from scratch", configuration: fromScratch) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let text = TextFixture.document(paragraphs: 4_000)
            benchmark.startMeasurement()
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 700, height: 900))
            view.font = .systemFont(ofSize: 17)
            view.text = text
            blackHole(view.contentSize)
            benchmark.stopMeasurement()
        }
    }
}
