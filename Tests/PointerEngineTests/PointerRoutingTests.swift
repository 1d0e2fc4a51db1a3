import Testing
import PointerGeometry
import PointerInput
@testable import PointerEngine

/// An event of `kind` at (x, y), time `t`.
private func event(_ kind: EventKind, _ x: Double = 0, _ y: Double = 0, t: Double = 0, phase: EventPhase = .none,
                   buttons: ButtonMask = [], modifiers: ModifierFlags = []) -> PointerEvent {
    PointerEvent(kind: kind, phase: phase, timestamp: t, location: Point(x: x, y: y), buttons: buttons, modifiers: modifiers)
}

/// Routing with the pointer moved into the window at (10, 10).
private func inWindow() -> PointerRouting {
    var routing = PointerRouting()
    _ = routing.receive(event(.motion, 10, 10, t: 1))
    return routing
}

/// The window's event routing, stepped with events alone: no view, no window.
@Suite("Pointer routing")
struct PointerRoutingTests {
    @Test("the first move enters the window, the next ones move within it, and the pointer is where they say")
    func movesEnterThenMove() {
        var routing = PointerRouting()
        #expect(routing.receive(event(.motion, 10, 20, t: 1)) == .hover(entering: true))
        #expect(routing.receive(event(.motion, 12, 21, t: 2)) == .hover(entering: false))
        #expect(routing.location == Point(x: 12, y: 21) && routing.isInWindow)
    }

