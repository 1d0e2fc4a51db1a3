import Foundation
import Testing
import SnapshotTesting
import PointerUIKit
import PointerTesting
import PointerDemoScenes
import PointerSVG

/// Every effect, shape and accessory of the gallery as an SVG frame, compared as text with
/// swift-snapshot-testing (`__Snapshots__/`). Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter GallerySnapshotTests`.
@Suite("Gallery snapshots") @MainActor
struct GallerySnapshotTests {
    nonisolated static let tiles = ["automatic", "system", "highlight", "lift", "highlight shape",
                                    "hover overlay", "hover underlay", "hover shadow", "hover scale", "hover shape",
                                    "vertical beam", "horizontal beam", "free beam", "rounded rect", "custom path",
                                    "arrows", "four arrows", "constrained both", "lift shadow path", "hidden"]

    @Test("each gallery tile draws its effect, shape or accessory as the stored SVG", arguments: tiles)
    func tile(_ name: String) throws {
        let gallery = EffectsGallery()
        let tile = try #require(gallery.tiles[name])
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        // Aim a little off the centre so parallax shows.
        try mouse.move(to: CGPoint(x: tile.frame.midX + 12, y: tile.frame.midY + 6))
        mouse.settle()
        assertSnapshot(of: PointerSVG.withoutGlyphOutlines(mouse.svg), as: .lines, named: name.replacingOccurrences(of: " ", with: "-"))
    }

    @Test("the stored snapshots cover every tile of the gallery, in its order")
    func coversEveryTile() {
        #expect(EffectsGallery().names == Self.tiles)
    }

    @Test("the Quilt Simulator's crosshair, ruler highlight and spool lift draw as stored")
    func quilt() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        for (name, point) in [("crosshair", CGPoint(x: 300, y: 240)), ("ruler", CGPoint(x: 604, y: 444)), ("spool", CGPoint(x: 596, y: 36))] {
            try mouse.move(to: point)
            mouse.settle()
            assertSnapshot(of: PointerSVG.withoutGlyphOutlines(mouse.svg), as: .lines, named: name)
        }
    }
}
