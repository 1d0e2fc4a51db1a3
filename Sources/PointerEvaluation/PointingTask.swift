import Foundation
import PointerGeometry
import PointerUIKit

/// A target of the pointing task: a square view, whose hit area reaches `padding` beyond its
/// bounds (a padded region must be hit-testable there for the pointer interaction to be asked
/// about it, as in UIKit), or, with the bubble cursor, is its Voronoi cell (every point
/// nearer this target than any other).
@MainActor
public final class TargetView: UIView {
    /// The target's index on its circle.
    public let index: Int
    /// How far the hit area reaches beyond each side of the bounds, points.
    public let sides: TargetPadding
    /// How far the hit area reaches beyond the bounds on its narrowest side, points.
    public var padding: CGFloat { CGFloat(sides.smallest) }
    /// The hit area's edges in the view's coordinates (the bounds grown by `sides`); the
    /// view's bounds never change, so the hit test compares numbers instead of building
    /// rectangles.
    let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
    /// The bubble cursor the target answers for, if any.
    public var bubble: BubbleCursor? { selection?.cursor }
    /// The bubble cursor's selection, shared by the targets of one circle (a hit test asks
    /// each target about the same point), if any.
    let selection: BubbleSelection?
    /// The frame's origin, read once: the view never moves.
    private var origin = CGPoint.zero

    /// A target at `frame` (in its superview, which must be the window), numbered `index`,
    /// its hit area `padding` beyond every side.
    public convenience init(frame: CGRect, index: Int, padding: CGFloat, bubble: BubbleCursor? = nil) {
        self.init(frame: frame, index: index, sides: TargetPadding(all: Double(padding)), bubble: bubble)
    }

    /// A target at `frame` (in its superview, which must be the window), numbered `index`,
    /// its hit area `sides` beyond its sides.
    public convenience init(frame: CGRect, index: Int, sides: TargetPadding, bubble: BubbleCursor? = nil) {
        self.init(frame: frame, index: index, sides: sides, selection: bubble.map { BubbleSelection($0) })
    }

    /// A target answering for `selection`'s bubble cursor, if any.
    init(frame: CGRect, index: Int, sides: TargetPadding, selection: BubbleSelection?) {
        self.index = index; self.sides = sides; self.selection = selection
        minX = -CGFloat(sides.left); minY = -CGFloat(sides.top)
        maxX = frame.width + CGFloat(sides.right); maxY = frame.height + CGFloat(sides.bottom)
        super.init(frame: frame)
        origin = self.frame.origin
    }

    /// The region a padded target's pointer interaction answers: the bounds grown by `sides`.
    public var paddedBounds: CGRect {
        let s = sides
        return CGRect(x: bounds.minX - CGFloat(s.left), y: bounds.minY - CGFloat(s.top),
                      width: bounds.width + CGFloat(s.left + s.right), height: bounds.height + CGFloat(s.top + s.bottom))
    }

    /// Targets are made in code, never decoded: nil.
    public required init?(coder: NSCoder) { return nil }

    /// Nil unless the point is inside (`point(inside:with:)`), asked first: a hit test asks
    /// every target of the circle, and all but one refuse; the rest is `UIView`'s. Targets are
    /// never hidden, transparent or disabled, so the order changes no answer.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Inside the padded square, or, with the bubble cursor, wherever this target is the
    /// nearest.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let selection {
            return selection.selected(at: Point(x: Double(origin.x + point.x), y: Double(origin.y + point.y))) == index
        }
        return point.x >= minX && point.y >= minY && point.x < maxX && point.y < maxY
    }
}

/// The bubble cursor's answer at the last point asked: a hit test asks every target of the
/// circle about one point, and the person asks again where the pointer stopped.
@MainActor
final class BubbleSelection {
    let cursor: BubbleCursor
    private var lastPoint = Point(x: Double.nan, y: Double.nan)
    private var lastSelected: Int?

    init(_ cursor: BubbleCursor) { self.cursor = cursor }

    /// `cursor.selected(at: p)`, remembered for the last `p`.
    func selected(at p: Point) -> Int? {
        if p.x == lastPoint.x && p.y == lastPoint.y { return lastSelected }
        lastPoint = p
        lastSelected = cursor.selected(at: p)
        return lastSelected
    }
}

/// A target's pointer delegate: its region (the bounds, padded or not) and its style (the
/// highlight with magnetism, else nil: the system pointer). Made once, so a move allocates
/// nothing.
@MainActor
final class TargetPointerDelegate: UIPointerInteractionDelegate {
    let region: UIPointerRegion
    let style: UIPointerStyle?

    init(view: TargetView, magnetism: Bool) {
        region = UIPointerRegion(rect: view.paddedBounds, identifier: view.index)
        style = magnetism ? UIPointerStyle(effect: .highlight(UITargetedPreview(view: view))) : nil
    }

