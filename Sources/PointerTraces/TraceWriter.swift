import Foundation
import PointerInput

/// Writes a trace as JSON Lines: the header first, then one line per sample, each flushed
/// through `output` as soon as it is written so that an interrupted recording keeps every
/// sample before the interruption.
public struct TraceWriter {
    private let encoder: JSONEncoder
    private let output: (String) -> Void

    /// Starts a trace by writing `header`; `output` receives each line with its `\n`.
    public init(header: TraceHeader, output: @escaping (String) -> Void) {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        self.output = output
        write(header)
    }

    /// Writes one sample line.
    public func write(_ sample: RawSample) { write(TraceSample(sample)) }

    private func write(_ value: some Encodable) {
        // Encoding these plain structs of numbers and strings cannot fail; a non-finite number
        // is the one exception, and such samples are skipped rather than written unreadable.
        guard let data = try? encoder.encode(value), let line = String(data: data, encoding: .utf8) else { return }
        output(line + "\n")
    }

    /// The whole trace as text: `header` and `samples`.
    public static func text(header: TraceHeader, samples: [RawSample]) -> String {
        var text = ""
        let writer = TraceWriter(header: header) { text += $0 }
        for sample in samples { writer.write(sample) }
        return text
    }
}
