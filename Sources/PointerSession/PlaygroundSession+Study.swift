import Foundation
import PointerGeometry
import PointerUIKit
import PointerEvaluation
import PointerPlaygroundMessages

extension PlaygroundSession {
    /// The study running in this tab, if the study scene is shown.
    public var studyScene: StudyScene? { if case .study(let s) = scene { s } else { nil } }

    /// Handles `{"t":"study",…}`:
    /// - `"action":"start"` with `"device":"mouse|trackpad"` (what the person says they use),
    ///   `"participant":"P3"` (a label; its number picks the condition order), `"plan":"full|short"`
    ///   and `"source":"person|scripted"` (the page says scripted when a browser automation drives
    ///   it): shows the study scene and opens its log in `studyDirectory`;
    /// - `"action":"stop"`: ends the study where it is (its finished trials stay in the log) and
    ///   sends its results.
    func handleStudy(_ m: PlaygroundMessage) throws(PlaygroundError) {
        switch m.action {
        case "start":
            guard studyScene == nil || studyResultSent else { throw .invalid("study: a study is already running in this tab") }
            guard let device = m.device.flatMap(EvaluationDevice.init(rawValue:)) else {
                throw .invalid("study: say which device you use (device: mouse or trackpad)")
            }
            let source = StudySource(rawValue: m.source ?? "person")
            guard let source, source != .simulated else { throw .invalid("study: source must be person or scripted") }
            let participant = (m.participant ?? "").trimmingCharacters(in: .whitespaces)
            guard !participant.isEmpty, participant.count <= StudyLog.maximumNameLength else {
                throw .invalid("study: a participant label of 1 to \(StudyLog.maximumNameLength) characters is needed")
            }
            let plan: StudyPlan
            switch m.plan ?? "full" {
            case "full": plan = StudyPlan()
            case "short": plan = .short
            default: throw .invalid("study: plan must be full or short")
            }
            let id = StudyRecorder.studyID(participant: participant)
            let recorder: StudyRecorder
            do { recorder = try StudyRecorder(directory: studyDirectory, study: id) } catch {
                throw .invalid("study: cannot open the log in \(studyDirectory.path): \(error.localizedDescription)")
            }
            let number = Int(participant.filter(\.isNumber).suffix(6)) ?? 1
            let study = StudyScene(plan: plan, studyID: id, participant: participant, number: number, device: device,
                                   source: source, recorder: recorder)
            self.device = device == .trackpad ? .trackpad : .mouse
            replaceScene(with: .study(study))
            studyResultSent = false
        case "stop":
            guard let study = studyScene else { throw .invalid("study: no study is running") }
            finishStudy(study)
        default:
            throw .invalid("study: unknown action '\(m.action ?? "")' (start or stop)")
        }
    }

    /// After the batch's input and timers: a click that ended becomes a trial, the bubble
    /// follows the pointer, and a finished study sends its results once.
    func studyAfterAdvance() {
        guard let study = studyScene else { return }
        if studyClickPending {
            studyClickPending = false
            do { try study.clickEnded(at: now) } catch { outbox.append(Self.errorMessage(.invalid("study: the log could not be written: \(error)"))) }
        }
        study.pointerMoved(to: window.pointerLocation)
        if study.isFinished { finishStudy(study) }
    }

    /// Ends the study once: closes its log and queues its results for analysis, which the
    /// connection runs beside the input loop (`takeStudyReport()`), so the frame of the
    /// study's last click, and the input after it, never wait for the table and plots.
    func finishStudy(_ study: StudyScene) {
        guard !studyResultSent else { return }
        studyResultSent = true
        study.recorder.close()
        pendingStudyReport = StudyReportRequest(studyID: study.studyID, trials: study.trials)
    }

    /// The finished study's results waiting to be analysed, once.
    public func takeStudyReport() -> StudyReportRequest? {
        defer { pendingStudyReport = nil }
        return pendingStudyReport
    }

    /// The study's part of the panel's state: its identifier, status, how many trials are
    /// recorded, whether it is over, and where the target to select is (window points).
    func addStudyState(_ study: StudyScene, to s: inout JSONObject) {
        s.add("study", study.studyID)
        s.add("studyStatus", study.status)
        s.add("studyTrials", study.trials.count)
        s.add("studyFinished", study.isFinished || studyResultSent)
        if let p = study.currentTargetCentre {
            s.add("targetX", p.x)
            s.add("targetY", p.y)
        }
    }

    /// Messages for the page that are not frames (a study's results, its errors), oldest first.
    public func takeOutbox() -> [String] {
        defer { outbox.removeAll() }
        return outbox
    }
}

/// A finished study's trials, to be turned into the page's `studyResult` message off the main
/// actor: the table, the 16 pt comparison, the Fitts plot, the endpoint scatter and the CSV's
/// address.
public struct StudyReportRequest: Sendable {
    /// The study's identifier (its log's name).
    public let studyID: String
    /// Every trial the study recorded, practice included.
    public let trials: [StudyTrial]

    /// The `{"t":"studyResult",…}` message.
    public func message() -> String {
        let report = EvaluationReport(recorded: trials)
        var message = JSONObject()
        message.add("t", "studyResult")
        message.add("study", studyID)
        message.add("source", report.origin.label)
        message.add("trials", report.endpoints.count)
        message.add("table", report.endpoints.isEmpty ? "No recorded trial yet." : report.table)
        message.add("comparison", report.comparison(width: 16))
        message.add("plot", report.endpoints.isEmpty ? "" : report.svgPlot(width: 600, height: 420))
        message.add("scatter", report.endpoints.isEmpty ? "" : report.endpointSVG(panelSize: 160, columns: 2))
        message.add("csv", "/studies/\(studyID).csv")
        return message.text
    }
}
