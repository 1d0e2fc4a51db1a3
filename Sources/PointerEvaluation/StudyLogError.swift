/// Why a study log could not be read to its end. Each case names the line (from 1); the trials
/// before it are read (`StudyLog.Reading.trials`): nothing already recorded is lost.
public enum StudyLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The last line stops before its object ends (a write cut short, by a crash say).
    case truncated(line: Int)
    /// The line is not a trial: not JSON, a field missing or of the wrong type, or a number
    /// that is not finite or out of range.
    case malformed(line: Int, reason: String)
    /// The line's condition is none of the study's ("none", "magnetism", "padded", "bubble").
    case unknownCondition(line: Int, name: String)
    /// The line's trial starts before the previous one of its study ended, or ends before it
    /// starts.
    case timeGoesBackwards(line: Int, start: Double, previous: Double)
    /// A line longer than any trial (`StudyLog.maximumLineBytes`).
    case lineTooLong(line: Int, bytes: Int)

    /// The line the problem is on.
    public var line: Int {
        switch self {
        case .truncated(let line), .malformed(let line, _), .unknownCondition(let line, _),
             .timeGoesBackwards(let line, _, _), .lineTooLong(let line, _): line
        }
    }

    /// A sentence naming the line and what is wrong with it.
    public var description: String {
        switch self {
        case .truncated(let line): "line \(line): truncated (the trial's line stops before its end)"
        case .malformed(let line, let reason): "line \(line): not a trial (\(reason))"
        case .unknownCondition(let line, let name): "line \(line): unknown condition '\(name)' (one of none, magnetism, padded, bubble)"
        case .timeGoesBackwards(let line, let start, let previous):
            "line \(line): time goes backwards (starts at \(start) s, before \(previous) s)"
        case .lineTooLong(let line, let bytes): "line \(line): \(bytes) bytes, longer than any trial (\(StudyLog.maximumLineBytes))"
        }
    }
}
