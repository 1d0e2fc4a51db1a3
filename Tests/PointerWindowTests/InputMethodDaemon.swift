import Foundation

/// A Korean input method as a person on a Linux desktop runs it: a D-Bus session bus, the IBus
/// daemon on it with the Hangul engine (two-set keyboard), and GTK's IBus module in the
/// programs started with ``environment``. Each instance has its own home folder, so nothing of
/// the machine's own IBus or settings is read or changed.
///
/// GTK's IBus module sends keys to IBus only once it has seen the daemon's name appear on the
/// *session* bus (without one it passes every key to GTK's simple context), so the bus is not
/// optional. The engine starts in Hangul mode (`initial-input-mode`, and `disable-latin-mode`
/// so no key switches it back), written to GSettings' key-file backend in that home folder.
/// `IBUS_ENABLE_SYNC_MODE` makes the module answer each key before the next one is read, as
/// the tests' frames need.
final class InputMethodDaemon {
    let home: URL
    let bus: Process
    let daemon: Process
    let environment: [String: String]

    /// Starts the bus and IBus for programs on `server`; waits up to 10 s for the Hangul
    /// engine to be selected. Throws with what the daemons printed when they cannot start.
    init(server: XServer) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-ibus-\(UUID().uuidString)")
        let settings = home.appendingPathComponent(".config/glib-2.0/settings")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try "[org/freedesktop/ibus/engine/hangul]\ninitial-input-mode='hangul'\ndisable-latin-mode=true\nhangul-keyboard='2'\n"
            .write(to: settings.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
        let socket = home.appendingPathComponent("bus").path
        var env = server.environment
        env["HOME"] = home.path
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        env["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        env["GSETTINGS_BACKEND"] = "keyfile"
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(socket)"
        env["IBUS_ADDRESS"] = nil
        bus = try Self.start("/usr/bin/dbus-daemon", ["--session", "--nofork", "--address=unix:path=\(socket)"], env)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline, bus.isRunning { usleep(20_000) }
        daemon = try Self.start("/usr/bin/ibus-daemon", ["--xim", "--panel=disable", "--replace"], env)
        var selected = false
        while !selected, Date() < deadline, daemon.isRunning {
            selected = (try? server.run("/usr/bin/ibus", ["engine", "hangul"], environment: env)) != nil
            if !selected { usleep(100_000) }
        }
        env["GTK_IM_MODULE"] = "ibus"
        env["IBUS_ENABLE_SYNC_MODE"] = "1"
        environment = env
        guard selected else {
            stop()
            throw XServer.Failure(description: "IBus did not select its Hangul engine within 10 s (scripts/test installs ibus, ibus-hangul, ibus-gtk4 and dbus-daemon)")
        }
    }

    static func start(_ program: String, _ arguments: [String], _ environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw XServer.Failure(description: "\(program) could not start (scripts/test installs it): \(error)")
        }
        return process
    }

    /// Ends IBus (and the engine it started, which exits with its bus) and the bus, and removes
    /// the home folder.
    func stop() {
        XServer.end(daemon)
        XServer.end(bus)
        try? FileManager.default.removeItem(at: home)
    }
}
