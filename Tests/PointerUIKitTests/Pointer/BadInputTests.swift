import Foundation
import Testing
@testable import PointerUIKit
import PointerInput
import PointerGeometry
import PointerTesting

@Suite("Bad input never crashes and never loses good data") @MainActor
struct BadInputTests {
    @Test("a NaN or infinite move is refused with a typed error and changes nothing")
    func nonFiniteMove() throws {
        let s = Scene()
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        _ = s.log.take()
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            #expect(throws: InputError.self) { try s.mouse.move(by: CGVector(dx: bad, dy: 0)) }
            #expect(throws: InputError.self) { try s.mouse.send(.position(Point(x: 1, y: Double(bad)))) }
        }
        #expect(s.mouse.location == CGPoint(x: 200, y: 150))
        #expect(s.mouse.hoveredView === s.card)
        #expect(s.log.take() == [])
        try s.mouse.move(by: CGVector(dx: 1, dy: 0))
        #expect(s.log.take() == ["card changed"], "the next good move is delivered")
    }

    @Test("a release for a button that is not pressed is refused and reaches no view")
    func releaseWithoutPress() throws {
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        #expect(throws: InputError.releaseWithoutPress(button: 2)) { try s.mouse.release(2) }
        #expect(s.log.take() == [])
        try s.mouse.click()
        #expect(s.log.take() == ["button touchesBegan", "button touchesEnded"])
    }

    @Test("button numbers above 32 are refused; button 32 works")
    func bigButtons() throws {
        let s = Scene()
        try s.mouse.move(to: s.buttonCenter)
        #expect(throws: InputError.buttonOutOfRange(33)) { try s.mouse.press(33) }
        #expect(throws: InputError.buttonOutOfRange(0)) { try s.mouse.press(0) }
        try s.mouse.press(32)
        #expect(s.mouse.buttons == .button(32))
        try s.mouse.release(32)
    }

    @Test("a timestamp that goes backwards keeps the event, stamps it monotonic and says so")
    func backwardsTime() throws {
        let s = Scene()
        var stamps: [TimeInterval] = []
        final class Stamper: UIView {
            var onBegan: ((TimeInterval) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event!.timestamp) }
        }
        let v = Stamper(frame: s.window.bounds)
        v.onBegan = { stamps.append($0) }
        s.window.addSubview(v)
        s.mouse.advance(by: 1)
        try s.mouse.send(.button(number: 1, pressed: true), at: 1)
        try s.mouse.send(.button(number: 1, pressed: false), at: 0.5)
        try s.mouse.send(.button(number: 1, pressed: true), at: 0.25)
        #expect(stamps == [1, 1])
        #expect(s.mouse.diagnostics.contains(.timestampClamped(got: 0.25, usedInstead: 1)))
    }

    @Test("removing a view from its window inside its own hover callback is safe")
    func removeInsideHover() throws {
        let s = Scene()
        let hover = UIHoverGestureRecognizer { r in
            if r.state == .began { r.view?.removeFromSuperview() }
        }
        s.button.addGestureRecognizer(hover)
        _ = HoverProbe("card", on: s.card, log: s.log)
        try s.mouse.move(to: s.buttonCenter)
        #expect(s.button.window == nil)
        s.mouse.frame()
        #expect(hover.state == .possible)
        try s.mouse.move(by: CGVector(dx: 1, dy: 1))
        #expect(s.mouse.hoveredView === s.card)
        #expect(s.log.take() == ["card began", "card changed"])
    }

    @Test("a recognizer that removes itself, or its view, inside its action is safe")
    func removeInsideAction() throws {
        let s = Scene()
        let selfRemoving = ClickRecognizer { r in r.view?.removeGestureRecognizer(r) }
        selfRemoving.delegate = Simultaneous.shared
        let viewRemoving = ClickRecognizer { r in r.view?.removeFromSuperview() }
        s.button.addGestureRecognizer(selfRemoving)
        s.card.addGestureRecognizer(viewRemoving)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(selfRemoving.view == nil && selfRemoving.state == .possible)
        #expect(s.card.window == nil)
        try s.mouse.click()
        #expect(s.mouse.hoveredView === s.window)
    }

    @Test("a device unplugged mid-click cancels the touch instead of completing a click")
    func unplugMidClick() throws {
        let s = Scene()
        let owner = Owner()
        s.button.addGestureRecognizer(ClickRecognizer(target: owner, action: Owner.handle))
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press()
        try s.mouse.unplug()
        #expect(owner.calls.isEmpty)
        #expect(s.log.take() == ["button touchesBegan", "button touchesCancelled"])
        try s.mouse.click()
        #expect(owner.calls == ["handle ended"], "the device works again after it is back")
    }

    @Test("events sent from inside a callback are delivered after the current one, in order")
    func reentrantSend() throws {
        let s = Scene()
        var order: [String] = []
        let probe = UIHoverGestureRecognizer { r in
            order.append("card \(r.state)")
            if r.state == .began { try? s.mouse.move(by: CGVector(dx: 1, dy: 0)) }
        }
        s.card.addGestureRecognizer(probe)
        try s.mouse.move(to: CGPoint(x: 200, y: 150))
        #expect(order == ["card began", "card changed"])
    }

    @Test("a finger that touches down again before its lift was seen cancels its first touch, and a move for an unknown finger reaches no view")
    func contactBeganTwice() {
        let s = Scene()
        func finger(_ phase: EventPhase, at p: CGPoint, id: Int = 4) -> PointerEvent {
            var e = PointerEvent(kind: .touch, phase: phase, timestamp: 1, device: .finger, location: Point(x: Double(p.x), y: Double(p.y)))
            e.touchID = id
            return e
        }
        s.window.receive(finger(.began, at: s.buttonCenter))
        s.window.receive(finger(.began, at: CGPoint(x: 250, y: 180)))
        #expect(s.log.take() == ["button touchesBegan", "button touchesCancelled", "card touchesBegan"])
        s.window.receive(finger(.changed, at: CGPoint(x: 251, y: 180), id: 9))
        s.window.receive(finger(.ended, at: CGPoint(x: 251, y: 180), id: 9))
        #expect(s.log.take() == [], "an id that never began is dropped")
        s.window.receive(finger(.ended, at: CGPoint(x: 250, y: 180)))
        #expect(s.log.take() == ["card touchesEnded"])
    }
}