    @Test("a click begins on the press, follows the pointer, ends on the last release, and hover resumes there")
    func clickThenHover() {
        var routing = inWindow()
        #expect(routing.receive(event(.press, 10, 10, t: 2, buttons: .primary)) == .beginClick)
        #expect(routing.receive(event(.motion, 30, 10, t: 3, buttons: .primary)) == .moveClick(moved: true))
        #expect(routing.receive(event(.motion, 30, 10, t: 3.5, buttons: .primary)) == .moveClick(moved: false),
                "a motion that ends where the touch is leaves it stationary")
        #expect(routing.receive(event(.release, 31, 10, t: 4)) == .endClick(cancelled: false))
        #expect(routing.location == Point(x: 31, y: 10), "the release moves the pointer too")
        #expect(routing.clickEnded(cancelled: false) == .hover(entering: false))
    }

    @Test("a second button during a click moves the click's touch (stationary when in place), and releasing one of two keeps it")
    func secondButtonJoinsTheClick() {
        var routing = inWindow()
        _ = routing.receive(event(.press, 10, 10, t: 2, buttons: .primary))
        #expect(routing.receive(event(.press, 10, 10, t: 3, buttons: [.primary, .secondary])) == .moveClick(moved: false),
                "a button joining in place leaves the touch stationary")
        #expect(routing.receive(event(.release, 14, 10, t: 4, buttons: .secondary)) == .moveClick(moved: true))
        #expect(routing.isClicking)
        #expect(routing.receive(event(.release, t: 5)) == .endClick(cancelled: false))
    }

    @Test("a release without a press ends nothing: it only moves the pointer")
    func releaseWithoutPress() {
        var routing = inWindow()
        #expect(routing.receive(event(.release, 40, 40, t: 2)) == .none)
        #expect(routing.location == Point(x: 40, y: 40) && !routing.isClicking)
    }

    @Test("a locked pointer stays where it was locked, and unlocking looks at hover again at the next frame")
    func lockFreezesThePointer() {
        var routing = inWindow()
        routing.setLocked(true)
        #expect(routing.receive(event(.motion, 90, 90, t: 2)) == .none)
        #expect(routing.receive(event(.press, 90, 90, t: 3, buttons: .primary)) == .beginClick, "a locked pointer still clicks")
        #expect(routing.location == Point(x: 10, y: 10))
        #expect(routing.receive(event(.release, 90, 90, t: 4)) == .endClick(cancelled: false))
        #expect(routing.clickEnded(cancelled: false) == .none, "no hover while locked")
        #expect(routing.hoverUpdate(at: 5) == nil, "hover is frozen while locked")
        routing.setLocked(false)
        let motion = routing.hoverUpdate(at: 6)
        #expect(motion?.kind == .motion && motion?.location == Point(x: 10, y: 10))
        #expect(routing.hoverUpdate(at: 7) == nil, "once")
    }

    @Test("a lock the click's own code takes keeps hover off when the click ends")
    func lockTakenDuringTheClick() {
        var routing = inWindow()
        _ = routing.receive(event(.press, t: 2, buttons: .primary))
        _ = routing.receive(event(.release, t: 3))
        routing.setLocked(true)  // the app's touch handler locked the pointer
        #expect(routing.clickEnded(cancelled: false) == .none)
    }

    @Test("a device removed mid-click cancels the click and ends hover; the next input brings the pointer back")
    func deviceRemovedMidClick() {
        var routing = inWindow()
        _ = routing.receive(event(.press, t: 2, buttons: .primary))
        #expect(routing.receive(event(.deviceRemoved, t: 3)) == .leave(cancelClick: true, exitHover: true))
        #expect(!routing.isClicking && !routing.isInWindow && routing.isOffSurface)
        #expect(routing.receive(event(.release, t: 4, phase: .cancelled)) == .none, "the click is already over")
        #expect(routing.receive(event(.deviceRemoved, t: 5)) == .none, "nothing left to end")
        #expect(routing.receive(event(.motion, 5, 5, t: 6)) == .hover(entering: true))
        #expect(!routing.isOffSurface)
    }

    @Test("leaving the surface mid-click keeps the click; its release brings no hover back; the next move does")
    func proximityEndsMidClick() {
        var routing = inWindow()
        _ = routing.receive(event(.press, t: 2, buttons: .primary))
        #expect(routing.receive(event(.proximity, t: 3, phase: .ended)) == .leave(cancelClick: false, exitHover: true))
        #expect(routing.isClicking)
        #expect(routing.receive(event(.release, t: 4)) == .endClick(cancelled: false))
        #expect(routing.clickEnded(cancelled: false) == .none, "the pointer is off its surface")
        #expect(routing.receive(event(.proximity, 7, 7, t: 5, phase: .began)) == .hover(entering: true))
    }

    @Test("a release the device's removal cancelled brings no hover back")
    func cancelledReleaseNoHover() {
        var routing = inWindow()
        _ = routing.receive(event(.press, t: 2, buttons: .primary))
        #expect(routing.receive(event(.release, t: 3, phase: .cancelled)) == .endClick(cancelled: true))
        #expect(routing.clickEnded(cancelled: true) == .none)
    }

    @Test("timestamps that go backwards never move the time back; the frame's hover motion is stamped no earlier")
    func timeNeverGoesBack() {
        var routing = inWindow()
        _ = routing.receive(event(.motion, 11, 10, t: 5))
        _ = routing.receive(event(.motion, 12, 10, t: 2))
        #expect(routing.time == 5)
        routing.invalidateHover()
        #expect(routing.hoverUpdate(at: 3)?.timestamp == 5)
    }

    @Test("a frame looks at hover again only when asked, with the pointer in the window and no click held")
    func frameHoverUpdate() {
        var routing = PointerRouting()
        routing.invalidateHover()
        #expect(routing.hoverUpdate(at: 1) == nil, "not in the window yet")
        _ = routing.receive(event(.motion, 10, 10, t: 1, modifiers: .shift))
        #expect(routing.hoverUpdate(at: 2) == nil, "nothing changed")
        routing.invalidateHover()
        _ = routing.receive(event(.press, t: 2, buttons: .primary))
        #expect(routing.hoverUpdate(at: 3) == nil, "not while a click is held")
        routing.invalidateHover()
        _ = routing.receive(event(.release, t: 4, modifiers: .shift))
        #expect(routing.hoverUpdate(at: 5)?.modifiers == .shift, "the latest modifiers ride along")
    }

    @Test("a scroll moves the pointer, except while two simulated touches hold it where they are centred")
    func scrollMovesThePointer() {
        var routing = inWindow()
        #expect(routing.receive(event(.scroll, 50, 50, t: 2, phase: .began)) == .scrollOrTransform)
        #expect(routing.location == Point(x: 50, y: 50))
        #expect(routing.receive(event(.transform, 80, 80, t: 3, phase: .changed), simulatingTouches: true) == .scrollOrTransform)
        #expect(routing.location == Point(x: 50, y: 50))
    }

    @Test("a toss's warp moves the pointer and asks for hover there; locked, clicking or outside the window it is dropped")
    func warp() {
        var routing = inWindow()
        _ = routing.receive(PointerEvent(kind: .motion, timestamp: 2, device: .trackpad, location: Point(x: 12, y: 10)))
        let motion = routing.warp(to: Point(x: 80, y: 40), at: 1)
        #expect(motion?.kind == .motion && motion?.device == .trackpad && motion?.timestamp == 2)
        #expect(routing.location == Point(x: 80, y: 40))
        #expect(routing.warp(to: Point(x: .nan, y: 0), at: 3) == nil && routing.location == Point(x: 80, y: 40))
        _ = routing.receive(event(.press, 80, 40, t: 3, buttons: .primary))
        #expect(routing.warp(to: Point(x: 5, y: 5), at: 4) == nil, "not while clicking")
        _ = routing.receive(event(.release, 80, 40, t: 4))
        routing.setLocked(true)
        #expect(routing.warp(to: Point(x: 5, y: 5), at: 5) == nil, "not while locked")
        routing.setLocked(false)
        _ = routing.receive(event(.proximity, t: 6, phase: .ended))
        #expect(routing.warp(to: Point(x: 5, y: 5), at: 7) == nil, "not outside the window")
        #expect(routing.location == Point(x: 80, y: 40))
    }

    @Test("modifier changes, keys and contacts go to their own handlers and leave the pointer alone")
    func otherKinds() {
        var routing = inWindow()
        #expect(routing.receive(event(.modifiers, 99, 99, t: 2, modifiers: .command)) == .none)
        #expect(routing.modifiers == .command)
        #expect(routing.receive(event(.key, t: 3)) == .key)
        #expect(routing.receive(event(.touch, 70, 70, t: 4, phase: .began)) == .beginContact(id: 0, replacing: false))
        #expect(routing.location == Point(x: 10, y: 10))
    }
}

