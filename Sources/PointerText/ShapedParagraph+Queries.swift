/// Hit-testing, carets, selections and words on a shaped paragraph: plain arithmetic on the
/// cached clusters, no allocation but the selection's spans, no call into Pango.
extension ShapedParagraph {
    /// The boundary nearest `x` on line `l`: in the cluster under `x`, its edge on the nearer
    /// side (a right-to-left cluster's left edge is its end); left or right of every cluster, the
    /// boundary at the line's visual end on that side.
    /// - Complexity: O(c) in the clusters on the line.
    public func closestBoundary(toX x: Double, inLine l: Int) -> Int {
        let line = lines[l]
        guard !line.clusters.isEmpty else { return line.clusters.lowerBound }
        var best = line.clusters.lowerBound, bestDistance = Double.infinity
        for k in line.clusters {
            let e = extent(ofCluster: k), rtl = isRightToLeft(cluster: k)
            let leftBoundary = rtl ? k + 1 : k, rightBoundary = rtl ? k : k + 1
            if x >= e.min, x <= e.max {
                return x < (e.min + e.max) / 2 ? leftBoundary : rightBoundary
            }
            let d = x < e.min ? e.min - x : x - e.max
            if d < bestDistance { bestDistance = d; best = x < e.min ? leftBoundary : rightBoundary }
        }
        return best
    }

    /// The cluster under `x` on line `l` (the nearest one when `x` is beside them all); nil for
    /// a line without clusters.
    /// - Complexity: O(c).
    public func cluster(atX x: Double, inLine l: Int) -> Int? {
        let line = lines[l]
        var best: Int?, bestDistance = Double.infinity
        for k in line.clusters {
            let e = extent(ofCluster: k)
            if x >= e.min, x < e.max { return k }
            let d = x < e.min ? e.min - x : x - e.max
            if d < bestDistance { bestDistance = d; best = k }
        }
        return best
    }

    /// The horizontal spans a selection of clusters `clusters` covers on line `l`, left to
    /// right: one per stretch of adjacent clusters, so a selection crossing directions is
    /// several spans.
    /// - Complexity: O(c log c).
    public func selectionSpans(clusters range: Range<Int>, inLine l: Int) -> [(min: Double, max: Double)] {
        let line = lines[l]
        let lo = max(range.lowerBound, line.clusters.lowerBound), hi = min(range.upperBound, line.clusters.upperBound)
        guard lo < hi else { return [] }
        var spans = (lo..<hi).map { extent(ofCluster: $0) }.sorted { $0.min < $1.min }
        var merged: [(min: Double, max: Double)] = [spans.removeFirst()]
        for s in spans {
            if s.min <= merged[merged.count - 1].max + 0.01 {
                merged[merged.count - 1].max = max(merged[merged.count - 1].max, s.max)
            } else {
                merged.append(s)
            }
        }
        return merged
    }

    /// The boundary one caret stop to the right (or left) of boundary `b` on its line, as the
    /// eye sees it: the nearest boundary whose caret is drawn beyond `b`'s; nil at the line's
    /// visual end. (Visual order, as the Mac and iPadOS move the caret with the arrow keys.)
    /// - Complexity: O(c).
    public func visualNeighbour(ofBoundary b: Int, right: Bool) -> Int? {
        let l = lineIndex(ofBoundary: b), line = lines[l], x = caretX[b]
        var best: Int?, bestX = right ? Double.infinity : -Double.infinity
        let last = l == lines.count - 1 ? line.clusters.upperBound : max(line.clusters.upperBound - 1, line.clusters.lowerBound)
        for candidate in line.clusters.lowerBound...last where candidate != b {
            let cx = caretX[candidate]
            if right ? (cx > x + 0.01 && cx < bestX) : (cx < x - 0.01 && cx > bestX) {
                best = candidate; bestX = cx
            }
        }
        return best
    }

    /// The word a double-click on cluster `k` selects, as boundary indices: the stretch between
    /// the word boundaries around it (Unicode's word rules: a Korean word between spaces, a Thai
    /// word by the dictionary, each ideograph and each punctuation mark on its own, a run of
    /// spaces together).
    /// - Complexity: O(w) in the word's length.
    public func wordBoundaries(aroundCluster k: Int) -> Range<Int> {
        guard clusterCount > 0 else { return 0..<0 }
        let k = min(max(k, 0), clusterCount - 1)
        var lo = k, hi = k + 1
        while lo > 0, !flags[lo].contains(.wordBoundary) { lo -= 1 }
        while hi < clusterCount, !flags[hi].contains(.wordBoundary) { hi += 1 }
        // Spaces select as one run, as on the Mac (Unicode keeps only horizontal spaces together).
        if flags[k].contains(.white) {
            while lo > 0, flags[lo - 1].contains(.white) { lo -= 1 }
            while hi < clusterCount, flags[hi].contains(.white) { hi += 1 }
        }
        return lo..<hi
    }

    /// The nearest word start before boundary `b` (option-left), 0 when none.
    public func wordStart(before b: Int) -> Int {
        var i = b - 1
        while i > 0, !flags[i].contains(.wordStart) { i -= 1 }
        return max(i, 0)
    }

    /// The nearest word end after boundary `b` (option-right), the end when none.
    public func wordEnd(after b: Int) -> Int {
        var i = b + 1
        while i < clusterCount, !flags[i].contains(.wordEnd) { i += 1 }
        return min(i, clusterCount)
    }
}
