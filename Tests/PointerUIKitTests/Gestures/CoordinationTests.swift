import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerTesting

/// Records the event types `shouldReceive(_ event:)` was asked about, through the delegate.
@MainActor final class EventTypeRecorder: NSObject, UIGestureRecognizerDelegate {
    var types: [UIEvent.EventType] = []
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        types.append(event.type)
        return true
    }
}

/// A pinch that counts how often it is asked about events.
@MainActor final class CountingPinch: UIPinchGestureRecognizer {
    var asked = 0
    override func shouldReceive(_ event: UIEvent) -> Bool { asked += 1; return true }
}

/// A recognizer that records, in `shouldReceive`, the event's modifiers and its own.
@MainActor final class ModifierWatcher: ClickRecognizer {
    var seen: [(event: UIKeyModifierFlags, own: UIKeyModifierFlags)] = []
    override func shouldReceive(_ event: UIEvent) -> Bool {
        seen.append((event.modifierFlags, modifierFlags))
        return true
    }
}

@Suite("Coordination") @MainActor
struct CoordinationTests {
    @Test("delaysTouchesBegan holds the view's touchesBegan until the pan fails, and hides the touch if the pan wins")
    func delaysTouchesBegan() throws {
        let s = Scene()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        s.button.addGestureRecognizer(pan)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press()
        #expect(s.log.take().isEmpty, "held while the pan may still begin")
        try s.mouse.release()
        #expect(s.log.take() == ["button touchesBegan", "button touchesEnded"], "the pan failed: delivered late, in order")
        try s.mouse.press()
        try s.mouse.move(by: CGVector(dx: 20, dy: 0))
        try s.mouse.release()
        #expect(pan.state == .possible)
        #expect(s.log.take().isEmpty, "the pan won: the view never hears of the touch")
    }

    @Test("without delaysTouchesBegan the view sees the press at once")
    func noDelayByDefault() throws {
        let s = Scene()
        s.button.addGestureRecognizer(UIPanGestureRecognizer())
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press()
        #expect(s.log.take() == ["button touchesBegan"])
    }

    @Test("delaysTouchesEnded holds touchesEnded while a double tap waits for its second click")
    func delaysTouchesEnded() throws {
        for delays in [true, false] {
            let s = Scene()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            double.delaysTouchesEnded = delays
            s.button.addGestureRecognizer(double)
            try s.mouse.move(to: s.buttonCenter)
            try s.mouse.click()
            #expect(s.log.take() == (delays ? ["button touchesBegan"] : ["button touchesBegan", "button touchesEnded"]))
            s.mouse.advance(by: 0.5)
            #expect(s.log.take() == (delays ? ["button touchesEnded"] : []), "the double tap failed: the end is delivered")
        }
    }

    @Test("a double click that recognises turns the held first touchesEnded into touchesCancelled")
    func heldEndBecomesCancel() throws {
        let s = Scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.button.addGestureRecognizer(double)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        try s.mouse.click()
        let log = s.log.take()
        #expect(!log.contains("button touchesEnded"))
        #expect(log.filter { $0 == "button touchesCancelled" }.count == 2)
    }

    @Test("cancelsTouchesInView = false lets the view see the whole drag a pan recognised")
    func cancelsTouchesInViewOff() throws {
        let s = Scene()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        s.button.addGestureRecognizer(pan)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press()
        try s.mouse.move(by: CGVector(dx: 20, dy: 0))
        try s.mouse.release()
        #expect(s.log.take() == ["button touchesBegan", "button touchesEnded"])
    }

    @Test("shouldReceive(event) is asked once per event, even for an event carrying two touches")
    func askedOncePerEvent() throws {
        let app = UIApplication.shared
        app.supportsIndirectInputEvents = false
        defer { app.supportsIndirectInputEvents = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 200, y: 150))
        let pinch = CountingPinch()
        window.addGestureRecognizer(pinch)
        try trackpad.pinch(to: 1.5, steps: 4)
        #expect(pinch.asked == 6, "began, four changes, ended: one question each, not one per touch")
    }

    @Test("a pinch is never asked about scroll or hover; a pan is asked about scroll only with scroll types")
    func askedOnlyAboutHandledTypes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 200, y: 150))
        let pinchTypes = EventTypeRecorder(), panTypes = EventTypeRecorder(), scrollPanTypes = EventTypeRecorder()
        let pinch = UIPinchGestureRecognizer(), pan = UIPanGestureRecognizer(), scrollPan = UIPanGestureRecognizer()
        scrollPan.allowedScrollTypesMask = .all
        pinch.delegate = pinchTypes; pan.delegate = panTypes; scrollPan.delegate = scrollPanTypes
        for r in [pinch, pan, scrollPan] { window.addGestureRecognizer(r) }
        try trackpad.move(by: CGVector(dx: 5, dy: 0))
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40))
        trackpad.advance(by: 1)
        try trackpad.pinch(to: 1.5)
        try trackpad.click()
        #expect(Set(pinchTypes.types) == [.transform, .touches])
        #expect(Set(panTypes.types) == [.touches])
        #expect(Set(scrollPanTypes.types) == [.scroll, .touches])
    }

    @Test("inside shouldReceive the event has the new modifiers; the recognizer still has the last processed event's")
    func shouldReceiveSeesNewEventOldRecognizer() throws {
        let s = Scene()
        let watcher = ModifierWatcher()
        s.button.addGestureRecognizer(watcher)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click(modifiers: .shift)
        try s.mouse.click(modifiers: .command)
        let second = try #require(watcher.seen.dropFirst(2).first)
        #expect(second.event == .command)
        #expect(second.own == .shift)
        #expect(watcher.modifierFlags == .command, "after processing, the recognizer holds the new flags")
    }

    @Test("a recognizer removed by another's action during a scroll dispatch gets nothing more")
    func removedDuringDispatch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 200, y: 150))
        var removedCalls = 0
        let removed = UIPanGestureRecognizer { _ in removedCalls += 1 }
        removed.allowedScrollTypesMask = .all
        let remover = UIPanGestureRecognizer { _ in window.removeGestureRecognizer(removed) }
        remover.allowedScrollTypesMask = .all
        removed.delegate = Simultaneous.shared
        window.addGestureRecognizer(remover)
        window.addGestureRecognizer(removed)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 40))
        #expect(removedCalls == 0)
        #expect(removed.view == nil && removed.state == .possible)
    }

    @Test("a recognizer added during a click's dispatch takes part from the next click")
    func addedDuringDispatch() throws {
        let s = Scene()
        var lateTaps = 0
        let late = UITapGestureRecognizer { _ in lateTaps += 1 }
        late.delegate = Simultaneous.shared
        var added = false
        let first = UITapGestureRecognizer { _ in
            if !added { added = true; s.button.addGestureRecognizer(late) }
        }
        first.delegate = Simultaneous.shared
        s.button.addGestureRecognizer(first)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(lateTaps == 0, "not part of the click it was added in")
        s.mouse.advance(by: 1)
        try s.mouse.click()
        #expect(lateTaps == 1)
    }
}