/// A touch event for contact `id` at (x, y).
private func touch(_ id: Int, _ x: Double, _ y: Double, t: Double, _ phase: EventPhase) -> PointerEvent {
    var e = event(.touch, x, y, t: t, phase: phase)
    e.touchID = id
    return e
}

/// Finger and pencil contacts, tracked by id.
@Suite("Pointer routing: contacts")
struct PointerRoutingContactTests {
    @Test("two fingers begin, move and end independently, each touch told whether it moved")
    func twoFingers() {
        var routing = PointerRouting()
        #expect(routing.receive(touch(1, 10, 10, t: 1, .began)) == .beginContact(id: 1, replacing: false))
        #expect(routing.receive(touch(2, 50, 50, t: 1, .began)) == .beginContact(id: 2, replacing: false))
        #expect(routing.receive(touch(1, 12, 10, t: 2, .changed)) == .moveContact(id: 1, moved: true))
        #expect(routing.receive(touch(2, 50, 50, t: 2, .changed)) == .moveContact(id: 2, moved: false))
        #expect(routing.receive(touch(1, 12, 10, t: 3, .ended)) == .endContact(id: 1, cancelled: false))
        #expect(routing.contacts.map(\.id) == [2])
        #expect(routing.receive(touch(2, 50, 50, t: 3, .cancelled)) == .endContact(id: 2, cancelled: true))
        #expect(routing.contacts.isEmpty)
    }

    @Test("a move or an end for a contact that never began is dropped")
    func unknownContactDropped() {
        var routing = PointerRouting()
        #expect(routing.receive(touch(7, 10, 10, t: 1, .changed)) == .none)
        #expect(routing.receive(touch(7, 10, 10, t: 2, .ended)) == .none)
        _ = routing.receive(touch(1, 10, 10, t: 3, .began))
        _ = routing.receive(touch(1, 10, 10, t: 4, .ended))
        #expect(routing.receive(touch(1, 10, 10, t: 5, .ended)) == .none, "a second end is dropped too")
    }

    @Test("a contact that begins again before its end was seen replaces the one in progress")
    func lostEndReplaced() {
        var routing = PointerRouting()
        _ = routing.receive(touch(3, 10, 10, t: 1, .began))
        #expect(routing.receive(touch(3, 40, 40, t: 2, .began)) == .beginContact(id: 3, replacing: true))
        #expect(routing.contacts.count == 1 && routing.contacts[0].location == Point(x: 40, y: 40))
        #expect(routing.receive(touch(3, 40, 40, t: 3, .changed)) == .moveContact(id: 3, moved: false))
    }
}

/// Double and triple clicks, counted by the routing.
@Suite("Pointer routing: tap counts")
struct PointerRoutingTapCountTests {
    /// Presses and releases at (x, y), time `t`, returning the press's tap count.
    private func click(_ routing: inout PointerRouting, _ x: Double, _ y: Double, t: Double) -> Int {
        _ = routing.receive(event(.press, x, y, t: t, buttons: .primary))
        let count = routing.tapCount(interval: 0.35, distance: 10)
        _ = routing.receive(event(.release, x, y, t: t + 0.05))
        return count
    }

