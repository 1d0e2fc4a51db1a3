import PointerGeometry
import PointerInput
import PointerEngine

/// The engine's second host: a window of plain rectangles, no UIKit. It proves the engine
/// needs nothing from PointerUIKit: hit testing, regions, styles, geometry and toss targets all
/// come from these structs.
struct EmbeddedHost: AdaptivePointerHost {
    /// One rectangle in the window.
    struct Box {
        let handle: HostHandle
        var frame: Rect
        /// The style its pointer interaction gives; nil: no interaction.
        var style: PointerStyleValue?
        var background = false
    }

    static let window = HostHandle(0)
    var boxes: [Box] = []
    /// Regions the pointer has met whose style was a content effect, window coordinates.
    var met: [Rect] = []
    var windowBounds = Rect(x: 0, y: 0, width: 400, height: 300)

    mutating func add(_ raw: UInt, _ frame: Rect, style: PointerStyleValue?, background: Bool = false) {
        boxes.append(Box(handle: HostHandle(raw), frame: frame, style: style, background: background))
    }

    func box(_ handle: HostHandle) -> Box? { boxes.first { $0.handle == handle } }

    /// The hit path at `point`: the top-most box containing it, then the window.
    func hitPath(at point: Point) -> [HostHandle] {
        guard windowBounds.contains(point) else { return [] }
        if let top = boxes.last(where: { $0.frame.contains(point) }) { return [top.handle, Self.window] }
        return [Self.window]
    }

    /// The region at `point`: the whole box of the first box with an interaction on the hit
    /// path, in the box's coordinates.
    func region(at point: Point) -> (region: PointerRegionValue, local: Point)? {
        for handle in hitPath(at: point) {
            guard let box = box(handle), box.style != nil else { continue }
            let local = Point(x: point.x - box.frame.minX, y: point.y - box.frame.minY)
            let rect = Rect(x: 0, y: 0, width: box.frame.width, height: box.frame.height)
            return (PointerRegionValue(interaction: handle, view: handle, rect: rect), local)
        }
        return nil
    }

    func windowTransform(of view: HostHandle) -> Transform2D? {
        if view == Self.window { return .identity }
        return box(view).map { Transform2D(translationX: $0.frame.minX, y: $0.frame.minY) }
    }

    func bounds(of view: HostHandle) -> Rect {
        if view == Self.window { return windowBounds }
        return box(view).map { Rect(x: 0, y: 0, width: $0.frame.width, height: $0.frame.height) } ?? .zero
    }

    func hasVisibleBackground(_ view: HostHandle) -> Bool { box(view)?.background ?? false }

    /// The magnets a toss landing at `point` may be drawn to: the met regions, those under the
    /// point first.
    func magnets(at point: Point) -> TossMagnets { TossMagnets(onHitPath: met.filter { $0.contains(point) }, all: met) }

    func describe(_ view: HostHandle) -> String { "box \(view.rawValue)" }
}

extension EmbeddedHost: PointerSystemHost {
    /// Every box lies directly in the window.
    func parent(of target: HostHandle) -> HostHandle? { target == Self.window ? nil : Self.window }
    /// The window is the hover path's root.
    func isRoot(_ target: HostHandle) -> Bool { target == Self.window }
}

/// A window of plain rectangles driven by the engine's `PointerSystem`: the same requests
/// PointerUIKit's driver carries out, answered from `EmbeddedHost`'s structs (where the host's
/// app code would run, between two calls into the system). No UIKit anywhere.
struct PlainPointerWindow {
    var host = EmbeddedHost()
    var system = PointerSystem<HostHandle>()
    /// The hover deliveries, "enter 2", "exit 1" (the window is 0), in the order delivered.
    var hoverLog: [String] = []
    /// Each request the system made, by name, in order.
    var requests: [String] = []
    /// Where the system asked the device to move (a toss's target), in order.
    var deviceMoves: [Point] = []
    /// For each frame in which a toss landed: its target, and where the system had the pointer
    /// when the host's animations ran (`.framed`).
    var tossesFramed: [(target: Point, pointer: Point)] = []
    /// The views each scroll event reached, by handle (`scroll(_:)`).
    var scrollLog: [String] = []
    /// The scroll event being carried out.
    var scrolling: PointerEvent?
    var time = 0.0

    /// The adaptive pointer in the system (its configuration and state, for the tests to read
    /// and tune).
    var pointer: AdaptivePointer {
        get { system.adaptivePointer }
        set { system.adaptivePointer = newValue }
    }

    /// One motion event at `point`, carried out to the end.
    mutating func move(to point: Point, device: DeviceKind = .mouse) {
        carryOut(system.receive(PointerEvent(kind: .motion, timestamp: time, device: device, location: point)))
    }

    /// A trackpad scroll event in `phase` at the pointer, carried out to the end; the members it
    /// reached are appended to `scrollLog`.
    mutating func scroll(_ phase: EventPhase, momentumFollows: Bool = false) {
        var event = PointerEvent(kind: .scroll, phase: phase, timestamp: time, device: .trackpad, location: system.location)
        event.momentumFollows = momentumFollows
        scrolling = event
        carryOut(system.receive(event))
        scrolling = nil
    }

