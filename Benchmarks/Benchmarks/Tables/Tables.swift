import Benchmark
import Foundation
import PointerInput
import PointerUIKit

// Issue 24's three figures: a 100,000-row table scrolling one step (p50 ≤ 30 µs, with at most
// the visible cells plus two alive, and a reloadData that touches no off-screen row); a
// diffable snapshot of 10,000 items applied with 100 changes (≤ 5 ms); and a pointer move
// over a 500-row table whose rows have swipe actions (0 mallocs).

/// A row cell as iPad code writes one; counts how many were made.
final class RowCell: UITableViewCell {
    static var made = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        RowCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table's data source and delegate: `count` rows with a title, a trailing Delete action,
/// and a record of the rows asked for cells.
@MainActor
final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    let count: Int
    var cellsAsked = 0
    var highestRowAsked = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        highestRowAsked = max(highestRowAsked, indexPath.row)
        return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
    }
}

/// A 400 × 600 window filled by a table of `rows` 44-pt rows (14 on screen).
@MainActor
final class TableFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let table: UITableView
    let data: Rows
    let pipeline: PointerInputPipeline
    private var row = 0, step = 1
    private var time = 0.0, x = 1.0, y = 1.0, dx = 7.0, dy = 5.0

    init(rows: Int) {
        data = Rows(count: rows)
        table = UITableView(frame: window.bounds, style: .plain)
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = data
        table.delegate = data
        window.addSubview(table)
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: x, y: y))
        precondition(table.visibleCells.count == 14, "600 / 44: 14 rows on screen")
        for _ in 0..<2_000 { scrollStep() }
        precondition(RowCell.made <= 14 + 2, "at most the visible cells plus two: \(RowCell.made)")
        // reloadData asks for the rows on screen only.
        let before = data.cellsAsked
        data.highestRowAsked = 0
        table.reloadData()
        table.layoutIfNeeded()
        let visibleRows = table.indexPathsForVisibleRows ?? []
        precondition(data.cellsAsked - before == visibleRows.count, "reloadData asked for off-screen rows")
        precondition(data.highestRowAsked <= (visibleRows.last?.row ?? 0))
        table.contentOffset = .zero
        for _ in 0..<4_000 { move() }
    }

    /// Scrolls 44 pt (one row) down, bouncing back at the ends: one cell leaves and one comes.
    func scrollStep() {
        let last = data.count - 14
        if row + step < 0 || row + step > last { step = -step }
        row += step
        table.contentOffset = CGPoint(x: 0, y: CGFloat(row) * 44)
    }

    /// One pointer move over the rows, bouncing across the window, 7 pt by 5 pt.
    func move() {
        if x + dx < 0 || x + dx >= 400 { dx = -dx }
        if y + dy < 0 || y + dy >= 600 { dy = -dy }
        x += dx
        y += dy
        time += 1.0 / 1_000
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do { try pipeline.send(RawSample(timestamp: time, device: .trackpad, kind: kind)) } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    static var large: TableFixture?
    static var swipeable: TableFixture?
}

/// A list of 10,000 items and two snapshots 100 changes apart (50 deletions, 50 insertions),
/// applied in turn.
@MainActor
final class SnapshotFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    let snapshots: [NSDiffableDataSourceSnapshot<Int, Int>]
    var next = 0

    init() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        var a = NSDiffableDataSourceSnapshot<Int, Int>()
        a.appendSections([0])
        a.appendItems(Array(0..<10_000))
        var b = a
        b.deleteItems(stride(from: 37, to: 10_000, by: 200).map { $0 })
        for k in 0..<50 { b.insertItems([20_000 + k], afterItem: 100 + k * 200) }
        precondition(b.numberOfItems == 10_000)
        snapshots = [a, b]
        dataSource.apply(a, animatingDifferences: false)
    }

    func applyNext() {
        next = 1 - next
        dataSource.apply(snapshots[next])
    }

    static var shared: SnapshotFixture?
}

/// The Tables benchmarks (registered by Benchmarks.swift).
let tablesBenchmarks: @Sendable () -> Void = {
    let perOperation = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds, warmupIterations: 3, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 1_000).quickWhenChecking
    let perApply = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 200).quickWhenChecking

    Benchmark("table: scroll one row, 100,000 rows", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = TableFixture.large ?? TableFixture(rows: 100_000)
            TableFixture.large = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.scrollStep() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("table: pointer move, 500 rows with swipe actions", configuration: perOperation) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = TableFixture.swipeable ?? TableFixture(rows: 500)
            TableFixture.swipeable = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.move() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("list: apply a 10,000-item snapshot with 100 changes", configuration: perApply) { (instance: Benchmark) async in
        nonisolated(unsafe) let benchmark = instance
        await MainActor.run {
            let fixture = SnapshotFixture.shared ?? SnapshotFixture()
            SnapshotFixture.shared = fixture
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { fixture.applyNext() }
            benchmark.stopMeasurement()
        }
    }
}
