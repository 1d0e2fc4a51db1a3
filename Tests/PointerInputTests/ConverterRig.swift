import Testing
import PointerGeometry
@testable import PointerInput

/// Drives a converter and collects what it emits: shared by the converter test files.
struct Rig {
    var converter = InputConverter(configuration: .init(surface: Rect(x: 0, y: 0, width: 100, height: 100)),
                                   location: Point(x: 50, y: 50))
    var events: [PointerEvent] = []
    var time = 0.0

    mutating func send(_ kind: SampleKind, device: DeviceKind = .mouse, at t: Double? = nil) throws(InputError) {
        if let t { time = t }
        var out: [PointerEvent] = []
        try converter.convert(RawSample(timestamp: time, device: device, kind: kind)) { out.append($0) }
        events += out
    }

    mutating func advance(to t: Double) {
        time = t
        var out: [PointerEvent] = []
        converter.advance(to: t) { out.append($0) }
        events += out
    }

    mutating func take() -> [PointerEvent] { defer { events.removeAll() }; return events }
}

extension Array where Element == PointerEvent {
    var summary: [String] { map { "\($0.kind.rawValue) \($0.phase.rawValue)" } }
}
