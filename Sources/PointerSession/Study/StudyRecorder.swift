import Foundation
import PointerEvaluation

/// Appends a study's trials to its log, `<directory>/<study>.jsonl`, one line per trial as the
/// trial ends: the line is in the file (the kernel's page cache) before the next input is
/// handled, so a reload or a crash of the playground loses no finished trial. (No `fsync`:
/// a power cut may lose the last seconds; the input-to-frame budget has no room for a disk
/// flush.)
@MainActor
public final class StudyRecorder {
    /// The log's file.
    public let url: URL
    private let handle: FileHandle

    /// Creates (or appends to) the log of `study` in `directory`, creating the directory.
    public init(directory: URL, study: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent(study + ".jsonl")
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    /// Appends one trial's line.
    public func append(_ trial: StudyTrial) throws {
        try handle.write(contentsOf: Data(StudyLog.line(trial).utf8))
    }

    /// Closes the file.
    public func close() { try? handle.close() }

    /// A study identifier from the date and the participant: letters, digits and dashes only
    /// (it names the log's file and its CSV download).
    nonisolated public static func studyID(participant: String, date: Date = Date(), suffix: UInt32 = UInt32.random(in: 0..<0x10000)) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let name = String(participant.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }.prefix(24))
        return "\(formatter.string(from: date))-\(name.isEmpty ? "p" : name)-\(String(format: "%04x", suffix))"
    }

    /// True for a name `studyID` can make (what the CSV route accepts).
    nonisolated public static func isStudyID(_ name: Substring) -> Bool {
        !name.isEmpty && name.count <= StudyLog.maximumNameLength && name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
    }
}
