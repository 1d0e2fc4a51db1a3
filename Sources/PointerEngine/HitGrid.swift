import PointerGeometry

/// A uniform-grid spatial index over an ordered list of sibling hit areas, used to skip
/// siblings that cannot contain a point during hit testing.
///
/// Entries are numbered by z-order (index 0 is the back-most). An entry is either a finite
/// rectangle (the area outside which it can never hit) or *unbounded* (`nil`: it may hit
/// anywhere, e.g. a view that overrides its hit testing). A query visits, front-most first,
/// every unbounded entry and every bounded entry whose rectangle contains the point, and
/// nothing else. Because a skipped entry could not have hit, a hit test that walks the
/// candidates front to back answers exactly what a walk over all siblings would.
///
/// Build once, query many times: `rebuild` is O(n); queries allocate nothing.
public struct HitGrid: Sendable {
    /// Entries covering more cells than this go to the always-scanned list instead of being
    /// copied into every cell (bounds memory for large backgrounds). 16 cells: a view four
    /// times the typical sibling in each direction.
    package static let maximumCellsPerEntry = 16
    /// The largest coordinate magnitude an area may have and still be placed in cells.
    package static let coordinateLimit = 1e12

    /// The index's arrays, behind one immutable reference: copying the grid (a hit test that
    /// reads it out of a view's storage does) retains one object, not five arrays (measured
    /// with callgrind: scripts/instructions.py).
    private final class Table: Sendable {
        let value: HitGridTable
        init(_ value: HitGridTable) { self.value = value }
        /// The empty index every grid starts with: making a view allocates nothing for it.
        static let empty = Table(HitGridTable())
    }
    private var table = Table.empty

    /// Creates an empty index.
    public init() {}

    /// The number of entries indexed.
    public var count: Int { table.value.count }

    /// Replaces the index contents. `areas[i]` is entry `i`'s hit area in the parent's
    /// coordinates, or nil when it may hit anywhere.
    /// - Complexity: O(n + cells) time and memory.
    public mutating func rebuild(areas: [Rect?]) {
        table = Table(HitGridTable(areas: areas))
    }

    /// Visits the entries that may hit `point`, front-most (highest index) first, until
    /// `body` returns true.
    /// - Complexity: O(k) where k is the number of entries in the point's cell plus the
    ///   always-scanned entries; no allocation.
    package func forEachCandidate(at point: Point, _ body: (Int) -> Bool) {
        var cursor = cursor(at: point)
        while let index = next(&cursor) { if body(index) { return } }
    }

    /// A walk over the entries that may hit `point`, front-most first (`next(_:)` steps it):
    /// the closure-free form of `forEachCandidate`, for hot loops. The cursor is plain
    /// numbers.
    public func cursor(at point: Point) -> Cursor { table.value.cursor(at: point) }

    /// Where a walk over one point's candidates is (see `cursor(at:)`).
    public struct Cursor: Sendable {
        let point: Point
        var cell: Int
        let cellEnd: Int
        var wide = 0
    }

    /// The next candidate index of `cursor`'s walk, front-most first, or nil when there are no
    /// more. A grid rebuilt since the cursor was made (code run during the walk changed the
    /// entries) ends the walk or gives indices within the new grid, never a crash; the caller
    /// checks them against its own list.
    public func next(_ cursor: inout Cursor) -> Int? { table.value.next(&cursor) }
}

/// The arrays and cell layout of a `HitGrid`, built whole by `rebuild` and never changed.
struct HitGridTable: Sendable {
    private var rects: [Rect] = []
    private var bounded: [Bool] = []
    private var origin = Point.zero
    private var cellWidth = 1.0
    private var cellHeight = 1.0
    private var columns = 0
    private var rows = 0
    /// Compressed rows: the entries of cell `k` are `cellEntries[cellStart[k]..<cellStart[k+1]]`,
    /// in descending z-order.
    private var cellStart: [Int32] = []
    private var cellEntries: [Int32] = []
    /// Unbounded and very large entries, in descending z-order: visited by every query.
    private var everywhere: [Int32] = []

    init() {}

    var count: Int { rects.count }

    /// The index of `areas`: `areas[i]` is entry `i`'s hit area in the parent's coordinates,
    /// or nil when it may hit anywhere.
    /// - Complexity: O(n + cells) time and memory.
    init(areas: [Rect?]) {
        var extent: Rect?
        var boundedCount = 0
        var totalArea = 0.0
        for area in areas {
            // Areas beyond ±1e12 pt would stretch the grid until its cells lose precision:
            // they are asked always, like areas that may hit anywhere.
            if let r = area?.standardized, r.isFinite, r.minX > -HitGrid.coordinateLimit, r.minY > -HitGrid.coordinateLimit,
               r.maxX < HitGrid.coordinateLimit, r.maxY < HitGrid.coordinateLimit {
                rects.append(r); bounded.append(true)
                guard !r.isEmpty else { continue }
                extent = extent.map { $0.union(r) } ?? r
                boundedCount += 1
                totalArea += r.width * r.height
            } else {
                rects.append(.zero); bounded.append(false)
            }
        }
        layOutCells(extent: extent, boundedCount: boundedCount, meanArea: boundedCount > 0 ? totalArea / Double(boundedCount) : 0)
        fillCells()
    }

