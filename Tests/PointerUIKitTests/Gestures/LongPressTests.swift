import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Records a long press's states and when they happened.
@MainActor final class LongPressProbe {
    var states: [UIGestureRecognizer.State] = []
    let clock: () -> Double
    var beganAt: Double?
    init(clock: @escaping () -> Double) { self.clock = clock }
    func handle(_ r: UILongPressGestureRecognizer) {
        if r.state == .began { beganAt = clock() }
        states.append(r.state)
    }
}

@Suite("Long press") @MainActor
struct LongPressTests {
    func board(_ device: PointerInput.DeviceKind) -> (UIView, SimulatedPointer, UILongPressGestureRecognizer, LongPressProbe) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        let device = SimulatedPointer(device, in: window, at: CGPoint(x: 100, y: 100))
        let probe = LongPressProbe { [unowned device] in device.now }
        let press = UILongPressGestureRecognizer(target: probe, action: LongPressProbe.handle)
        view.addGestureRecognizer(press)
        return (view, device, press, probe)
    }

    @Test("a finger held still for 0.5 s begins the long press; moves change it; lifting ends it")
    func fingerLongPress() throws {
        let (_, finger, _, probe) = board(.finger)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.45)
        #expect(probe.states.isEmpty)
        finger.advance(by: 0.1)
        #expect(probe.states == [.began])
        #expect(abs((probe.beganAt ?? 0) - 0.5) <= 1.0 / 120 + 1e-9, "on the first frame at or after 0.5 s")
        try finger.touch(1, .update, at: CGPoint(x: 150, y: 100))
        try finger.touch(1, .end, at: CGPoint(x: 150, y: 100))
        #expect(probe.states == [.began, .changed, .ended])
    }

    @Test("a press lifted early, or moved more than 10 pt, is not a long press")
    func earlyLiftOrMovement() throws {
        let (_, finger, press, probe) = board(.finger)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.3)
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 1)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        try finger.touch(1, .update, at: CGPoint(x: 112, y: 100))
        finger.advance(by: 1)
        try finger.touch(1, .end, at: CGPoint(x: 112, y: 100))
        #expect(probe.states.isEmpty)
        press.minimumPressDuration = 0.2
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.25)
        #expect(probe.states == [.began], "minimumPressDuration is honoured")
    }

    @Test("a primary click held down is a long press; a held secondary click is not")
    func pointerLongPress() throws {
        let (_, mouse, _, probe) = board(.mouse)
        try mouse.press(2)
        mouse.advance(by: 1)
        try mouse.release(2)
        #expect(probe.states.isEmpty)
        try mouse.press(1)
        mouse.advance(by: 0.6)
        try mouse.release(1)
        #expect(probe.states == [.began, .ended])
    }

    @Test("numberOfTapsRequired = 1 wants a tap, then a press held in time")
    func tapThenPress() throws {
        let (_, finger, press, probe) = board(.finger)
        press.numberOfTapsRequired = 1
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.6)
        #expect(probe.states.isEmpty, "a press without the tap first is not it")
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 1)
        try finger.tap(at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.1)
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.6)
        #expect(probe.states == [.began])
    }

    @Test("numberOfTouchesRequired = 2 waits for the second finger")
    func twoFingers() throws {
        let (_, finger, press, probe) = board(.finger)
        press.numberOfTouchesRequired = 2
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.6)
        #expect(probe.states.isEmpty)
        try finger.touch(2, .begin, at: CGPoint(x: 120, y: 100))
        finger.advance(by: 0.6)
        #expect(probe.states == [.began])
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 100))
        try finger.touch(2, .end, at: CGPoint(x: 120, y: 100))
        #expect(probe.states == [.began, .ended])
    }
}

/// A delegate that makes its recognizer wait for `other` to fail.
@MainActor final class RequiresFailureDelegate: NSObject, UIGestureRecognizerDelegate {
    let other: UIGestureRecognizer
    init(of other: UIGestureRecognizer) { self.other = other }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === other
    }
}

@Suite("Long press waiting for another recognizer") @MainActor
struct LongPressWaitingTests {
    /// A long press whose delegate makes it wait for a pan on the same view to fail (the long
    /// press added first, so it hears a touch end before the pan does).
    func board() -> (UIView, SimulatedPointer, UILongPressGestureRecognizer, UIPanGestureRecognizer, LongPressProbe, RequiresFailureDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        let finger = SimulatedPointer(.finger, in: window, at: CGPoint(x: 100, y: 100))
        let probe = LongPressProbe { [unowned finger] in finger.now }
        let press = UILongPressGestureRecognizer(target: probe, action: LongPressProbe.handle)
        let pan = UIPanGestureRecognizer()
        let delegate = RequiresFailureDelegate(of: pan)
        press.delegate = delegate
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
        return (view, finger, press, pan, probe, delegate)
    }

    @Test("a long press still waiting when the finger lifts never begins, and nothing stays active after the device is unplugged")
    func liftWhileWaitingNeverBegins() throws {
        let (_, finger, press, _, probe, delegate) = board()
        try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.6)
        #expect(probe.states.isEmpty, "held long enough, but the pan has not failed yet")
        try finger.touch(1, .end, at: CGPoint(x: 100, y: 100))
        finger.advance(by: 0.5)
        #expect(probe.states.isEmpty, "the pan failed only as the finger lifted: too late to begin")
        try finger.leave()
        try finger.unplug()
        #expect(press.state != .began && press.state != .changed, "stays \(press.state) after the device went away")
        _ = delegate
    }

    @Test("a long press waiting for a recognizer that is disabled or removed begins while the finger is still down")
    func removingTheAwaitedRecognizerLetsItBegin() throws {
        for removes in [false, true] {
            let (view, finger, _, pan, probe, delegate) = board()
            try finger.touch(1, .begin, at: CGPoint(x: 100, y: 100))
            finger.advance(by: 0.6)
            #expect(probe.states.isEmpty)
            if removes { view.removeGestureRecognizer(pan) } else { pan.isEnabled = false }
            finger.advance(by: 1.0 / 60)
            #expect(probe.states == [.began], removes ? "the pan was removed" : "the pan was disabled")
            try finger.touch(1, .end, at: CGPoint(x: 100, y: 100))
            #expect(probe.states == [.began, .ended])
            _ = delegate
        }
    }
}
