import ArgumentParser
import Foundation
import PointerInput
import PointerTraces
#if Libinput
import PointerLibinput
#endif

/// `pointerkit record`: reads mice and trackpads through libinput and writes a trace.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record mice and trackpads through libinput as a trace (JSON Lines) for `pointerkit replay`.",
        discussion: """
        Needs read access to /dev/input/event* (root, or a member of the input group), and a \
        pointerkit built with `swift build --traits Libinput`. Stop with Control-C: every sample \
        before it is already written.
        """
    )

    @Option(name: .customLong("device"), help: "A device node to read (repeatable); default: every device of --seat.")
    var devices: [String] = []

    @Option(help: "The udev seat to read when no --device is given.")
    var seat = "seat0"

    @Option(name: .shortAndLong, help: "Write the trace here instead of standard output.")
    var output: String?

    @Option(help: "Stop after this many seconds without input (any event of any device, ignored buttons included).")
    var idleExit: Double?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    func run() throws {
        #if Libinput
        try LibinputRecorder(devices: devices, seat: seat, output: output,
                             idleExit: idleExit, duration: duration).run()
        #else
        throw ValidationError("this pointerkit was built without libinput: build it with `swift build --traits Libinput`")
        #endif
    }
}
