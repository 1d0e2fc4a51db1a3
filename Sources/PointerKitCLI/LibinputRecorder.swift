#if Libinput
import ArgumentParser
import Foundation
import PointerInput
import PointerLibinput
import PointerTraces

/// The recording loop behind `pointerkit record`.
struct LibinputRecorder {
    var devices: [String]
    var seat: String
    var output: String?
    var idleExit: Double?
    var duration: Double?

    /// Poll interval: 0.1 s, so that --idle-exit and --duration are honoured within 0.1 s.
    static let pollInterval = 0.1

    func run() throws {
        let backend: LibinputBackend
        do { backend = try LibinputBackend(devices.isEmpty ? .seat(seat) : .paths(devices)) } catch {
            throw ValidationError("\(error)")
        }
        let handle: FileHandle
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: nil),
                  let h = FileHandle(forWritingAtPath: output) else { throw ValidationError("cannot write \(output)") }
            handle = h
        } else {
            handle = .standardOutput
        }
        var pending = backend.dispatch()
        var traceDevices: [TraceDevice] = []
        for case .deviceAdded(let id, let kind, let name) in pending {
            traceDevices.append(TraceDevice(id: id, kind: kind, name: name))
        }
        if traceDevices.isEmpty {
            note("no mouse or trackpad found yet (needs root or the input group to read /dev/input); waiting for one")
        }
        let writer = TraceWriter(header: TraceHeader(source: "libinput", devices: traceDevices)) {
            handle.write(Data($0.utf8))
        }
        let start = ProcessInfo.processInfo.systemUptime
        var lastInput = start
        while true {
            for report in pending {
                switch report {
                case .sample(let sample): writer.write(sample)
                case .deviceAdded(let id, let kind, let name): note("device \(id): \(kind.rawValue) \"\(name)\"")
                case .note(let text): note(text)
                }
            }
            let now = ProcessInfo.processInfo.systemUptime
            // Any report is activity: a sample, a device coming or going, and input that is
            // only noted (a button that is not a mouse button, a system swipe). --idle-exit
            // counts silence, not silence in the trace.
            if !pending.isEmpty { lastInput = now }
            if let duration, now - start >= duration { break }
            if let idleExit, now - lastInput >= idleExit { break }
            pending = backend.wait(timeout: Self.pollInterval)
        }
        if output != nil { try handle.close() }
    }

    private func note(_ text: String) { FileHandle.standardError.write(Data("record: \(text)\n".utf8)) }
}
#endif
