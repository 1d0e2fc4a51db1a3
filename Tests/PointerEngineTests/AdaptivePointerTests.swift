import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// Region arbitration and style application (`AdaptivePointer.swift`), stepped without a view tree.
@Suite("Adaptive pointer: regions and styles")
struct AdaptivePointerTests {
    static let box = HostHandle(2)

    static func answer(_ rect: Rect, id: UInt = 0, local: Point, latching: PointerAxes = [], generation: Int = 0)
        -> (region: PointerRegionValue, local: Point) {
        (PointerRegionValue(interaction: box, view: box, rect: rect, identifier: id, latchingAxes: latching, generation: generation), local)
    }

    static func host() -> EmbeddedHost {
        var host = EmbeddedHost()
        host.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: nil)
        return host
    }

    @Test("moving inside the same region changes nothing; a new identifier or generation is a new region")
    func sameRegion() {
        var host = Self.host(), p = LonePointer()
        let rect = Rect(x: 0, y: 0, width: 50, height: 40)
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        #expect(p.arbitrate(Self.answer(rect, id: 1, local: Point(x: 10, y: 10)), host: &host) == .changed(exited: nil, entered: Self.answer(rect, id: 1, local: .zero).region))
        _ = p.move(to: Point(x: 120, y: 110), at: 0.01, device: .mouse, isMotion: true)
        #expect(p.arbitrate(Self.answer(rect, id: 1, local: Point(x: 20, y: 10)), host: &host) == .none)
        #expect(p.arbitrate(Self.answer(rect, id: 2, local: Point(x: 20, y: 10)), host: &host) != .none)
        #expect(p.arbitrate(Self.answer(rect, id: 2, local: Point(x: 20, y: 10), generation: 1), host: &host) != .none)
        #expect(p.arbitrate(nil, host: &host) == .changed(exited: Self.answer(rect, id: 2, local: .zero, generation: 1).region, entered: nil))
    }

    @Test("moving where no interaction is leaves the region, and the pointer follows the device at once")
    func moveOutsideRegions() {
        var host = Self.host(), p = LonePointer()
        let rect = Rect(x: 0, y: 0, width: 50, height: 40)
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        let entered = p.arbitrate(Self.answer(rect, local: Point(x: 10, y: 10)), host: &host)
        #expect(entered != .none)
        p.enter(.system, host: &host)
        let left = p.moveOutsideRegions(to: Point(x: 30, y: 40), at: 0.01, device: .mouse, isMotion: true, host: &host)
        #expect(left == .changed(exited: Self.answer(rect, local: .zero).region, entered: nil))
        p.enter(nil, host: &host)
        #expect(p.moveOutsideRegions(to: Point(x: 35, y: 45), at: 0.02, device: .mouse, isMotion: true, host: &host) == .none)
        #expect(p.centerX.value == 35 && p.centerY.value == 45, "the system pointer tracks the device exactly")
    }

    @Test("a frame says how far it stepped and whether the springs settled; no time, no step")
    func frameStep() {
        var host = Self.host(), p = LonePointer()
        _ = p.moveOutsideRegions(to: Point(x: 30, y: 40), at: 0, device: .mouse, isMotion: true, host: &host)
        let first = p.step(to: 0.5, host: &host)
        #expect(first?.seconds == 0.5 && first?.hasEffectView == false)
        #expect(p.step(to: 0.5, host: &host) == nil)
        #expect(p.step(to: 0.4, host: &host) == nil)
    }

    @Test("a region that does not contain the pointer, or is not finite, is ignored with a diagnostic")
    func badRegions() {
        var host = Self.host(), p = LonePointer()
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        #expect(p.arbitrate(Self.answer(Rect(x: 50, y: 0, width: 10, height: 10), local: Point(x: 10, y: 10)), host: &host) == .none)
        #expect(p.region == nil && p.diagnostics.last?.contains("does not contain the pointer") == true)
        #expect(p.arbitrate(Self.answer(Rect(x: .nan, y: 0, width: 10, height: 10), local: Point(x: 10, y: 10)), host: &host) == .none)
        #expect(p.diagnostics.last?.contains("not a finite rectangle") == true)
    }

    @Test("a region reaching beyond a billion points is clamped with a diagnostic, and still entered")
    func hugeRegion() {
        var host = Self.host(), p = LonePointer()
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        let change = p.arbitrate(Self.answer(Rect(x: -1e300, y: 0, width: 2e300, height: 40), local: Point(x: 10, y: 10)), host: &host)
        #expect(change != .none)
        #expect(p.region?.rect.minX == -1e9 && p.diagnostics.last?.contains("clamped") == true)
    }

    @Test("a latching region holds while the primary button is down: the host is not asked for regions")
    func latching() {
        var host = Self.host(), p = LonePointer()
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        _ = p.arbitrate(Self.answer(Rect(x: 0, y: 0, width: 100, height: 40), local: Point(x: 10, y: 10), latching: .horizontal), host: &host)
        p.primaryHeld = true
        #expect(p.move(to: Point(x: 300, y: 110), at: 0.01, device: .mouse, isMotion: true) == false, "latched: no lookup")
        p.primaryHeld = false
        #expect(p.move(to: Point(x: 301, y: 110), at: 0.02, device: .mouse, isMotion: true) == true)
    }

    @Test("the automatic effect: hover above 200 pt, lift with a background, highlight otherwise")
    func automaticRule() {
        let tuning = PointerConfiguration()
        #expect(AdaptivePointer.automaticEffect(size: Size(width: 250, height: 40), hasVisibleBackground: true, tuning: tuning) == .hover(.overlay, shadow: false, scaled: false))
        #expect(AdaptivePointer.automaticEffect(size: Size(width: 100, height: 40), hasVisibleBackground: true, tuning: tuning) == .lift)
        #expect(AdaptivePointer.automaticEffect(size: Size(width: 100, height: 40), hasVisibleBackground: false, tuning: tuning) == .highlight)
    }

    @Test("a delegate without styleFor gives the automatic effect on the whole view; a preview outside the window falls back to it")
    func notImplementedAndStrayPreview() {
        var host = Self.host(), p = LonePointer()
        _ = p.move(to: Point(x: 110, y: 110), at: 0, device: .mouse, isMotion: true)
        _ = p.arbitrate(Self.answer(Rect(x: 0, y: 0, width: 100, height: 40), local: Point(x: 10, y: 10)), host: &host)
        p.enter(.notImplemented, host: &host)
        #expect(p.effect == .highlight && p.effectView == Self.box)
        let stray = PreviewValue(view: HostHandle(99), container: HostHandle(99))
        p.enter(.effect(.lift, preview: stray, shape: nil), host: &host)
        #expect(p.effect == .lift && p.effectView == Self.box)
        #expect(p.diagnostics.last?.contains("not in the window") == true)
    }
}

extension LonePointer {
    /// A move where the host found no pointer interaction, as `PointerSystem`'s region stage
    /// makes it: the move, then the arbitration with no region (a latching region holds).
    mutating func moveOutsideRegions(to point: Point, at time: Double, device: DeviceKind?, isMotion: Bool,
                                     host: inout EmbeddedHost) -> AdaptivePointer.RegionChange {
        guard move(to: point, at: time, device: device, isMotion: isMotion) else {
            updateTargets(host: &host)
            return .none
        }
        return arbitrate(nil, host: &host)
    }
}
