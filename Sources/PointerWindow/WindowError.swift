/// Why the window could not open or had to close.
public enum WindowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GTK 4 is not installed: the dynamic loader's message.
    case gtkMissing(String)
    /// The GTK 4 found lacks a function the window calls (older than 4.8).
    case symbolMissing(String, library: String)
    /// GTK could not connect to a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server
    /// refused).
    case noDisplay
    /// The scene name is not one the playground shows.
    case unknownScene(String, known: [String])

    /// What went wrong and what to do, for a person at a terminal.
    public var description: String {
        switch self {
        case .gtkMissing(let loader):
            "pointerkit window needs GTK 4, which is not installed (\(loader)): install Debian's libgtk-4-1 package (sudo apt-get install libgtk-4-1)"
        case .symbolMissing(let name, let library):
            "\(library) has no \(name): pointerkit window needs GTK 4.8 or later (Debian's libgtk-4-1)"
        case .noDisplay:
            "pointerkit window could not open a display: run it in a desktop session (DISPLAY or WAYLAND_DISPLAY set)"
        case .unknownScene(let name, let known):
            "unknown scene '\(name)' (one of \(known.joined(separator: ", ")))"
        }
    }
}
