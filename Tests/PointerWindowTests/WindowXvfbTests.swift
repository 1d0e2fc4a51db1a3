import Foundation
import Testing

/// `pointerkit window` on a real (virtual) X server, with xdotool as the person: the window
/// opens, the adaptive pointer morphs over a button in the frame value the host drew, a click
/// fires the button's action, a wheel step scrolls, a resized window re-lays its scene out,
/// a right click opens a context menu, and the program ends when its display goes away. One
/// window per scene: starting GTK is the slow part.
@Suite("The native window under Xvfb", .serialized)
struct WindowXvfbTests {
    func state(_ frame: [String: Any]) -> [String: Any] { frame["state"] as? [String: Any] ?? [:] }
    func pointerWidth(_ frame: [String: Any]) -> Double { (frame["pointer"] as? [String: Any])?["width"] as? Double ?? 0 }

    func size(_ frame: [String: Any]) -> [Double] { frame["size"] as? [Double] ?? [] }

    @Test("over the quilt, moving onto the ruler morphs the pointer, a click turns the guide on, a wheel step pans, a resize moves the ruler to the new corner, and the window ends with its display, saying so",
          .timeLimit(.minutes(1)))
    func quiltSession() throws {
        let server = try XServer()
        defer { server.stop() }
        let window = try WindowProgram(["--scene", "quilt"], environment: server.environment)
        defer { window.stop() }

        // The window opens and draws its first frame: the quilt, the pointer where it starts.
        let (_, first) = try window.waitForFrame(timeout: 15, "the window's first frame") { _ in true }
        let origin = first["origin"] as? [Double] ?? [0, 0]
        let id = try server.xdotool("search", "--sync", "--name", "PointerKit").split(separator: "\n").first.map(String.init) ?? ""
        func move(_ x: Double, _ y: Double) throws {
            try server.xdotool("mousemove", "--window", id, String(Int(origin[0] + x)), String(Int(origin[1] + y)))
        }

        // A plain move over the quilt: the crosshair, small.
        try move(300, 240)
        let (atQuilt, overQuilt) = try window.waitForFrame(after: 1, "the pointer over the quilt") { state($0)["region"] as? String == "quilt" }
        let plainWidth = pointerWidth(overQuilt)

        // Onto the ruler button (580, 420, 40 × 40): the pointer morphs into the button's
        // highlight, a rounded rect outset 8 pt (56 pt wide).
        try move(600, 440)
        let (onRuler, morphed) = try window.waitForFrame(after: atQuilt + 1, "the pointer morphed over the ruler") {
            state($0)["region"] as? String == "ruler" && pointerWidth($0) > 50
        }
        #expect(pointerWidth(morphed) > plainWidth + 20)
        #expect(state(morphed)["guide"] as? Bool == false)

        // A click fires the ruler's action: the straight-line guide turns on.
        try server.xdotool("click", "1")
        let (clicked, _) = try window.waitForFrame(after: onRuler + 1, "the guide turned on by the click") { state($0)["guide"] as? Bool == true }

        // A wheel step down over the quilt pans it.
        try move(300, 240)
        try server.xdotool("click", "5")
        let (panned, _) = try window.waitForFrame(after: clicked + 1, "the quilt panned by a wheel step") { (state($0)["panY"] as? Double ?? 0) > 0 }

        // The person makes the window 900 × 700: the frame drawn has that size, and the ruler
        // keeps to the lower right corner (840, 640), where the pointer morphs over it again.
        try server.xdotool("windowsize", id, "900", "700")
        let (resized, _) = try window.waitForFrame(after: panned + 1, "a frame at the window's new size") { size($0) == [900, 700] }
        try move(860, 660)
        _ = try window.waitForFrame(after: resized + 1, "the pointer over the ruler at its new place") {
            state($0)["region"] as? String == "ruler" && pointerWidth($0) > 50 && size($0) == [900, 700]
        }

        let latencies = window.frames.compactMap { $0["latencyMs"] as? Double }.sorted()
        if !latencies.isEmpty {
            print("window input-to-frame latency under Xvfb: \(latencies.count) frames, p50 \(latencies[latencies.count / 2]) ms, max \(latencies.last!) ms")
        }

        // The display goes away: the program ends on its own, saying why, with status 69.
        server.stop()
        #expect(XServer.waitForExit(window.process, timeout: 5), "pointerkit window still runs 5 s after its display went away")
        #expect(window.process.terminationStatus == 69)
        #expect(window.standardError.contains("the display went away"))
    }