    /// The region, or none where the pointer is clearly outside it (a bubble target's hit
    /// area, its Voronoi cell, reaches beyond it): the engine ignores such a region as it
    /// ignores none, but writes a diagnostic string for each move first.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        outside(request.location) ? nil : region
    }

    /// True when `p` is more than 1e-6 pt outside the region (the engine's own test allows
    /// 1e-9 pt), so that nil changes nothing the engine would have done.
    private func outside(_ p: CGPoint) -> Bool {
        let r = region.rect, slack: CGFloat = 1e-6
        return p.x < r.minX - slack || p.y < r.minY - slack || p.x > r.maxX + slack || p.y > r.maxY + slack
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { style }
}

/// Which target's tap recognizer fired last: what the app received.
@MainActor
final class TapLog {
    var tapped: Int?
}

/// One circle of the ISO 9241-9 multidirectional task in its own window: `count` targets of
/// one width on a circle of one diameter, each with a `UIPointerInteraction` and a
/// `UITapGestureRecognizer`, and a device pipeline.
@MainActor
final class PointingTask {
    let window: UIWindow
    let pipeline: PointerInputPipeline
    let targets: [TargetView]
    let delegates: [TargetPointerDelegate]
    let centres: [Point]
    let log = TapLog()
    let magnetism: Bool
    /// The bubble cursor's selection, in the bubble condition.
    let bubble: BubbleSelection?
    /// The width, points, the person plans their submovements for, per target
    /// (`SimulatedPerson.plansForSelectableArea`).
    let planningWidths: [Double]

    init(cell: EvaluationSetup.Cell, condition: EvaluationCondition, setup: EvaluationSetup, tuning: PointerConfiguration) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: setup.windowSize.width, height: setup.windowSize.height))
        window.pointerConfiguration = tuning
        magnetism = condition.magnetism
        let n = setup.targetsPerCircle, w = cell.width, r = cell.distance / 2
        let cx = setup.windowSize.width / 2, cy = setup.windowSize.height / 2
        let paddings = condition.padded ? setup.paddings(for: cell) : Array(repeating: TargetPadding(all: 0), count: n)
        let centres = (0..<n).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: cx + r * sin(angle), y: cy - r * cos(angle))
        }
        bubble = condition.bubble ? BubbleSelection(BubbleCursor(centres: centres, width: w)) : nil
        planningWidths = paddings.map { Self.planningWidth(cell: cell, condition: condition, setup: setup, padding: $0) }
        var targets: [TargetView] = [], delegates: [TargetPointerDelegate] = []
        for (i, c) in centres.enumerated() {
            let view = TargetView(frame: CGRect(x: c.x - w / 2, y: c.y - w / 2, width: w, height: w), index: i,
                                  sides: paddings[i], selection: bubble)
            view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            let delegate = TargetPointerDelegate(view: view, magnetism: condition.magnetism)
            let interaction = UIPointerInteraction(delegate: delegate)
            view.addInteraction(interaction)
            window.addSubview(view)
            targets.append(view); delegates.append(delegate)
        }
        self.targets = targets; self.delegates = delegates; self.centres = centres
        pipeline = PointerInputPipeline(window: window, location: CGPoint(x: centres[0].x, y: centres[0].y))
        let log = self.log
        for view in targets {
            let index = view.index
            view.addGestureRecognizer(UITapGestureRecognizer { recognizer in
                if recognizer.state == .ended { log.tapped = index }
            })
        }
    }

    /// The pointer's position, window coordinates.
    var location: Point { pipeline.converter.location }

    /// True when the person sees the pointer on target `index`: with magnetism, the highlight
    /// is on it (the engine's region is the target's); with the bubble cursor, the bubble holds
    /// it; without either, the pointer is inside the visible target.
    func isOnTarget(_ index: Int) -> Bool {
        if let bubble { return bubble.selected(at: location) == index }
        if magnetism { return window.currentPointerRegion === delegates[index].region }
        return targets[index].frame.contains(CGPoint(x: location.x, y: location.y))
    }

    /// The target whose centre is nearest `p`.
    func nearestTarget(to p: Point) -> Int {
        var best = 0, bestDistance = Double.infinity
        for (i, c) in centres.enumerated() {
            let d = (c - p).length
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    /// The width the person plans for: what a selection can land in and the person sees
    /// select, when `SimulatedPerson.plansForSelectableArea` is set: the padded region with the
    /// highlight (it lights up as soon as the pointer enters it; the largest square centred on
    /// the target inside it, as the plan's targets are centred squares), the gap between
    /// neighbours with the bubble cursor (the narrowest side of its Voronoi cell on the
    /// circle); otherwise, and without a highlight, the visible target.
    static func planningWidth(cell: EvaluationSetup.Cell, condition: EvaluationCondition, setup: EvaluationSetup,
                              padding: TargetPadding) -> Double {
        guard setup.person.plansForSelectableArea else { return cell.width }
        if condition.bubble { return max(cell.width, setup.clearance(cell.distance)) }
        if condition.magnetism && condition.padded { return cell.width + 2 * padding.smallest }
        return cell.width
    }

    /// The width the person plans for when selecting `target`.
    func planningWidth(of target: Int) -> Double { planningWidths[target] }

    /// The target of the `k`-th selection: ISO 9241-9's order, each target across the circle
    /// from the last (0, 7, 1, 8, … for 13).
    func target(ofSelection k: Int) -> Int { (k * (targets.count + 1) / 2) % targets.count }
}
