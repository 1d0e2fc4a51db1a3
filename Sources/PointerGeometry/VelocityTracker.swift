/// A velocity estimate from recent positions, the one estimator PointerKit uses wherever a
/// motion's speed matters: the converter's scroll momentum after the fingers lift, a pan
/// gesture's `velocity(in:)` (and so a scroll view's glide and a table row's swipe), and the
/// adaptive pointer's toss.
///
/// The estimate at a time t is the displacement between the first and the last position
/// recorded in the `window` seconds before t, divided by the time between them (at least
/// 1 ms): a mean over the end of the motion, which follows a flick's last moments without the
/// jitter of a single pair of samples. Fewer than two positions in the window (the motion
/// stopped, or the lift came long after the last sample) give zero. PointerKit's choice: UIKit
/// publishes no estimator; the 0.1 s default window is configurable.
///
/// Bad input: a position recorded with a time earlier than the last one is dropped (times
/// that go backwards would make a negative span), and an estimate that is not finite (deltas
/// too large to add up) is zero.
///
/// - Complexity: `add` is O(1) and never allocates (a ring of the last 16 positions, stored
///   inline, so copying a tracker copies no buffer); `velocity(at:)` is O(16).
public struct VelocityTracker: Sendable {
    /// How far back the estimate looks, in seconds. Default 0.1.
    public var window: Double
    /// The last 16 positions: at 120 Hz, more than the default window holds.
    private var ring = InlineArray<16, (time: Double, position: Point)>(repeating: (0, .zero))
    private var newest = -1
    private var count = 0

    /// A tracker that looks back `window` seconds.
    public init(window: Double = 0.1) {
        self.window = window
    }

    /// Records where the motion was at `time`.
    public mutating func add(_ position: Point, at time: Double) {
        if let last = lastTime, time < last { return }
        newest = (newest + 1) % ring.count
        ring[newest] = (time, position)
        count = min(count + 1, ring.count)
    }

    /// The time of the newest position, nil before the first.
    public var lastTime: Double? { count > 0 ? ring[newest].time : nil }

    /// The velocity at `time`, in units per second (see the type's comment).
    public func velocity(at time: Double) -> Point { velocity(at: time, window: window) }

    /// The velocity at `time` over the positions of the last `window` seconds (a user of the
    /// tracker whose window is tuned apart, such as the toss's).
    public func velocity(at time: Double, window: Double) -> Point {
        guard count >= 2 else { return .zero }
        let since = time - window
        var first: (time: Double, position: Point)?
        var last: (time: Double, position: Point)?
        for age in 0..<count {
            let sample = ring[(newest - age + ring.count) % ring.count]
            guard sample.time >= since else { break }
            if sample.time <= time {
                if last == nil { last = sample }
                first = sample
            }
        }
        guard let first, let last, last.time > first.time else { return .zero }
        let span = max(last.time - first.time, 1e-3)
        let velocity = Point(x: (last.position.x - first.position.x) / span, y: (last.position.y - first.position.y) / span)
        return velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
    }

    /// Forgets every position (a new motion starts).
    public mutating func reset() {
        newest = -1
        count = 0
    }

}
