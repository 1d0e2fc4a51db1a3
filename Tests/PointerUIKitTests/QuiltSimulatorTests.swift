import Foundation
import Testing
import PointerUIKit
import PointerTesting
import PointerDemoScenes

@Suite("The Quilt Simulator") @MainActor
struct QuiltSimulatorTests {
    @Test("the pointer morphs onto the ruler, lifts the spool, and is a crosshair over the quilt")
    func effectsPerControl() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try mouse.move(to: CGPoint(x: 600, y: 440))
        mouse.settle()
        #expect(mouse.effect == .highlight)
        #expect(mouse.pointerFrame?.isClose(to: CGRect(x: 572, y: 412, width: 56, height: 56), tolerance: 0.1) == true,
                "the ruler's shape is outset 8 pt from its bounds")
        try mouse.move(to: CGPoint(x: 600, y: 40))
        mouse.settle()
        #expect(mouse.effect == .lift && mouse.drawnPointer == nil)
        #expect(mouse.scene.layers.first { $0.name == "spool" }?.shadow != nil)
        try mouse.move(to: CGPoint(x: 300, y: 240))
        mouse.settle()
        #expect(mouse.effect == .none)
        #expect(mouse.pointerFrame?.isClose(to: CGRect(x: 289.5, y: 229.5, width: 21, height: 21), tolerance: 0.1) == true)
    }

    @Test("two clicks make a stitch; in guide mode it is horizontal and the crosshair lands on rows")
    func stitches() throws {
        let quilt = QuiltSimulator()
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try trackpad.move(to: CGPoint(x: 100, y: 100))
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 200, y: 150))
        try trackpad.click()
        #expect(quilt.quilt.stitches.count == 1)
        try trackpad.move(to: CGPoint(x: 600, y: 440))
        try trackpad.click()
        #expect(quilt.quilt.straightLineGuide)
        try trackpad.move(to: CGPoint(x: 120, y: 107))
        trackpad.settle()
        #expect(abs(trackpad.pointerFrame!.midY - 110) < 0.1, "the crosshair rides the row's centre line")
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 400, y: 113))
        try trackpad.click()
        let stitch = try #require(quilt.quilt.stitches.last)
        #expect(stitch.0.y == stitch.1.y, "a straight stitch")
        #expect(trackpad.svg.contains("id=\"stitch\""))
    }

    @Test("clicking the spool picks the next thread colour: the spool shows it and new stitches use it")
    func spoolPicksThread() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        #expect(quilt.spoolButton.backgroundColor == QuiltSimulator.threads[0])
        try mouse.move(to: CGPoint(x: 600, y: 40))
        try mouse.click()
        #expect(quilt.spoolButton.backgroundColor == QuiltSimulator.threads[1])
        try mouse.move(to: CGPoint(x: 100, y: 100))
        try mouse.click()
        try mouse.move(to: CGPoint(x: 200, y: 100))
        try mouse.click()
        let stitch = try #require(mouse.scene.layers.last { $0.name == "stitch" })
        #expect(stitch.fill?.red == Double(QuiltSimulator.threads[1].red))
    }
}
