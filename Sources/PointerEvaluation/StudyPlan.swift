/// What the playground's study tab asks of a person: an ISO 9241-9 multidirectional tapping
/// task (targets on a circle, each selection across it from the last), a practice round, then
/// the four `StudyCondition`s in an order counterbalanced across participants.
public struct StudyPlan: Sendable, Equatable {
    /// Target widths, points: 16 (the goal's width) and 32.
    public var widths: [Double] = [16, 32]
    /// Circle diameters (distance between successive targets), points: 200, 350 and 500 (the
    /// study's window is 900 × 640 pt).
    public var distances: [Double] = [200, 350, 500]
    /// Targets per circle: 13.
    public var targetsPerCircle = 13
    /// Recorded selections per circle, after the click on the first target that starts it: 13,
    /// one full circle.
    public var selectionsPerCircle = 13
    /// The practice round: one circle per condition, in the participant's order, at this width
    /// and distance, this many selections each (not recorded in any figure).
    public var practiceCell = EvaluationSetup.Cell(width: 32, distance: 350)
    /// Selections per condition in the practice round: 6.
    public var practiceSelections = 6
    /// The padded condition's padding, points: `EvaluationSetup().padding`, less on a side
    /// where neighbours' regions would meet (`EvaluationSetup.paddings(for:)`).
    public var padding = EvaluationSetup().padding
    /// The study's window, points.
    public var windowSize: (width: Double, height: Double) = (900, 640)

    /// The full study: about 360 selections (practice included), some 6 minutes.
    public init() {}

    /// A short study (the goal's 16 pt width at one distance, six selections and two practice
    /// selections a condition), for trying the tab out and for tests.
    public static var short: StudyPlan {
        var plan = StudyPlan()
        plan.widths = [16]
        plan.distances = [250]
        plan.practiceSelections = 2
        plan.selectionsPerCircle = 6
        return plan
    }

    /// Equal when every field is equal.
    public static func == (a: Self, b: Self) -> Bool {
        a.widths == b.widths && a.distances == b.distances && a.targetsPerCircle == b.targetsPerCircle
            && a.selectionsPerCircle == b.selectionsPerCircle && a.practiceCell == b.practiceCell
            && a.practiceSelections == b.practiceSelections && a.padding == b.padding && a.windowSize == b.windowSize
    }

    /// The condition order for participant `number` (from 1): a row of the balanced Latin
    /// square for four conditions (Williams 1949), so each condition comes in each position,
    /// and after each other condition, once in every four participants.
    public func order(participant number: Int) -> [StudyCondition] {
        let rows = [[0, 1, 3, 2], [1, 2, 0, 3], [2, 3, 1, 0], [3, 0, 2, 1]]
        let row = rows[((number - 1) % 4 + 4) % 4]
        return row.map { StudyCondition.allCases[$0] }
    }

    /// The task's geometry for clearance and padding: the evaluation setup of these cells.
    public var setup: EvaluationSetup {
        var setup = EvaluationSetup()
        setup.widths = widths
        setup.distances = distances
        setup.targetsPerCircle = targetsPerCircle
        setup.padding = padding
        setup.windowSize = windowSize
        return setup
    }

    /// The recorded cells, in the order run (by distance, then width): those that fit.
    public var cells: [EvaluationSetup.Cell] { setup.cells }
}
