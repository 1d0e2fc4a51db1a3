import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

@Suite("Playground: evaluate this tuning", .serialized) @MainActor
struct PlaygroundEvaluationTests {
    /// The evaluation message, parsed as the page parses it.
    func evaluation(_ s: PlaygroundSession) async throws -> [String: Any] {
        try send(s, #"{"t":"evaluate","seq":1}"#, at: 0.1)
        #expect(s.takeEvaluationRequest())
        let text = try #require(await s.evaluate())
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The table's rows by condition ("mouse, magnetism on, padded": the rest of the row).
    func rows(_ table: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in table.split(separator: "\n") where line.contains("magnetism") {
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            result[fields[0]] = fields.dropFirst().joined(separator: " | ")
        }
        return result
    }

    @Test("the magnet's reach shows in the plot: radius 0 changes the trackpad's magnetism-on lines (tosses), no other")
    func magnetReachShows() async throws {
        let tuned = PlaygroundSession()
        let standard = try await evaluation(tuned)
        try send(tuned, #"{"t":"tune","values":{"magnetRadius":0}}"#, at: 0.2)
        let noReach = try await evaluation(tuned)

        #expect(standard["t"] as? String == "evaluation")
        let svg = try #require(standard["svg"] as? String)
        #expect(svg.hasPrefix("<svg") && svg.contains("Movement time against index of difficulty"))
        #expect(svg != noReach["svg"] as? String, "the plot changed with the tuning")
        let caption = try #require(standard["caption"] as? String)
        #expect(caption.contains("ISO 9241-9") && caption.contains("seed 1"))
        #expect(standard["trials"] as? Int == 1040, "ten conditions (the bubble cursor with each device among them) × four cells × 26 trials")

        let before = rows(try #require(standard["table"] as? String))
        let after = rows(try #require(noReach["table"] as? String))
        #expect(before.count == 8 && after.count == 8)
        for (condition, row) in before {
            // magnetRadius is how near a toss's landing a target must be to catch it: only a
            // trackpad tosses, and only a target with a style catches.
            if condition.hasPrefix("trackpad, magnetism on") {
                #expect(after[condition] != row, "\(condition): the toss's reach changes pointing")
            } else {
                #expect(after[condition] == row, "\(condition): nothing is tossed to a target here")
            }
        }
    }

    @Test("a second click while an evaluation runs is refused with a typed error; after it answers, another may start")
    func oneAtATime() async throws {
        let s = PlaygroundSession()
        try send(s, #"{"t":"evaluate"}"#, at: 0.1)
        #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"evaluate"}"#, at: 0.2) }
        #expect(s.takeEvaluationRequest())
        #expect(!s.takeEvaluationRequest(), "one request, one run")
        do {
            try send(s, #"{"t":"evaluate"}"#, at: 0.3)
            Issue.record("a request while running was accepted")
        } catch {
            guard case .invalid(let why)? = error as? PlaygroundError else { Issue.record("\(error)"); return }
            #expect(why.contains("already running"))
        }
        #expect(await s.evaluate() != nil)
        try send(s, #"{"t":"evaluate"}"#, at: 0.4)
        #expect(s.takeEvaluationRequest())
    }

    @Test("evaluate messages with extra or hostile fields decode like the others")
    func decoding() throws {
        #expect(try PlaygroundMessage.decode(#"{"t":"evaluate"}"#).t == "evaluate")
        #expect(try PlaygroundMessage.decode(#"{"t":"evaluate","seq":4}"#).seq == 4)
        #expect(throws: PlaygroundError.self) { try PlaygroundMessage.decode(#"{"t":"evaluate","seq":"now"}"#) }
        #expect(throws: PlaygroundError.self) { try PlaygroundMessage.decode(#"{"t":["evaluate"]}"#) }
        #expect(throws: PlaygroundError.oversized(5_000)) {
            try PlaygroundMessage.decode(#"{"t":"evaluate","text":""# + String(repeating: "x", count: 4_974) + #""}"#)
        }
    }
}