@Suite("Latching of scroll and transform gestures") @MainActor
struct LatchingTests {
    /// Two side-by-side panels, each with a scroll pan and a pinch.
    func board() -> (left: UIView, right: UIView, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        return (left, right, SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 100, y: 150)))
    }

    @Test("a trackpad scroll stays with the view it began on when the pointer moves away during momentum")
    func scrollLatches() throws {
        let (left, right, trackpad) = board()
        let leftPan = PanProbe(on: left, mask: .all), rightPan = PanProbe(on: right, mask: .all)
        try trackpad.scroll(by: CGVector(dx: 0, dy: 80), steps: 4)
        try trackpad.move(by: CGVector(dx: 200, dy: 0))
        #expect(trackpad.hoveredView === right)
        trackpad.advance(by: 3)
        #expect(leftPan.states.first == .began)
        #expect(leftPan.states.last == .ended, "the momentum and its end reached the left panel")
        #expect(rightPan.states.isEmpty)
    }

    @Test("a pinch ends on the view it began on even if the pointer moved during it")
    func transformLatches() throws {
        let (left, right, trackpad) = board()
        var leftStates: [UIGestureRecognizer.State] = [], rightStates: [UIGestureRecognizer.State] = []
        left.addGestureRecognizer(UIPinchGestureRecognizer { leftStates.append($0.state) })
        right.addGestureRecognizer(UIPinchGestureRecognizer { rightStates.append($0.state) })
        try trackpad.send(.pinch(.begin, scale: 1, rotationDelta: 0))
        try trackpad.send(.pinch(.update, scale: 1.2, rotationDelta: 0))
        try trackpad.move(by: CGVector(dx: 200, dy: 0))
        try trackpad.send(.pinch(.update, scale: 1.4, rotationDelta: 0))
        try trackpad.send(.pinch(.end, scale: 1.4, rotationDelta: 0))
        #expect(leftStates == [.began, .changed, .ended])
        #expect(rightStates.isEmpty)
    }
}

@Suite("Arena for scroll and transform events") @MainActor
struct NonTouchArenaTests {
    @Test("nested scroll views: the inner one takes the scroll and the outer one stays put")
    func nestedScrollViews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        outer.contentSize = CGSize(width: 400, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        inner.contentSize = CGSize(width: 200, height: 1000)
        window.addSubview(outer)
        outer.addSubview(inner)
        let mouse = SimulatedPointer(.mouse, in: window, at: CGPoint(x: 100, y: 100))
        try mouse.scroll(notches: CGVector(dx: 0, dy: 2))
        #expect(inner.contentOffset.y > 0)
        #expect(outer.contentOffset.y == 0)
    }

    @Test("a pinch and a rotation on one view: the first to begin wins unless they may recognise together")
    func pinchVersusRotation() throws {
        for together in [false, true] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let trackpad = SimulatedPointer(.trackpad, in: window, at: CGPoint(x: 100, y: 100))
            var pinchStates: [UIGestureRecognizer.State] = [], rotationStates: [UIGestureRecognizer.State] = []
            let pinch = UIPinchGestureRecognizer { pinchStates.append($0.state) }
            let rotation = UIRotationGestureRecognizer { rotationStates.append($0.state) }
            if together { pinch.delegate = Simultaneous.shared }
            window.addGestureRecognizer(pinch)
            window.addGestureRecognizer(rotation)
            try trackpad.pinch(to: 1.5, rotation: 0.3, steps: 3)
            #expect(pinchStates.first == .began && pinchStates.last == .ended)
            #expect(rotationStates.isEmpty != together, "together: \(together)")
        }
    }
}
