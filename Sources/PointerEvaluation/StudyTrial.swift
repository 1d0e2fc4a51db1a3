import Foundation

/// Who made a study's trials. A report never calls trials human unless a person made them.
public enum StudySource: String, Sendable, Codable, CaseIterable {
    /// A person with their own mouse or trackpad in the playground's study tab.
    case person
    /// A scripted pointer (a test driving the page through a browser automation): not human.
    case scripted
    /// PointerKit's simulated person (`Evaluation`): not human.
    case simulated

    /// How a report names the trials: "recorded from a person", "scripted pointer (not a
    /// person)", "simulated person (model)".
    public var label: String {
        switch self {
        case .person: "recorded from a person"
        case .scripted: "scripted pointer (not a person)"
        case .simulated: "simulated person (model)"
        }
    }
}

/// One selection of the playground's study, as its log stores it: one JSON object per line.
///
/// ```json
/// {"study":"2026-11-26-2210-p1","participant":"P1","source":"person","device":"mouse",
///  "condition":"padded","practice":false,"block":2,"trial":17,"width":16,"distance":350,
///  "target":4,"targetX":610.1,"targetY":190.3,"fromX":288.2,"fromY":450.9,
///  "start":41.207,"end":42.019,"x":612.5,"y":188.0,"hit":true,"selected":4}
/// ```
///
/// Times are seconds on the playground session's clock: `start` is the previous selection's
/// release (the circle's first click starts its first trial), `end` this selection's press,
/// so the movement time is `end - start`, as ISO 9241-9 and `pointerkit evaluate` count it.
public struct StudyTrial: Sendable, Equatable, Codable {
    /// The study's identifier (also its log's file name, without `.jsonl`).
    public var study: String
    /// The participant's label, as typed in the study tab.
    public var participant: String
    /// Who made the trial.
    public var source: StudySource
    /// The device the person said they use.
    public var device: EvaluationDevice
    /// The condition's log name: "none", "magnetism", "padded" or "bubble" (`StudyCondition`).
    public var condition: String
    /// True for the practice round (left out of every figure).
    public var practice: Bool
    /// The block: 0 for practice, then 1… in the counterbalanced order run.
    public var block: Int
    /// The trial's number in the study, from 1.
    public var trial: Int
    /// Target width, points.
    public var width: Double
    /// Distance between successive targets (the circle's diameter), points.
    public var distance: Double
    /// The target's index on its circle.
    public var target: Int
    /// The target's centre, points.
    public var targetX, targetY: Double
    /// Where the trial started (the previous click), points.
    public var fromX, fromY: Double
    /// Seconds: the previous release, and this selection's press.
    public var start, end: Double
    /// The click, points.
    public var x, y: Double
    /// True when the intended target received the click.
    public var hit: Bool
    /// The target that received the click, if any.
    public var selected: Int?

    /// A trial with every field given.
    public init(study: String, participant: String, source: StudySource, device: EvaluationDevice, condition: String,
                practice: Bool, block: Int, trial: Int, width: Double, distance: Double, target: Int,
                targetX: Double, targetY: Double, fromX: Double, fromY: Double, start: Double, end: Double,
                x: Double, y: Double, hit: Bool, selected: Int?) {
        self.study = study; self.participant = participant; self.source = source; self.device = device
        self.condition = condition; self.practice = practice; self.block = block; self.trial = trial
        self.width = width; self.distance = distance; self.target = target; self.targetX = targetX; self.targetY = targetY
        self.fromX = fromX; self.fromY = fromY; self.start = start; self.end = end; self.x = x; self.y = y
        self.hit = hit; self.selected = selected
    }

    /// The condition, when its name is known.
    public var studyCondition: StudyCondition? { StudyCondition(rawValue: condition) }

    /// Movement time, seconds.
    public var movementTime: Double { end - start }
}
