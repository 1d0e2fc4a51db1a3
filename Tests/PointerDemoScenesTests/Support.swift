import Foundation

extension CGRect {
    /// True when every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 0.05) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}

/// Lets the main queue run what waits on it (lock notifications come from `OperationQueue.main`):
/// a bounded number of turns, no sleeping.
@MainActor func drainMainQueue() async {
    for _ in 0..<50 { await Task.yield() }
}
