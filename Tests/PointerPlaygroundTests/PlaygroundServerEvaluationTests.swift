import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession

/// "Evaluate this tuning" over a real socket. An evaluation of 832 trials takes about 11 s on
/// a quiet 2-core machine and over a minute while the rest of the suite runs beside it, so each
/// test has three minutes: a hang still fails the run long before CI's budget.
@Suite("Playground server: evaluate", .serialized, .timeLimit(.minutes(3)))
struct PlaygroundServerEvaluationTests {
    @Test("two quick clicks on Evaluate give one plot and one refusal, and the tab's pointer is answered meanwhile")
    func doubleClickGivesOnePlot() async throws {
        try await withPlayground { port in
            let (t, _) = try await session(port: port, send: [#"{"t":"evaluate"}"#, #"{"t":"evaluate"}"#,
                                                              #"{"t":"move","x":600,"y":40}"#]) { texts in
                texts.contains { $0.contains(#""t":"evaluation""#) }
            }
            let texts = await t.texts
            let plots = texts.filter { $0.contains(#""t":"evaluation""#) }
            #expect(plots.count == 1 && plots[0].contains("<svg") && plots[0].contains(#""trials":1040"#))
            let errors = await t.errors
            #expect(errors.count == 1 && errors[0].contains("already running"))
            let spool = try #require(texts.firstIndex { $0.contains(#""region":"spool""#) })
            let plot = try #require(texts.firstIndex { $0.contains(#""t":"evaluation""#) })
            #expect(spool < plot, "the move was answered before the evaluation ended")
        }
    }

    @Test("a tab that closes while its evaluation runs leaves the server answering other tabs")
    func closingMidEvaluation() async throws {
        try await withPlayground { port in
            _ = try await session(port: port, send: [#"{"t":"evaluate","seq":1}"#]) { texts in
                texts.contains { $0.contains(#""seq":1"#) }
            }
            let (t, _) = try await session(port: port, send: [#"{"t":"move","x":600,"y":440}"#]) { texts in
                texts.contains { $0.contains(#""region":"ruler""#) }
            }
            #expect(await t.errors.isEmpty)
        }
    }
}