    private mutating func layOutCells(extent: Rect?, boundedCount: Int, meanArea: Double) {
        guard let extent, boundedCount > 0 else { columns = 0; rows = 0; return }
        origin = extent.origin
        // Aim for about one typical entry per cell, with at most ~2 cells per entry overall.
        let side = max(meanArea.squareRoot(), 1e-6)
        let cap = Double(max(1, 2 * boundedCount))
        var cols = max(1, min(Int((extent.width / side).rounded(.up)), 4096))
        var rws = max(1, min(Int((extent.height / side).rounded(.up)), 4096))
        while Double(cols) * Double(rws) > cap && (cols > 1 || rws > 1) {
            if cols >= rws { cols = (cols + 1) / 2 } else { rws = (rws + 1) / 2 }
        }
        columns = cols; rows = rws
        cellWidth = max(extent.width / Double(cols), 1e-9)
        cellHeight = max(extent.height / Double(rws), 1e-9)
    }

    private func cellRange(of r: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int) {
        let c0 = clampColumn(Int(((r.minX - origin.x) / cellWidth).rounded(.down)))
        let c1 = clampColumn(Int(((r.maxX - origin.x) / cellWidth).rounded(.down)))
        let r0 = clampRow(Int(((r.minY - origin.y) / cellHeight).rounded(.down)))
        let r1 = clampRow(Int(((r.maxY - origin.y) / cellHeight).rounded(.down)))
        return (c0, c1, r0, r1)
    }

    private func clampColumn(_ c: Int) -> Int { min(max(c, 0), columns - 1) }
    private func clampRow(_ r: Int) -> Int { min(max(r, 0), rows - 1) }

    private mutating func fillCells() {
        let cellCount = columns * rows
        cellStart = Array(repeating: 0, count: cellCount + 1)
        var gridded = Array(repeating: false, count: rects.count)
        // Count, then place (descending z-order), the classic two-pass CSR build.
        for i in stride(from: rects.count - 1, through: 0, by: -1) {
            guard bounded[i] else { everywhere.append(Int32(i)); continue }
            let r = rects[i]
            guard !r.isEmpty, cellCount > 0 else { continue }
            let g = cellRange(of: r)
            if (g.c1 - g.c0 + 1) * (g.r1 - g.r0 + 1) > HitGrid.maximumCellsPerEntry {
                everywhere.append(Int32(i)); continue
            }
            gridded[i] = true
            for row in g.r0...g.r1 { for col in g.c0...g.c1 { cellStart[row * columns + col + 1] += 1 } }
        }
        for k in 0..<cellCount { cellStart[k + 1] += cellStart[k] }
        cellEntries = Array(repeating: 0, count: Int(cellStart[cellCount]))
        var cursor = cellStart
        for i in stride(from: rects.count - 1, through: 0, by: -1) where gridded[i] {
            let g = cellRange(of: rects[i])
            for row in g.r0...g.r1 {
                for col in g.c0...g.c1 {
                    let k = row * columns + col
                    cellEntries[Int(cursor[k])] = Int32(i); cursor[k] += 1
                }
            }
        }
    }

    func cursor(at point: Point) -> HitGrid.Cursor {
        var low = 0, high = 0
        if columns > 0, point.isFinite {
            // Compared as doubles first: a far-away point must not overflow an Int.
            let x = ((point.x - origin.x) / cellWidth).rounded(.down)
            let y = ((point.y - origin.y) / cellHeight).rounded(.down)
            if x >= 0, x < Double(columns), y >= 0, y < Double(rows) {
                let col = Int(x), row = Int(y)
                low = Int(cellStart[row * columns + col]); high = Int(cellStart[row * columns + col + 1])
            }
        }
        return HitGrid.Cursor(point: point, cell: low, cellEnd: high)
    }

    func next(_ cursor: inout HitGrid.Cursor) -> Int? {
        let cellEnd = min(cursor.cellEnd, cellEntries.count)
        while cursor.cell < cellEnd || cursor.wide < everywhere.count {
            let fromCell = cursor.wide >= everywhere.count
                || (cursor.cell < cellEnd && cellEntries[cursor.cell] > everywhere[cursor.wide])
            let index = Int(fromCell ? cellEntries[cursor.cell] : everywhere[cursor.wide])
            if fromCell { cursor.cell += 1 } else { cursor.wide += 1 }
            guard index < rects.count else { continue }
            if bounded[index] && !rects[index].contains(cursor.point) { continue }
            return index
        }
        return nil
    }
}
