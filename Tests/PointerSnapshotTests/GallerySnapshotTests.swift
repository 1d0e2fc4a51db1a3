import Foundation
import Testing
import SnapshotTesting
import PointerUIKit
import PointerTesting
import PointerDemoScenes

/// Every effect, shape and accessory of the gallery as an SVG frame, compared as text with
/// swift-snapshot-testing (`__Snapshots__/`). Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter GallerySnapshotTests`.
@Suite("Gallery snapshots") @MainActor
struct GallerySnapshotTests {
    nonisolated static let tiles = ["automatic", "system", "highlight", "lift", "hover overlay", "hover underlay", "hover shadow",
                        "vertical beam", "horizontal beam", "rounded rect", "custom path", "arrows", "hidden"]

    @Test("each gallery tile draws its effect, shape or accessory as the stored SVG", arguments: tiles)
    func tile(_ name: String) throws {
        let gallery = EffectsGallery()
        let tile = try #require(gallery.tiles[name])
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        // Aim a little off the centre so parallax shows.
        try mouse.move(to: CGPoint(x: tile.frame.midX + 12, y: tile.frame.midY + 6))
        mouse.settle()
        assertSnapshot(of: mouse.svg, as: .lines, named: name.replacingOccurrences(of: " ", with: "-"))
    }

    @Test("the Quilt Simulator's crosshair, ruler highlight and spool lift draw as stored")
    func quilt() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        for (name, point) in [("crosshair", CGPoint(x: 300, y: 240)), ("ruler", CGPoint(x: 604, y: 444)), ("spool", CGPoint(x: 596, y: 36))] {
            try mouse.move(to: point)
            mouse.settle()
            assertSnapshot(of: mouse.svg, as: .lines, named: name)
        }
    }
}
