import Foundation
import Synchronization

/// A virtual X server (Xvfb) on a free display number, and the programs the window tests run
/// against it: `pointerkit window` and xdotool, the person.
final class XServer {
    let display: String
    let process: Process

    /// A failure to set up the X server or a program, with what it printed.
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts Xvfb on the first display number from 90 that no running X server holds, and
    /// waits up to 10 s for its socket. Throws (it never skips) when Xvfb cannot start.
    init() throws {
        var tried: [String] = []
        for number in 90..<400 {
            guard !Self.isHeld(number) else { continue }
            let xvfb = Process()
            xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            xvfb.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
            xvfb.standardOutput = FileHandle.nullDevice
            xvfb.standardError = FileHandle.nullDevice
            do { try xvfb.run() } catch {
                throw Failure(description: "Xvfb could not start (is the xvfb package installed? scripts/test installs it): \(error)")
            }
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, xvfb.isRunning, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                Thread.sleep(forTimeInterval: 0.05)
            }
            if xvfb.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                display = ":\(number)"
                process = xvfb
                return
            }
            if xvfb.isRunning { xvfb.terminate() }
            tried.append(":\(number)")
            if tried.count == 3 { break }
        }
        throw Failure(description: "Xvfb could not start on display \(tried.joined(separator: ", ")): the window tests need a virtual X server")
    }

    /// Stops the server (which ends every client still connected) and removes its lock file
    /// and socket if it could not (a server killed outright leaves them behind).
    func stop() {
        XServer.end(process)
        let number = display.dropFirst()
        for path in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] where FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// True when a live process holds display `number`: its lock file names a process that
    /// still runs. A lock left by a server that died (killed, or its test crashed) is stale:
    /// it and its socket are removed, and Xvfb may take the number again.
    static func isHeld(_ number: Int) -> Bool {
        let lock = "/tmp/.X\(number)-lock", socket = "/tmp/.X11-unix/X\(number)"
        guard let text = try? String(contentsOfFile: lock, encoding: .ascii) else {
            return FileManager.default.fileExists(atPath: socket)
        }
        if let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0, kill(pid, 0) == 0 || errno == EPERM {
            return true
        }
        try? FileManager.default.removeItem(atPath: lock)
        try? FileManager.default.removeItem(atPath: socket)
        return FileManager.default.fileExists(atPath: lock) || FileManager.default.fileExists(atPath: socket)
    }

    /// Ends `process`: SIGTERM, then SIGKILL after 2 s. Polls rather than `waitUntilExit`, which
    /// can wait forever when another thread reaps the child first.
    static func end(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        if !waitForExit(process, timeout: 2) { kill(process.processIdentifier, SIGKILL); _ = waitForExit(process, timeout: 2) }
    }

    /// Waits up to `timeout` seconds for `process` to end; false if it still runs.
    static func waitForExit(_ process: Process, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }

    /// The environment a GTK program gets on this server: X11 only, Cairo rendering, no
    /// accessibility bus to wait for.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["WAYLAND_DISPLAY"] = nil
        env["DISPLAY"] = display
        env["GDK_BACKEND"] = "x11"
        env["GSK_RENDERER"] = "cairo"
        env["GTK_A11Y"] = "none"
        env["NO_AT_BRIDGE"] = "1"
        return env
    }

    /// Runs xdotool with `arguments` to completion and returns what it printed.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String { try run("/usr/bin/xdotool", arguments) }

    /// Puts `text` on the server's clipboard as another program would: xclip owns the CLIPBOARD
    /// selection (in the foreground) until the returned process is terminated.
    func ownClipboard(_ text: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-selection", "clipboard", "-i", "-quiet"]
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// The text on the server's clipboard (xclip reading the CLIPBOARD selection).
    func clipboardText() throws -> String { try run("/usr/bin/xclip", ["-selection", "clipboard", "-o"]) }

    /// Runs an X client with `arguments` on this server to completion (in `environment`, this
    /// server's own when nil); returns what it printed.
    @discardableResult
    func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment ?? self.environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        _ = XServer.waitForExit(process, timeout: 5)
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(text)")
        }
        return text
    }
}

/// `pointerkit window --report-frames` running on an X server: its frame lines as they come.
final class WindowProgram {
    let process: Process
    private let lines = ProgramOutput()
    private let errors = ProgramOutput()

    /// The `pointerkit` built next to the test bundle.
    static var pointerkit: URL {
        if let path = ProcessInfo.processInfo.environment["POINTERKIT_BINARY"] { return URL(fileURLWithPath: path) }
        let here = Bundle.main.bundleURL
        let candidates = [here, here.deletingLastPathComponent(), here.appendingPathComponent("debug")]
            .map { $0.appendingPathComponent("pointerkit") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Starts `pointerkit window` with `arguments` in `environment`.
    init(_ arguments: [String], environment: [String: String]) throws {
        process = Process()
        process.executableURL = Self.pointerkit
        process.arguments = ["window", "--report-frames"] + arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [lines] handle in lines.append(handle.availableData) }
        err.fileHandleForReading.readabilityHandler = { [errors] handle in errors.append(handle.availableData) }
        try process.run()
    }

    /// What the program printed to standard error so far.
    var standardError: String { errors.text }

    /// The frame lines so far, parsed.
    var frames: [[String: Any]] {
        lines.text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.filter { $0["frame"] != nil }
    }

    /// Waits up to `timeout` seconds for a frame after the first `skipping` that satisfies
    /// `test`, and returns it; throws with the last frame seen when none does.
    func waitForFrame(after skipping: Int = 0, timeout: Double = 8, _ what: String,
                      _ test: ([String: Any]) -> Bool) throws -> (index: Int, frame: [String: Any]) {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let all = frames
            if all.count > skipping, let i = all[skipping...].firstIndex(where: test) { return (i, all[i]) }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        throw XServer.Failure(description: "no frame showed \(what) within \(timeout) s; last frame: \(String(describing: frames.last)); stderr: \(standardError)")
    }

    /// Ends the program if it still runs.
    func stop() { XServer.end(process) }
}

/// A child's output, collected from the pipe's handler thread.
final class ProgramOutput: Sendable {
    private let data = Mutex(Data())
    func append(_ more: Data) { data.withLock { $0.append(more) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
