import Foundation
import Testing

/// Typing into the Notes app in `pointerkit window` on a virtual X server, as people with
/// other keyboards and languages type: dead keys through GTK's input method, letters of French
/// and Israeli keyboards, Hangul, a composition the focus leaves, and the desktop's clipboard.
///
/// Debian 12's Xvfb keeps its US keymap for XTest's keyboard whatever `setxkbmap` sets, so the
/// keys a French or Israeli layout has arrive as xdotool sends keysyms the US map lacks: on a
/// spare key code bound for the moment, whose keyval (é, ש, dead acute) GTK reads as it reads a
/// real layout's. Each such key is sent with a 300 ms delay, so that GTK reads it while it is
/// bound. The layouts themselves are tested through xkbcommon (`SimulatedKeyboardTests`).
@Suite("Typing in the native window under Xvfb", .serialized)
struct WindowTypingXvfbTests {
    func state(_ frame: [String: Any]) -> [String: Any] { frame["state"] as? [String: Any] ?? [:] }
    func text(_ frame: [String: Any]) -> String { state(frame)["text"] as? String ?? "" }

    /// The Notes app with its first note open and the caret at the start of its text; GTK's
    /// simple input method (no IBus) unless `environment` names another, so the results do not
    /// depend on the machine's desktop.
    func notesWithCaretAtStart(_ server: XServer, environment given: [String: String]? = nil) throws -> (WindowProgram, Int, String) {
        var environment = given ?? server.environment
        if given == nil { environment["GTK_IM_MODULE"] = "gtk-im-context-simple" }
        let window = try WindowProgram(["--scene", "app:Notes"], environment: environment)
        let (_, first) = try window.waitForFrame(timeout: 15, "the app's first frame") { _ in true }
        let origin = first["origin"] as? [Double] ?? [0, 0]
        let id = try server.xdotool("search", "--sync", "--name", "PointerKit").split(separator: "\n").first.map(String.init) ?? ""
        try server.xdotool("windowfocus", "--sync", id)
        func move(_ x: Double, _ y: Double) throws {
            try server.xdotool("mousemove", "--window", id, String(Int(origin[0] + x)), String(Int(origin[1] + y)))
        }
        try move(160, 60 + 22)
        try server.xdotool("click", "1")
        try move(322, 80)  // the editor's first line, at its left end (right of the 320 pt sidebar)
        try server.xdotool("click", "1")
        let (index, frame) = try window.waitForFrame(after: 1, "the caret at the note's start") { state($0)["caretOffset"] as? Int == 0 }
        return (window, index, id == "" ? "" : text(frame))
    }

    @Test("dead acute then e types é, and Hangul and accented letters no key of the layout has are typed as text",
          .timeLimit(.minutes(1)))
    func deadKeysAndText() throws {
        let server = try XServer()
        defer { server.stop() }
        let (window, start, before) = try notesWithCaretAtStart(server)
        defer { window.stop() }
        try server.xdotool("key", "--delay", "300", "dead_acute", "e")
        let (typed, _) = try window.waitForFrame(after: start, "é typed through the dead key") { text($0).hasPrefix("é") }
        // Characters the layout has no key for: xdotool binds each to a spare key code for a
        // moment; GTK must read the key while it is bound (a longer delay than its 12 ms).
        try server.xdotool("type", "--delay", "300", "한글 café ")
        let (_, last) = try window.waitForFrame(after: typed, "Hangul and café typed") { text($0).hasPrefix("é한글 café ") }
        #expect(text(last) == String(("é한글 café " + before).utf16.prefix(256)) ?? "", "nothing else changed in the note")
        #expect(!window.standardError.contains("dropped"), "no key was dropped: \(window.standardError)")
        let latencies = window.frames[start...].compactMap { $0["latencyMs"] as? Double }.sorted()
        if !latencies.isEmpty {
            print("window key-to-frame latency under Xvfb: \(latencies.count) frames, p50 \(latencies[latencies.count / 2]) ms, max \(latencies.last!) ms")
        }
    }

