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
    var isPointerLocked = false
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

    func forEachKnownMagnet(onHitPathAt point: Point, _ body: (Rect) -> Bool) {
        for rect in met where rect.contains(point) { if body(rect) { return } }
    }

    func forEachKnownMagnet(_ body: (Rect) -> Void) { for rect in met { body(rect) } }

    func describe(_ view: HostHandle) -> String { "box \(view.rawValue)" }
}

/// Drives an `AdaptivePointer` with an `EmbeddedHost`, as PointerUIKit's presenter does.
struct EmbeddedPointer {
    var host = EmbeddedHost()
    var pointer = AdaptivePointer()
    var hover = HoverTracker<HostHandle>()
    var hoverLog: [String] = []
    var time = 0.0

    /// One move: hover, then the region and, when it changed, its style (the host's delegate
    /// calls would go between these steps).
    mutating func move(to point: Point, device: DeviceKind = .mouse) {
        hover.beginUpdate()
        for handle in host.hitPath(at: point) { hover.append(handle) }
        var transitions = hover.transitions
        while let (target, transition) = transitions.next() {
            if transition != .stay { hoverLog.append("\(transition) \(target.rawValue)") }
        }
        guard pointer.move(to: point, at: time, device: device, isMotion: true) else {
            pointer.updateTargets(host: &host)   // a latching region holds
            return
        }
        // An unchanged region: `arbitrate` has re-aimed the springs.
        if case .changed(_, let entered) = pointer.arbitrate(host.region(at: point), host: &host) {
            pointer.enter(entered.flatMap { host.box($0.view)?.style }, host: &host)
            if let entered, pointer.effect.isMagnetic, let t = host.windowTransform(of: entered.view) {
                host.met.append(t.apply(to: entered.rect))
            }
        }
    }

    /// Steps the clock by `seconds` in 120 Hz frames.
    mutating func advance(by seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(time + 1.0 / 120, end)
            pointer.frame(at: time, host: &host)
        }
    }

    /// The drawn pointer's rectangle.
    var drawn: Rect {
        Rect(x: pointer.centerX.value - pointer.width.value / 2, y: pointer.centerY.value - pointer.height.value / 2,
             width: pointer.width.value, height: pointer.height.value)
    }
}
