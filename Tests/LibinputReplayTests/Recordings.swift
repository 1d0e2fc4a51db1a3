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
        try EvemuRecording(events: text("touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events"))
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
