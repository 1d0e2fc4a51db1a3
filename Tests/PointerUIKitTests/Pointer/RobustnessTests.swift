import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerGeometry
import PointerSVG
import PointerTesting

/// Records a recognizer's actions as "name state", for the robustness regressions.
@MainActor final class StateLog {
    var lines: [String] = []
    func watch(_ r: UIGestureRecognizer, _ name: String) {
        r.addTarget(StateProbe(self, name), action: StateProbe.handle)
    }
}

/// One recognizer's entry in a `StateLog` (kept alive by the log's recognizers' targets list
/// through `StateLog.keep`).
@MainActor final class StateProbe {
    static var keep: [StateProbe] = []
    let log: StateLog
    let name: String
    init(_ log: StateLog, _ name: String) { self.log = log; self.name = name; Self.keep.append(self) }
    func handle(_ r: UIGestureRecognizer) { log.lines.append("\(name) \(r.state)") }
}

extension Scene {
    /// Attaches `recognizer` to the card and logs its actions as "name state".
    func watch(_ recognizer: UIGestureRecognizer, _ name: String) -> StateLog {
        let log = StateLog()
        log.watch(recognizer, name)
        card.addGestureRecognizer(recognizer)
        return log
    }
}

@Suite("Robustness: what the random tester and the sanitizers found") @MainActor
struct RobustnessTests {
    @Test("a scroll view freed while it springs back from an overscroll stops, and the next frames run")
    func scrollViewFreedMidSpring() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        var sv: UIScrollView? = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        sv!.contentSize = CGSize(width: 300, height: 1000)
        window.addSubview(sv!)
        weak let freed = sv
        let mouse = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 150, y: 150))
        try mouse.scroll(by: CGVector(dx: 0, dy: -150), steps: 1)
        #expect(sv!.contentOffset.y < 0, "the content is pulled past its top edge")
        sv!.removeFromSuperview()
        sv = nil
        #expect(freed == nil)
        try mouse.move(to: CGPoint(x: 500, y: 350))
        mouse.advance(by: 1)
        #expect(mouse.hoveredView === window)
    }

    @Test("a view with a latching region freed under a held button leaves the pointer working")
    func latchingViewFreed() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var view: UIView? = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let delegate = ScriptedPointerDelegate()
        delegate.regionFor = { _, r in let l = UIPointerRegion(rect: r.rect); l.latchingAxes = .both; return l }
        delegate.styleFor = { _ in UIPointerStyle(shape: .roundedRect(CGRect(x: -5, y: -5, width: 10, height: 10))) }
        view!.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(view!)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100))
        try mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(mouse.region != nil)
        view!.removeFromSuperview()
        view = nil
        try mouse.press(1)
        try mouse.leave()
        try mouse.enter()
        try mouse.enter()
        try mouse.release(1)
        mouse.advance(by: 0.5)
        #expect(mouse.region == nil, "the freed view's region is gone")
    }

    @Test("numbers of 1e19 and more print in SVG frames and diagnostics instead of trapping")
    func hugeNumbersPrint() throws {
        #expect(Format.number(1e19) == "1e+19")
        #expect(Format.number(-9.3e18) == "-9.3e+18")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let far = UIView(frame: CGRect(x: 1e19, y: 0, width: 10, height: 10))
        window.addSubview(far)
        #expect(far.frame.minX == 1e9, "clamped to ±1e9 pt")
        #expect(UIApplication.shared.geometryDiagnostics.last?.contains("clamped") == true)
        let delegate = ScriptedPointerDelegate()
        delegate.regionFor = { _, _ in UIPointerRegion(rect: CGRect(x: 1e19, y: 0, width: 10, height: 10)) }
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        target.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(target)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 50, y: 50))
        try mouse.move(by: CGVector(dx: 1, dy: 1))
        #expect(window.pointerDiagnostics.contains { $0.contains("does not contain the pointer") })
        #expect(!mouse.svg.lowercased().contains("nan"))
    }

    @Test("hover ends and stays ended when the pointer leaves during a click and the device is then unplugged")
    func hoverEndsOnLeaveAndUnplug() throws {
        let s = Scene()
        let hover = UIHoverGestureRecognizer()
        let log = s.watch(hover, "hover")
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.press(1)
        try s.mouse.leave()
        try s.mouse.unplug()
        s.mouse.advance(by: 0.5)
        #expect(log.lines == ["hover began", "hover ended"])
        #expect(s.mouse.hoveredViews.isEmpty)
    }

    @Test("unplugging the device while hovering ends hover")
    func unplugEndsHover() throws {
        let s = Scene()
        let hover = UIHoverGestureRecognizer()
        let log = s.watch(hover, "hover")
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.unplug()
        #expect(log.lines == ["hover began", "hover ended"])
        #expect(s.mouse.hoveredViews.isEmpty)
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(s.mouse.hoveredView === s.card, "the next input brings the pointer back")
    }

    @Test("a pan waiting for a long press to fail does not begin after its scroll was cancelled")
    func waitingPanDoesNotBeginLate() throws {
        let s = Scene(device: .trackpad)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let longPress = UILongPressGestureRecognizer()
        pan.require(toFail: longPress)
        let log = s.watch(pan, "pan")
        s.card.addGestureRecognizer(longPress)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.press(1)
        try s.mouse.scroll(by: CGVector(dx: 0, dy: 40), steps: 2, lift: false)
        try s.mouse.unplug()
        s.mouse.advance(by: 1)
        #expect(pan.state != .began && pan.state != .changed)
        #expect(log.lines.filter { $0 == "pan began" }.count == log.lines.filter { $0 == "pan ended" || $0 == "pan cancelled" }.count)
    }

    @Test("a long press disabled while it waits for its time never begins")
    func disabledLongPressStaysQuiet() throws {
        let s = Scene()
        let longPress = UILongPressGestureRecognizer()
        let log = s.watch(longPress, "longPress")
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.press(1)
        longPress.isEnabled = false
        try s.mouse.release(1)
        s.mouse.advance(by: 1)
        #expect(log.lines == [])
        #expect(longPress.state == .possible)
    }

    @Test("a gesture whose view is removed mid-drag is cancelled, and reused elsewhere starts with began")
    func gestureOfRemovedViewIsCancelled() throws {
        let s = Scene()
        let pan = UIPanGestureRecognizer()
        let log = StateLog()
        log.watch(pan, "pan")
        var view: UIView? = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        view!.addGestureRecognizer(pan)
        s.window.addSubview(view!)
        try s.mouse.move(to: CGPoint(x: 50, y: 50))
        try s.mouse.press(1)
        try s.mouse.move(to: CGPoint(x: 90, y: 90), steps: 4)
        #expect(pan.state == .changed)
        view!.removeFromSuperview()
        view = nil
        #expect(pan.state == .possible)
        #expect(log.lines.last == "pan cancelled")
        try s.mouse.release(1)
        log.lines.removeAll()
        s.card.addGestureRecognizer(pan)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.press(1)
        try s.mouse.move(to: CGPoint(x: 240, y: 170), steps: 4)
        try s.mouse.release(1)
        #expect(log.lines.first == "pan began")
        #expect(log.lines.last == "pan ended")
    }

    @Test("a refused release of a button mask releases nothing")
    func refusedMaskReleaseChangesNothing() throws {
        let s = Scene()
        try s.mouse.press(2)
        #expect(throws: InputError.releaseWithoutPress(button: 3)) { try s.mouse.release(UIEvent.ButtonMask(rawValue: 0b110)) }
        #expect(s.mouse.buttons == .button(2), "button 2 is still held")
    }

    @Test("a pinch to a huge scale is clamped and ends; a non-finite one is refused before it begins")
    func hugePinch() throws {
        let s = Scene(device: .trackpad)
        let pinch = UIPinchGestureRecognizer()
        s.card.addGestureRecognizer(pinch)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.pinch(to: 1e308, steps: 2)
        #expect(pinch.state == .possible)
        #expect(s.mouse.diagnostics.contains { if case .valueClamped(field: "pinch.scale", _, _) = $0 { true } else { false } })
        #expect(throws: InputError.self) { try s.mouse.pinch(to: .infinity) }
        try s.mouse.pinch(to: 2)
        #expect(pinch.state == .possible, "the next pinch runs and ends")
    }

    @Test("finger scrolls of 1e306 pt give finite translation and momentum that ends")
    func hugeScrollMomentumEnds() throws {
        let s = Scene(device: .trackpad)
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { r in translations.append(r.translation(in: nil)) }
        pan.allowedScrollTypesMask = .all
        s.card.addGestureRecognizer(pan)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        try s.mouse.scroll(by: CGVector(dx: 0, dy: 2e306), steps: 2)
        s.mouse.advance(by: 10)
        #expect(pan.state == .possible, "momentum ended")
        #expect(translations.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("a view 1e308 pt wide under a lifting pointer keeps the pointer's springs finite")
    func hugeViewKeepsSpringsFinite() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let big = UIView(frame: CGRect(x: -5e307, y: -5e307, width: 1e308, height: 1e308))
        big.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let delegate = ScriptedPointerDelegate()
        delegate.styleFor = { _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: big))) }
        big.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(big)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100))
        try mouse.move(by: CGVector(dx: 3, dy: 3))
        mouse.advance(by: 0.5)
        let svg = mouse.svg.lowercased()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("the hit-test index finds views beside a sibling placed at y: -1e19")
    func indexWithFarSibling() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var views: [UIView] = []
        for i in 0..<20 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 5) * 60, y: CGFloat(i / 5) * 60, width: 50, height: 50))
            views.append(v)
            window.addSubview(v)
        }
        views[7].center = CGPoint(x: 10, y: -1e19)
        for v in views where v !== views[7] {
            let p = CGPoint(x: v.frame.midX, y: v.frame.midY)
            #expect(window.hitTest(p, with: nil) === v)
        }
    }
}

