import Foundation

/// The files umockdev-run needs for one evemu device: sysfs and udev properties
/// (`.umockdev`), the evdev ioctl answers libevdev asks for (`.ioctl`), the events
/// (`.events`), and the udev database entry libinput checks.
enum UmockdevFiles {
    /// Sizes libevdev passes to EVIOCGBIT per event type, in bytes (its bit arrays of
    /// unsigned long: KEY_CNT 0x300 bits → 96 bytes, FF_CNT 128 → 16, the others 8).
    static let bitSizes: [Int: Int] = [0: 8, 1: 96, 2: 8, 3: 8, 4: 8, 5: 8, 17: 8, 18: 8, 21: 16]
    static let sysfsNames: [Int: String] = [0: "ev", 1: "key", 2: "rel", 3: "abs", 4: "msc", 5: "sw",
                                            17: "led", 18: "snd", 21: "ff"]

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02X", $0) }.joined() }

    static func padded(_ bytes: [UInt8], _ size: Int) -> [UInt8] {
        bytes.count >= size ? bytes : bytes + [UInt8](repeating: 0, count: size - bytes.count)
    }

    static func int32LE(_ values: [Int]) -> [UInt8] {
        values.flatMap { v in withUnsafeBytes(of: Int32(truncatingIfNeeded: v).littleEndian, Array.init) }
    }

    /// Capability bits in sysfs's format: hexadecimal longs, most significant first.
    static func sysfsBits(_ bytes: [UInt8]) -> String {
        let b = padded(bytes, (bytes.count + 7) / 8 * 8)
        var longs = stride(from: 0, to: max(b.count, 8), by: 8).map { start in
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(start + $1 < b.count ? b[start + $1] : 0) << (8 * UInt64($1)) }
        }
        while longs.count > 1, longs.last == 0 { longs.removeLast() }
        return longs.reversed().map { String($0, radix: 16) }.joined(separator: " ")
    }

    static func properties(_ r: EvemuRecording, kind: UmockdevReplay.Kind) -> [String] {
        // udev's fuzz rule moves the kernel fuzz into LIBINPUT_FUZZ_XX and zeroes it.
        ["ID_INPUT=1", "ID_INPUT_\(kind.rawValue)=1"]
            + r.axes.sorted { $0.key < $1.key }.filter { $0.value[2] != 0 }
                .map { String(format: "LIBINPUT_FUZZ_%02x=%d", $0.key, $0.value[2]) }
    }

    static func umockdev(_ r: EvemuRecording, kind: UmockdevReplay.Kind, node: Int) -> String {
        let props = properties(r, kind: kind).map { "E: \($0)" }
        var lines = ["P: /devices/virtual/input/input\(node)/event\(node)", "N: input/event\(node)",
                     "E: DEVNAME=/dev/input/event\(node)", "E: MAJOR=13", "E: MINOR=\(64 + node)",
                     "E: SUBSYSTEM=input"] + props + ["A: dev=13:\(64 + node)", "L: device=../../input\(node)", ""]
        lines += ["P: /devices/virtual/input/input\(node)", "E: SUBSYSTEM=input", "E: NAME=\"\(r.name)\"",
                  "E: PRODUCT=" + r.id.map { String($0, radix: 16) }.joined(separator: "/")] + props
        lines += ["A: name=\(r.name)", "A: properties=\(sysfsBits(r.properties))"]
        for (field, value) in zip(["bustype", "vendor", "product", "version"], r.id) {
            lines.append(String(format: "A: id/%@=%04x", field, value))
        }
        for (type, name) in sysfsNames.sorted(by: { $0.key < $1.key }) {
            lines.append("A: capabilities/\(name)=\(sysfsBits(r.bits[type] ?? []))")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    static func ioctl(_ r: EvemuRecording, devnode: String) -> String {
        var lines = ["@DEV \(devnode)"]
        for (type, size) in bitSizes.sorted(by: { $0.key < $1.key }) {
            let b = padded(r.bits[type] ?? [], size)
            lines.append("EVIOCGBIT(\(type)) \(b.count) \(hex(b))")
        }
        let name = Array(r.name.utf8.prefix(254)) + [0]
        // libevdev asks with 255-byte buffers (EVIOCGNAME(sizeof buf - 1)).
        lines.append("EVIOCGNAME(0) \(name.count) \(hex(padded(name, 255)))")
        lines.append("EVIOCGPHYS(0) 1 \(hex(padded([], 255)))")
        lines.append("EVIOCGUNIQ(0) 1 \(hex(padded([], 255)))")
        let id = r.id.flatMap { v in withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian, Array.init) }
        lines.append("EVIOCGID 0 \(hex(id))")
        lines.append("EVIOCGVERSION 0 01000100")
        lines.append("EVIOCGPROP(0) 8 \(hex(padded(r.properties, 8)))")
        lines.append("EVIOCGKEY(0) 96 \(hex(padded([], 96)))")
        lines.append("EVIOCGLED(0) 8 \(hex(padded([], 8)))")
        lines.append("EVIOCGSW(0) 8 \(hex(padded([], 8)))")
        // Every axis the device advertises needs an answer, described (A:) or not.
        var axes = r.axes
        for (index, byte) in (r.bits[3] ?? []).enumerated() {
            for bit in 0..<8 where byte & UInt8(1 << bit) != 0 && axes[index * 8 + bit] == nil {
                axes[index * 8 + bit] = [0, 0, 0, 0, 0]
            }
        }
        for (code, a) in axes.sorted(by: { $0.key < $1.key }) {
            // struct input_absinfo: value, minimum, maximum, fuzz (0: moved to udev), flat, resolution.
            lines.append("EVIOCGABS(\(code)) 0 \(hex(int32LE([0, a[0], a[1], 0, a[3], a[4]])))")
        }
        if let slots = r.axes[0x2f] {
            // Every multitouch axis (ABS_MT_TOUCH_MAJOR 0x30 … ABS_MT_TOOL_Y 0x3d) has per-slot values.
            for code in axes.keys.sorted() where (0x30...0x3d).contains(code) {
                lines.append("EVIOCGMTSLOTS(0) 0 \(hex(int32LE([code] + [Int](repeating: 0, count: slots[1] + 1))))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func events(_ r: EvemuRecording, leadIn: Double) -> String {
        let start = r.events.first?.time ?? 0
        var lines = ["# EVEMU 1.2", "E: \(evemuTime(start)) 0000 0000 0"]
        for e in r.events {
            lines.append("E: \(evemuTime(e.time + leadIn)) " + String(format: "%04x %04x %d", e.type, e.code, e.value))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A time as umockdev 0.17 reads it back unchanged: `seconds.microseconds`, the
    /// microseconds as a plain decimal count without leading zeros (12.5 ms after 10 s is
    /// `10.12500`, 9 µs is `10.9`). umockdev parses the part after the dot as an integer
    /// count of microseconds with C's base detection, so evemu's zero-padded `10.012345` is
    /// read as octal (10.005349 s) and `10.089000` as 10 s: time would run backwards. evemu's
    /// own reader (`%lu.%06u`) reads both forms as the same count.
    static func evemuTime(_ seconds: Double) -> String {
        let micros = Int64((seconds * 1_000_000).rounded())
        return "\(micros / 1_000_000).\(micros % 1_000_000)"
    }

    static func udevData(_ r: EvemuRecording, kind: UmockdevReplay.Kind) -> String {
        properties(r, kind: kind).map { "E:\($0)\n" }.joined() + "G:seat\nQ:seat\nI:1\n"
    }
}
