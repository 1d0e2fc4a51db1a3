import Foundation
import Testing
import PointerUIKit
import PointerTesting
import PointerDemoScenes

@Suite("The effects gallery and the Quilt's tools, as a person sees them") @MainActor
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
            #expect(mouse.svg.contains(">\(title)</tspan>"), "\(name): its label is drawn")
            let expected: PointerEffectKind = switch title {
            case "highlight", "automatic effect": .highlight
            case "lift": .lift
            case "hover": .hover
            default: .none
            }
            #expect(mouse.effect == expected, "\(name) is labelled '\(title)' and shows \(mouse.effect)")
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

    @Test("the Quilt draws its ruler, spool and their captions with the pointer elsewhere, and the ruler shows the guide")
    func quiltToolsDrawn() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try mouse.move(to: CGPoint(x: 300, y: 240))
        let layers = mouse.scene.layers
        #expect(layers.first { $0.name == "ruler bar" }?.fill?.alpha == 1, "the ruler is drawn")
        #expect(layers.filter { $0.name == "spool flange" }.count == 2, "the spool has its flanges")
        #expect(layers.first { $0.name == "ruler caption" }?.text?.lines == ["guide off"])
        #expect(layers.first { $0.name == "spool caption" }?.text?.lines == ["thread"])
        try mouse.move(to: CGPoint(x: 600, y: 440))
        try mouse.click()
        try mouse.move(to: CGPoint(x: 300, y: 240))
        #expect(mouse.scene.layers.first { $0.name == "ruler caption" }?.text?.lines == ["guide on"])
    }

    @Test("a label takes no input: clicks and the pointer reach the tile under it")
    func labelsTakeNoInput() throws {
        let gallery = EffectsGallery()
        let mouse = SimulatedPointer(.mouse, in: gallery.window, at: CGPoint(x: 630, y: 470))
        let lift = try #require(gallery.tiles["lift"])
        try mouse.move(to: CGPoint(x: lift.frame.midX, y: lift.frame.midY))
        #expect(mouse.hoveredView === lift && gallery.window.currentPointerView === lift)
    }
}