    // Three minutes: under AddressSanitizer (scripts/test's second run) this test took 87 s on the
    // 2-core CI machine, laying the app's text out on Pango through ASan; a hang still fails.
    @Test("in the Swatches app, a right click on the canvas opens its context menu where the pointer is", .timeLimit(.minutes(3)))
    func rightClickMenu() async throws {
        let places = await SwatchesPlaces()
        let server = try XServer()
        defer { server.stop() }
        let window = try WindowProgram(["--scene", "app:Swatches"], environment: server.environment)
        defer { window.stop() }
        let (_, first) = try window.waitForFrame(timeout: 15, "the app's first frame") { _ in true }
        let origin = first["origin"] as? [Double] ?? [0, 0]
        let id = try server.xdotool("search", "--sync", "--name", "PointerKit").split(separator: "\n").first.map(String.init) ?? ""
        func move(_ p: (Double, Double)) throws {
            try server.xdotool("mousemove", "--window", id, String(Int(origin[0] + p.0)), String(Int(origin[1] + p.1)))
        }
        try move(places.canvas)
        let (onCanvas, _) = try window.waitForFrame(after: 1, "the pointer over the canvas") { state($0)["hovered"] as? String == "canvas" }
        try server.xdotool("click", "3")
        try move(places.clearItem)
        _ = try window.waitForFrame(after: onCanvas + 1, "the pointer over the menu's Clear item") {
            (state($0)["hovered"] as? String ?? "").hasPrefix("menu item Clear")
        }
    }

    @Test("in the game, the focused window locks the pointer: the adaptive pointer is hidden, moving the mouse steers the reticle by the moves' differences, and the focus going elsewhere unlocks it until it comes back",
          .timeLimit(.minutes(1)))
    func gameLock() throws {
        let server = try XServer()
        defer { server.stop() }
        let window = try WindowProgram(["--scene", "game"], environment: server.environment)
        defer { window.stop() }
        let (_, first) = try window.waitForFrame(timeout: 15, "the game's first frame") { _ in true }
        let origin = first["origin"] as? [Double] ?? [0, 0]
        let id = try server.xdotool("search", "--sync", "--name", "PointerKit").split(separator: "\n").first.map(String.init) ?? ""
        try server.xdotool("windowfocus", "--sync", id)
        let (locked, _) = try window.waitForFrame(after: 0, "the game locked once the window has the focus") {
            state($0)["locked"] as? Bool == true && $0["pointer"] is NSNull
        }
        func move(_ x: Double, _ y: Double) throws {
            try server.xdotool("mousemove", "--window", id, String(Int(origin[0] + x)), String(Int(origin[1] + y)))
        }
        // Into the window (where it enters is no move), then 50 right and 20 down.
        try move(100, 100)
        try move(150, 120)
        let (aimed, _) = try window.waitForFrame(after: locked, "the reticle moved by (50, 20) from the middle") {
            state($0)["reticleX"] as? Double == 370 && state($0)["reticleY"] as? Double == 260 && $0["pointer"] is NSNull
        }

        // The pointer leaves the window and the focus goes to the root window (with the pointer
        // inside, X11 would hand the window the focus back): the lock is released.
        try server.xdotool("mousemove", "1000", "900")
        let root = try server.xdotool("search", "--maxdepth", "0", "--name", "").split(separator: "\n").first.map(String.init) ?? ""
        try server.xdotool("windowfocus", root)
        let (released, _) = try window.waitForFrame(after: aimed, "the lock released") { state($0)["locked"] as? Bool == false }
        #expect(state(window.frames[released])["reticleX"] as? Double == 370, "leaving the window does not aim")

        // The focus back locks again.
        try server.xdotool("windowfocus", "--sync", id)
        _ = try window.waitForFrame(after: released, "the game locked again") { state($0)["locked"] as? Bool == true }
    }

