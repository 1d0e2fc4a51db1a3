import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Style geometry (`AdaptivePointer+Springs.swift`: aiming) with the tuning (`PointerTuning.swift`).
@Suite("Adaptive pointer: style geometry")
struct AdaptivePointerTargetsTests {
    /// A world whose only box, at (100, 100) 100 × 40 inside a panel at (50, 50), has `style`.
    static func world(_ style: PointerStyleValue, device: DeviceKind = .mouse) -> EmbeddedPointer {
        var w = EmbeddedPointer()
        w.host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: style)
        return w
    }

    static let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)

    @Test("the system pointer is a circle of the tuning's diameter on the device position")
    func systemCircle() {
        var w = EmbeddedPointer()
        w.pointer.tuning.systemPointerDiameter = 30
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 30) < 0.05 && w.drawn.midX == 40 && w.drawn.midY == 50)
    }

    @Test("a highlight's shape is read in the preview's container space")
    func shapeInContainer() {
        var w = Self.world(.effect(.highlight, preview: Self.preview, shape: .roundedRect(Rect(x: 92, y: 96, width: 116, height: 48), radius: 8)))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.minX - 92) < 0.05 && abs(w.drawn.width - 116) < 0.05 && abs(w.drawn.height - 48) < 0.05)
    }

    @Test("lift hides the pointer and grows the view by 8 pt along its longer side")
    func lift() {
        var w = Self.world(.effect(.lift, preview: Self.preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(w.pointer.opacity.value < 0.01)
        #expect(abs(w.pointer.effectScale.value - 1.08) < 0.001 && w.pointer.effectShadow.value > 0.99)
    }

    @Test("a preview shown at a target moves the effect to the target's centre")
    func targetOffset() {
        let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window, targetCenter: Point(x: 300, y: 200))
        var w = Self.world(.effect(.hover(.none, shadow: false, scaled: false), preview: preview, shape: nil))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.pointer.effectDX.value - 150) < 0.05 && abs(w.pointer.effectDY.value - 80) < 0.05)
    }

    @Test("a beam is clamped to its region and held on the region's centre line along constrained axes")
    func beam() {
        var w = Self.world(.shape(.verticalBeam(length: 60), constrainedAxes: .vertical))
        w.move(to: Point(x: 130, y: 104))
        w.advance(by: 1)
        #expect(abs(w.drawn.height - 40) < 0.05, "60 pt clamped to the 40 pt region")
        #expect(abs(w.drawn.midY - 120) < 0.05 && w.drawn.midX == 130)
    }

    @Test("a hover effect's shape is in the pointer's space: centred on the pointer, it follows it")
    func hoverShapeFollowsPointer() {
        // Apple's sample builds the shape around the origin: the pointer's own position.
        var w = Self.world(.effect(.hover(.overlay, shadow: false, scaled: false), preview: Self.preview,
                                   shape: .roundedRect(Rect(x: -40, y: -10, width: 80, height: 20), radius: 4)))
        w.move(to: Point(x: 120, y: 115))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 80) < 0.05 && abs(w.drawn.height - 20) < 0.05 && w.pointer.effectTint.value > 0.99)
        #expect(w.drawn.midX == 120 && w.drawn.midY == 115, "centred on the pointer, not at the window's corner")
        w.move(to: Point(x: 170, y: 130))
        w.advance(by: 1.0 / 120)
        #expect(w.drawn.midX == 170 && w.drawn.midY == 130, "it follows the pointer at once, with no spring lag")
    }

    @Test("a shape that is not finite falls back to the system circle with a diagnostic")
    func badShape() {
        var w = Self.world(.shape(.roundedRect(Rect(x: .nan, y: 0, width: 10, height: 10), radius: 4), constrainedAxes: []))
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.width - 19) < 0.05)
        #expect(w.pointer.diagnostics.contains { $0.contains("not finite") })
    }
}

