import Foundation
import Testing
@testable import PointerEvaluation

/// Trials a scripted pointer might log (labelled scripted: no person made them): `count`
/// selections around a circle of 13, each `time` seconds, clicking `offset` points past the
/// centre along the movement.
func scriptedTrials(count: Int, condition: StudyCondition = .none, device: EvaluationDevice = .mouse, width: Double = 32,
                    distance: Double = 250, time: Double = 0.8, offset: Double = 0, startingAt t0: Double = 10) -> [StudyTrial] {
    var trials: [StudyTrial] = []
    var from = (x: 450.0, y: 320.0 - distance / 2), now = t0
    for k in 1...count {
        let target = (k * 7) % 13, angle = 2 * Double.pi * Double(target) / 13
        let tx = 450 + distance / 2 * sin(angle), ty = 320 - distance / 2 * cos(angle)
        let dx = tx - from.x, dy = ty - from.y, length = (dx * dx + dy * dy).squareRoot()
        let click = (x: tx + offset * dx / length, y: ty + offset * dy / length)
        trials.append(StudyTrial(study: "s1", participant: "P1", source: .scripted, device: device, condition: condition.rawValue,
                                 practice: false, block: 1, trial: trials.count + 1, width: width, distance: distance, target: target,
                                 targetX: tx, targetY: ty, fromX: from.x, fromY: from.y, start: now, end: now + time,
                                 x: click.x, y: click.y, hit: abs(offset) < width / 2, selected: abs(offset) < width / 2 ? target : nil))
        now += time + 0.1
        from = click
    }
    return trials
}

@Suite("A study log keeps every finished trial and names the line of any problem")
struct StudyLogTests {
    let trials = scriptedTrials(count: 5)
    var text: String { trials.map(StudyLog.line).joined() }

    @Test("a log written trial by trial reads back the same trials")
    func roundTrip() throws {
        #expect(try StudyLog.trials(in: text) == trials)
        #expect(text.split(separator: "\n").count == trials.count)
    }

    @Test("a log cut short by a crash reads every finished trial and calls the last line truncated")
    func truncated() {
        let cut = String(text.dropLast(40))
        let reading = StudyLog.read(cut)
        #expect(reading.trials == Array(trials.prefix(4)))
        #expect(reading.problem == .truncated(line: 5))
    }

    @Test("a malformed line stops the reading there, naming the line, and keeps the trials before it")
    func malformed() {
        var lines = trials.map(StudyLog.line)
        lines[2] = "{\"study\":\"s1\",\"oops\":true}\n"
        let reading = StudyLog.read(lines.joined())
        #expect(reading.trials == Array(trials.prefix(2)))
        #expect(reading.problem?.line == 3)
        #expect(reading.problem?.description.hasPrefix("line 3: not a trial (missing") == true)
        lines[2] = "this is not json\n"
        #expect(StudyLog.read(lines.joined()).problem == .malformed(line: 3, reason: "not JSON"))
    }

    @Test("a trial from an unknown condition is refused by name and line")
    func unknownCondition() {
        var changed = trials
        changed[3].condition = "telekinesis"
        let reading = StudyLog.read(changed.map(StudyLog.line).joined())
        #expect(reading.trials.count == 3)
        #expect(reading.problem == .unknownCondition(line: 4, name: "telekinesis"))
    }

    @Test("times that go backwards are refused, naming the line")
    func backwards() {
        var changed = trials
        changed[1].start = changed[0].end - 0.5
        #expect(StudyLog.read(changed.map(StudyLog.line).joined()).problem
                == .timeGoesBackwards(line: 2, start: changed[1].start, previous: changed[0].end))
        changed = trials
        changed[2].end = changed[2].start - 0.01
        #expect(StudyLog.read(changed.map(StudyLog.line).joined()).problem?.line == 3)
    }

    @Test("a line longer than any trial, or a non-finite number, is refused")
    func oversizedAndNonFinite() {
        var changed = trials
        changed[0].participant = String(repeating: "x", count: 2000)
        #expect(StudyLog.read(changed.map(StudyLog.line).joined()).problem == .lineTooLong(line: 1, bytes: StudyLog.line(changed[0]).utf8.count - 1))
        let nan = text.replacingOccurrences(of: "\"width\":32", with: "\"width\":-1")
        #expect(StudyLog.read(nan).problem?.line == 1)
    }

    @Test("the CSV download has a header and one row per trial, quoting labels with commas")
    func csv() {
        var changed = trials
        changed[0].participant = "Smith, J"
        let rows = StudyLog.csv(changed).split(separator: "\r\n")
        #expect(rows.count == trials.count + 1)
        #expect(rows[0].split(separator: ",").count == StudyLog.csvColumns.count)
        #expect(rows[1].contains("\"Smith, J\""))
        #expect(rows[2].hasPrefix("s1,P1,scripted,mouse,none,false,1,2,"))
    }
}
