import Foundation
import Testing
import PointerUIKit
import PointerTesting
import PointerDemoScenes

@Suite("The Quilt Simulator's tools, as a person sees them") @MainActor
struct QuiltSimulatorToolsTests {
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

    @Test("clicking the ruler's drawn bar toggles the guide: the bar changes colour, the caption says so, and a second click undoes it")
    func rulerToggles() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        let wood = quilt.rulerBar.backgroundColor
        try mouse.move(to: CGPoint(x: 600, y: 440))
        #expect(mouse.hoveredView === quilt.rulerButton, "the bar is drawing only: the button is under the pointer")
        try mouse.click()
        #expect(quilt.quilt.straightLineGuide && quilt.rulerCaption.text == "guide on")
        #expect(quilt.rulerBar.backgroundColor != wood)
        try mouse.click()
        #expect(!quilt.quilt.straightLineGuide && quilt.rulerCaption.text == "guide off")
        #expect(quilt.rulerBar.backgroundColor == wood)
    }

    @Test("the spool's flanges take no input: the pointer over a flange lifts the spool")
    func flangesTakeNoInput() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try mouse.move(to: CGPoint(x: 600, y: 22))
        mouse.settle()
        #expect(mouse.hoveredView === quilt.spoolButton)
        #expect(mouse.effect == .lift)
        #expect(quilt.spoolCaption.text == "thread")
    }
}
