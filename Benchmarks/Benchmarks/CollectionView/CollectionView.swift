import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// A 500-item collection view of 50 × 50 swatches in a flow layout (6 a line, 84 lines) in a
// 400 × 600 window, every cell lifting under the pointer (a UIPointerInteraction), as the
// issue's sample app: scrolling one line, hit testing, pointer moves over the cells, and a
// whole layout pass.

/// A cell with a swatch, as iPad code writes one.
final class SwatchCell: UICollectionViewCell {
    let swatch = UIView(frame: .zero)
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(swatch)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Data source, and the lift style every cell's pointer interaction asks for.
@MainActor
final class Swatches: NSObject, UICollectionViewDataSource, UIPointerInteractionDelegate {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        if cell.interactions.isEmpty { cell.addInteraction(UIPointerInteraction(delegate: self)) }
        return cell
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
    }
}

@MainActor
final class CollectionFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let data = Swatches(count: 500)
    let pipeline: PointerInputPipeline
    private var time = 0.0
    private var x = 1.0, y = 1.0, dx = 7.0, dy = 5.0
    private var line = 0, step = 1

    init() {
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.dataSource = data
        window.addSubview(collectionView)
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: x, y: y))
        precondition(collectionView.visibleCells.count == 60, "10 lines of 6 on screen")
        // Warm up: every line scrolled through once, then the walk long enough to settle.
        for _ in 0..<200 { scrollOneLine() }
        collectionView.contentOffset = .zero
        for _ in 0..<4_000 { move() }
        precondition(window.currentPointerEffect == .lift || window.currentPointerEffect == .none)
    }

    /// Scrolls one line (60 pt) down, bouncing back up at the end of the content: 6 cells
    /// leave for the reuse queue and 6 are dequeued.
    func scrollOneLine() {
        let last = 84 - 10
        if line + step < 0 || line + step > last { step = -step }
        line += step
        collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(line * 60))
    }

    /// One pointer move over the cells, bouncing across the window, 7 pt by 5 pt.
    func move() {
        if x + dx < 0 || x + dx >= 400 { dx = -dx }
        if y + dy < 0 || y + dy >= 600 { dy = -dy }
        x += dx
        y += dy
        time += 1.0 / 1_000
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do { try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: kind)) } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    /// 65,536 fixed pseudo-random points in the window.
    lazy var probes: [CGPoint] = {
        var state: UInt64 = 7
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<(1 << 16)).map { _ in CGPoint(x: unit() * 400, y: unit() * 600) }
    }()
    var probeCursor = 0

    static var shared: CollectionFixture?
    static func make() -> CollectionFixture {
        if let shared { return shared }
        let fixture = CollectionFixture()
        shared = fixture
        return fixture
    }
}

/// The CollectionView benchmarks (registered by Benchmarks.swift).
let collectionViewBenchmarks: @Sendable () -> Void = {
    let perOperation = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds, warmupIterations: 3, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 1_000).quickWhenChecking
    let perPass = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 1_000).quickWhenChecking

    // Bodies hop to the main actor once per iteration (see PointerPipeline.swift).
    Benchmark("collection view: scroll one line, 500-item flow layout", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = CollectionFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.scrollOneLine() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("collection view: hit test, 500 items", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = CollectionFixture.make()
            let window = fixture.window
            fixture.probes.withUnsafeBufferPointer { probes in
                let start = fixture.probeCursor
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations { blackHole(window.hitTest(probes[(start &+ i) & 0xFFFF], with: nil)) }
                benchmark.stopMeasurement()
                fixture.probeCursor = (start &+ benchmark.scaledIterations.count) & 0xFFFF
            }
        }
    }

    Benchmark("collection view: pointer move over lifting cells, 500 items", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = CollectionFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.move() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("collection view: layout pass, 500 items", configuration: perPass) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = CollectionFixture.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.layout.invalidateLayout() }
            benchmark.stopMeasurement()
        }
    }
}
