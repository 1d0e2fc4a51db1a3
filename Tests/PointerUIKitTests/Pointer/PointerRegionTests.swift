import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting
import PointerInput

/// A window 400 × 300 with a 100 × 40 button at (100, 100) carrying a pointer interaction.
@MainActor struct PointerFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let button = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    let delegate = ScriptedPointerDelegate()
    let interaction: UIPointerInteraction
    let mouse: SimulatedPointer

    init(device: PointerInput.DeviceKind = .mouse, view: UIView? = nil) {
        let target = view ?? button
        target.accessibilityIdentifier = "button"
        window.addSubview(target)
        interaction = UIPointerInteraction(delegate: delegate)
        target.addInteraction(interaction)
        mouse = SimulatedPointer(device, in: window, at: CGPoint(x: 10, y: 10))
    }
}

@Suite("Pointer regions and styles") @MainActor
struct PointerRegionTests {
    @Test("an interaction kept by the app after its view is freed, or removed from it, has no view")
    func interactionOutlivesView() {
        let interaction = UIPointerInteraction(delegate: nil)
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view?.addInteraction(interaction)
        #expect(interaction.view === view)
        view = nil
        #expect(interaction.view == nil)
        let other = UIView(frame: .zero)
        other.addInteraction(interaction)
        other.removeInteraction(interaction)
        #expect(interaction.view == nil)
    }

    @Test("regionFor is asked on every move inside the view, even after it returned nil")
    func regionAskedEveryMove() throws {
        let s = PointerFixture()
        s.delegate.regionFor = { _, _ in nil }
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        try s.mouse.move(to: CGPoint(x: 130, y: 110))
        try s.mouse.move(to: CGPoint(x: 140, y: 110))
        #expect(s.delegate.calls == ["region", "region", "region"])
        #expect(s.mouse.region == nil && s.mouse.effect == .none)
    }

    @Test("styleFor is asked only when the region changes, and willExit comes before willEnter")
    func styleOnlyOnChange() throws {
        let s = PointerFixture()
        s.delegate.regionFor = { request, _ in
            let left = request.location.x < 50
            return UIPointerRegion(rect: CGRect(x: left ? 0 : 50, y: 0, width: 50, height: 40), identifier: left ? "L" : "R")
        }
        try s.mouse.move(to: CGPoint(x: 110, y: 110))
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        try s.mouse.move(to: CGPoint(x: 170, y: 110))
        #expect(s.delegate.calls == ["region", "style L", "enter L", "region", "region", "exit L", "style R", "enter R"])
    }

    @Test("contiguous regions hand over without a single frame of system pointer; a gap shows it")
    func contiguousHandOver() throws {
        let s = PointerFixture()
        s.delegate.styleFor = { _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: s.button))) }
        s.delegate.regionFor = { request, _ in
            let x = request.location.x
            if x >= 45 && x < 55 { return nil }
            return UIPointerRegion(rect: CGRect(x: x < 45 ? 0 : 55, y: 0, width: 45, height: 40), identifier: x < 45 ? 1 : 2)
        }
        try s.mouse.move(to: CGPoint(x: 110, y: 110))
        s.mouse.settle()
        #expect(s.mouse.effect == .highlight)
        try s.mouse.move(to: CGPoint(x: 170, y: 110))
        #expect(s.mouse.effect == .highlight && s.mouse.region?.identifier == AnyHashable(2))
        #expect(s.mouse.drawnPointer?.belowLayer != nil, "still a platter, never the system circle")
        try s.mouse.move(to: CGPoint(x: 150, y: 110))
        #expect(s.mouse.region == nil && s.mouse.effect == .none)
    }

    @Test("a view that enlarges its hit area gets padded regions outside its bounds")
    func paddedRegions() throws {
        let padded = PaddedView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let s = PointerFixture(view: padded)
        s.delegate.regionFor = { _, region in UIPointerRegion(rect: region.rect.insetBy(dx: -20, dy: -20)) }
        try s.mouse.move(to: CGPoint(x: 85, y: 90))
        #expect(s.mouse.region?.rect == CGRect(x: -20, y: -20, width: 80, height: 80))
        try s.mouse.move(to: CGPoint(x: 70, y: 90))
        #expect(s.mouse.region == nil, "outside the hit area, no region")
    }

    @Test("a region outside the pointer or not finite is ignored with a diagnostic")
    func badRegions() throws {
        let s = PointerFixture()
        s.delegate.regionFor = { _, _ in UIPointerRegion(rect: CGRect(x: 500, y: 500, width: 10, height: 10)) }
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        #expect(s.mouse.region == nil && s.window.pointerDiagnostics.last?.contains("does not contain the pointer") == true)
        s.delegate.regionFor = { _, _ in UIPointerRegion(rect: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: -4)) }
        try s.mouse.move(to: CGPoint(x: 121, y: 110))
        #expect(s.mouse.region == nil && s.window.pointerDiagnostics.last?.contains("not a finite rectangle") == true)
        s.delegate.regionFor = { _, _ in UIPointerRegion(rect: CGRect(x: 100, y: 40, width: -100, height: -40)) }
        try s.mouse.move(to: CGPoint(x: 122, y: 110))
        #expect(s.mouse.region != nil, "a negative rectangle is standardised")
    }

    @Test("no styleFor gives the automatic effect; a styleFor that returns nil gives the system pointer")
    func notImplementedVersusNil() throws {
        let silent = PointerFixture()
        let defaults = SilentPointerDelegate()
        silent.interaction.delegate = defaults
        try silent.mouse.move(to: CGPoint(x: 120, y: 110))
        #expect(silent.mouse.effect == .highlight, "a small view without background: highlight")
        let s = PointerFixture()
        s.delegate.styleFor = { _ in nil }
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        s.mouse.settle()
        #expect(s.mouse.effect == .none && s.mouse.region != nil)
        #expect(s.mouse.pointerFrame?.isClose(to: CGRect(x: 110.5, y: 100.5, width: 19, height: 19)) == true)
    }

    @Test("the automatic effect lifts small views with a background and hovers large ones")
    func automaticRule() throws {
        let s = PointerFixture()
        s.button.backgroundColor = .systemBlue
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        #expect(s.mouse.effect == .lift)
        let large = PointerFixture(view: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 250)))
        try large.mouse.move(to: CGPoint(x: 120, y: 110))
        #expect(large.mouse.effect == .hover(.overlay, shadow: false, scaled: false))
    }

    @Test("a disabled or invalidated interaction is asked again; removing it inside a callback is safe")
    func invalidateAndRemove() throws {
        let s = PointerFixture()
        s.delegate.onEnter = { _, _ in s.button.removeInteraction(s.interaction) }
        try s.mouse.move(to: CGPoint(x: 120, y: 110))
        try s.mouse.move(to: CGPoint(x: 125, y: 110))
        #expect(s.mouse.region == nil)
        let t = PointerFixture()
        t.delegate.onEnter = { _, _ in t.button.removeFromSuperview() }
        try t.mouse.move(to: CGPoint(x: 120, y: 110))
        t.mouse.settle()
        #expect(t.mouse.region == nil && t.mouse.effect == .none)
        let u = PointerFixture()
        try u.mouse.move(to: CGPoint(x: 120, y: 110))
        u.interaction.isEnabled = false
        u.mouse.frame()
        #expect(u.mouse.region == nil)
    }
}
