import ArgumentParser

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
