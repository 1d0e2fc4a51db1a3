import Foundation
import PointerInput
import PointerUIKit

// The pointer pipeline's fixtures, shared by the benchmarks (PointerKitBenchmarks) and the
// instruction counter (PointerKitCounts, run under callgrind by scripts/instructions.py):
// both measure the same windows and the same moves.

/// Side of one grid cell, in points. Views are `viewSide` squares, so the pointer crosses a
/// 2 pt gap between neighbours: the hit view alternates between a grid view and the window.
public let cellSide = 12.0
/// Side of one view, in points.
public let viewSide = 10.0

/// A window holding `count` plain views tiled in a square grid of `cellSide` cells, every
/// tenth with a hover recognizer, and a mouse pipeline attached: a flat canvas of many
/// small targets, the spatial index's worst realistic case.
@MainActor
public final class Fixture {
    /// The window.
    public let window: UIWindow
    /// The mouse's pipeline into it.
    public let pipeline: PointerInputPipeline
    /// The window's side, points.
    public let side: Double
    /// The time of the last sample, seconds.
    public private(set) var time = 0.0
    private var x = 1.0, y = 1.0, dx = 7.0, dy = 5.0
    /// What the hover recognizers did.
    public let hovers = Counter()

    /// Counts hover recognizer actions, so the callbacks have an observable effect.
    public final class Counter {
        /// Actions called.
        public var actions = 0
        /// Hover gestures begun.
        public var enters = 0
    }

    /// A window of `count` views, warmed up.
    public init(count: Int) {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        side = Double(columns) * cellSide
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let counter = hovers
        for i in 0..<count {
            let frame = CGRect(x: Double(i % columns) * cellSide, y: Double(i / columns) * cellSide,
                               width: viewSide, height: viewSide)
            let view = UIView(frame: frame)
            if i % 10 == 0 {
                view.addGestureRecognizer(UIHoverGestureRecognizer { recognizer in
                    counter.actions &+= 1
                    if recognizer.state == .began { counter.enters &+= 1 }
                })
            }
            window.addSubview(view)
        }
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: x, y: y))
        warmUp()
    }

    /// Brings the fixture to its steady state, and checks that the walk does what the
    /// benchmark claims: the pointer follows it, the hit view changes, hover recognizers begin.
    ///
    /// First the pointer visits every cell once, then the walk itself runs long enough to grow
    /// every buffer to its steady size.
    private func warmUp() {
        let columns = Int((side / cellSide).rounded())
        for row in 0..<columns {
            for column in 0..<columns {
                let c = row.isMultiple(of: 2) ? column : columns - 1 - column
                let centre = (Double(c) * cellSide + viewSide / 2, Double(row) * cellSide + viewSide / 2)
                send(dx: centre.0 - x, dy: centre.1 - y)
            }
        }
        send(dx: 1 - x, dy: 1 - y)

        var hitChanges = 0
        var last: UIView?
        for _ in 0..<4_000 {
            move()
            let hit = window.hitTest(CGPoint(x: x, y: y), with: nil)
            if hit !== last { hitChanges += 1; last = hit }
        }
        let location = pipeline.converter.location
        precondition(location.x == x && location.y == y,
                     "the pointer (\(location.x), \(location.y)) left the walk (\(x), \(y))")
        precondition(hitChanges > 1_000, "the hit view changed only \(hitChanges) times in 4,000 moves")
        precondition(hovers.enters > 0, "no hover recognizer began")
    }

    /// One pointer move through the whole pipeline: raw sample, conversion, hit test, hover
    /// routing, recognizer actions. Bounces diagonally across the grid, 7 pt by 5 pt a move.
    public func move() {
        if x + dx < 0 || x + dx >= side { dx = -dx }
        if y + dy < 0 || y + dy >= side { dy = -dy }
        send(dx: dx, dy: dy)
    }

    /// Sends one motion sample of (`dx`, `dy`), one millisecond after the last (a 1 kHz mouse).
    private func send(dx: Double, dy: Double) {
        x += dx
        y += dy
        time += 1.0 / 1_000
        // `.init` rather than `Point(x:y:)`: PointerGeometry need not be a product of the parent.
        let kind: SampleKind = .motion(delta: .init(x: dx, y: dy), unaccelerated: .init(x: dx, y: dy))
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: kind))
        } catch {
            fatalError("motion sample refused: \(error)")
        }
    }

    /// 65,536 fixed pseudo-random points in the window, so runs compare; each iteration
    /// starts where the last one stopped, so the points are not the same 1,000 every time.
    public private(set) lazy var probes: [CGPoint] = {
        var state: UInt64 = 42
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<Fixture.probeCount).map { _ in CGPoint(x: unit() * side, y: unit() * side) }
    }()
    /// How many points `probes` holds.
    public static let probeCount = 1 << 16
    /// Where the next iteration starts in `probes`.
    public var probeCursor = 0

    private static var cache: [Int: Fixture] = [:]

    /// One fixture per size, built on first use (outside any measurement) and shared by the
    /// benchmarks of that size.
    public static func make(_ count: Int) -> Fixture {
        if let fixture = cache[count] { return fixture }
        let fixture = Fixture(count: count)
        cache[count] = fixture
        return fixture
    }
}

