import Benchmark
import Foundation
import PointerUIKit

// Cost of Auto Layout (PointerKit's Cassowary solver, module PointerLayout) on a window of
// 500 constrained views: a column stack view pinned with anchors, holding 50 row stack views
// of 10 views with intrinsic sizes each (fill, fillEqually and equalSpacing rows).
//
// `scalingFactor: .one`: one iteration is one layout pass.

/// A view with an intrinsic size, as a label or an image view has one.
final class SizedView: UIView {
    var size = CGSize.zero
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
final class LayoutFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1400))
    let column = UIStackView()
    let width: NSLayoutConstraint
    let probe: UIView
    static var shared: LayoutFixture?
    /// Alternates the changes, so every iteration changes something.
    private var tick = 0

    init() {
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        var last: UIView?
        for row in 0..<50 {
            let stack = UIStackView()
            stack.spacing = 6
            stack.alignment = row % 2 == 0 ? .center : .fill
            stack.distribution = [.fill, .fillEqually, .equalSpacing][row % 3]
            for i in 0..<10 {
                let view = SizedView()
                view.size = CGSize(width: 20 + (i * 7 + row) % 40, height: 12 + (i + row) % 10)
                stack.addArrangedSubview(view)
                last = view
            }
            column.addArrangedSubview(stack)
        }
        probe = last!
        width = column.widthAnchor.constraint(equalToConstant: 1000)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 12),
            width,
        ])
        window.layoutIfNeeded()
        // The layout the benchmark claims: 50 rows, each as wide as the column.
        precondition(column.frame.width == 1000 && column.arrangedSubviews.allSatisfy { $0.frame.width == 1000 })
        precondition(probe.frame.maxX > 900 && probe.frame.height > 0)
    }

    /// A structural change (the column's spacing): the solver is rebuilt from all constraints.
    func fullSolve() {
        tick &+= 1
        column.spacing = tick % 2 == 0 ? 5 : 4
        window.layoutIfNeeded()
    }

    /// One constant changed: the solver re-solves in place (dual simplex), rows re-lay out.
    func constantChange() {
        tick &+= 1
        width.constant = tick % 2 == 0 ? 990 : 1000
        window.layoutIfNeeded()
    }
}

/// The Layout benchmarks (registered by Benchmarks.swift).
let layoutBenchmarks: @Sendable () -> Void = {
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    ).quickWhenChecking

    // See PointerPipeline.swift: bodies hop to the main actor once per iteration.
    Benchmark("layout: 500 constrained views in stack views, full solve", configuration: config) { (benchmarkInstance: Benchmark) async in
        nonisolated(unsafe) let benchmark = benchmarkInstance
        await MainActor.run {
            let fixture = LayoutFixture.shared ?? LayoutFixture()
            LayoutFixture.shared = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.fullSolve() }
            benchmark.stopMeasurement()
            blackHole(fixture.probe.frame)
        }
    }

    Benchmark("layout: one constant changed, re-solve", configuration: config) { (benchmarkInstance: Benchmark) async in
        nonisolated(unsafe) let benchmark = benchmarkInstance
        await MainActor.run {
            let fixture = LayoutFixture.shared ?? LayoutFixture()
            LayoutFixture.shared = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.constantChange() }
            benchmark.stopMeasurement()
            blackHole(fixture.probe.frame)
        }
    }
}
