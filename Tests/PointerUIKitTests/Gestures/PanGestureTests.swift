import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerGeometry
import PointerTesting

/// Records a pan's states and translations.
@MainActor final class PanProbe {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    let pan: UIPanGestureRecognizer
    init(on view: UIView, mask: UIScrollTypeMask = []) {
        pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = mask
        view.addGestureRecognizer(pan)
        pan.addTarget(self, action: PanProbe.handle)
    }
    func handle(_ r: UIPanGestureRecognizer) {
        states.append(r.state)
        translations.append(r.translation(in: r.view))
    }
}

@Suite("Pan gestures") @MainActor
struct PanGestureTests {
    func board(_ device: PointerInput.DeviceKind = .mouse) -> (UIWindow, UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        window.addSubview(view)
        return (window, view, SimulatedPointer(device, in: window, at: CGPoint(x: 100, y: 100)))
    }

    @Test("a click-drag pans once it moves 3 pt, reporting translation and velocity in the view's coordinates")
    func clickDrag() throws {
        let (_, view, mouse) = board()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let probe = PanProbe(on: view)
        try mouse.press()
        try mouse.move(by: CGVector(dx: 2, dy: 0))
        #expect(probe.states.isEmpty, "2 pt is under the pointer's hysteresis")
        mouse.advance(by: 0.01)
        try mouse.move(by: CGVector(dx: 8, dy: 0))
        #expect(probe.states == [.began])
        #expect(probe.translations.last == CGPoint(x: 5, y: 0), "10 pt on screen is 5 pt in a view scaled ×2")
        #expect(probe.pan.velocity(in: nil).x > 0)
        try mouse.release()
        #expect(probe.states == [.began, .ended])
    }

    @Test("a finger drag needs 10 pt before it pans, and setTranslation rebases it")
    func fingerDrag() throws {
        let (_, view, finger) = board(.finger)
        let probe = PanProbe(on: view)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 108))
        #expect(probe.states.isEmpty)
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 112))
        #expect(probe.states == [.began])
        probe.pan.setTranslation(.zero, in: view)
        try finger.touch(1, .update, at: CGPoint(x: 100, y: 115))
        #expect(probe.translations.last == CGPoint(x: 0, y: 3))
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 115))
        #expect(probe.states.last == .ended)
    }

    @Test("a pan has no scroll types by default and ignores the wheel and the trackpad")
    func noScrollByDefault() throws {
        let (_, view, mouse) = board()
        let probe = PanProbe(on: view)
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        mouse.advance(by: 0.5)
        #expect(probe.states.isEmpty)
    }

    @Test("the seed's drawer pan takes trackpad scrolls but not the wheel")
    func drawerPan() throws {
        let (_, view, mouse) = board()
        let probe = PanProbe(on: view, mask: [.continuous])
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        mouse.advance(by: 0.5)
        #expect(probe.states.isEmpty)
        try mouse.send(.smoothScroll(delta: Point(x: 30, y: 0)))
        mouse.advance(by: 0.5)
        #expect(probe.states == [.began, .ended])
        #expect(probe.translations.first == CGPoint(x: -30, y: 0), "content follows the scroll")
    }

    @Test("the seed's pull-to-refresh pan takes the wheel too; a wheel burst ends after a quiet interval")
    func pullToRefresh() throws {
        let (_, view, mouse) = board()
        let probe = PanProbe(on: view, mask: [.all])
        try mouse.scroll(notches: CGVector(dx: 0, dy: -1))
        mouse.advance(by: 0.05)
        try mouse.scroll(notches: CGVector(dx: 0, dy: -0.5))
        #expect(probe.states == [.began, .changed])
        #expect(probe.translations.last == CGPoint(x: 0, y: 60), "1.5 notches of 40 pt, pulling down")
        mouse.advance(by: 0.1)
        #expect(probe.states.count == 2, "not yet quiet")
        mouse.advance(by: 0.2)
        #expect(probe.states.last == .ended)
    }

    @Test("trackpad momentum keeps the pan changing after the lift until it decays; a resting finger stops it")
    func momentum() throws {
        let (_, view, trackpad) = board(.trackpad)
        let probe = PanProbe(on: view, mask: [.continuous])
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40), steps: 4)
        let atLift = probe.translations.last!.y
        #expect(probe.states.last == .changed, "still going at the lift")
        trackpad.advance(by: 0.1)
        #expect(probe.translations.last!.y < atLift, "momentum keeps moving the content")
        try trackpad.restFingers()
        #expect(probe.states.last == .ended)
        let settled = probe.states.count
        trackpad.advance(by: 1)
        #expect(probe.states.count == settled)
    }

    @Test("a scroll mask does not stop touch panning")
    func maskKeepsTouches() throws {
        let (_, view, mouse) = board()
        let probe = PanProbe(on: view, mask: [.all])
        try mouse.press()
        try mouse.move(by: CGVector(dx: 20, dy: 0))
        try mouse.release()
        #expect(probe.states == [.began, .changed, .ended] || probe.states == [.began, .ended])
    }

    @Test("scrolls with NaN deltas are refused and leave the pan alone")
    func nanScroll() throws {
        let (_, view, trackpad) = board(.trackpad)
        let probe = PanProbe(on: view, mask: [.continuous])
        #expect(throws: InputError.nonFiniteValue(field: "fingerScroll.delta")) {
            try trackpad.send(.fingerScroll(delta: Point(x: .nan, y: 0)))
        }
        #expect(probe.states.isEmpty)
    }
}