/// 10,000 views in a 100 × 100 grid, each with a pointer interaction (no delegate: the
/// default region and the automatic effect), and a mouse pipeline.
@MainActor
public final class InteractionFixture {
    /// The window.
    public let window: UIWindow
    /// The mouse's pipeline into it.
    public let pipeline: PointerInputPipeline
    /// The time of the last sample or frame, seconds.
    public private(set) var time = 0.0
    private var step = 0

    /// `count` views with interactions, warmed up with the pointer in a region.
    public init(count: Int = 10_000) {
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let side = Double(columns) * cellSide
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        for i in 0..<count {
            let view = UIView(frame: CGRect(x: Double(i % columns) * cellSide, y: Double(i / columns) * cellSide,
                                            width: viewSide, height: viewSide))
            view.addInteraction(UIPointerInteraction(delegate: nil))
            window.addSubview(view)
        }
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: 5, y: 5))
        for _ in 0..<2_000 { jiggle(); frame() }
        precondition(window.currentPointerRegion != nil, "the pointer is not in a region")
    }

    /// A 1 pt move back and forth inside one view: the region stays the same.
    public func jiggle() {
        step += 1
        time += 1.0 / 1_000
        let dx = step.isMultiple(of: 2) ? 1.0 : -1.0
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Hops to the neighbouring view with a mouse (a region change: springs start running
    /// again; a mouse, so no trackpad toss is measured here).
    public func hop() {
        step += 1
        time += 1.0 / 1_000
        let dx = step.isMultiple(of: 2) ? cellSide : -cellSide
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Hops between the first two views of the top row: from the first to the second, or back
    /// (a region change every time, whatever the hops before).
    public func hopToNeighbour() {
        time += 1.0 / 1_000
        let dx = pipeline.converter.location.x < cellSide ? cellSide : -cellSide
        do {
            try pipeline.send(RawSample(timestamp: time, device: .mouse, kind: .motion(delta: .init(x: dx, y: 0), unaccelerated: .init(x: dx, y: 0))))
        } catch { fatalError("motion refused: \(error)") }
    }

    /// Back in the first view (if the pointer is not there), with the springs settled.
    public func settle() {
        if pipeline.converter.location.x >= cellSide { hopToNeighbour() }
        for _ in 0..<240 { frame() }
    }

    /// One 120 Hz frame: every running spring steps once.
    public func frame() {
        time += 1.0 / 120
        pipeline.advance(to: time)
    }

    private static var shared: InteractionFixture?
    /// The shared fixture, built on first use.
    public static func make() -> InteractionFixture {
        if let f = shared { return f }
        let f = InteractionFixture()
        shared = f
        return f
    }
}
