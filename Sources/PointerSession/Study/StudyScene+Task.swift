import Foundation
import PointerGeometry
import PointerUIKit
import PointerEvaluation

/// A study target's pointer delegate: its region (the bounds, padded in the padded condition)
/// and its style (the highlight with magnetism, else the system pointer).
@MainActor
final class StudyTargetDelegate: UIPointerInteractionDelegate {
    let region: UIPointerRegion
    let style: UIPointerStyle?

    init(view: TargetView, magnetism: Bool) {
        region = UIPointerRegion(rect: view.paddedBounds, identifier: view.index)
        style = magnetism ? UIPointerStyle(effect: .highlight(UITargetedPreview(view: view))) : nil
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? { region }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { style }
}

extension StudyScene {
    static let targetColour = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    static let otherColour = UIColor(white: 0.82, alpha: 1)

    /// Lays out the current circle's targets (none once the study is over).
    func buildCircle() {
        for view in targets { view.removeFromSuperview() }
        targets = []; delegates = []
        bubbleView.isHidden = true
        guard let c = current else { return }
        let setup = plan.setup, n = plan.targetsPerCircle, w = c.cell.width, r = c.cell.distance / 2
        let cx = plan.windowSize.width / 2, cy = plan.windowSize.height / 2
        let centres = (0..<n).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: cx + r * sin(angle), y: cy - r * cos(angle))
        }
        let condition = c.condition.condition(device)
        let bubble = condition.bubble ? BubbleCursor(centres: centres, width: w) : nil
        let paddings = condition.padded ? setup.paddings(for: c.cell) : Array(repeating: TargetPadding(all: 0), count: n)
        for (i, p) in centres.enumerated() {
            let view = TargetView(frame: CGRect(x: p.x - w / 2, y: p.y - w / 2, width: w, height: w), index: i,
                                  sides: paddings[i], bubble: bubble)
            view.accessibilityIdentifier = "target \(i)"
            let delegate = StudyTargetDelegate(view: view, magnetism: condition.magnetism)
            view.addInteraction(UIPointerInteraction(delegate: delegate))
            view.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .ended { self?.tapped = i }
            })
            window.addSubview(view)
            targets.append(view); delegates.append(delegate)
        }
        colourTargets()
    }

    func colourTargets() {
        let current = currentTarget
        for view in targets { view.backgroundColor = view.index == current ? Self.targetColour : Self.otherColour }
    }

    /// The pointer moved: the bubble cursor follows it (in the bubble condition).
    public func pointerMoved(to p: CGPoint) {
        guard let bubble = targets.first?.bubble else { return }
        let point = Point(x: Double(p.x), y: Double(p.y))
        // Rounded to a tenth of a point, and set only when it changed: the frame after a move
        // redraws the scene only when the bubble moved.
        let radius = (bubble.radius(at: point) * 10).rounded() / 10
        let frame = CGRect(x: (point.x * 10).rounded() / 10 - radius, y: (point.y * 10).rounded() / 10 - radius,
                           width: 2 * radius, height: 2 * radius)
        if bubbleView.isHidden { bubbleView.isHidden = false }
        guard bubbleView.frame != frame else { return }
        bubbleView.frame = frame
        bubbleView.layer.cornerRadius = CGFloat(radius)
    }

    /// The primary button went down at `time` with the pointer at `location`.
    public func pressed(at time: Double, location: CGPoint) {
        press = (time, Point(x: Double(location.x), y: Double(location.y)))
        tapped = nil
    }

    /// The click that went down with `pressed` is over (its release handled, recognizers run):
    /// the start of a circle, or a trial, written to the log before anything else happens.
    /// - Throws: the log's write error (the trial is kept in `trials`).
    public func clickEnded(at time: Double) throws {
        guard let press, let c = current, let target = currentTarget else { return }
        self.press = nil
        defer { previous = (time, press.location) }
        if selection == 0 {
            selection = 1
            colourTargets()
            return
        }
        let centre = currentTargetCentre ?? press.location
        let trial = StudyTrial(study: studyID, participant: participant, source: source, device: device,
                               condition: c.condition.rawValue, practice: c.practice, block: c.block, trial: trials.count + 1,
                               width: c.cell.width, distance: c.cell.distance, target: target,
                               targetX: centre.x, targetY: centre.y, fromX: previous.location.x, fromY: previous.location.y,
                               start: previous.time, end: press.time, x: press.location.x, y: press.location.y,
                               hit: tapped == target, selected: tapped)
        trials.append(trial)
        if selection >= c.selections {
            circleIndex += 1; selection = 0
            buildCircle()
        } else {
            selection += 1
            colourTargets()
        }
        try recorder.append(trial)
    }
}
