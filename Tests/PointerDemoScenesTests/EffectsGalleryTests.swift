import Foundation
import Testing
import PointerUIKit
import PointerTesting
import PointerDemoScenes

@Suite("The effects gallery, as a person sees it") @MainActor
struct EffectsGalleryTests {
    @Test("every tile's label is drawn, and names the effect the pointer shows over the tile")
    func labelsNameTheEffect() throws {
        let gallery = EffectsGallery()
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        #expect(gallery.names.count == 20)
        for name in gallery.names {
            let tile = try #require(gallery.tiles[name]), label = try #require(gallery.labels[name]?.text)
            try mouse.move(to: CGPoint(x: tile.frame.midX + 12, y: tile.frame.midY + 6))
            mouse.settle()
            let title = try #require(label.split(separator: "\n").first.map(String.init))
            #expect(mouse.svg.contains("aria-label=\"\(title)\""), "\(name): its label is drawn")
            let expected = switch title {
            case "highlight", "automatic effect": "highlight"
            case "lift": "lift"
            case "hover": "hover"
            default: "none"
            }
            #expect(mouse.effect.name == expected, "\(name) is labelled '\(title)' and shows \(mouse.effect)")
        }
    }

    @Test("the gallery covers every effect, shape, tint, option, accessory and constrained axis")
    func coversEverything() throws {
        let gallery = EffectsGallery()
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        var said: [String] = []
        for name in gallery.names {
            let tile = try #require(gallery.tiles[name])
            try mouse.move(to: CGPoint(x: tile.frame.midX, y: tile.frame.midY))
            said.append(gallery.window.pointerActivity())
        }
        let all = said.joined(separator: "; ")
        for words in ["highlight (automatic)", "highlight on", "lift on", "hover on", "tint overlay", "tint underlay", "no tint",
                      "shadow", "not scaled", ", scaled", "shaped as a rounded rect", "rounded rect on", "custom path on",
                      "vertical beam on", "horizontal beam on", "constrained vertically", "constrained horizontally",
                      "constrained on both axes", "2 accessories", "4 accessories", "hidden on", "system pointer on"] {
            #expect(all.contains(words), "no tile shows '\(words)': \(all)")
        }
    }

    @Test("a label takes no input: clicks and the pointer reach the tile under it")
    func labelsTakeNoInput() throws {
        let gallery = EffectsGallery()
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        let lift = try #require(gallery.tiles["lift"])
        try mouse.move(to: CGPoint(x: lift.frame.midX, y: lift.frame.midY))
        #expect(mouse.hoveredView === lift && gallery.window.currentPointerView === lift)
    }

    @Test("the tiles stand in a grid of rows of five, in the order of their names, none overlapping, all in the window")
    func grid() throws {
        let gallery = EffectsGallery()
        let frames = try gallery.names.map { try #require(gallery.tiles[$0]).frame }
        let rows = Dictionary(grouping: frames, by: \.minY)
        #expect(rows.count == 4 && rows.values.allSatisfy { $0.count == 5 })
        #expect(frames == frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }, "laid out row by row")
        for (i, a) in frames.enumerated() {
            #expect(gallery.window.bounds.contains(a))
            for b in frames[(i + 1)...] { #expect(!a.intersects(b)) }
        }
    }

    @Test("each gallery tile can be found by its name and carries its label, two or three lines, inside it")
    func tilesCarryTheirNames() throws {
        let gallery = EffectsGallery()
        #expect(Set(gallery.names).count == gallery.names.count, "no two tiles share a name")
        for name in gallery.names {
            let tile = try #require(gallery.tiles[name])
            #expect(gallery.window.view(identifiedBy: name) === tile)
            let label = try #require(gallery.labels[name])
            #expect(label.superview === tile && tile.bounds.contains(label.frame))
            let lines = label.text?.split(separator: "\n") ?? []
            #expect((2...3).contains(lines.count), "\(name): \(lines)")
        }
    }

    @Test("the beams are beams: the vertical one is tall and thin, the horizontal one wide and flat; the hidden tile draws no pointer")
    func beamsAndHidden() throws {
        let gallery = EffectsGallery()
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        func pointer(over name: String) throws -> CGRect? {
            let tile = try #require(gallery.tiles[name])
            try mouse.move(to: CGPoint(x: tile.frame.midX, y: tile.frame.midY + 20))
            mouse.settle()
            return mouse.pointerFrame
        }
        let vertical = try #require(try pointer(over: "vertical beam"))
        #expect(vertical.height > 4 * vertical.width)
        let horizontal = try #require(try pointer(over: "horizontal beam"))
        #expect(horizontal.width > 4 * horizontal.height)
        #expect(try pointer(over: "hidden") == nil)
        #expect(try pointer(over: "system") != nil)
    }
}
