import ArgumentParser
import Foundation
import PointerUIKit
import PointerTesting
import PointerDemoScenes

/// `pointerkit render`: plays a scripted session over the Quilt Simulator and writes a
/// filmstrip SVG, one frame per step, each captioned with what the pointer system decided.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write a filmstrip SVG of a scripted pointer session over the Quilt Simulator or the effects gallery."
    )

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output = "filmstrip.svg"

    @Option(help: "The scene: quilt (the seed's Quilt Simulator) or gallery (every effect, shape and accessory).")
    var scene = "quilt"

    @Option(help: "A pointer configuration file (YAML or JSON; keys in PointerEvaluation's article \"Tuning how the pointer feels\") the scene's window uses.")
    var config: String?

    func validate() throws {
        guard ["quilt", "gallery"].contains(scene) else { throw ValidationError("unknown scene '\(scene)': quilt or gallery") }
    }

    func run() async throws {
        warnIfTextIsRough()
        let scene = scene
        let configuration = try loadConfiguration(config)
        let (svg, captions) = try await MainActor.run {
            scene == "gallery" ? try GalleryFilmstrip(configuration: configuration).render()
                : try QuiltFilmstrip(configuration: configuration).render()
        }
        try svg.write(toFile: output, atomically: true, encoding: .utf8)
        for (i, caption) in captions.enumerated() { print("frame \(i + 1): \(caption)") }
        print("wrote \(output) (\(captions.count) frames)")
    }
}

/// Frames laid side by side with captions, as one SVG.
@MainActor
func filmstrip(_ frames: [(svg: String, caption: String)], width: Double, height: Double) -> String {
    let gap = 20.0, caption = 28.0
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Double(frames.count) * (width + gap)))\" height=\"\(Int(height + caption))\">\n"
    for (i, frame) in frames.enumerated() {
        out += "<g transform=\"translate(\(Int(Double(i) * (width + gap))) 0)\">\n"
        out += frame.svg.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg")
        out += "<text x=\"4\" y=\"\(Int(height + 20))\" font-family=\"sans-serif\" font-size=\"14\">\(i + 1). \(frame.caption)</text>\n</g>\n"
    }
    return out + "</svg>\n"
}

/// The gallery session behind `pointerkit render --scene gallery`: one frame per tile.
@MainActor
struct GalleryFilmstrip {
    /// The pointer configuration the gallery's window uses.
    var configuration = PointerConfiguration()

    /// Visits every tile and returns the filmstrip and one caption per frame.
    func render() throws -> (String, [String]) {
        let gallery = EffectsGallery()
        gallery.window.pointerConfiguration = configuration
        let mouse = SimulatedPointer(.trackpad, in: gallery.window, at: CGPoint(x: 630, y: 470))
        var frames: [(svg: String, caption: String)] = []
        for (name, tile) in gallery.tiles.sorted(by: { ($0.value.frame.minY, $0.value.frame.minX) < ($1.value.frame.minY, $1.value.frame.minX) }) {
            try mouse.move(to: CGPoint(x: tile.frame.midX + 12, y: tile.frame.midY + 6), steps: 3)
            mouse.settle(0.4)
            frames.append((mouse.svg, "\(name): \(gallery.window.pointerActivity())"))
        }
        return (filmstrip(frames, width: 640, height: 480), frames.map(\.caption))
    }
}

/// The scripted session behind `pointerkit render`.
@MainActor
struct QuiltFilmstrip {
    /// The pointer configuration the quilt's window uses.
    var configuration = PointerConfiguration()

    /// Plays the session and returns the filmstrip and one caption per frame.
    func render() throws -> (String, [String]) {
        let quilt = QuiltSimulator()
        quilt.window.pointerConfiguration = configuration
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 300, y: 240))
        var frames: [(String, String)] = []
        func shoot(_ caption: String) {
            trackpad.settle(0.4)
            frames.append((trackpad.svg, "\(caption): \(trackpad.window.pointerActivity())"))
        }
        try trackpad.move(to: CGPoint(x: 300, y: 240), steps: 1)
        shoot("crosshair over the quilt")
        try trackpad.move(to: CGPoint(x: 600, y: 440), steps: 4)
        shoot("ruler button highlighted with its outset shape")
        try trackpad.click()
        shoot("guide mode on")
        try trackpad.move(to: CGPoint(x: 600, y: 40), steps: 4)
        shoot("spool lifted with its round shadow")
        try trackpad.move(to: CGPoint(x: 120, y: 107), steps: 4)
        shoot("crosshair riding a guide row")
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 400, y: 113), steps: 4)
        try trackpad.click()
        shoot("a straight stitch after two clicks")
        return (filmstrip(frames.map { (svg: $0.0, caption: $0.1) }, width: 640, height: 480), frames.map(\.1))
    }
}