    @Test("in the Notes app, the Hebrew note opens right to left: a click at its right end is its start and the left arrow steps into the word",
          .timeLimit(.minutes(1)))
    func hebrewNote() throws {
        let server = try XServer()
        defer { server.stop() }
        let window = try WindowProgram(["--scene", "app:Notes"], environment: server.environment)
        defer { window.stop() }
        let (_, first) = try window.waitForFrame(timeout: 15, "the app's first frame") { _ in true }
        let origin = first["origin"] as? [Double] ?? [0, 0]
        let id = try server.xdotool("search", "--sync", "--name", "PointerKit").split(separator: "\n").first.map(String.init) ?? ""
        func move(_ x: Double, _ y: Double) throws {
            try server.xdotool("mousemove", "--window", id, String(Int(origin[0] + x)), String(Int(origin[1] + y)))
        }
        // The seventh row of the sidebar (44 pt rows from y 60): the Hebrew shopping list.
        try move(160, 60 + 6 * 44 + 22)
        try server.xdotool("click", "1")
        // Its first line, just inside the editor's right end (the window is 1024 pt wide).
        try move(1024 - 21, 80)
        let (placed, atStart) = try window.waitForFrame(after: 1, "the beam over the editor") {
            state($0)["region"] as? String == "editor" && pointerWidth($0) > 0 && pointerWidth($0) < 4
        }
        try server.xdotool("click", "1")
        let (clicked, start) = try window.waitForFrame(after: placed, "the caret at the Hebrew paragraph's start") { state($0)["caretOffset"] as? Int == 0 }
        #expect(pointerWidth(atStart) < 4, "the beam over the Hebrew line")
        var x = state(start)["caretX"] as? Double ?? 0
        #expect(x > 900, "a Hebrew paragraph starts at the right: \(x)")
        var after = clicked
        for k in 1...3 {
            try server.xdotool("key", "Left")
            let (index, frame) = try window.waitForFrame(after: after, "the caret \(k) letters in") { state($0)["caretOffset"] as? Int == k }
            let now = state(frame)["caretX"] as? Double ?? .infinity
            #expect(now < x, "the left arrow moves the caret left, into the word")
            x = now; after = index
        }
    }

    @Test("without a display the window says it could not open one, and exits")
    func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        let window = try WindowProgram([], environment: env)
        #expect(XServer.waitForExit(window.process, timeout: 20))
        #expect(window.process.terminationStatus != 0)
        #expect(window.standardError.contains("could not open a display"))
    }

    @Test("without GTK 4 the window names the Debian package to install")
    func noGTK() throws {
        var env = ProcessInfo.processInfo.environment
        env["POINTERKIT_GTK_LIBRARY"] = "libgtk-4-absent.so.1"
        let window = try WindowProgram([], environment: env)
        #expect(XServer.waitForExit(window.process, timeout: 20))
        #expect(window.process.terminationStatus != 0)
        #expect(window.standardError.contains("libgtk-4-1"))
    }

    @Test("without Pango, pointerkit still draws its frames, its text in the browser's font, and names the Debian package to install")
    func noPango() throws {
        var env = ProcessInfo.processInfo.environment
        env["POINTERKIT_PANGO_LIBRARY"] = "libpango-absent-for-the-test.so.0"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-no-pango-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = WindowProgram.pointerkit
        process.arguments = ["render", "--scene", "gallery", "-o", output.path]
        process.environment = env
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(said.contains("libpango-1.0-0") && said.contains("apt-get install"), "\(said)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains(">automatic effect</text>"), "the labels as text, drawn in the browser's own font")
    }

    @Test("with no fonts at all, pointerkit still draws its frames and their text")
    func noFonts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pointerkit-no-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let conf = dir.appendingPathComponent("fonts.conf"), output = dir.appendingPathComponent("gallery.svg")
        try #"<?xml version="1.0"?><fontconfig><dir>\#(dir.path)</dir><cachedir>\#(dir.path)</cachedir></fontconfig>"#
            .write(to: conf, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["FONTCONFIG_FILE"] = conf.path
        let process = Process()
        process.executableURL = WindowProgram.pointerkit
        process.arguments = ["render", "--scene", "gallery", "-o", output.path]
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains(">system pointer</text>"), "a label drawn in the browser's own font, measured roughly")
        #expect(svg.firstMatch(of: /y="-\d{4,}/) == nil, "every line on the page, none thrown far above it")
    }
}
