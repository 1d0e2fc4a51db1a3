import Foundation
import Testing

/// The desktop's appearance settings reach the app in the native window: GTK's dark preference
/// becomes dark mode, its animations turned off become Reduce Motion. The settings are given as
/// a person's desktop would have them in GTK's own settings file (`gtk-4.0/settings.ini` under
/// `XDG_CONFIG_HOME`), which GTK reads where no settings daemon speaks (as under Xvfb).
@Suite("The native window follows the desktop's appearance", .serialized)
struct WindowAppearanceXvfbTests {
    /// A config folder holding GTK's settings file with `lines`.
    func settingsHome(_ lines: [String]) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pk-gtk-\(UUID().uuidString)")
        let folder = home.appendingPathComponent("gtk-4.0")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (["[Settings]"] + lines).joined(separator: "\n").write(to: folder.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        return home
    }

    func state(_ frame: [String: Any]) -> [String: Any] { frame["state"] as? [String: Any] ?? [:] }

    @Test("a desktop that prefers dark with animations off opens the Notes app dark, with Reduce Motion on",
          .timeLimit(.minutes(1)))
    func darkDesktop() throws {
        let server = try XServer()
        defer { server.stop() }
        let home = try settingsHome(["gtk-application-prefer-dark-theme=1", "gtk-enable-animations=0"])
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = server.environment
        environment["XDG_CONFIG_HOME"] = home.path
        let window = try WindowProgram(["--scene", "app:Notes"], environment: environment)
        defer { window.stop() }
        let (_, frame) = try window.waitForFrame(timeout: 15, "a frame in the dark appearance") { state($0)["dark"] as? Bool == true }
        #expect(state(frame)["reduceMotion"] as? Bool == true)
    }

    @Test("a desktop with a light theme and animations on opens the app light, without Reduce Motion",
          .timeLimit(.minutes(1)))
    func lightDesktop() throws {
        let server = try XServer()
        defer { server.stop() }
        let home = try settingsHome(["gtk-application-prefer-dark-theme=0", "gtk-enable-animations=1", "gtk-theme-name=Adwaita"])
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = server.environment
        environment["XDG_CONFIG_HOME"] = home.path
        let window = try WindowProgram(["--scene", "app:Notes"], environment: environment)
        defer { window.stop() }
        let (_, frame) = try window.waitForFrame(timeout: 15, "the first frame") { _ in true }
        #expect(state(frame)["dark"] as? Bool == false)
        #expect(state(frame)["reduceMotion"] as? Bool == false)
    }
}
