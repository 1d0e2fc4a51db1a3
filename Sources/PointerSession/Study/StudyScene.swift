import Foundation
import PointerGeometry
import PointerUIKit
import PointerEvaluation

/// The study tab's scene: the ISO 9241-9 multidirectional tapping task with a person's own
/// mouse or trackpad, in PointerKit's real pipeline (the highlight, its magnetism and the
/// padded regions are the engine's). A practice round (one short circle per condition), then
/// the four `StudyCondition`s in the participant's counterbalanced order, every cell of the
/// plan a circle. The first click of each circle starts it; every selection after it is a
/// trial, appended to the log as it ends (`StudyRecorder`).
@MainActor
public final class StudyScene {
    /// One circle of targets: a condition at a cell, practice or recorded.
    struct Circle: Equatable {
        var condition: StudyCondition
        var cell: EvaluationSetup.Cell
        var practice: Bool
        var block: Int
        var selections: Int
    }

    /// The window the task runs in.
    public let window: UIWindow
    /// The plan run.
    public let plan: StudyPlan
    /// The study's identifier (its log's name).
    public let studyID: String
    /// The participant's label and number.
    public let participant: String
    /// The device the person said they use.
    public let device: EvaluationDevice
    /// Who is clicking: a person, or a scripted pointer (the page tells from the browser).
    public let source: StudySource
    /// The condition order of this participant (`StudyPlan.order(participant:)`).
    public let order: [StudyCondition]
    /// Every trial recorded so far, practice included, as written to the log.
    public internal(set) var trials: [StudyTrial] = []
    let circles: [Circle]
    /// The circle running, or `circles.count` when the study is over.
    var circleIndex = 0
    /// The selection in the circle: 0 is the click that starts it.
    var selection = 0
    let recorder: StudyRecorder
    var targets: [TargetView] = []
    var delegates: [StudyTargetDelegate] = []
    let bubbleView = UIView(frame: .zero)
    var tapped: Int?
    var press: (time: Double, location: Point)?
    var previous: (time: Double, location: Point) = (0, Point(x: 0, y: 0))

    /// A study for `participant` (number `number`, which picks the order), logging to `recorder`.
    public init(plan: StudyPlan, studyID: String, participant: String, number: Int, device: EvaluationDevice,
                source: StudySource, recorder: StudyRecorder) {
        self.plan = plan; self.studyID = studyID; self.participant = participant; self.device = device
        self.source = source; self.recorder = recorder
        order = plan.order(participant: number)
        var circles = order.map { Circle(condition: $0, cell: plan.practiceCell, practice: true, block: 0, selections: plan.practiceSelections) }
        for (block, condition) in order.enumerated() {
            circles += plan.cells.map { Circle(condition: condition, cell: $0, practice: false, block: block + 1, selections: plan.selectionsPerCircle) }
        }
        self.circles = circles
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: plan.windowSize.width, height: plan.windowSize.height))
        window.backgroundColor = UIColor(white: 0.97, alpha: 1)
        bubbleView.isUserInteractionEnabled = false
        bubbleView.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.12)
        bubbleView.layer.borderWidth = 1
        bubbleView.layer.borderColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)
        bubbleView.isHidden = true
        window.addSubview(bubbleView)
        buildCircle()
    }

    /// True once every circle has run.
    public var isFinished: Bool { circleIndex >= circles.count }

    /// The circle running, if any.
    var current: Circle? { circleIndex < circles.count ? circles[circleIndex] : nil }

    /// The target the person should select now.
    public var currentTarget: Int? {
        guard current != nil else { return nil }
        let n = plan.targetsPerCircle
        return (selection * (n + 1) / 2) % n
    }

    /// The current target's centre, window points.
    public var currentTargetCentre: Point? {
        guard let i = currentTarget, i < targets.count else { return nil }
        return Point(x: Double(targets[i].frame.midX), y: Double(targets[i].frame.midY))
    }

    /// What the panel says: the phase, block and condition.
    public var status: String {
        guard let c = current else { return "Study finished: \(trials.filter { !$0.practice }.count) trials recorded" }
        let phase = c.practice ? "Practice" : "Block \(c.block) of \(order.count)"
        let what = selection == 0 ? "click the blue target to begin the circle" : "selection \(selection) of \(c.selections)"
        return "\(phase): \(c.condition.title), \(Int(c.cell.width)) pt targets \(Int(c.cell.distance)) pt apart; \(what)"
    }
}
