import Foundation

/// The heights of one section's rows: every row starts at the estimate; rows measured when
/// they come on screen (the delegate's `heightForRowAt`) replace it. While every row has the
/// estimate the positions are arithmetic (no storage); after the first different height a
/// Fenwick tree of heights answers a row's offset and the row at a height in O(log n), so a
/// 100,000-row table scrolls without walking its rows.
struct RowHeights {
    private(set) var count: Int
    let estimate: CGFloat
    /// 1-based Fenwick tree of the heights; empty while all rows have the estimate.
    private var tree: [CGFloat] = []
    private(set) var total: CGFloat

    init(count: Int, estimate: CGFloat) {
        self.count = max(0, count)
        self.estimate = max(0, estimate)
        total = CGFloat(self.count) * self.estimate
    }

    /// The top of `row` from the first row's top (`row` may be `count`: the bottom).
    func offset(of row: Int) -> CGFloat {
        let r = min(max(row, 0), count)
        guard !tree.isEmpty else { return CGFloat(r) * estimate }
        var sum: CGFloat = 0
        var i = r
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    /// The height of `row`.
    func height(of row: Int) -> CGFloat { offset(of: row + 1) - offset(of: row) }

    /// The row whose span holds `y` (from the first row's top), clamped to the rows; 0 when
    /// there are none.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        guard y > 0 else { return 0 }
        guard !tree.isEmpty else {
            guard estimate > 0, y.isFinite else { return y.isFinite ? 0 : count - 1 }
            return min(count - 1, Int(y / estimate))
        }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Sets the height of `row` (negative and non-finite heights count as zero).
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        guard row >= 0, row < count else { return }
        let h = height.isFinite ? max(0, height) : 0
        let old = self.height(of: row)
        guard h != old else { return }
        if tree.isEmpty { buildTree() }
        let delta = h - old
        var i = row + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
        total += delta
    }

    /// Every row at the estimate, as a tree: node i holds the sum of its lowbit(i) rows.
    private mutating func buildTree() {
        tree = [CGFloat](repeating: 0, count: count + 1)
        for i in 1...max(1, count) where i <= count { tree[i] = CGFloat(i & -i) * estimate }
    }
}

/// One section's place in a table: its top, header, rows and footer.
struct SectionGeometry {
    var top: CGFloat = 0
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var headerTitle: String?
    var footerTitle: String?
    var rows: RowHeights

    var rowsTop: CGFloat { top + headerHeight }
    var rowsBottom: CGFloat { rowsTop + rows.total }
    var bottom: CGFloat { rowsBottom + footerHeight }
}
