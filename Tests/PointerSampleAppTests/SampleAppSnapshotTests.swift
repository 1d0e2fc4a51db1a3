import Foundation
import Testing
import SnapshotTesting
@testable import PointerSampleApp
import PointerUIKit
import PointerTesting
import PointerSVG

/// The sample app's frame as SVG, compared as text with swift-snapshot-testing. Re-record after
/// an intended change with `SNAPSHOT_TESTING_RECORD=all swift test --filter SampleAppSnapshotTests`.
@MainActor
@Suite("The Swatches sample app's frames", .serialized)
struct SampleAppSnapshotTests {
    @Test("the palette draws as stored, with a swatch lifted under the pointer and a stroke on the canvas")
    func palette() throws {
        let app = try Launched()
        defer { app.close() }
        try app.mouse.move(to: app.canvasPoint(200, 300))
        try app.mouse.press()
        try app.mouse.move(to: app.canvasPoint(320, 360), steps: 6)
        try app.mouse.release()
        let teal = try #require(app.cell("Teal"))
        try app.mouse.move(to: app.center(teal.chip), steps: 4)
        app.mouse.settle()
        let svg = app.mouse.svg
        try? FileManager.default.createDirectory(atPath: ".build/sample-artifacts", withIntermediateDirectories: true)
        try? svg.write(toFile: ".build/sample-artifacts/palette.svg", atomically: true, encoding: .utf8)
        assertSnapshot(of: PointerSVG.withoutGlyphOutlines(svg), as: .lines, named: "palette")
    }

    @Test("in the dark appearance the palette turns dark: black canvas, dark grouped background, chips bordered in the dark separator")
    func paletteDark() throws {
        let app = try Launched()
        defer { app.close() }
        app.window.hostUserInterfaceStyle = .dark
        let teal = try #require(app.cell("Teal"))
        try app.mouse.move(to: app.center(teal.chip), steps: 4)
        app.mouse.settle()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(app.palette.canvas.traitCollection.userInterfaceStyle == .dark)
        #expect(teal.chip.layer.borderColor == UIColor.separator.resolvedColor(with: dark).cgColor)
        #expect(app.palette.canvas.layer.borderColor == UIColor.separator.resolvedColor(with: dark).cgColor)
        let svg = app.mouse.svg
        #expect(svg.contains("fill=\"#000000\""), "the canvas's systemBackground is black")
        #expect(svg.contains("fill=\"#1c1c1e\""), "the collection's secondarySystemGroupedBackground is dark grey")
        try? svg.write(toFile: ".build/sample-artifacts/palette-dark.svg", atomically: true, encoding: .utf8)
        assertSnapshot(of: PointerSVG.withoutGlyphOutlines(svg), as: .lines, named: "palette-dark")
    }
}