    @Test("a Korean syllable composed in the native window commits into the note: IBus's Hangul engine shows 하 and 한 underlined, then a space commits 한",
          .timeLimit(.minutes(1)))
    func koreanThroughIBus() throws {
        let server = try XServer()
        defer { server.stop() }
        let ime = try InputMethodDaemon(server: server)
        defer { ime.stop() }
        let (window, start, before) = try notesWithCaretAtStart(server, environment: ime.environment)
        defer { window.stop() }
        // The two-set keyboard: g is ㅎ, k is ㅏ, s is ㄴ.
        try server.xdotool("key", "--delay", "100", "g", "k")
        let (composing, shown) = try window.waitForFrame(after: start, "하 being composed") { state($0)["marked"] as? String == "하" }
        #expect(text(shown).hasPrefix("하" + before.prefix(4)), "the composition sits in the text at the caret")
        try server.xdotool("key", "s")
        let (grown, _) = try window.waitForFrame(after: composing, "한 being composed") { state($0)["marked"] as? String == "한" }
        try server.xdotool("key", "space")
        let (_, committed) = try window.waitForFrame(after: grown, "한 committed and a space typed") {
            state($0)["marked"] == nil && text($0).hasPrefix("한 ")
        }
        #expect(text(committed) == String(("한 " + before).utf16.prefix(256)) ?? "", "nothing else changed in the note")
        #expect(state(committed)["caretOffset"] as? Int == 2)
        #expect(!window.standardError.contains("dropped"), "no key was dropped: \(window.standardError)")
    }

    @Test("a French keyboard's é key types é between two letters, each key pressed and released",
          .timeLimit(.minutes(1)))
    func frenchKey() throws {
        let server = try XServer()
        defer { server.stop() }
        let (window, start, _) = try notesWithCaretAtStart(server)
        defer { window.stop() }
        try server.xdotool("key", "--delay", "300", "a", "eacute", "z")
        // Each key went down and came up again: a frame shows the text with no key held.
        _ = try window.waitForFrame(after: start, "aéz typed, no key held") { text($0).hasPrefix("aéz") && state($0)["keysDown"] as? Int == 0 }
    }

    @Test("a dead key's composition shows as marked text, and the window losing the focus does not leave it half-open",
          .timeLimit(.minutes(1)))
    func focusLossMidComposition() throws {
        let server = try XServer()
        defer { server.stop() }
        let (window, start, _) = try notesWithCaretAtStart(server)
        defer { window.stop() }
        try server.xdotool("key", "--delay", "300", "dead_circumflex")
        let (composing, _) = try window.waitForFrame(after: start, "the dead key's composition") { state($0)["marked"] != nil }
        // The pointer out of the window first: with it inside, X11 hands the window the focus back.
        try server.xdotool("mousemove", "1000", "900")
        let root = try server.xdotool("search", "--maxdepth", "0", "--name", "").split(separator: "\n").first.map(String.init) ?? ""
        try server.xdotool("windowfocus", root)
        let (_, after) = try window.waitForFrame(after: composing, "the composition ended") { state($0)["marked"] == nil }
        #expect(state(after)["marked"] == nil)
    }

    @Test("an Israeli keyboard's letters type Hebrew into the note, the caret after them",
          .timeLimit(.minutes(1)))
    func hebrewKeys() throws {
        let server = try XServer()
        defer { server.stop() }
        let (window, start, _) = try notesWithCaretAtStart(server)
        defer { window.stop() }
        try server.xdotool("key", "--delay", "300", "hebrew_shin", "hebrew_lamed", "hebrew_waw", "hebrew_finalmem", "space")
        let (_, frame) = try window.waitForFrame(after: start, "שלום typed, no key held") {
            text($0).hasPrefix("שלום Welcome") && state($0)["keysDown"] as? Int == 0
        }
        #expect(state(frame)["caretOffset"] as? Int == 5)
        #expect(!window.standardError.contains("dropped"), "no key was dropped: \(window.standardError)")
    }

    @Test("text copied in the note reaches the desktop's clipboard, and what another program copied pastes with Ctrl+V and ⌘V",
          .timeLimit(.minutes(1)))
    func desktopClipboard() throws {
        let server = try XServer()
        defer { server.stop() }
        let (window, start, _) = try notesWithCaretAtStart(server)
        defer { window.stop() }
        try server.xdotool("key", "shift+End")
        let (selected, _) = try window.waitForFrame(after: start, "the first line selected") { state($0)["caretOffset"] as? Int ?? 0 > 10 }
        try server.xdotool("key", "ctrl+c")
        var copied = ""
        for _ in 0..<50 where !copied.hasPrefix("Welcome to Notes") {
            copied = (try? server.clipboardText()) ?? ""
            usleep(100_000)
        }
        #expect(copied.hasPrefix("Welcome to Notes"), "the desktop's clipboard has the note's first line: \(copied)")
        let owner = try server.ownClipboard("안녕 שלום ")
        defer { owner.terminate() }
        try server.xdotool("key", "Home")
        try server.xdotool("key", "ctrl+v")
        let (pasted, _) = try window.waitForFrame(after: selected, "Ctrl+V pasted") { text($0).hasPrefix("안녕 שלום Welcome") }
        try server.xdotool("key", "super+v")
        _ = try window.waitForFrame(after: pasted, "⌘V pasted the same") { text($0).hasPrefix("안녕 שלום 안녕 שלום Welcome") }
        #expect(!window.standardError.contains("dropped"), "no key was dropped: \(window.standardError)")
    }
}
