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

    @Test("two fingers pan the quilt inside its viewport, and the fabric outside the viewport is not drawn")
    func twoFingersPanTheQuilt() throws {
        let quilt = QuiltSimulator()
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try trackpad.scroll(by: CGVector(dx: 120, dy: 80), lift: false)
        let offset = quilt.patchwork.contentOffset
        #expect(offset == CGPoint(x: 120, y: 80), "the fabric follows the fingers")
        trackpad.advance(by: 0.2)
        try trackpad.send(.fingerScroll(delta: .zero))   // a still lift: no momentum
        trackpad.settle()
        #expect(quilt.patchwork.contentOffset == offset)
        let drawn = try #require(trackpad.scene.layers.first { $0.name == "quilt" })
        #expect(drawn.clip.map { [$0.minX, $0.minY, $0.width, $0.height] } == [20, 20, 540, 440], "the fabric is clipped to the viewport")
        #expect(trackpad.svg.contains("clip-path=\"url(#clip0)\""))
        // A click lands where the fabric now is under the pointer.
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 400, y: 240))
        try trackpad.click()
        let stitch = try #require(quilt.quilt.stitches.last)
        #expect(abs(stitch.0.x - (280 + offset.x)) < 0.5 && abs(stitch.0.y - (220 + offset.y)) < 0.5)
    }

    @Test("a pinch zooms the quilt about the fingers: stitches grow with it and the crosshair keeps its size")
    func pinchZoomsTheQuilt() throws {
        let quilt = QuiltSimulator()
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 120, y: 120))
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 220, y: 120))
        try trackpad.click()
        try trackpad.move(to: CGPoint(x: 120, y: 120))
        try trackpad.pinch(to: 2)
        trackpad.settle()
        #expect(abs(quilt.patchwork.zoomScale - 2) < 0.01)
        let stitch = try #require(trackpad.scene.layers.first { $0.name == "stitch" })
        #expect(abs(stitch.frame.width - 200) < 1, "a 100 pt stitch is drawn 200 pt long at 2×")
        #expect(abs(stitch.frame.minX - 120) < 1, "the point under the fingers stays put")
        #expect(trackpad.pointerFrame.map { abs($0.width - 21) < 0.1 } == true, "the crosshair is not scaled")
        try trackpad.pinch(to: 0.1)
        #expect(abs(quilt.patchwork.zoomScale - 540.0 / 810) < 0.01, "zooming out stops where the width fits")
    }

    @Test("a trackpad flick into the quilt's edge bounces back at once instead of drifting past it")
    func flickBouncesAtTheEdge() throws {
        let quilt = QuiltSimulator()
        let trackpad = SimulatedPointer(.trackpad, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 200), steps: 4)   // fast: momentum follows the lift
        var furthest: CGFloat = 0
        for _ in 0..<60 {   // half a second
            trackpad.advance(by: 1.0 / 120)
            furthest = max(furthest, quilt.patchwork.contentOffset.y)
        }
        #expect(furthest > 220, "the momentum carries the fabric past its bottom edge (220)")
        #expect(furthest < 220 + 60, "but only a little")
        #expect(abs(quilt.patchwork.contentOffset.y - 220) < 0.5, "and within half a second it is back at the edge")
    }

    @Test("the first click marks where a stitch starts; nothing is sewn until the second")
    func stitchInProgress() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 120, y: 130))
        try mouse.click()
        #expect(quilt.quilt.stitchStart == CGPoint(x: 100, y: 110), "in the quilt's own coordinates")
        #expect(quilt.quilt.stitches.isEmpty && !mouse.scene.layers.contains { $0.name == "stitch" })
        try mouse.move(to: CGPoint(x: 160, y: 130))
        try mouse.click()
        #expect(quilt.quilt.stitchStart == nil && quilt.quilt.stitches.count == 1)
    }

    @Test("in guide mode each row of the quilt is a pointer region of its own; without it the quilt is one region")
    func rowsAreRegions() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 300, y: 240))
        try mouse.move(to: CGPoint(x: 300, y: 245))
        #expect(mouse.region?.rect == quilt.quilt.bounds)
        quilt.quilt.straightLineGuide = true
        try mouse.move(to: CGPoint(x: 301, y: 245))
        let row = try #require(mouse.region)
        #expect(row.rect == CGRect(x: 0, y: 220, width: 810, height: 20), "the row holding quilt y = 225")
        #expect(row.identifier == AnyHashable(11))
        try mouse.move(to: CGPoint(x: 301, y: 265))
        #expect(mouse.region?.identifier == AnyHashable(12))
    }

    @Test("the spool offers its four threads in turn, then the first again")
    func threadsCycle() throws {
        let quilt = QuiltSimulator()
        let mouse = SimulatedPointer(.mouse, in: quilt.window, at: CGPoint(x: 600, y: 40))
        var seen: [UIColor?] = []
        for _ in 0..<4 {
            try mouse.click()
            seen.append(quilt.quilt.threadColor)
            mouse.advance(by: 0.5)
        }
        #expect(seen == [1, 2, 3, 0].map { QuiltSimulator.threads[$0] })
        #expect(quilt.spoolButton.backgroundColor == QuiltSimulator.threads[0])
    }
}
