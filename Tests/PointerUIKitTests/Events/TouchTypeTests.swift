import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// The seed's advice: a small control enlarges its hit area by 20 pt for fingers, but not
/// for the precise pointer, reading the touch type from the event being hit-tested.
@MainActor final class FingerFriendlyView: UIView {
    var touchesSeen = 0
    var typesAsked: [UITouch.TouchType] = []
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let type = event?.allTouches?.first?.type
        if let type { typesAsked.append(type) }
        let margin: CGFloat = type == .indirectPointer ? 0 : 20
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesSeen += 1 }
}

@Suite("Touch types") @MainActor
struct TouchTypeTests {
    func board(_ device: PointerInput.DeviceKind) -> (UIWindow, FingerFriendlyView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let small = FingerFriendlyView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(small)
        return (window, small, SimulatedPointer(device, in: window, at: CGPoint(x: 130, y: 110)))
    }

    @Test("a view widens its hit area for fingers and keeps it exact for pointer clicks, by the touch type")
    func shrinkHitAreaForPointer() throws {
        let (_, small, mouse) = board(.mouse)
        try mouse.click()
        #expect(small.touchesSeen == 0, "10 pt outside: a pointer click misses")
        #expect(small.typesAsked.contains(.indirectPointer))
        let (_, small2, finger) = board(.finger)
        try finger.tap(at: CGPoint(x: 130, y: 110))
        #expect(small2.touchesSeen == 1, "a finger 10 pt outside still hits")
        #expect(small2.typesAsked.contains(.direct))
    }

    @Test("hover uses the pointer's exact hit area too, and the finger area in the compatibility mode")
    func hoverHitArea() throws {
        let (_, small, mouse) = board(.mouse)
        mouse.frame()
        #expect(mouse.hoveredView !== small, "10 pt outside: the pointer does not hover it")
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        try mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(mouse.hoveredView === small, "without the key the pointer looks like a finger")
    }

    @Test("without the key a pointer click is direct, so the enlarged finger area applies to it too")
    func compatibilityClicksLookLikeFingers() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let (_, small, mouse) = board(.mouse)
        try mouse.click()
        #expect(small.touchesSeen == 1)
    }

    @Test("allowedTouchTypes = [.indirectPointer] takes clicks and ignores fingers")
    func pointerOnlyRecognizer() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        window.addGestureRecognizer(tap)
        let finger = SimulatedPointer(.finger, in: window)
        try finger.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 0)
        let mouse = SimulatedPointer(.mouse, in: window, deviceID: 2)
        try mouse.click()
        #expect(taps == 1)
    }

    @Test("allowedTouchTypes = [] leaves a pan driven by scrolls only, as the UIKit docs suggest")
    func scrollOnlyPan() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.allowedScrollTypesMask = .all
        pan.allowedTouchTypes = []
        window.addGestureRecognizer(pan)
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 100, y: 100))
        try trackpad.press()
        try trackpad.move(by: CGVector(dx: 40, dy: 0))
        try trackpad.release()
        #expect(states.isEmpty, "click-drags no longer pan")
        try trackpad.scroll(by: CGVector(dx: 0, dy: 30))
        #expect(states.first == .began)
    }

    @Test("a touch an app kept from an earlier click is never recycled for the next click")
    func keptTouchesStayIntact() throws {
        let (_, small, mouse) = board(.mouse)
        let recorder = TouchKeeper()
        small.addGestureRecognizer(recorder)
        try mouse.move(to: CGPoint(x: 110, y: 110))
        try mouse.click()
        mouse.advance(by: 1)
        try mouse.click()
        #expect(recorder.touches.count == 2)
        #expect(recorder.touches[0] !== recorder.touches[1], "the first click's touch is still held, so a new one is made")
        #expect(recorder.touches[0].phase == .ended)
    }
}

/// Keeps every touch it sees.
@MainActor final class TouchKeeper: UIGestureRecognizer {
    var touches: [UITouch] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { self.touches.append(contentsOf: touches) }
}
