import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerInput
import PointerEngine
import PointerRender

/// iPadOS's Settings › Accessibility › Pointer Control, as `PointerConfiguration` values.
@Suite("Pointer Control: the accessibility settings of the pointer") @MainActor
struct PointerControlTests {
    @Test("a larger pointer size draws a larger circle")
    func pointerSize() throws {
        let s = PointerFixture()
        s.window.pointerConfiguration[.systemPointerDiameter] = 38
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        s.mouse.settle()
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 31, y: 41, width: 38, height: 38)) == true)
    }

    @Test("a coloured border of the chosen width is drawn around the pointer, and none at width 0")
    func colouredBorder() throws {
        let s = PointerFixture()
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        #expect(s.mouse.scene.pointer?.border == nil, "no border by default")
        s.window.pointerConfiguration = try s.window.pointerConfiguration.applying(["pointerBorderColor": 0xFF3B30, "pointerBorderWidth": 3])
        let border = try #require(s.mouse.scene.pointer?.border)
        #expect(border.width == 3)
        #expect(border.color == PointerScene.Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    }

    @Test("increase contrast draws the pointer darker and nearly opaque")
    func increaseContrast() throws {
        let s = PointerFixture()
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        let normal = try #require(s.mouse.scene.pointer?.fill)
        s.window.pointerConfiguration.increasesContrast = true
        let contrast = try #require(s.mouse.scene.pointer?.fill)
        #expect(contrast.alpha > normal.alpha && contrast.red < normal.red)
    }

    @Test("with automatic hiding off the pointer stays shown however long it is still")
    func automaticHidingOff() throws {
        let s = PointerFixture()
        s.window.pointerConfiguration.automaticallyHidesPointer = false
        try s.mouse.move(to: CGPoint(x: 50, y: 60))
        s.mouse.advance(by: 30)
        #expect((s.mouse.drawnPointer?.opacity ?? 0) > 0.99)
    }

    @Test("with pointer animations off the pointer stays a circle over a highlighted button, which is tinted instead")
    func animationsOff() throws {
        let s = PointerFixture()
        s.window.pointerConfiguration.pointerAnimations = false
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.advance(by: 1 / 60)
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 140.5, y: 110.5, width: 19, height: 19)) == true, "no morph")
        s.mouse.settle()
        let button = try #require(s.mouse.scene.layers.first { $0.name == "button" })
        #expect(button.overlay != nil, "the button shows it is targeted")
        #expect(s.mouse.drawnPointer != nil, "the pointer stays visible")
    }

    @Test("with pointer animations off a text beam is taken at once, not on a spring")
    func beamAtOnce() throws {
        let s = PointerFixture()
        s.window.pointerConfiguration.pointerAnimations = false
        s.delegate.styleFor = { _ in UIPointerStyle(shape: .verticalBeam(length: 20)) }
        try s.mouse.move(to: CGPoint(x: 150, y: 120))
        s.mouse.advance(by: 1 / 60)
        let frame = try #require(s.mouse.pointerFrame)
        #expect(abs(frame.height - 20) < 0.01 && abs(frame.width - 2) < 0.01)
    }

    @Test("with trackpad inertia off a tossed pointer stops where the finger lifted")
    func inertiaOff() throws {
        func toss(inertia: Bool) throws -> CGFloat {
            let s = PointerFixture(device: .trackpad)
            s.window.pointerConfiguration.trackpadInertia = inertia
            s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
            try s.mouse.move(to: CGPoint(x: 150, y: 120))   // the pointer meets the button's region
            try s.mouse.move(to: CGPoint(x: 5, y: 120))
            s.mouse.advance(by: 0.2)
            let t = s.mouse.now
            for i in 1...5 { try s.mouse.send(.motion(delta: .init(x: 3, y: 0), unaccelerated: .init(x: 3, y: 0)), at: t + Double(i) * 0.01) }
            s.mouse.advance(by: 0.2)
            return s.mouse.location.x
        }
        #expect(abs(try toss(inertia: true) - 150) < 0.01, "with inertia the toss lands on the button")
        #expect(abs(try toss(inertia: false) - 20) < 0.01, "without, the pointer stays where the finger lifted")
    }

    @Test("a faster scrolling speed scrolls the trackpad's content further for the same finger travel")
    func scrollingSpeed() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 5000)
        window.addSubview(scroll)
        window.pointerConfiguration.scrollingSpeed = 2
        let pad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 100, y: 100))
        try pad.scroll(by: CGVector(dx: 0, dy: 60), steps: 4, lift: false)
        #expect(scroll.contentOffset.y == 120)
    }

    @Test("Pointer Control's settings are configuration keys: switches take 0 or 1, the colour 0xRRGGBB, and a bad value changes nothing")
    func keys() throws {
        var c = PointerConfiguration()
        c = try c.applying(["increaseContrast": 1, "pointerAnimations": 0, "trackpadInertia": 0, "automaticallyHide": 0, "scrollingSpeed": 1.5])
        #expect(c.increasesContrast && !c.pointerAnimations && !c.trackpadInertia && !c.automaticallyHidesPointer && c.scrollingSpeed == 1.5)
        #expect(throws: PointerConfigurationError.outOfRange(.pointerAnimations, 0.5)) { try c.applying(["pointerAnimations": 0.5]) }
        #expect(throws: PointerConfigurationError.outOfRange(.pointerBorderColor, 1.5)) { try c.applying(["pointerBorderColor": 1.5]) }
        #expect(throws: PointerConfigurationError.outOfRange(.scrollingSpeed, 0)) { try c.applying(["scrollingSpeed": 0]) }
        #expect(throws: PointerConfigurationError.self) { try c.applying(["pointerBorderWidth": .nan]) }
        #expect(c[.pointerBorderColor] == 0x007AFF, "system blue by default")
        #expect(PointerConfigurationKey.pointerBorderColor.rangeText == "0x000000…0xFFFFFF")
    }
}
