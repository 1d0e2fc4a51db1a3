import Foundation
import Synchronization
import PointerTraces

/// Replays an evemu recording through real libinput: umockdev emulates the device node,
/// `pointerkit record` reads it with libinput's path backend, and the trace it writes is
/// returned.
///
/// The three workarounds umockdev 0.17 needs (see scripts/libinput-harness/evdev-shim.c):
/// an LD_PRELOAD shim (fstat and monotonic event times), a udev data entry under
/// /run/udev/data (libinput ignores devices udev never initialised; needs root), and a
/// lead-in event half a second before the recording, because libinput drains what is queued
/// when it opens the device.
struct UmockdevReplay {
    /// What udev's input_id would tag the device as.
    enum Kind: String { case mouse = "MOUSE", touchpad = "TOUCHPAD" }

    /// Seconds between the lead-in event and the recording: 0.5 s, well after libinput's drain.
    static let leadIn = 0.5
    /// Seconds of silence after which `pointerkit record` stops, unless a test says otherwise:
    /// 2 s. The longest pause in the real recordings is 0.95 s (the IBM ScrollPoint's, between
    /// two scrolls), in the generated ones 0.8 s; libinput's tap and scroll timeouts are shorter
    /// still. The second of margin is for a loaded CI machine, where the recorder may wake late.
    static let idleExit = 2.0

    var recording: EvemuRecording
    var kind: Kind
    /// The emulated node's number N (/dev/input/eventN, character device 13:64+N); distinct per
    /// test so that their udev data files do not collide.
    var node: Int
    /// Read the device through udev seat0 (as on a desktop) instead of its path.
    var throughSeat = false
    /// Extra environment for the replay (PK_VANISH_AFTER_EVENTS unplugs the device).
    var environment: [String: String] = [:]
    /// `pointerkit record --idle-exit`, seconds.
    var idleExit = UmockdevReplay.idleExit

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `pointerkit` next to the test bundle (built by `swift build --traits Libinput`).
    static var pointerkit: URL {
        if let path = ProcessInfo.processInfo.environment["POINTERKIT_BINARY"] { return URL(fileURLWithPath: path) }
        let here = Bundle.main.bundleURL
        let candidates = [here, here.deletingLastPathComponent(), here.appendingPathComponent("debug")]
            .map { $0.appendingPathComponent("pointerkit") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// How late, in seconds, an event may reach libinput before the replay counts as disturbed:
    /// 0.06 s, a third of libinput's 180 ms tap timeout.
    static let tolerance = 0.06
    /// Replays after which a disturbed replay is kept anyway: 3.
    static let attempts = 3

    /// Runs the replay and returns the trace `pointerkit record` wrote and what it logged.
    ///
    /// A replay runs in real time. When the machine is loaded (two CI jobs on two cores), an
    /// event can reach libinput later than recorded, after one of its timers fired, and libinput
    /// then rightly reports something else (a hold instead of a tap). The shim reports how late
    /// the latest event was; a replay later than `tolerance` is run again, up to `attempts` times,
    /// and the log says so. The outcome of a punctual replay is never retried.
    func run() async throws -> (trace: Trace, log: String) {
        var notes = ""
        for attempt in 1...Self.attempts {
            let (trace, log) = try await runOnce()
            let late = Self.lateness(in: log)
            guard let late, late > Self.tolerance, attempt < Self.attempts else { return (trace, notes + log) }
            notes += "replay \(attempt) reached libinput up to \(Int(late * 1000)) ms late; replaying\n"
        }
        preconditionFailure("the last attempt returns")
    }

    /// The shim's report of the latest event, in seconds, or nil when it printed none.
    static func lateness(in log: String) -> Double? {
        guard let line = log.split(separator: "\n").last(where: { $0.hasPrefix("evdev-shim: latest read ") }),
              let micros = Double(line.dropFirst("evdev-shim: latest read ".count).prefix { $0.isNumber }) else { return nil }
        return micros / 1_000_000
    }

    private func runOnce() async throws -> (trace: Trace, log: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pk-umockdev-\(node)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // PK_HARNESS_KEEP=1 keeps the generated files for debugging a replay by hand.
        defer { if ProcessInfo.processInfo.environment["PK_HARNESS_KEEP"] == nil { try? FileManager.default.removeItem(at: dir) } }
        let shim = dir.appendingPathComponent("evdev-shim.so")
        try await Self.exec("/usr/bin/gcc", ["-shared", "-fPIC", "-O2", "-o", shim.path,
                                             Self.packageRoot.appendingPathComponent("scripts/libinput-harness/evdev-shim.c").path,
                                             "-ldl"])
        let devnode = "/dev/input/event\(node)"
        try UmockdevFiles.umockdev(recording, kind: kind, node: node).write(to: dir.appendingPathComponent("dev.umockdev"), atomically: true, encoding: .utf8)
        try UmockdevFiles.ioctl(recording, devnode: devnode).write(to: dir.appendingPathComponent("dev.ioctl"), atomically: true, encoding: .utf8)
        try UmockdevFiles.events(recording, leadIn: Self.leadIn).write(to: dir.appendingPathComponent("dev.events"), atomically: true, encoding: .utf8)
        let udevData = URL(fileURLWithPath: "/run/udev/data/c13:\(64 + node)")
        try FileManager.default.createDirectory(atPath: "/run/udev/data", withIntermediateDirectories: true)
        try UmockdevFiles.udevData(recording, kind: kind).write(to: udevData, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: udevData) }
        let trace = dir.appendingPathComponent("trace.jsonl")
        let log = try await Self.exec("/usr/bin/umockdev-run", [
            "--device", dir.appendingPathComponent("dev.umockdev").path,
            "--ioctl", "\(devnode)=\(dir.appendingPathComponent("dev.ioctl").path)",
            "--evemu-events", "\(devnode)=\(dir.appendingPathComponent("dev.events").path)",
            "--", Self.pointerkit.path, "record"] + (throughSeat ? ["--seat", "seat0"] : ["--device", devnode]) + [
            "--idle-exit", "\(idleExit)", "--output", trace.path,
        ], environment: environment.merging(["LD_PRELOAD": shim.path]) { $1 })
        return (try Trace(contentsOfFile: trace.path), log)
    }

    /// Runs a program to completion; throws with its output if it fails.
    @discardableResult
    static func exec(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = OutputCollector()
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in done.resume() }
            do { try process.run() } catch { done.resume(throwing: error) }
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        output.append(pipe.fileHandleForReading.readDataToEndOfFile())
        let text = output.text
        guard process.terminationStatus == 0 else {
            throw HarnessFailure(description: "\(program) exited with \(process.terminationStatus):\n\(text)")
        }
        return text
    }
}

/// A harness step that failed, with the program's output.
struct HarnessFailure: Error, CustomStringConvertible { var description: String }

/// Collects a child's output from the pipe's handler thread.
final class OutputCollector: Sendable {
    private let data = Mutex(Data())
    func append(_ more: Data) { data.withLock { $0.append(more) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
