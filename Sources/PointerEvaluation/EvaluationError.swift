/// Why an evaluation was refused before any trial ran. Each case names the bad value.
public enum EvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of trials per cell must be at least 1.
    case tooFewTrials(Int)
    /// A target width must be finite and positive, points.
    case invalidWidth(Double)
    /// A distance must be finite and positive, points.
    case invalidDistance(Double)
    /// An ISO 9241-9 circle needs at least 13 targets, and an odd number of them.
    case invalidTargetCount(Int)
    /// At least one condition, width and distance are needed.
    case nothingToRun(String)
    /// Every width and distance pair makes the targets overlap on the circle (or leave the
    /// window): no cell is left to run.
    case noCellFits
    /// The pipeline refused a sample the simulated device sent (a bug: the message names it).
    case inputRefused(String)
    /// A parameter of the simulated person or the task is not finite, or out of its range.
    case invalidParameter(name: String, value: Double)

    /// A sentence naming what is wrong.
    public var description: String {
        switch self {
        case .tooFewTrials(let n): "trials per cell must be at least 1 (got \(n))"
        case .invalidWidth(let w): "target width must be finite and positive (got \(w) pt)"
        case .invalidDistance(let d): "distance must be finite and positive (got \(d) pt)"
        case .invalidTargetCount(let n): "targets per circle must be odd and at least 13 (got \(n))"
        case .nothingToRun(let what): "nothing to run: no \(what) given"
        case .noCellFits: "no width and distance pair fits: targets would overlap on the circle or leave the window"
        case .inputRefused(let message): "the input pipeline refused a simulated sample: \(message)"
        case .invalidParameter(let name, let value): "\(name) is out of range (got \(value))"
        }
    }
}
