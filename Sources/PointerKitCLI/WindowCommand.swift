import ArgumentParser
import PointerWindow
import PointerNotesApp
import PointerSampleApp

/// `pointerkit window`: the playground's scenes in a native GTK 4 window, driven by the real
/// mouse, trackpad and keyboard (GTK 4 is loaded at run time: Debian's libgtk-4-1).
struct WindowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open a native GTK 4 window on a playground scene, driven by your own mouse, trackpad and keyboard (needs Debian's libgtk-4-1)."
    )

    @Option(help: "The scene: quilt, gallery, game, app:Swatches or app:Notes (the sample iPad apps).")
    var scene = "quilt"

    @Option(help: "A pointer configuration file (YAML or JSON; keys in PointerEvaluation's article \"Tuning how the pointer feels\") the scene starts with.")
    var config: String?

    @Flag(help: "Print one JSON line per frame drawn (the pointer in the frame value, the panel's state) and the latency figures at the end.")
    var reportFrames = false

    @Option(help: "Write each frame drawn to this PNG file, as the window shows it (the last frame stays).")
    var screenshot: String?

    @Flag(help: "Send Ctrl+C, Ctrl+X and Ctrl+V to the app as keys, not as the desktop's Copy, Cut and Paste (the app's own are ⌘C, ⌘X and ⌘V: Super with the key).")
    var controlKeysToApp = false

    func run() async throws {
        warnIfTextIsRough()
        let options = WindowOptions(scene: scene, configuration: try loadConfiguration(config), reportsFrames: reportFrames,
                                    screenshotPath: screenshot, desktopClipboardKeys: !controlKeysToApp)
        if let failure = await Self.open(options) { throw ValidationError(failure.description) }
    }

    /// Runs the window on the main actor (GTK's thread) until it closes; what stopped it from
    /// opening, if anything.
    @MainActor
    private static func open(_ options: WindowOptions) async -> WindowError? {
        SampleApp.register()
        NotesApp.register()
        do throws(WindowError) { try await WindowHost.run(options); return nil } catch { return error }
    }
}
