import Foundation

/// The playground study's log: JSON lines, one `StudyTrial` per line, appended as each trial
/// ends, so a reload or a crash loses no finished trial. Reading stops at the first line that
/// is not a good trial and names it; the trials before it are kept.
public enum StudyLog {
    /// The longest line a trial makes, bytes: 1,024 (a trial's line is about 400 bytes; the
    /// study and participant names are at most `maximumNameLength` characters). The playground
    /// refuses a study message longer than this.
    public static let maximumLineBytes = 1_024
    /// The longest study or participant name, characters: 64.
    public static let maximumNameLength = 64

    /// What reading a log found: the trials up to the first problem, and the problem.
    public struct Reading: Sendable, Equatable {
        /// The good trials, in the order written.
        public var trials: [StudyTrial]
        /// The first problem, if the log did not read to its end.
        public var problem: StudyLogError?
    }

    /// Reads a log's text. Blank lines are skipped.
    /// - Complexity: O(n) in the text's length.
    public static func read(_ text: String) -> Reading {
        var trials: [StudyTrial] = []
        var lastEnd: [String: Double] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            let unterminated = index == lines.count - 1
            guard line.utf8.count <= maximumLineBytes else {
                return Reading(trials: trials, problem: .lineTooLong(line: number, bytes: line.utf8.count))
            }
            let trial: StudyTrial
            do {
                trial = try decoder.decode(StudyTrial.self, from: Data(line.utf8))
            } catch {
                let problem: StudyLogError = unterminated ? .truncated(line: number)
                    : .malformed(line: number, reason: reason(error))
                return Reading(trials: trials, problem: problem)
            }
            if let problem = check(trial, line: number, lastEnd: lastEnd[trial.study]) {
                return Reading(trials: trials, problem: problem)
            }
            lastEnd[trial.study] = trial.end
            trials.append(trial)
        }
        return Reading(trials: trials, problem: nil)
    }

    /// Reads a log, throwing its first problem (the trials before it are lost to the caller;
    /// `read(_:)` keeps them).
    public static func trials(in text: String) throws(StudyLogError) -> [StudyTrial] {
        let reading = read(text)
        if let problem = reading.problem { throw problem }
        return reading.trials
    }

    /// The line a trial is written as, newline included: JSON with sorted keys.
    public static func line(_ trial: StudyTrial) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(trial)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The first problem with a decoded trial, if any.
    static func check(_ t: StudyTrial, line: Int, lastEnd: Double?) -> StudyLogError? {
        let numbers = [t.width, t.distance, t.targetX, t.targetY, t.fromX, t.fromY, t.start, t.end, t.x, t.y]
        if !numbers.allSatisfy(\.isFinite) { return .malformed(line: line, reason: "a number is not finite") }
        if t.width <= 0 || t.distance <= 0 { return .malformed(line: line, reason: "width and distance must be positive") }
        if t.study.isEmpty || t.study.count > maximumNameLength || t.participant.count > maximumNameLength {
            return .malformed(line: line, reason: "study or participant name empty or over \(maximumNameLength) characters")
        }
        if t.studyCondition == nil { return .unknownCondition(line: line, name: t.condition) }
        if t.end < t.start { return .timeGoesBackwards(line: line, start: t.end, previous: t.start) }
        if let lastEnd, t.start < lastEnd { return .timeGoesBackwards(line: line, start: t.start, previous: lastEnd) }
        return nil
    }

    /// A short reason from a decoding error: the missing or mistyped field.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "missing \(key.stringValue)"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted(let context)?:
            context.codingPath.isEmpty ? "not JSON" : "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "not JSON"
        }
    }
}
