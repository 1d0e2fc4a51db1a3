import Foundation

/// An evemu recording (the format of `evemu-describe` and `evemu-record`): the device
/// description (N:, I:, P:, B:, A: lines) and its events (E: lines).
struct EvemuRecording {
    /// Why a recording could not be read; names the 1-based line.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case malformed(line: Int, reason: String)
        case noDescription
        var description: String {
            switch self {
            case .malformed(let line, let reason): "line \(line): \(reason)"
            case .noDescription: "the recording has no device description (N:, I:, B: lines)"
            }
        }
    }

    /// One input event as recorded.
    struct Event: Equatable { var time: Double; var type: Int; var code: Int; var value: Int }

    var name = ""
    /// Bus, vendor, product, version.
    var id: [Int] = [0, 0, 0, 0]
    var properties = [UInt8](repeating: 0, count: 8)
    /// Capability bits per event type, as bytes (bit n of byte k is code 8k + n).
    var bits: [Int: [UInt8]] = [:]
    /// Absolute axes: code → min, max, fuzz, flat, resolution.
    var axes: [Int: [Int]] = [:]
    var events: [Event] = []
    /// Events after the last SYN_REPORT: an unfinished frame (a truncated recording). They are
    /// dropped, as the kernel never delivers half a frame.
    var droppedTail = 0

    /// Reads a description and events; `eventsText` may carry the description itself.
    init(description: String? = nil, events eventsText: String) throws(Failure) {
        if let description { try parse(description) }
        try parse(eventsText)
        guard !name.isEmpty, bits[0] != nil else { throw .noDescription }
        // Repair: the kernel sets an event type's bit whenever it has codes. The Ultrathin Touch
        // Mouse recording lists EV_REL codes (and "Event type 2 (EV_REL)" in its comments) but
        // its "B: 00" line lacks bit 2, and libevdev would drop every motion and wheel event.
        // EV_REP (20) and above are left as recorded: they need ioctls (EVIOCGREP) umockdev lacks.
        for (type, codes) in bits where type > 0 && type < 20 && codes.contains(where: { $0 != 0 }) {
            var ev = bits[0] ?? []
            if ev.count <= type / 8 { ev += [UInt8](repeating: 0, count: type / 8 + 1 - ev.count) }
            ev[type / 8] |= UInt8(1 << (type % 8))
            bits[0] = ev
        }
        if let lastReport = events.lastIndex(where: { $0.type == 0 && $0.code == 0 }) {
            droppedTail = events.count - lastReport - 1
            events.removeLast(droppedTail)
        } else {
            droppedTail = events.count
            events.removeAll()
        }
    }

    private mutating func parse(_ text: String) throws(Failure) {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            // Newer evemu appends "# EV_REL / REL_X …" comments to event lines.
            let uncommented = rawLine.hasPrefix("E:") ? rawLine.prefix { $0 != "#" } : rawLine[...]
            let trimmed = uncommented.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard trimmed.count >= 2, trimmed.dropFirst().hasPrefix(":") else {
                throw .malformed(line: line, reason: "expected \"X: …\", got \"\(trimmed.prefix(40))\"")
            }
            let tag = trimmed.first!
            let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func hex(_ count: Int) throws(Failure) -> [Int] {
                let values = fields.compactMap { Int($0, radix: 16) }
                guard values.count == fields.count, values.count >= count else {
                    throw .malformed(line: line, reason: "\(tag): needs \(count) hexadecimal numbers")
                }
                return values
            }
            switch tag {
            case "N": name = body
            case "I": id = Array(try hex(4).prefix(4))
            case "P": properties = try hex(1).map { UInt8($0 & 0xff) }
            case "B":
                let values = try hex(2)
                bits[values[0], default: []] += values.dropFirst().map { UInt8($0 & 0xff) }
            case "A":
                let values = fields.compactMap { Int($0) }
                guard fields.count >= 5, let code = Int(fields[0], radix: 16), values.count >= fields.count - 1 else {
                    throw .malformed(line: line, reason: "A: needs a hexadecimal code and min max fuzz flat [resolution]")
                }
                axes[code] = Array((fields.dropFirst().compactMap { Int($0) } + [0]).prefix(5))
            case "E":
                guard fields.count == 4, let time = Double(fields[0]), time.isFinite,
                      let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16),
                      let value = Int(fields[3]) else {
                    throw .malformed(line: line, reason: "E: needs \"seconds type code value\", got \"\(body)\"")
                }
                events.append(Event(time: time, type: type, code: code, value: value))
            default:
                throw .malformed(line: line, reason: "unknown line kind \"\(tag):\"")
            }
        }
    }
}
