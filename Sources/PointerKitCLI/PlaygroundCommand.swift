import ArgumentParser
import Foundation
import Hummingbird
import PointerPlayground
import PointerUIKit
import PointerConfigurationFile
import PointerNotesApp
import PointerSampleApp

/// The configuration in `path` (the defaults when nil), or an error that names the file and
/// the key at fault.
func loadConfiguration(_ path: String?) throws -> PointerConfiguration {
    guard let path else { return PointerConfiguration() }
    do throws(PointerConfigurationError) {
        return try PointerConfiguration(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw ValidationError("--config \(path): \(error)")
    }
}

/// `pointerkit playground`: serves the browser playground, where a person drives the iPadOS
/// pointer with their own mouse or trackpad.
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve the browser playground (Quilt Simulator, effects gallery, pointer-lock game and the Swatches and Notes iPad apps) and print its address."
    )

    @Option(help: "The interface to listen on (only loopback unless you ask).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "A pointer configuration file (YAML or JSON; keys in PointerEvaluation's article \"Tuning how the pointer feels\") each tab starts with.")
    var config: String?

    @Option(name: .customLong("study-dir"), help: "Where the study tab writes its logs (one JSON-lines file per study).")
    var studyDirectory = "pointerkit-studies"

    func run() async throws {
        warnIfTextIsRough()
        let configuration = try loadConfiguration(config)
        // The sample iPad apps join the scene menu as "Swatches (iPad app)" and "Notes (iPad app)".
        await MainActor.run {
            SampleApp.register()
            NotesApp.register()
        }
        let app = PlaygroundServer(host: host, port: port, configuration: configuration,
                                   studyDirectory: URL(fileURLWithPath: studyDirectory)).makeApplication { bound in
            print("PointerKit playground: open http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)/ (Ctrl-C stops it)")
            fflush(nil)  // flush every stream: stdout is a pipe under tests and scripts
        }
        do {
            try await app.runService()
        } catch where String(describing: error).contains("Address already in use") {
            throw ValidationError("port \(port) on \(host) is already in use (another playground?): pass --port 0 for a free one, or another --port")
        }
    }
}