@Suite("Robustness: shapes an app gets wrong") @MainActor
struct ShapeRobustnessTests {
    /// A 400 × 300 window whose 200 pt view answers with `style`, the pointer moved onto it
    /// and settled.
    func pointer(over style: @escaping (UIPointerRegion) -> UIPointerStyle?) throws -> (UIWindow, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let delegate = ScriptedPointerDelegate()
        delegate.styleFor = style
        target.addInteraction(UIPointerInteraction(delegate: delegate))
        window.addSubview(target)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 50, y: 50))
        shapeDelegates.append(delegate)
        try mouse.move(by: CGVector(dx: 1, dy: 1))
        mouse.advance(by: 0.5)
        return (window, mouse)
    }

    @Test("a path shape with a NaN point draws the 19 pt circle and says why")
    func nanPathShape() throws {
        let (window, mouse) = try pointer(over: { _ in
            UIPointerStyle(shape: .path(UIBezierPath(rect: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))))
        })
        #expect(mouse.pointerFrame.map { abs($0.width - 19) < 0.5 } == true)
        #expect(!mouse.svg.lowercased().contains("nan"))
        #expect(window.pointerDiagnostics.contains { $0.contains("path shape") && $0.contains("not finite") })
    }

    @Test("a rounded-rect shape 1e308 pt wide with a NaN corner radius is clamped, with diagnostics")
    func hugeRoundedRectShape() throws {
        let (window, mouse) = try pointer(over: { _ in
            UIPointerStyle(shape: .roundedRect(CGRect(x: -5e307, y: 0, width: 1e308, height: 10), radius: .nan))
        })
        let svg = mouse.svg.lowercased()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(window.pointerDiagnostics.contains { $0.contains("beyond ±1e9 pt") })
        #expect(window.pointerDiagnostics.contains { $0.contains("corner radius") })
    }
}

/// Keeps the shape tests' delegates alive (interactions hold their delegates weakly).
@MainActor var shapeDelegates: [AnyObject] = []
