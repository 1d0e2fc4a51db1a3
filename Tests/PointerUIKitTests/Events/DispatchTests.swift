import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// An application that records every event type it routes.
@MainActor final class RecordingApplication: UIApplication {
    var types: [UIEvent.EventType] = []
    override func sendEvent(_ event: UIEvent) {
        types.append(event.type)
        super.sendEvent(event)
    }
}

@Suite("Event dispatch", .serialized) @MainActor
struct DispatchTests {
    @Test("UIKit's raw values: event types, touch types and phases, button masks and modifier flags")
    func rawValues() {
        #expect(UIEvent.EventType.touches.rawValue == 0 && UIEvent.EventType.scroll.rawValue == 10)
        #expect(UIEvent.EventType.hover.rawValue == 11 && UIEvent.EventType.transform.rawValue == 14)
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3 && UITouch.TouchType.pencil.rawValue == 2)
        #expect(UITouch.Phase.regionEntered.rawValue == 5 && UITouch.Phase.regionExited.rawValue == 7)
        #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4 && UIEvent.ButtonMask.button(32).rawValue == 1 << 31)
        #expect(UIEvent.ButtonMask.button(0).isEmpty && UIEvent.ButtonMask.button(33).isEmpty)
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16 && UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21 && UIKeyModifierFlags.alternate.rawValue == 1 << 19)
    }

    @Test("a click reaches the view under the pointer as an indirect-pointer touch")
    func clickTouchType() throws {
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(s.log.take() == ["button touchesBegan", "button touchesEnded"])
        #expect(s.button.touchTypes == [.indirectPointer])
    }

    @Test("without the indirect-input key a click is a direct touch, indistinguishable from a finger")
    func compatibilityMode() throws {
        let app = UIApplication.shared
        app.applyInfoDictionary([:])
        defer { app.supportsIndirectInputEvents = true }
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(s.button.touchTypes == [.direct])
        app.applyInfoDictionary(["UIApplicationSupportsIndirectInputEvents": true])
        try s.mouse.click()
        #expect(s.button.touchTypes == [.direct, .indirectPointer])
    }

    @Test("an Info.plist file can turn the indirect-input key on")
    func infoPlistFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pk-info-\(UUID().uuidString).plist")
        let data = try PropertyListSerialization.data(fromPropertyList: ["UIApplicationSupportsIndirectInputEvents": false],
                                                      format: .xml, options: 0)
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url); UIApplication.shared.supportsIndirectInputEvents = true }
        try UIApplication.shared.applyInfoPlist(at: url)
        #expect(!UIApplication.shared.supportsIndirectInputEvents)
    }

    @Test("an app that overrides sendEvent sees hover and touch events in order")
    func sendEventOverride() throws {
        let original = UIApplication.shared
        let app = RecordingApplication()
        UIApplication.shared = app
        defer { UIApplication.shared = original }
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        try s.mouse.scroll(notches: CGVector(dx: 0, dy: 1))
        #expect(app.types == [.hover, .touches, .touches, .hover, .scroll])
    }

    /// A window that records every event type it is sent.
    final class RecordingWindow: UIWindow {
        var types: [UIEvent.EventType] = []
        override func sendEvent(_ event: UIEvent) {
            types.append(event.type)
            super.sendEvent(event)
        }
    }

    @Test("a window that overrides sendEvent sees hover, touch and scroll events in order, and its views still get them")
    func windowSendEventOverride() throws {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIView(frame: CGRect(x: 50, y: 20, width: 60, height: 40))
        var hovers = 0
        button.addGestureRecognizer(UIHoverGestureRecognizer { _ in hovers += 1 })
        window.addSubview(button)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5))
        try mouse.move(to: CGPoint(x: 80, y: 40))
        try mouse.click()
        try mouse.scroll(notches: CGVector(dx: 0, dy: 1))
        #expect(window.types == [.hover, .touches, .touches, .hover, .scroll])
        #expect(hovers > 0, "the window's super call delivered the hover")
    }

    @Test("touch locations, previous locations and the event's button mask follow a drag")
    func dragLocations() throws {
        final class Tracker: UIView {
            var seen: [(CGPoint, CGPoint, UIEvent.ButtonMask)] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let t = touches.first!
                seen.append((t.location(in: self), t.previousLocation(in: self), event!.buttonMask))
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = Tracker(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(v)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 110, y: 110))
        try mouse.press(.secondary)
        try mouse.move(by: CGVector(dx: 5, dy: 0))
        try mouse.move(by: CGVector(dx: 300, dy: 0))
        #expect(v.seen.count == 2)
        #expect(v.seen[0].0 == CGPoint(x: 15, y: 10) && v.seen[0].1 == CGPoint(x: 10, y: 10))
        #expect(v.seen[1].2 == .secondary)
        #expect(v.seen[1].0.x > 100, "a drag keeps reaching the view it began in, even outside it")
    }

    @Test("quick clicks in the same place count up the tap count; a pause resets it")
    func tapCount() throws {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = Counter(frame: window.bounds)
        window.addSubview(v)
        let mouse = SimulatedPointer(.mouse, in: window)
        try mouse.click(); mouse.advance(by: 0.1)
        try mouse.click(); mouse.advance(by: 0.1)
        try mouse.click(); mouse.advance(by: 1)
        try mouse.click()
        #expect(v.counts == [1, 2, 3, 1])
        UIApplication.shared.multiClickInterval = 1.5
        defer { UIApplication.shared.multiClickInterval = 0.35 }
        mouse.advance(by: 1)
        try mouse.click()
        #expect(v.counts.last == 2, "the interval is configurable")
    }

    @Test("a second button pressed during a click changes the mask without starting a new touch")
    func chord() throws {
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press(1)
        try s.mouse.press(2)
        #expect(s.mouse.buttons == [.primary, .secondary])
        try s.mouse.release(1)
        try s.mouse.release(2)
        #expect(s.log.take() == ["button touchesBegan", "button touchesEnded"])
    }
}
