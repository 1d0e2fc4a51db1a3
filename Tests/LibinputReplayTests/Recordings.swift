import Foundation
import PointerInput
import PointerTraces

/// The real recordings in /work/shared/data/evemu (MIT licence), read in place.
enum Recordings {
    static let root = UmockdevReplay.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/evemu")

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func synaptics() throws -> EvemuRecording {
        try EvemuRecording(description: text("touchpads/SynPS2 Synaptics TouchPad.desc"),
                           events: text("touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events"))
    }
    static func cypressTap() throws -> EvemuRecording {
        asTodaysKernel(cypress: try EvemuRecording(events: text("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events")))
    }

    /// INPUT_PROP_BUTTONPAD, bit 2 of the properties (linux/input-event-codes.h).
    static let buttonpadBit: UInt8 = 1 << 2

    /// The Cypress recordings (2013) carry INPUT_PROP_BUTTONPAD, which Linux dropped for this
    /// driver in 2014 ("Input: cypress_ps2 - don't report as a button pad"): the pad has a
    /// real right button, and the driver reports it as BTN_RIGHT, as in these recordings.
    /// libinput ignores BTN_RIGHT on a button pad ("kernel bug: received BTN_RIGHT button event
    /// on a clickpad"), so the device is described as today's kernel describes it.
    static func asTodaysKernel(cypress recording: EvemuRecording) -> EvemuRecording {
        var r = recording
        r.properties[0] &= ~buttonpadBit
        return r
    }
    static func cypressPress() throws -> EvemuRecording {
        asTodaysKernel(cypress: try EvemuRecording(events: text("touchpads/CyPS2 Cypress Trackpad.two_finger_press.events")))
    }
    static func ultrathin() throws -> EvemuRecording {
        try EvemuRecording(events: text("mice/Ultrathin Touch Mouse.events"))
    }
    /// A generated recording (scripts/libinput-harness/make-fixtures.py): the generator runs
    /// once per test run into one temporary folder (rewritten each run; the output is
    /// deterministic), so no recording is tracked in the repository.
    static func fixture(_ name: String) async throws -> EvemuRecording {
        let url = try await generated.value.appendingPathComponent("\(name).evemu")
        return try EvemuRecording(events: String(contentsOf: url, encoding: .utf8))
    }

    private static let generated = Task<URL, any Error> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-generated-recordings")
        try await UmockdevReplay.exec("/usr/bin/env", [
            "python3", UmockdevReplay.packageRoot.appendingPathComponent("scripts/libinput-harness/make-fixtures.py").path, folder.path,
        ])
        return folder
    }
    static func scrollPoint() throws -> EvemuRecording {
        try EvemuRecording(description: text("mice/IBM ScrollPoint MO18B.desc"),
                           events: text("mice/IBM ScrollPoint MO18B.scroll.events"))
    }
}

/// What PointerKit made of a trace: the converter's events, in order.
struct Outcome {
    var samples: [RawSample]
    var events: [PointerEvent] = []
    var diagnostics: [InputDiagnostic] = []
    var refused: [InputError] = []

    init(_ trace: Trace) {
        samples = trace.samples
        var converter = InputConverter()
        var collected: [PointerEvent] = []
        for sample in samples {
            do { try converter.convert(sample) { collected.append($0) } } catch { refused.append(error) }
        }
        converter.advance(to: (samples.last?.timestamp ?? 0) + 10) { collected.append($0) }
        events = collected
        diagnostics = converter.diagnostics
    }

    func presses(_ button: Int) -> Int { events.filter { $0.kind == .press && $0.button == button }.count }
    func scrolls(_ type: ScrollType) -> [PointerEvent] { events.filter { $0.kind == .scroll && $0.scrollType == type } }
    var anyPress: Bool { events.contains { $0.kind == .press } }
}
