import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

/// A minimal discrete recognizer: recognises when its touch ends inside its view.
@MainActor class ClickRecognizer: UIGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = touches.first!.location(in: view)
        state = view!.bounds.contains(p) ? .ended : .failed
    }
}

/// The seed's recognizer that takes only secondary clicks, or Control+click.
@MainActor final class SecondaryClickGesture: ClickRecognizer {
    /// What shouldReceive saw each time: the event's mask and the recognizer's own.
    var asked: [(event: UIEvent.ButtonMask, own: UIEvent.ButtonMask)] = []
    override func shouldReceive(_ event: UIEvent) -> Bool {
        asked.append((event.buttonMask, buttonMask))
        let secondaryClick = event.buttonMask == .secondary
        let controlClick = event.buttonMask == .primary && event.modifierFlags == .control
        return secondaryClick || controlClick
    }
}

@MainActor final class Owner {
    var calls: [String] = []
    func handle(_ r: ClickRecognizer) { calls.append("handle \(r.state)") }
    func ping() { calls.append("ping") }
}

@Suite("Gesture recognizers") @MainActor
struct GestureRecognizerTests {
    @Test("target–action takes an unbound method with or without the recognizer, and a closure")
    func targetAction() throws {
        let s = Scene()
        let owner = Owner()
        let click = ClickRecognizer(target: owner, action: Owner.handle)
        click.addTarget(owner, action: Owner.ping)
        var closureStates: [UIGestureRecognizer.State] = []
        let other = ClickRecognizer { closureStates.append($0.state) }
        s.button.addGestureRecognizer(click)
        s.card.addGestureRecognizer(other)
        other.delegate = Simultaneous.shared
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(owner.calls == ["handle ended", "ping"])
        #expect(closureStates == [.ended])
        #expect(click.state == .possible, "recognizers reset after the event")
    }

    @Test("targets are held weakly: a released owner is simply not called")
    func weakTarget() throws {
        let s = Scene()
        var owner: Owner? = Owner()
        let click = ClickRecognizer(target: owner!, action: Owner.handle)
        s.button.addGestureRecognizer(click)
        weak let weakOwner = owner
        owner = nil
        #expect(weakOwner == nil)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(click.state == .possible)
    }

    @Test("the seed's secondary-click recognizer takes secondary and Control clicks, reading the event's new mask")
    func secondaryClick() throws {
        let s = Scene()
        let owner = Owner()
        let g = SecondaryClickGesture(target: owner, action: Owner.handle)
        s.button.addGestureRecognizer(g)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click(.primary)
        #expect(owner.calls.isEmpty)
        try s.mouse.click(.secondary)
        #expect(owner.calls == ["handle ended"])
        let firstSecondary = try #require(g.asked.first { $0.event == .secondary })
        #expect(firstSecondary.own == [], "inside shouldReceive the recognizer still holds the last processed event's mask")
        #expect(g.buttonMask == .secondary, "after processing, the recognizer holds the event's mask")
        try s.mouse.click(.primary, modifiers: .control)
        #expect(owner.calls == ["handle ended", "handle ended"])
        #expect(g.modifierFlags == .control)
        try s.mouse.click(.primary)
        #expect(owner.calls.count == 2, "Control was held for that click only")
    }

    @Test("the first recognizer to recognise makes the others fail unless both may recognise")
    func exclusion() throws {
        let s = Scene()
        let inner = Owner(), outer = Owner()
        s.button.addGestureRecognizer(ClickRecognizer(target: inner, action: Owner.handle))
        let outerClick = ClickRecognizer(target: outer, action: Owner.handle)
        s.card.addGestureRecognizer(outerClick)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(inner.calls == ["handle ended"] && outer.calls.isEmpty)
        outerClick.delegate = Simultaneous.shared
        try s.mouse.click()
        #expect(inner.calls.count == 2 && outer.calls == ["handle ended"])
    }

    @Test("require(toFail:) waits for the other recognizer, and fails when the other recognises")
    func requireToFail() throws {
        let s = Scene()
        let first = Owner(), second = Owner()
        let secondaryOnly = SecondaryClickGesture(target: first, action: Owner.handle)
        let any = ClickRecognizer(target: second, action: Owner.handle)
        any.require(toFail: secondaryOnly)
        s.button.addGestureRecognizer(secondaryOnly)
        s.button.addGestureRecognizer(any)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click(.secondary)
        #expect(first.calls == ["handle ended"] && second.calls.isEmpty)
        // A primary click: the secondary-only recognizer never sees it and stays possible;
        // it fails when told, and the waiting one then recognises.
        try s.mouse.click(.primary)
        #expect(second.calls.isEmpty)
        secondaryOnly.state = .failed
        #expect(second.calls == ["handle ended"])
    }

    @Test("a delegate that refuses to let a recognizer begin makes it fail without an action")
    func shouldBegin() throws {
        final class No: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let s = Scene()
        let owner = Owner(), no = No()
        let click = ClickRecognizer(target: owner, action: Owner.handle)
        click.delegate = no
        s.button.addGestureRecognizer(click)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(owner.calls.isEmpty)
    }

    @Test("allowedTouchTypes keeps pointer clicks away from a finger-only recognizer")
    func allowedTouchTypes() throws {
        let s = Scene()
        let owner = Owner()
        let fingerOnly = ClickRecognizer(target: owner, action: Owner.handle)
        fingerOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        s.button.addGestureRecognizer(fingerOnly)
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.click()
        #expect(owner.calls.isEmpty)
    }

    @Test("a recognised gesture cancels its view's touches")
    func cancelsTouchesInView() throws {
        final class Early: UIGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let s = Scene()
        s.button.addGestureRecognizer(Early())
        try s.mouse.move(to: s.buttonCenter)
        try s.mouse.press()
        try s.mouse.move(by: CGVector(dx: 3, dy: 0))
        try s.mouse.release()
        #expect(s.log.take() == ["button touchesBegan", "button touchesCancelled"])
    }

    @Test("illegal state changes from a subclass are ignored")
    func illegalTransitions() {
        let g = ClickRecognizer()
        g.state = .changed
        #expect(g.state == .possible)
    }
}

@MainActor final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
    static let shared = Simultaneous()
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
