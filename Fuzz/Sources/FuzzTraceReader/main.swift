// Fuzzes the trace reader (Trace(jsonLines:)): any text is a trace or a TraceError naming a
// line of it, never a trap; what it reads has finite times, and writes back as the same trace.
import FuzzSupport
import PointerInput
import PointerTraces

/// libFuzzer's entry point: one input, as UTF-8 text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let trace: Trace
    do throws(TraceError) {
        trace = try Trace(jsonLines: text)
    } catch {
        fuzzCheck(error.line >= 0 && error.line <= lineCount, "error \(error) names line \(error.line) of \(lineCount)")
        fuzzCheck(!error.description.isEmpty, "empty description")
        return 0
    }
    fuzzCheck(trace.samples.count < max(lineCount, 1), "\(trace.samples.count) samples from \(lineCount) lines")
    fuzzCheck(trace.samples.allSatisfy { $0.timestamp.isFinite }, "a sample with a non-finite time was accepted")
    for warning in trace.warnings {
        switch warning {
        case .unknownKind(let line, _), .timestampWentBackwards(let line, _, _):
            fuzzCheck(line >= 2 && line <= lineCount, "warning \(warning) names line \(line) of \(lineCount)")
        }
    }
    // What was read is what the writer writes: the trace round-trips, sample for sample.
    let written = TraceWriter.text(header: trace.header, samples: trace.samples)
    do throws(TraceError) {
        let again = try Trace(jsonLines: written)
        fuzzCheck(again.header == trace.header, "header changed in a round trip")
        fuzzCheck(again.samples == trace.samples,
                  "samples changed in a round trip: \(trace.samples.count) read, \(again.samples.count) after writing")
    } catch {
        fuzzCheck(false, "the writer's own text is refused: \(error)")
    }
    return 0
}