/// Springs, idle fade, finger lift and the toss (`AdaptivePointer+Springs.swift`: stepping).
@Suite("Adaptive pointer: frames, fade and toss")
struct AdaptivePointerFrameTests {
    @Test("the pointer fades after the idle delay and the springs settle")
    func idleFade() {
        var w = EmbeddedPointer()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 2.5)
        #expect(w.pointer.opacity.value > 0.99)
        w.advance(by: 1.5)
        #expect(w.pointer.opacity.value < 0.01 && w.pointer.isSettled)
    }

    @Test("time that does not advance steps nothing")
    func noTimeNoStep() {
        var w = EmbeddedPointer()
        w.move(to: Point(x: 40, y: 50))
        w.advance(by: 0.1)
        let before = w.pointer.lastFrame
        #expect(w.pointer.frame(at: before - 1, host: &w.host) == w.pointer.isSettled)
        #expect(w.pointer.lastFrame == before)
    }

    /// A pointer that moved 300 pt/s rightwards from `start` on a trackpad, finger on the pad.
    static func flicked(from start: Point, met: [Rect]) -> EmbeddedPointer {
        var w = EmbeddedPointer()
        w.host.met = met
        w.move(to: start, device: .trackpad)
        for i in 1...5 {
            w.time += 0.01
            w.move(to: Point(x: start.x + 3 * Double(i), y: start.y), device: .trackpad)
        }
        return w
    }

    @Test("a toss is drawn to the nearest known target within 60 pt of its landing, in its direction")
    func tossNearest() {
        let target = Rect(x: 200, y: 150, width: 40, height: 40)
        let w = Self.flicked(from: Point(x: 20, y: 120), met: [target])
        // Landing: 35 + 300 × 0.499 ≈ 185, 120: 15 pt left of and 30 pt above the target.
        #expect(w.pointer.tossTarget(landing: Point(x: 185, y: 120), host: w.host) == target.center)
        #expect(w.pointer.tossTarget(landing: Point(x: 185, y: 20), host: w.host) == nil, "130 pt away")
        let behind = Self.flicked(from: Point(x: 300, y: 170), met: [target])
        #expect(behind.pointer.tossTarget(landing: Point(x: 450, y: 170), host: behind.host) == nil, "behind the toss")
    }

    @Test("the finger counts as lifted after the lift interval, and the toss then sets the warp")
    func fingerLift() {
        var w = Self.flicked(from: Point(x: 20, y: 120), met: [Rect(x: 150, y: 100, width: 60, height: 40)])
        #expect(w.pointer.fingerDown)
        w.advance(by: 0.02)
        #expect(w.pointer.fingerDown && w.pointer.pendingWarp == nil)
        w.advance(by: 0.05)
        #expect(!w.pointer.fingerDown && w.pointer.pendingWarp == Point(x: 180, y: 120))
    }

    @Test("a stronger toss deceleration stops the toss short of a target the default one reaches")
    func tossDeceleration() {
        var w = Self.flicked(from: Point(x: 20, y: 120), met: [Rect(x: 150, y: 100, width: 60, height: 40)])
        w.pointer.tuning.tossDecelerationRate = 0.9  // lands about 3 pt on, not 150
        w.advance(by: 0.07)
        #expect(!w.pointer.fingerDown && w.pointer.pendingWarp == nil)
    }

    @Test("a toss that stops just past the target the pointer is on comes back to it, not to the next one")
    func tossReturnsToCurrentTarget() {
        let current = Rect(x: 0, y: 100, width: 40, height: 40), next = Rect(x: 70, y: 100, width: 40, height: 40)
        let w = Self.flicked(from: Point(x: 20, y: 120), met: [current, next])
        // From (35, 120): landing 10 pt past the current target's edge, 20 pt short of the next.
        #expect(w.pointer.tossTarget(landing: Point(x: 50, y: 120), host: w.host) == current.center)
        #expect(w.pointer.tossTarget(landing: Point(x: 65, y: 120), host: w.host) == next.center, "nearer the next one")
    }

    @Test("a mouse never tosses")
    func mouseNoToss() {
        var w = EmbeddedPointer()
        w.host.met = [Rect(x: 150, y: 100, width: 60, height: 40)]
        for i in 0...5 { w.time += 0.01; w.move(to: Point(x: 20 + 3 * Double(i), y: 120)) }
        w.advance(by: 0.2)
        #expect(w.pointer.pendingWarp == nil)
    }
}