    @Test("clicks close in time and place count up; a slow one or a far one starts again at 1")
    func countsUpThenResets() {
        var routing = inWindow()
        #expect(click(&routing, 10, 10, t: 1) == 1)
        #expect(click(&routing, 12, 11, t: 1.2) == 2)
        #expect(click(&routing, 12, 11, t: 1.4) == 3)
        #expect(click(&routing, 12, 11, t: 2.0) == 1, "0.55 s after the last click's press")
        #expect(click(&routing, 40, 11, t: 2.1) == 1, "28 pt away")
    }

    @Test("a click stamped before the last one is counted at the routing's time, not before it")
    func backwardsTimestamp() {
        var routing = inWindow()
        #expect(click(&routing, 10, 10, t: 5) == 1)
        #expect(routing.lastClick?.time == 5)
        #expect(click(&routing, 10, 10, t: 1) == 2, "its time is the latest seen, 5.05 s: within the interval")
        #expect(routing.lastClick?.time == 5.05)
    }

    @Test("the pointer is outside, in the window, off its surface or dragged by a click, one at a time: a lift off the surface and the next move bring it back")
    func presence() {
        var routing = PointerRouting()
        #expect(routing.presence == .outside)
        _ = routing.receive(event(.motion, 10, 10, t: 1))
        #expect(routing.presence == .inWindow && routing.isInWindow && !routing.isOffSurface)
        let left = routing.receive(event(.proximity, 10, 10, t: 2, phase: .ended))
        #expect(left == .leave(cancelClick: false, exitHover: true))
        #expect(routing.presence == .offSurface && !routing.isInWindow)
        _ = routing.receive(event(.press, 10, 10, t: 3, buttons: .primary))
        _ = routing.receive(event(.motion, 12, 10, t: 3.1, buttons: .primary))
        #expect(routing.presence == .dragging && routing.isDrawn && !routing.isInWindow,
                "a move during a click brings the pointer back on the surface, drawn where the click drags it, not yet hovering")
        _ = routing.receive(event(.release, 12, 10, t: 3.2))
        #expect(routing.clickEnded(cancelled: false) == .hover(entering: true))
        #expect(routing.presence == .inWindow)
    }

    @Test("a click that dragged the pointer back and ends without hover (cancelled, or the pointer locked) takes the drawn pointer away")
    func draggedClickEndsWithoutHover() {
        for ending in ["cancelled", "locked"] {
            var routing = inWindow()
            _ = routing.receive(event(.press, 10, 10, t: 2, buttons: .primary))
            #expect(routing.receive(event(.proximity, 10, 10, t: 3, phase: .ended, buttons: .primary))
                    == .leave(cancelClick: false, exitHover: true))
            _ = routing.receive(event(.motion, 20, 10, t: 4, buttons: .primary))
            #expect(routing.presence == .dragging)
            if ending == "locked" { routing.setLocked(true) }
            let end = routing.receive(event(.release, 20, 10, t: 5, phase: ending == "cancelled" ? .cancelled : .none))
            #expect(end == .endClick(cancelled: ending == "cancelled"))
            #expect(routing.clickEnded(cancelled: ending == "cancelled") == .leave(cancelClick: false, exitHover: true), "\(ending)")
            #expect(routing.presence == .outside && !routing.isDrawn, "\(ending)")
        }
    }

    @Test("a dragged pointer that leaves its surface again is no longer drawn, the click still held")
    func draggedPointerLeavesAgain() {
        var routing = inWindow()
        _ = routing.receive(event(.press, 10, 10, t: 2, buttons: .primary))
        _ = routing.receive(event(.proximity, 10, 10, t: 3, phase: .ended, buttons: .primary))
        _ = routing.receive(event(.motion, 20, 10, t: 4, buttons: .primary))
        #expect(routing.receive(event(.proximity, 20, 10, t: 5, phase: .ended, buttons: .primary))
                == .leave(cancelClick: false, exitHover: true), "the drawn pointer goes")
        #expect(routing.presence == .offSurface && routing.isClicking && !routing.isDrawn)
        _ = routing.receive(event(.release, 20, 10, t: 6))
        #expect(routing.clickEnded(cancelled: false) == PointerRouting.Action.none, "off its surface, hover does not come back")
    }
}
