import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// The engine's conductor, driven with plain structs the way PointerUIKit's driver drives it
/// (`PlainPointerWindow` carries out the same requests): the stage order, written once.
@Suite("The pointer system conducts a move and a frame")
struct PointerSystemTests {
    /// A window with a card (no interaction) and a highlighted button (`EmbeddedHostTests`).
    static func world() -> PlainPointerWindow { EmbeddedHostTests.world() }

    @Test("a move asks for a hit test, then delivers hover, then looks up the region; entering a region adds its exit, style and entry")
    func moveStages() {
        var w = Self.world()
        w.move(to: Point(x: 50, y: 50))
        #expect(w.requests == ["hitTest", "deliverHover", "lookUpRegion", "done"], "the card has no interaction: no region")
        w.requests = []
        w.move(to: Point(x: 150, y: 120))
        #expect(w.requests == ["hitTest", "deliverHover", "lookUpRegion", "regionWillChange", "style", "regionEntered", "done"])
        #expect(w.system.region?.view == HostHandle(2) && w.system.effect == .highlight)
        w.requests = []
        w.move(to: Point(x: 160, y: 120))
        #expect(w.requests == ["hitTest", "deliverHover", "lookUpRegion", "done"], "the same region: nothing more is asked")
        w.requests = []
        w.move(to: Point(x: 50, y: 50))
        #expect(w.requests == ["hitTest", "deliverHover", "lookUpRegion", "regionWillChange", "regionEntered", "done"],
                "leaving for no region: the exit, and the host's bookkeeping, without a style")
        #expect(w.system.region == nil && w.system.effect == .none)
    }

    @Test("a trackpad toss lands on a met button: the device is moved there, and hover and the region follow it in the same frame")
    func tossWarpsAndHoversAgain() {
        var w = Self.world()
        w.flickRight()   // 300 pt/s to the right, then the finger lifts
        #expect(w.system.region == nil && w.deviceMoves.isEmpty)
        w.requests = []
        w.hoverLog = []
        w.advance(by: 0.1)
        #expect(w.deviceMoves == [Point(x: 150, y: 120)], "landed near (195, 120): pulled to the button's centre")
        let toss = ["tossMagnets", "framed", "moveDevice", "hitTest", "deliverHover", "lookUpRegion",
                    "regionWillChange", "style", "regionEntered", "done"]
        #expect(w.requests.starts(with: ["framed", "done"]) && w.requests.joined(separator: " ").contains(toss.joined(separator: " ")),
                "magnets, springs, host animations, device, then hover and the region again: \(w.requests)")
        #expect(w.system.location == Point(x: 150, y: 120) && w.system.region?.view == HostHandle(2))
        #expect(w.hoverLog == ["exit 1", "enter 2"], "hover recognizers hear the pointer move onto the button")
    }

    @Test("app code running in the frame a toss lands in reads the pointer at the toss's target, where it is drawn going")
    func tossMovesThePointerBeforeTheHostAnimates() {
        var w = Self.world()
        w.flickRight()
        w.advance(by: 0.1)
        #expect(w.tossesFramed.count == 1)
        #expect(w.tossesFramed.first?.target == Point(x: 150, y: 120) && w.tossesFramed.first?.pointer == Point(x: 150, y: 120),
                "one place for the pointer: the routing's is on the target while the springs glide there")
        #expect(w.system.adaptivePointer.centerX.target == 150, "the springs aim at the same place")
    }

    @Test("an answer given out of turn is ignored with a diagnostic, and the next move works")
    func answerOutOfTurn() {
        var w = Self.world()
        let found = w.host.region(at: Point(x: 150, y: 120))
        #expect(w.system.region(found, host: &w.host) == .done)
        #expect(w.system.diagnostics.last?.contains("a region answered while the pointer system waited for nothing") == true)
        #expect(w.system.style(.style(nil, accessories: []), host: &w.host) == .done)
        // An event while a hit test is awaited: the stage is dropped, the new event goes on.
        let first = w.system.receive(PointerEvent(kind: .motion, timestamp: 0, location: Point(x: 50, y: 50)))
        #expect(first == .hitTest(at: Point(x: 50, y: 50)))
        w.move(to: Point(x: 150, y: 120))
        #expect(w.system.diagnostics.last?.contains("came while the pointer system waited for hitPath") == true)
        #expect(w.system.region?.view == HostHandle(2) && w.system.hoverPath == [HostHandle(2)])
    }

    @Test("a click is routed to the host, and a move while it is held looks up the region without a new hit test")
    func clickStages() {
        var w = Self.world()
        w.move(to: Point(x: 150, y: 120))
        w.requests = []
        w.carryOut(w.system.receive(PointerEvent(kind: .press, timestamp: 0.1, location: Point(x: 150, y: 120),
                                                 buttons: .primary, button: 1)))
        #expect(w.requests == ["route", "done"])
        w.requests = []
        w.carryOut(w.system.receive(PointerEvent(kind: .motion, timestamp: 0.2, location: Point(x: 60, y: 60), buttons: .primary)))
        #expect(w.requests == ["route", "lookUpRegion", "regionWillChange", "regionEntered", "done"], "the button's region is left")
        w.requests = []
        w.carryOut(w.system.receive(PointerEvent(kind: .release, timestamp: 0.3, location: Point(x: 60, y: 60), button: 1)))
        #expect(w.requests == ["route", "hitTest", "deliverHover", "lookUpRegion", "done"], "hover resumes where the pointer is")
        #expect(w.system.hoverPath == [HostHandle(1)])
    }

    @Test("a frame looks at hover again only after the view tree changed, delivering enters and exits but no moves")
    func frameHoverUpdate() {
        var w = Self.world()
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 0.1)
        w.requests = []
        w.host.boxes.removeLast()   // the button goes away under the still pointer
        w.system.invalidateHover()
        w.hoverLog = []
        w.advance(by: 1.0 / 120)
        #expect(w.requests.prefix(3) == ["hitTest", "deliverHover", "lookUpRegion"])
        #expect(w.hoverLog == ["exit 2", "enter 1"] && w.system.region == nil)
    }

    @Test("a locked pointer is not drawn, and motion does not move it")
    func locked() {
        var w = Self.world()
        w.move(to: Point(x: 50, y: 50))
        w.system.setLocked(true)
        w.advance(by: 1)
        #expect(w.pointer.opacity.value < 0.01)
        w.requests = []
        w.move(to: Point(x: 150, y: 120))
        #expect(w.requests == ["done"] && w.system.location == Point(x: 50, y: 50))
    }

    @Test("a scroll stays with the view it began on after the pointer moves away, and the next scroll begins where the pointer is")
    func scrollLatches() {
        var w = Self.world()
        w.move(to: Point(x: 150, y: 120))   // over the button (2)
        w.scroll(.began)
        w.scroll(.changed)
        w.move(to: Point(x: 50, y: 50))     // over the card (1)
        w.scroll(.changed)
        w.scroll(.ended, momentumFollows: true)
        w.scroll(.momentumChanged)
        w.scroll(.momentumEnded)
        #expect(w.scrollLog == Array(repeating: "2 0", count: 6),
                "every event of the gesture, momentum included, reaches the button and the window (0) alone")
        #expect(w.system.latchedMembers.scroll.isEmpty, "the latch lets go when the momentum ends")
        w.scroll(.began)
        #expect(w.scrollLog.last == "1 0", "the next gesture latches where the pointer is now")
        w.system.unlatch(HostHandle(1))
        w.scroll(.changed)
        #expect(w.scrollLog.last == "0", "a member that went away hears no more of the gesture")
        #expect(!w.system.isLatched(HostHandle(1)) && w.system.isLatched(HostHandle(0)))
        let click = PointerEvent(kind: .press, phase: .began, timestamp: w.time, device: .mouse, location: w.system.location)
        #expect(w.system.latchRoute(click) == .underPointer(latching: false) && w.system.latched(for: click).isEmpty,
                "an event of another kind has no latch, and leaves the scroll's alone")
        w.system.latch(HostHandle(2), for: click)
        w.system.finishLatch(click)
        #expect(w.system.latchedMembers.scroll == [HostHandle(0)] && w.system.latchedMembers.transform.isEmpty)
    }

    @Test("a scroll that arrives at a new place (its motion missed) brings hover and the region there, as a move would")
    func scrollAtANewPlaceHovers() {
        var w = Self.world()
        w.move(to: Point(x: 50, y: 50))
        w.requests = []
        w.hoverLog = []
        w.carryOut(w.system.receive(PointerEvent(kind: .scroll, phase: .began, timestamp: 0.1, device: .trackpad,
                                                 location: Point(x: 150, y: 120))))
        #expect(w.requests.starts(with: ["route", "hitTest", "deliverHover", "lookUpRegion", "regionWillChange", "style"]))
        #expect(w.hoverLog == ["exit 1", "enter 2"] && w.system.region?.view == HostHandle(2))
        w.advance(by: 0.5)
        #expect(w.drawn.contains(w.system.location), "the pointer is drawn where the scroll arrived")
    }

    @Test("a trackpad finger lifting while a button is held does not toss the pointer away from the click")
    func noTossWhileClicking() {
        var w = Self.world()
        w.flickRight(holding: .primary)   // 300 pt/s to the right with the button held, then the finger is still
        w.advance(by: 0.2)
        #expect(w.deviceMoves.isEmpty && !w.requests.contains("tossMagnets"), "no toss while the button is held")
        #expect(w.system.location == Point(x: 45, y: 120) && w.drawn.contains(w.system.location),
                "the pointer stays with the click, and is drawn there")
    }

    @Test("a pointer that left its surface mid-click, came back with the click and left again is not drawn from then on")
    func leftAgainDuringAClick() {
        var w = Self.world()
        w.move(to: Point(x: 50, y: 50))
        w.carryOut(w.system.receive(PointerEvent(kind: .press, timestamp: 0.1, location: Point(x: 50, y: 50), buttons: .primary, button: 1)))
        w.carryOut(w.system.receive(PointerEvent(kind: .proximity, phase: .ended, timestamp: 0.2, location: Point(x: 50, y: 50),
                                                 buttons: .primary)))
        w.carryOut(w.system.receive(PointerEvent(kind: .motion, timestamp: 0.3, location: Point(x: 60, y: 60), buttons: .primary)))
        #expect(w.system.routing.presence == .dragging && w.system.currentFrame.outline != nil,
                "the click drags the pointer back in, drawn, while hover stays off")
        #expect(w.system.hoverPath.isEmpty)
        w.carryOut(w.system.receive(PointerEvent(kind: .proximity, phase: .ended, timestamp: 0.4, location: Point(x: 60, y: 60),
                                                 buttons: .primary)))
        #expect(!w.system.routing.isDrawn && w.system.currentFrame.outline == nil && w.system.region == nil,
                "leaving again takes the drawn pointer away at once, the click still held")
        w.carryOut(w.system.receive(PointerEvent(kind: .release, timestamp: 0.5, location: Point(x: 60, y: 60), button: 1)))
        w.advance(by: 0.5)
        #expect(!w.system.routing.isDrawn && !w.system.routing.isInWindow && w.system.currentFrame.outline == nil,
                "off its surface, the pointer is not drawn")
    }
}
