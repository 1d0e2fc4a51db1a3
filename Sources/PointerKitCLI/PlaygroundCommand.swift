import ArgumentParser
import Foundation
import Hummingbird
import PointerPlayground

/// `pointerkit playground`: serves the browser playground, where a person drives the iPadOS
/// pointer with their own mouse or trackpad.
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve the browser playground (Quilt Simulator and effects gallery) and print its address."
    )

    @Option(help: "The interface to listen on (only loopback unless you ask).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    func run() async throws {
        let app = PlaygroundServer(host: host, port: port).makeApplication { bound in
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
