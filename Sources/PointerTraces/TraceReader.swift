import Foundation
import PointerInput

/// A trace read into memory: its header, its samples in file order, and what was repaired.
public struct Trace: Sendable {
    /// The header line.
    public var header: TraceHeader
    /// The samples, in the order they were written.
    public var samples: [RawSample]
    /// Lines that were skipped or kept with a caveat.
    public var warnings: [TraceWarning]

    /// Creates a trace.
    public init(header: TraceHeader, samples: [RawSample], warnings: [TraceWarning] = []) {
        self.header = header; self.samples = samples; self.warnings = warnings
    }

    /// Reads a trace from JSON Lines text. Throws a ``TraceError`` naming the first bad line;
    /// unknown sample kinds and backward timestamps become ``warnings``.
    public init(jsonLines text: String) throws(TraceError) {
        let decoder = JSONDecoder()
        var header: TraceHeader?
        var samples: [RawSample] = []
        var warnings: [TraceWarning] = []
        var lineNumber = 0
        var previousTime = -Double.infinity
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let data = Data(trimmed.utf8)
            if header == nil {
                guard lineNumber == 1 else { throw .notATrace(line: lineNumber, reason: "line 1 is blank") }
                let h: TraceHeader
                do { h = try decoder.decode(TraceHeader.self, from: data) } catch {
                    throw .notATrace(line: lineNumber, reason: Self.reason(error))
                }
                guard h.format == TraceHeader.formatName else {
                    throw .notATrace(line: lineNumber, reason: "format is \"\(h.format)\"")
                }
                guard h.version == TraceHeader.currentVersion else {
                    throw .unsupportedVersion(line: lineNumber, version: h.version)
                }
                header = h
                continue
            }
            let record: TraceSample
            do { record = try decoder.decode(TraceSample.self, from: data) } catch {
                throw .malformedLine(line: lineNumber, reason: Self.reason(error))
            }
            guard record.t.isFinite else { throw .malformedLine(line: lineNumber, reason: "time \"t\" is not finite") }
            let sample: RawSample?
            do { sample = try record.rawSample() } catch { throw .malformedLine(line: lineNumber, reason: error.reason) }
            guard let sample else {
                warnings.append(.unknownKind(line: lineNumber, kind: record.kind))
                continue
            }
            if sample.timestamp < previousTime {
                warnings.append(.timestampWentBackwards(line: lineNumber, time: sample.timestamp, previous: previousTime))
            }
            previousTime = max(previousTime, sample.timestamp)
            samples.append(sample)
        }
        guard let header else { throw .missingHeader }
        self.init(header: header, samples: samples, warnings: warnings)
    }

    /// Reads the trace file at `path`; a file that cannot be read or is not UTF-8 is reported as
    /// ``TraceError/notATrace(line:reason:)`` on line 1.
    public init(contentsOfFile path: String) throws(TraceError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .notATrace(line: 1, reason: "cannot read \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .notATrace(line: 1, reason: "\(path) is not UTF-8 text")
        }
        try self.init(jsonLines: text)
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type for \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case DecodingError.dataCorrupted: "not valid JSON (a truncated line?)"
        default: "\(error)"
        }
    }
}
