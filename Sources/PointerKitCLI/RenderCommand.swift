import ArgumentParser
import Foundation
import PointerUIKit
import PointerTesting
import PointerDemoScenes

/// `pointerkit render`: plays a scripted session over the Quilt Simulator and writes a
/// filmstrip SVG, one frame per step, each captioned with what the pointer system decided.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write a filmstrip SVG of a scripted pointer session over the Quilt Simulator."
    )

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output = "quilt-filmstrip.svg"

    func run() throws {
        let (svg, captions) = try MainActor.assumeIsolated { try QuiltFilmstrip().render() }
        try svg.write(toFile: output, atomically: true, encoding: .utf8)
        for (i, caption) in captions.enumerated() { print("frame \(i + 1): \(caption)") }
        print("wrote \(output) (\(captions.count) frames)")
    }
}

/// The scripted session behind `pointerkit render`.
@MainActor
struct QuiltFilmstrip {
    /// Plays the session and returns the filmstrip and one caption per frame.
    func render() throws -> (String, [String]) {
        let quilt = QuiltSimulator()
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 300, y: 240))
        var frames: [(String, String)] = []
        func shoot(_ caption: String) {
            trackpad.settle(0.4)
            let name = trackpad.window.currentPointerView?.accessibilityIdentifier ?? "nothing"
            frames.append((trackpad.svg, "\(caption): over \(name), effect \(trackpad.effect)"))
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
        let width = 640.0, height = 480.0, gap = 20.0, caption = 28.0
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(Double(frames.count) * (width + gap)))\" height=\"\(Int(height + caption))\">\n"
        for (i, frame) in frames.enumerated() {
            let x = Double(i) * (width + gap)
            out += "<g transform=\"translate(\(Int(x)) 0)\">\n"
            out += frame.0.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg")
            out += "<text x=\"4\" y=\"\(Int(height + 20))\" font-family=\"sans-serif\" font-size=\"14\">\(i + 1). \(frame.1)</text>\n</g>\n"
        }
        out += "</svg>\n"
        return (out, frames.map(\.1))
    }
}
