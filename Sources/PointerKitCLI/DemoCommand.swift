import ArgumentParser
import Foundation
import PointerUIKit
import PointerTesting

/// `pointerkit demo`: plays a scripted mouse session over a demo window and prints, step by
/// step, what the pointer system decided.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play a scripted pointer session over a demo window and print what the pointer system decided."
    )

    @Flag(name: .long, help: "Run the app in the compatibility mode (no UIApplicationSupportsIndirectInputEvents).")
    var compatibilityMode = false

    func run() async throws {
        warnIfTextIsRough()
        let compatibilityMode = compatibilityMode
        let lines = try await MainActor.run { () throws -> [String] in
            UIApplication.shared.supportsIndirectInputEvents = !compatibilityMode
            return try DemoScript().run()
        }
        for line in lines { print(line) }
    }
}
