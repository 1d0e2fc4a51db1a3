import Foundation
import Testing
@testable import PointerPlayground
@testable import PointerSession
import PointerPlaygroundMessages
import PointerEvaluation

@Suite("Playground: the study tab logs every trial and reports the study", .serialized) @MainActor
struct PlaygroundStudyTests {
    func session() throws -> (PlaygroundSession, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-study-\(UUID().uuidString)")
        let s = PlaygroundSession()
        s.studyDirectory = directory
        return (s, directory)
    }

    /// Moves to the current target (or `offset` points beside it) and clicks, as a scripted
    /// pointer does; returns the time after the click.
    func clickTarget(_ s: PlaygroundSession, at t: Double, offset: Double = 0) throws -> Double {
        let st = try state(s)
        let x = try #require((st["targetX"] as? NSNumber)?.doubleValue, "\(st)") + offset, y = try #require((st["targetY"] as? NSNumber)?.doubleValue)
        try send(s, #"{"t":"move","x":\#(x),"y":\#(y)}"#, at: t)
        s.advance(to: t)
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: t + 0.3)
        s.advance(to: t + 0.3)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: t + 0.35)
        s.advance(to: t + 0.35)
        return t + 0.4
    }

    @Test("a short scripted study runs to its end, each trial in the log as it ends, and the results come once")
    func shortStudy() throws {
        let (s, directory) = try session()
        defer { try? FileManager.default.removeItem(at: directory) }
        try send(s, #"{"t":"study","action":"start","device":"trackpad","participant":"P2","plan":"short","source":"scripted"}"#, at: 0.1)
        let study = try #require(s.studyScene)
        let log = directory.appendingPathComponent(study.studyID + ".jsonl")
        #expect(study.order == StudyPlan().order(participant: 2))
        var t = 1.0
        t = try clickTarget(s, at: t)  // starts the first practice circle
        #expect(study.trials.isEmpty)
        t = try clickTarget(s, at: t)
        #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count == 1, "the first trial is in the log")
        var clicks = 2
        while (try state(s)["studyFinished"] as? NSNumber)?.boolValue != true, clicks < 200 {
            t = try clickTarget(s, at: t); clicks += 1
        }
        let plan = StudyPlan.short
        let perCondition = (plan.practiceSelections + 1) + plan.cells.count * (plan.selectionsPerCircle + 1)
        #expect(clicks == 4 * perCondition)
        let reading = StudyLog.read(try String(contentsOf: log, encoding: .utf8))
        #expect(reading.problem == nil && reading.trials == study.trials)
        #expect(reading.trials.count == 4 * (plan.practiceSelections + plan.cells.count * plan.selectionsPerCircle))
        #expect(reading.trials.allSatisfy { $0.hit && $0.source == .scripted && $0.device == .trackpad })
        #expect(Set(reading.trials.map(\.condition)) == Set(StudyCondition.allCases.map(\.rawValue)))
        let report = try #require(s.takeStudyReport(), "the finished study's results are queued")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(report.message().utf8)) as? [String: Any])
        #expect(result["source"] as? String == "scripted pointer (not a person)")
        #expect((result["table"] as? String)?.contains("trackpad, bubble cursor") == true)
        #expect((result["plot"] as? String)?.hasPrefix("<svg") == true && (result["scatter"] as? String)?.hasPrefix("<svg") == true)
        #expect(result["csv"] as? String == "/studies/\(study.studyID).csv")
        try send(s, #"{"t":"button","button":1,"down":true}"#, at: t)
        try send(s, #"{"t":"button","button":1,"down":false}"#, at: t + 0.1)
        s.advance(to: t + 0.1)
        #expect(s.takeStudyReport() == nil, "a finished study sends its results once")
    }

    @Test("a click beside the target is logged as an error with where it landed")
    func missIsLogged() throws {
        let (s, directory) = try session()
        defer { try? FileManager.default.removeItem(at: directory) }
        try send(s, #"{"t":"study","action":"start","device":"mouse","participant":"P1","plan":"short","source":"scripted"}"#, at: 0.1)
        let study = try #require(s.studyScene)
        #expect(study.order.first == StudyCondition.none)
        var t = try clickTarget(s, at: 1)
        t = try clickTarget(s, at: t, offset: 40)
        let trial = try #require(study.trials.last)
        #expect(!trial.hit && trial.selected == nil && abs(trial.x - trial.targetX - 40) < 0.01, "\(trial)")
        #expect(trial.end > trial.start && trial.practice)
    }

    @Test("a study without a device, a participant or with a bad source is refused by name")
    func refusals() throws {
        let (s, _) = try session()
        #expect(throws: PlaygroundError.self) { try send(s, #"{"t":"study","action":"start","participant":"P1"}"#, at: 0.1) }
        do { try send(s, #"{"t":"study","action":"start","device":"mouse","participant":" "}"#, at: 0.1) } catch {
            #expect(String(describing: error).contains("participant"))
        }
        do { try send(s, #"{"t":"study","action":"start","device":"mouse","participant":"P1","source":"simulated"}"#, at: 0.1) } catch {
            #expect(String(describing: error).contains("source"))
        }
        #expect(s.studyScene == nil)
    }

    @Test("the server refuses a study message larger than one trial")
    func oversized() {
        #expect(PlaygroundLimits.maximumStudyMessageBytes == StudyLog.maximumLineBytes)
        let big = #"{"t":"study","action":"stop","participant":""# + String(repeating: "x", count: 1100) + #""}"#
        #expect(throws: PlaygroundError.oversizedStudyMessage(big.utf8.count)) { try PlaygroundMessage.decode(big) }
        #expect(PlaygroundError.oversizedStudyMessage(2000).closesConnection)
        // Other messages keep their own limit.
        let move = #"{"t":"move","x":1,"y":2,"name":""# + String(repeating: "x", count: 1100) + #""}"#
        #expect((try? PlaygroundMessage.decode(move)) != nil)
    }

    @Test("a study's CSV is served by its name and nothing outside the study folder is")
    func csvDownload() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-csv-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let trial = StudyTrial(study: "s-1", participant: "P1", source: .scripted, device: .mouse, condition: "none", practice: false,
                               block: 1, trial: 1, width: 16, distance: 200, target: 7, targetX: 1, targetY: 2, fromX: 3, fromY: 4,
                               start: 1, end: 2, x: 1, y: 2, hit: true, selected: 7)
        try StudyLog.line(trial).write(to: directory.appendingPathComponent("s-1.jsonl"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try StudyDownload.csv(named: "..%2Fsecret.csv", in: directory) }
        #expect(throws: (any Error).self) { try StudyDownload.csv(named: "s-1.jsonl", in: directory) }
        #expect(try StudyDownload.csv(named: "s-1.csv", in: directory).status == .ok)
    }
}
