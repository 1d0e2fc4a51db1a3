import ArgumentParser
import Foundation
import PointerText

/// The `pointerkit` command: runs PointerKit's programs.
@main
struct PointerKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pointerkit",
        abstract: "The iPadOS pointer system, off Apple platforms.",
        subcommands: [PlaygroundCommand.self, WindowCommand.self, DemoCommand.self, RenderCommand.self, ReplayCommand.self, RecordCommand.self, EvaluateCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}

/// Says once, on standard error, that text cannot be laid out with Pango on this machine and
/// what to install; the program goes on with text measured roughly.
func warnIfTextIsRough() {
    guard let why = TextEngine.shared.unavailable else { return }
    FileHandle.standardError.write(Data(("pointerkit: " + why.description + "\n").utf8))
}
