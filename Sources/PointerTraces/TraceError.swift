/// Why a trace could not be read. Every case names the 1-based line it is about.
public enum TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is empty: there is no header line.
    case missingHeader
    /// Line 1 is not a PointerKit trace header.
    case notATrace(line: Int, reason: String)
    /// The header's version is one this reader does not know.
    case unsupportedVersion(line: Int, version: Int)
    /// A sample line is not valid JSON or lacks a field its kind needs.
    case malformedLine(line: Int, reason: String)

    /// The line the error is about (0 for ``missingHeader``).
    public var line: Int {
        switch self {
        case .missingHeader: 0
        case .notATrace(let line, _), .unsupportedVersion(let line, _), .malformedLine(let line, _): line
        }
    }

    /// A one-line explanation naming the line.
    public var description: String {
        switch self {
        case .missingHeader: "trace is empty: line 1 must be a pointerkit-trace header"
        case .notATrace(let line, let reason): "line \(line): not a pointerkit-trace header (\(reason))"
        case .unsupportedVersion(let line, let version):
            "line \(line): trace version \(version) is not supported (this reader knows version \(TraceHeader.currentVersion))"
        case .malformedLine(let line, let reason): "line \(line): \(reason)"
        }
    }
}

/// Something a reader repaired or skipped while keeping every good sample.
public enum TraceWarning: Hashable, Sendable, CustomStringConvertible {
    /// The sample's kind is not one this version knows (written by a newer recorder); the line
    /// was skipped.
    case unknownKind(line: Int, kind: String)
    /// The sample's time is earlier than the previous sample's. It is kept as written; the
    /// converter stamps it with the previous time and records a diagnostic.
    case timestampWentBackwards(line: Int, time: Double, previous: Double)

    /// A one-line explanation naming the line.
    public var description: String {
        switch self {
        case .unknownKind(let line, let kind): "line \(line): unknown sample kind \"\(kind)\", skipped"
        case .timestampWentBackwards(let line, let time, let previous):
            "line \(line): time \(time) s is before the previous sample's \(previous) s"
        }
    }
}
