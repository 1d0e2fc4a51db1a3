import PointerGeometry

extension EvaluationReport {
    /// The report of a recorded study, with the measures `Evaluation.run` computes for the
    /// simulated person (effective width, throughput, the Fitts fit, error rate), per condition
    /// and cell. Practice trials are left out. Conditions come in `EvaluationCondition.all`'s order
    /// (the model's), whatever order the participant ran them in; a cell is a width and distance
    /// the log has trials for.
    /// - Complexity: O(n) in the trials.
    public init(recorded trials: [StudyTrial]) {
        let recorded = trials.filter { !$0.practice }
        var groups: [EvaluationCondition: [EvaluationSetup.Cell: [TrialRecord]]] = [:]
        var endpoints: [Endpoint] = []
        for t in recorded {
            guard let condition = t.studyCondition?.condition(t.device) else { continue }
            let centre = Point(x: t.targetX, y: t.targetY), start = Point(x: t.fromX, y: t.fromY)
            let (along, across) = TrialRecord.offsets(click: Point(x: t.x, y: t.y), centre: centre, start: start)
            let record = TrialRecord(movementTime: t.movementTime, hit: t.hit, hitOther: t.selected != nil && t.selected != t.target,
                                     axisOffset: along, crossOffset: across, amplitude: (centre - start).length, phases: nil)
            groups[condition, default: [:]][EvaluationSetup.Cell(width: t.width, distance: t.distance), default: []].append(record)
            endpoints.append(Endpoint(condition: condition, width: t.width, distance: t.distance, along: along, across: across, hit: t.hit,
                                      movementTime: t.movementTime))
        }
        var setup = EvaluationSetup()
        setup.conditions = EvaluationCondition.all.filter { groups[$0] != nil }
        setup.widths = Array(Set(recorded.map(\.width))).sorted()
        setup.distances = Array(Set(recorded.map(\.distance))).sorted()
        setup.trialsPerCell = groups.values.flatMap(\.values).map(\.count).max() ?? 0
        var cells: [Cell] = []
        for condition in setup.conditions {
            let byCell = groups[condition] ?? [:]
            let order = byCell.keys.sorted { ($0.distance, $0.width) < ($1.distance, $1.width) }
            for cell in order { cells.append(Evaluation.summarise(byCell[cell] ?? [], cell: cell, condition: condition)) }
        }
        self.init(setup: setup, cells: cells, simulatedTrials: 0, endpoints: endpoints)
        origin = recorded.first?.source ?? trials.first?.source ?? .person
        if recorded.contains(where: { $0.source != origin }) { origin = .scripted }
    }
}
