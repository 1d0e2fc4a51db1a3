import Foundation
import PointerGeometry
import PointerUIKit

/// A target of the pointing task: a square view, whose hit area reaches `padding` beyond its
/// bounds (a padded region must be hit-testable there for the pointer interaction to be asked
/// about it, as in UIKit).
@MainActor
final class TargetView: UIView {
    let index: Int
    let padding: CGFloat
    /// The far edge of the hit area (the target's side plus its padding), points; the view's
    /// bounds never change, so the hit test compares numbers instead of building rectangles.
    let far: CGFloat

    init(frame: CGRect, index: Int, padding: CGFloat) {
        self.index = index; self.padding = padding
        far = frame.width + padding
        super.init(frame: frame)
    }

    /// Targets are made by the task, never decoded: nil.
    required init?(coder: NSCoder) { return nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= -padding && point.y >= -padding && point.x < far && point.y < far
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
        region = UIPointerRegion(rect: view.bounds.insetBy(dx: -view.padding, dy: -view.padding), identifier: view.index)
        style = magnetism ? UIPointerStyle(effect: .highlight(UITargetedPreview(view: view))) : nil
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? { region }

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

    init(cell: EvaluationSetup.Cell, condition: EvaluationCondition, setup: EvaluationSetup, tuning: PointerConfiguration) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: setup.windowSize.width, height: setup.windowSize.height))
        window.pointerConfiguration = tuning
        magnetism = condition.magnetism
        let n = setup.targetsPerCircle, w = cell.width, r = cell.distance / 2
        let cx = setup.windowSize.width / 2, cy = setup.windowSize.height / 2
        let padding = condition.padded ? setup.padding(for: cell) : 0
        var targets: [TargetView] = [], delegates: [TargetPointerDelegate] = [], centres: [Point] = []
        for i in 0..<n {
            let angle = 2 * Double.pi * Double(i) / Double(n)
            let c = Point(x: cx + r * sin(angle), y: cy - r * cos(angle))
            let view = TargetView(frame: CGRect(x: c.x - w / 2, y: c.y - w / 2, width: w, height: w), index: i,
                                  padding: CGFloat(padding))
            view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            let delegate = TargetPointerDelegate(view: view, magnetism: condition.magnetism)
            let interaction = UIPointerInteraction(delegate: delegate)
            view.addInteraction(interaction)
            window.addSubview(view)
            targets.append(view); delegates.append(delegate); centres.append(c)
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
    /// is on it (the engine's region is the target's); without, the pointer is inside the
    /// visible target.
    func isOnTarget(_ index: Int) -> Bool {
        if magnetism { return window.currentPointerRegion === delegates[index].region }
        return targets[index].frame.contains(CGPoint(x: location.x, y: location.y))
    }

    /// The target of the `k`-th selection: ISO 9241-9's order, each target across the circle
    /// from the last (0, 7, 1, 8, … for 13).
    func target(ofSelection k: Int) -> Int { (k * (targets.count + 1) / 2) % targets.count }
}
