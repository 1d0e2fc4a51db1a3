import PointerInput

/// The first line of a trace file: the format's name and version, and the devices whose
/// samples follow.
///
/// A trace is JSON Lines (one JSON object per line, UTF-8, `\n` separated). Line 1 is this
/// header; every later line is one ``TraceSample``. Blank lines are ignored. Readers refuse a
/// `version` they do not know; writers of version 1 never change the meaning of a field.
public struct TraceHeader: Codable, Hashable, Sendable {
    /// The value of `format` in every PointerKit trace: "pointerkit-trace".
    public static let formatName = "pointerkit-trace"
    /// The version this library writes and reads: 1.
    public static let currentVersion = 1

    /// Always ``formatName``; anything else means the file is not a PointerKit trace.
    public var format: String
    /// The format version, ``currentVersion`` when written by this library.
    public var version: Int
    /// What recorded the trace ("libinput 1.22", "browser", "pointerkit test").
    public var source: String
    /// The devices that appear in the samples.
    public var devices: [TraceDevice]

    /// Creates a header for the current version.
    public init(source: String, devices: [TraceDevice]) {
        format = Self.formatName; version = Self.currentVersion; self.source = source; self.devices = devices
    }
}

/// A device named in a trace header.
public struct TraceDevice: Codable, Hashable, Sendable {
    /// The number its samples carry in `id`.
    public var id: Int
    /// What kind of device it is.
    public var kind: String
    /// Its name as the system reports it ("SynPS/2 Synaptics TouchPad").
    public var name: String

    /// Creates a device entry.
    public init(id: Int, kind: DeviceKind, name: String) {
        self.id = id; self.kind = kind.rawValue; self.name = name
    }
}