    /// Delivers a scroll as PointerUIKit does: to every view under the pointer when the system's
    /// latch says so (latching them when the gesture begins), else to the latched ones.
    private mutating func deliverScroll(_ event: PointerEvent) {
        var reached: [HostHandle] = []
        switch system.latchRoute(event) {
        case .underPointer(let latching):
            for view in host.hitPath(at: system.location) {
                if latching { system.latch(view, for: event) }
                reached.append(view)
            }
        case .latched:
            reached = system.latched(for: event)
        }
        system.finishLatch(event)
        scrollLog.append(reached.map { "\($0.rawValue)" }.joined(separator: " "))
    }

    /// A trackpad flick with a toss due when the finger lifts: meets the button, goes back to
    /// (30, 120), waits, then moves right at 300 pt/s for 50 ms, holding `buttons` (pressed
    /// before the flick; `requests` and `deviceMoves` are cleared after the press).
    mutating func flickRight(holding buttons: ButtonMask = []) {
        move(to: Point(x: 150, y: 120), device: .trackpad)   // meets the button
        move(to: Point(x: 30, y: 120), device: .trackpad)
        advance(by: 0.5)
        if !buttons.isEmpty {
            carryOut(system.receive(PointerEvent(kind: .press, timestamp: time, device: .trackpad, location: Point(x: 30, y: 120),
                                                 buttons: buttons, button: 1)))
            requests = []
            deviceMoves = []
        }
        for i in 1...5 {
            time += 0.01
            carryOut(system.receive(PointerEvent(kind: .motion, timestamp: time, device: .trackpad,
                                                 location: Point(x: 30 + 3 * Double(i), y: 120), buttons: buttons)))
        }
    }

    /// Steps the clock by `seconds` in 120 Hz frames.
    mutating func advance(by seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(time + 1.0 / 120, end)
            carryOut(system.frame(at: time, host: &host))
        }
    }

    /// Carries out `first` and every request after it until the system is done.
    mutating func carryOut(_ first: PointerRequest) {
        var request = first
        var entering: PointerRegionValue?
        while true {
            switch request {
            case .done: requests.append("done"); return
            case .hitTest(let point):
                requests.append("hitTest")
                request = system.hitPath(host.hitPath(at: point).first, host: &host)
            case .deliverHover(_, let moved):
                requests.append("deliverHover")
                var deliveries = system.hoverDeliveries(moved: moved)
                while let delivery = deliveries.next() {
                    switch delivery {
                    case .enter(let t): hoverLog.append("enter \(t.rawValue)")
                    case .exit(let t): hoverLog.append("exit \(t.rawValue)")
                    case .enterRoot: hoverLog.append("enter 0")
                    case .exitRoot: hoverLog.append("exit 0")
                    case .move, .moveRoot: break
                    }
                }
                request = system.next(host: &host)
            case .lookUpRegion(let point):
                requests.append("lookUpRegion")
                request = system.region(host.region(at: point), host: &host)
            case .regionWillChange:
                requests.append("regionWillChange")
                request = system.next(host: &host)
            case .style:
                requests.append("style")
                guard let region = system.region else { request = system.style(.regionGone, host: &host); continue }
                entering = region
                request = system.style(.style(host.box(region.view)?.style, accessories: []), host: &host)
            case .regionEntered:
                requests.append("regionEntered")
                // A region whose style attracts a toss is remembered, as UIKit's interactions do.
                if let entered = entering, system.effect.isMagnetic, let t = host.windowTransform(of: entered.view) {
                    host.met.append(t.apply(to: entered.rect))
                }
                entering = nil
                request = system.next(host: &host)
            case .tossMagnets(let landing):
                requests.append("tossMagnets")
                request = system.magnets(host.magnets(at: landing), host: &host)
            case .framed(let step):
                requests.append("framed")
                // Where the host's animations, run here, would read the pointer in a frame that tossed.
                if let target = step.toss { tossesFramed.append((target, system.location)) }
                request = system.next(host: &host)
            case .moveDevice(let point):
                requests.append("moveDevice")
                deviceMoves.append(point)
                request = system.next(host: &host)
            case .route(let action):
                requests.append("route")
                if case .scrollOrTransform = action, let event = scrolling { deliverScroll(event) }
                request = system.next(host: &host)
            }
        }
    }

    /// The drawn pointer's rectangle.
    var drawn: Rect {
        Rect(x: pointer.centerX.value - pointer.width.value / 2, y: pointer.centerY.value - pointer.height.value / 2,
             width: pointer.width.value, height: pointer.height.value)
    }
}

extension PlainPointerWindow {
    /// Where a toss from the pointer landing at `landing` ends among the host's met regions.
    func tossTarget(landing: Point) -> Point? {
        pointer.tossTarget(from: system.location, landing: landing, magnets: host.magnets(at: landing), windowBounds: host.windowBounds)
    }
}
