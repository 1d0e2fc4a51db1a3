import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Each `PointerConfiguration` value changes what the person sees (`PointerConfiguration.swift`).
@Suite("Pointer tuning")
struct PointerConfigurationTests {
    static let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)

    /// A world with one highlighted 100 × 40 button at (100, 100), tuned by `tune`.
    static func world(_ tune: (inout PointerConfiguration) -> Void = { _ in }) -> PlainPointerWindow {
        var w = PlainPointerWindow()
        tune(&w.pointer.tuning)
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: .effect(.highlight, preview: preview, shape: nil))
        return w
    }

    @Test("a longer idle delay keeps a still pointer shown longer")
    func idleDelay() {
        var standard = Self.world(), patient = Self.world { $0.idleFadeDelay = 10 }
        standard.move(to: Point(x: 40, y: 50)); standard.advance(by: 5)
        patient.move(to: Point(x: 40, y: 50)); patient.advance(by: 5)
        #expect(standard.pointer.opacity.value < 0.01, "the default 3 s delay has passed")
        #expect(patient.pointer.opacity.value > 0.99, "10 s have not")
    }

    @Test("more parallax moves the platter further with the pointer, up to the maximum")
    func parallax() {
        var w = Self.world { $0.parallaxFactor = 0.2; $0.maximumParallax = 6 }
        w.move(to: Point(x: 170, y: 120))   // 20 pt right of the button's centre: 4 pt
        w.advance(by: 1)
        #expect(abs(w.drawn.midX - 154) < 0.05)
        w.move(to: Point(x: 195, y: 120))   // 45 pt: 9 pt, held at 6 pt
        w.advance(by: 1)
        #expect(abs(w.drawn.midX - 156) < 0.05)
    }

    @Test("a larger magnet radius lets a toss reach a farther target")
    func magnetRadius() {
        let target = Rect(x: 200, y: 150, width: 40, height: 40)
        var w = AdaptivePointerFrameTests.flicked(from: Point(x: 20, y: 120), met: [target])
        let landing = Point(x: 185, y: 60)   // 90 pt above the target
        #expect(w.tossTarget(landing: landing) == nil)
        w.pointer.tuning.magnetRadius = 100
        #expect(w.tossTarget(landing: landing) == target.center)
    }

    @Test("a toss takes the finger's speed at the end of the motion: a slowing final approach tosses slower, and a longer window remembers the fast start")
    func tossVelocityWindow() {
        // 600 pt/s for 0.1 s, then 120 pt/s for the last 0.05 s before the lift.
        var w = PlainPointerWindow()
        var x = 20.0
        w.move(to: Point(x: x, y: 100), device: .trackpad)
        for i in 1...15 {
            w.time += 0.01
            x += i <= 10 ? 6 : 1.2
            w.move(to: Point(x: x, y: 100), device: .trackpad)
        }
        #expect(abs(w.pointer.velocity.x - 120) < 1, "the default 0.05 s sees only the slow end")
        w.pointer.tuning.tossVelocityWindow = 0.1
        #expect(w.pointer.velocity.x > 300, "0.1 s reaches back into the fast part")
    }

    @Test("a longer finger-lift interval waits longer before the toss")
    func fingerLiftInterval() {
        var w = AdaptivePointerFrameTests.flicked(from: Point(x: 20, y: 120), met: [Rect(x: 150, y: 100, width: 60, height: 40)])
        w.pointer.tuning.fingerLiftInterval = 0.2
        w.advance(by: 0.1)
        #expect(w.pointer.fingerDown && w.deviceMoves.isEmpty)
        w.advance(by: 0.15)
        #expect(!w.pointer.fingerDown && !w.deviceMoves.isEmpty)
    }

    @Test("lift growth sets how much a lifted view grows")
    func liftGrowth() {
        var w = PlainPointerWindow()
        w.pointer.tuning.liftGrowth = 20
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: .effect(.lift, preview: Self.preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.pointer.effectScale.value - 1.2) < 0.001, "100 pt grows by 20 pt")
    }

    @Test("a softer spring takes longer to morph onto the button")
    func spring() {
        var quick = Self.world(), slow = Self.world { $0.spring = Spring(response: 1, dampingRatio: 1) }
        quick.move(to: Point(x: 150, y: 120)); slow.move(to: Point(x: 150, y: 120))
        quick.advance(by: 0.3); slow.advance(by: 0.3)
        #expect(abs(quick.drawn.width - 100) < 5, "0.25 s response: nearly there")
        #expect(slow.drawn.width < 80, "1 s response: still growing from 19 pt")
    }

    @Test("the automatic effect's large-view side decides which views hover instead of lifting")
    func automaticSide() {
        var tuning = PointerConfiguration()
        let big = Size(width: 300, height: 100)
        #expect(AdaptivePointer.automaticEffect(size: big, hasVisibleBackground: true, tuning: tuning) == .hover(.overlay, shadow: false, scaled: false))
        tuning.automaticLargeViewSide = 400
        #expect(AdaptivePointer.automaticEffect(size: big, hasVisibleBackground: true, tuning: tuning) == .lift)
    }
}

/// The effect constants a designer tunes.
@Suite("Pointer tuning: effect constants")
struct PointerConfigurationConstantsTests {
    @Test("a thicker beam tuning draws a thicker text beam")
    func beamThickness() {
        var w = PlainPointerWindow()
        w.pointer.tuning.beamThickness = 4
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: .shape(.verticalBeam(length: 20), constrainedAxes: []))
        w.move(to: Point(x: 130, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 4) < 0.05 && abs(w.pointer.radius.value - 2) < 0.05)
    }

    @Test("the default corner radius rounds a highlight platter given no shape")
    func cornerRadius() {
        var w = PlainPointerWindow()
        w.pointer.tuning.defaultCornerRadius = 14
        let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: .effect(.highlight, preview: preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.pointer.radius.value - 14) < 0.05)
    }
}
